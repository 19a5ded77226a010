import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { buildGame } from '../../buildGame.js';
import { analyzeRacingPrompt } from './findVehicle.js';
import { roadSurfaceOf } from './roadSurface.js';

const surfaceOf = (prompt: string) => {
  const { vehicle, analysis } = analyzeRacingPrompt(prompt, analyzePrompt(prompt, 2), 2);
  return roadSurfaceOf(prompt, analysis, vehicle);
};

describe('the racing road takes the ground of its course', () => {
  it.each([
    ['Race speedboats down a river', 'water'],
    ['Race gondolas through the canals of Venice', 'water'],
    ['Race kayaks through the rapids', 'water'],
    ['Race snowmobiles across a frozen lake', 'ice'],
    ['Penguins race across the ice', 'ice'],
    ['Race dune buggies across the desert sand', 'sand'],
    ['Race horses along a sandy beach', 'sand'],
    ['Race tractors through the mud', 'dirt'],
    ['Ostriches race a bus across the African savanna', 'dirt'],
    ['Race sleds across the arctic snow', 'snow'],
  ])('%s: %s', (prompt, surface) => {
    expect(surfaceOf(prompt)).toBe(surface);
  });

  it.each([
    'Race cars through a neon city at night',
    'A courier cycles through London in the snow',
    'Race go-karts around a volcano',
  ])('%s: tarmac', (prompt) => {
    expect(surfaceOf(prompt)).toBe('tarmac');
  });

  it('writes the surface into the world, and leaves a tarmac world as before', async () => {
    const build = (prompt: string) =>
      buildGame({
        gameId: 'surface',
        prompt,
        genre: 'RACING',
        author: 'Tester',
        seed: 4,
        createdAt: '2026-12-02T00:00:00.000Z',
        mediaBaseUrl: '/media/games/surface/',
      });
    const river = await build('Race speedboats down a river');
    const city = await build('Race cars through a neon city at night');
    if (river.world.gameGenre !== 'RACING' || city.world.gameGenre !== 'RACING')
      throw new Error('wrong genre');
    expect(river.world.racing.roadSurface).toBe('water');
    expect('roadSurface' in city.world.racing).toBe(false);
  });
});
