import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { COLOR_WORDS } from '../../analyze/lexicon/colorWords.js';
import { characterSheetFor } from '../castArt.js';
import { GARMENT_COLORS } from './drawnGarments.js';
import { spritesOfLook } from './spritedLook.js';
import { wornAnchorsOf } from './spriteSheet.js';

const heroOf = (prompt: string) => analyzePrompt(prompt, 3).hero;
const fill = (color: string) => `fill="${color}"`;

/** The hero's first frame as the game draws it, and what it wears over its middle. */
function dressed(prompt: string) {
  const hero = heroOf(prompt);
  const sheet = characterSheetFor(hero, 'h');
  const torso = (spritesOfLook(hero.look).worn ?? []).filter((thing) => thing.slot === 'torso');
  return { hero, sheet, torso };
}

describe('whole clothes are drawn on the hero, whatever its body', () => {
  it.each([
    ['A goat in a business suit gives a talk in a library', 'suit'],
    ['A pineapple in a business suit runs a meeting in an office', 'suit'],
    ['A penguin in a tuxedo dances at a disco', 'tuxedo'],
    ['A taco wearing a tutu dances in a circus', 'tutu'],
    ['A turtle in shining armor runs through a dark forest', 'armour'],
  ] as const)('%s: the %s is drawn over its body', (prompt, garment) => {
    const { sheet, torso } = dressed(prompt);
    expect(torso.map((thing) => thing.drawn)).toContain(garment);
    expect(sheet).toContain(fill(GARMENT_COLORS[garment]));
  });

  it('draws a library hero’s suit across most of its width, below its face', () => {
    // A goldfish-sized sprite: wide and short; a banana: tall and narrow.
    for (const [halfWidth, height] of [
      [38, 56],
      [22, 74],
    ] as const) {
      const at = wornAnchorsOf(halfWidth, height);
      const box = at.torso!;
      expect(box.width).toBeGreaterThanOrEqual(2 * halfWidth * 0.7);
      expect(box.height).toBeGreaterThanOrEqual(height * 0.35);
      expect(box.top).toBeGreaterThan(at.face[1]);
    }
  });

  it('takes the colour the player names, else the garment’s own', () => {
    const pink = dressed('A carrot in a pink dress twirls on a stage');
    expect(pink.torso[0]?.color).toBe(COLOR_WORDS.pink);
    expect(pink.sheet).toContain(fill(COLOR_WORDS.pink as string));
    const bride = dressed('A bride in a wedding dress slaps a groom with a bouquet');
    expect(bride.torso[0]?.color).toBe('#fbfbff');
  });

  it('gives a person in a suit its sleeves, and a raincoat as big as its body', () => {
    const banker = dressed('A banker in a grey suit fights a shark in a harbor');
    const grey = COLOR_WORDS.grey as string;
    expect(banker.hero.look.bodyColor).toBe(grey);
    expect(banker.sheet).toContain(fill(grey));
    const duck = dressed('A duck in a yellow raincoat collects coins in a rainy city');
    expect(duck.torso[0]?.sprite.id).toBe('fluent-emoji-flat:coat');
  });

  it('reads a space suit and a wetsuit as a helmet and goggles, never a business suit', () => {
    const astronaut = dressed('A cat in a space suit floats on the Moon');
    expect(astronaut.torso).toEqual([]);
    expect(astronaut.hero.look.headgear).toBe('spaceDome');
    expect(dressed('A seal in a wetsuit surfs a wave').torso).toEqual([]);
  });
});
