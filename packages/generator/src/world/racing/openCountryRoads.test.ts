import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { analyzeRacingPrompt } from './findVehicle.js';
import { roadSurfaceOf } from './roadSurface.js';

const surfaceOf = (prompt: string) => {
  const { vehicle, analysis } = analyzeRacingPrompt(prompt, analyzePrompt(prompt, 2), 2);
  return roadSurfaceOf(prompt, analysis, vehicle);
};

describe('a race over open country or through the wild runs on a dirt track, not tarmac', () => {
  it.each([
    'Cowboys race horses across the prairie',
    'Race quad bikes across a flower meadow',
    'Race go-karts through the forest',
    'Race monkeys through the jungle',
    'Race airboats through the swamp',
  ])('%s', (prompt) => {
    expect(['dirt', 'water']).toContain(surfaceOf(prompt));
    expect(surfaceOf(prompt)).not.toBe('tarmac');
  });

  it('keeps tarmac in a city park and on a race track', () => {
    expect(surfaceOf('Race cars around a race track')).toBe('tarmac');
    expect(surfaceOf('Race scooters through a city park')).toBe('tarmac');
  });
});
