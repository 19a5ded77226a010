import { describe, expect, it } from 'vitest';
import { spritesOfLook } from '../art/library/index.js';
import { analyzePrompt } from './analyzePrompt.js';

/** The instrument as the player sees it: in the hand, or standing beside (a cello is big). */
const playedBy = (prompt: string): string | undefined => {
  const look = spritesOfLook(analyzePrompt(prompt, 1).hero.look);
  const beside = look.worn?.find((worn) => worn.slot === 'beside')?.sprite.id;
  if (look.heldSprite) return `hand ${look.heldSprite.id}`;
  return beside === undefined ? undefined : `beside ${beside}`;
};

describe('instruments of one family, each drawn as itself', () => {
  it('draws a ukulele, a banjo, a mandolin, a harp and a cello apart from a guitar', () => {
    const guitar = playedBy('A man plays the guitar on a beach');
    const others = ['ukulele', 'banjo', 'harp', 'cello', 'violin'].map((name) =>
      playedBy(`A man plays the ${name} on a beach`),
    );
    for (const other of others) expect(other).toBeDefined();
    expect(others).not.toContain(guitar);
    expect(new Set(others).size).toBe(others.length);
    expect(playedBy('A man plays the mandolin on a porch')).not.toBe(guitar);
  });

  it('puts the instrument named in a hand that a role would fill with its own thing', () => {
    expect(playedBy('A viking plays the ukulele on a beach')).toBe(
      'hand fluent-emoji-flat:ukulele',
    );
    expect(playedBy('A cowboy plays the banjo on a porch')).toBe('hand fluent-emoji-flat:banjo');
  });
});
