import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { analyzeRacingPrompt } from './findVehicle.js';
import { vehicleSvg } from './vehicleArt.js';

const racing = (prompt: string) => analyzeRacingPrompt(prompt, analyzePrompt(prompt, 3), 3);

describe('analyzeRacingPrompt', () => {
  it('races a creature that races with no vehicle as itself, against its rival', () => {
    const { vehicle, analysis } = racing('a snail races a turtle across the garden');
    expect(vehicle.isCreature).toBe(true);
    expect(vehicle.phrase).toBe('snail');
    expect(analysis.hero.sprite?.id).toBe('fluent-emoji-flat:snail');
    expect(analysis.enemy.sprite?.id).toBe('fluent-emoji-flat:turtle');
    // The racer drawn is the snail itself: no car body, the snail's sprite.
    const art = vehicleSvg(vehicle, vehicle.color, analysis.hero.look, 'vehicle');
    expect(art).not.toContain('M8 70 Q10 58');
  });

  it('takes any ride the reader found, drawn by the art library', () => {
    expect(racing('A goat drives a tuk tuk through the city').vehicle.phrase).toBe('tuk tuk');
    expect(racing('a monkey rides a tuk-tuk through the market').vehicle.phrase).toBe('tuk-tuk');
    expect(racing('A knight rides a horse across the hills').vehicle.phrase).toBe('horse');
    expect(racing('Race speedboats around the harbor').vehicle.phrase).toBe('speedboat');
  });

  it('takes the ride a verb names', () => {
    expect(racing('A penguin skis down a snowy mountain').vehicle.phrase).toBe('skis');
  });

  it('keeps a named vehicle and a vehicle the player wrote', () => {
    expect(racing('A frog drives a green jeep').vehicle.isCreature).toBeUndefined();
    const edited = analyzeRacingPrompt(
      'a snail races a turtle',
      analyzePrompt('a snail races a turtle', 3),
      3,
      'red bathtub',
    );
    expect(edited.vehicle.phrase).toBe('red bathtub');
  });
});
