import { describe, expect, it } from 'vitest';
import { spritesOfLook } from '../art/library/spritedLook.js';
import { analyzePrompt } from './analyzePrompt.js';

const read = (prompt: string) => analyzePrompt(prompt, 4);

describe('small named things keep the role a player gave them', () => {
  it('makes a thing jumped over the obstacle, never something the hero wears', () => {
    const puppy = read('A puppy jumps over shoes in a hallway');
    expect(puppy.enemy.phrase).toContain('shoe');
    expect(puppy.enemy.isImplied).toBeUndefined();
    expect(spritesOfLook(puppy.hero.look).worn ?? []).toEqual([]);
    expect(read('A mouse leaps over teacups in a kitchen').enemy.phrase).toContain('teacup');
  });

  it('strings things hopped across along the way as what the hero reaches', () => {
    // Logs, lily pads and stepping stones are the course itself (see course.test.ts).
    expect(read('A squirrel leaps onto floating leaves on a pond').collectible.phrase).toContain(
      'lea',
    );
    // A place hopped across stays the place.
    expect(read('A goat hops across the rooftops of Paris').setting.places).toContain('paris');
  });

  it('reads what is collected from as where it is found, not as a foe chasing the hero', () => {
    const bee = read('A butterfly collects pollen from daisies in a meadow');
    expect(bee.collectible.phrase).toBe('pollen');
    expect(bee.enemy.phrase).not.toContain('dais');
    expect((bee.props ?? []).map((prop) => prop.phrase)).toContain('daisies');
    // Running from something is still being chased by it.
    expect(read('A knight runs from zombies in a castle').enemy.phrase).toContain('zombie');
  });
});
