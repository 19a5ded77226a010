import { describe, expect, it } from 'vitest';
import { lookupSprite } from '../art/library/rankSprites.js';
import { spritesOfLook } from '../art/library/spritedLook.js';
import { analyzePrompt } from './analyzePrompt.js';
import { WORN_WORDS } from './lexicon/wornWords.js';

const wornOf = (prompt: string) => {
  const analysis = analyzePrompt(prompt, 5);
  const worn = spritesOfLook(analysis.hero.look).worn ?? [];
  return { analysis, look: analysis.hero.look, slots: worn.map((w) => `${w.slot}:${w.sprite.id}`) };
};

describe('things the hero wears or plays', () => {
  it('finds a library sprite for every worn or played thing', () => {
    for (const [word, thing] of Object.entries(WORN_WORDS))
      if (thing.sprite) expect(lookupSprite(thing.sprite), word).not.toBeNull();
  });

  it('puts a named hat, glasses and cape on the rig as its own parts', () => {
    expect(wornOf('A knight in a cowboy hat fights rats').look.headgear).toBe('cowboyHat');
    const cat = wornOf('A cat wearing sunglasses and a cape surfs on a wave');
    expect(cat.look.eyewear).toBe('sunglasses');
    expect(cat.analysis.collectible.phrase).not.toContain('sunglass');
  });

  it('draws what the rig has no part for on or beside the hero, never as a place or a thing to find', () => {
    const skater = wornOf('A robot on rollerblades dances at a gas station');
    expect(skater.slots).toContain('feet:fluent-emoji-flat:roller-skate');
    expect(skater.analysis.setting.landmarkNames ?? []).not.toContain('rollerblades');
    const musician = wornOf('A walrus in a top hat plays piano on a glacier');
    expect(musician.look.headgear).toBe('tophat');
    expect(musician.slots.some((slot) => slot.startsWith('beside:'))).toBe(true);
    expect(musician.analysis.collectible.phrase).not.toContain('piano');
  });

  it('gives a library-drawn hero the worn sprites too', () => {
    const shark = wornOf('A shark in a party hat plays the drums in a disco');
    expect(shark.analysis.hero.sprite).not.toBeNull();
    expect(shark.slots).toEqual(
      expect.arrayContaining([expect.stringMatching(/^head:/), expect.stringMatching(/^beside:/)]),
    );
  });

  it('shows what the hero does with a thing: a board under a skater, notes over a singer', () => {
    const shark = wornOf('A shark in sneakers skateboards through a shopping mall');
    expect(shark.slots).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^feet:/),
        'under:fluent-emoji-flat:skateboard',
      ]),
    );
    const singer = wornOf('A pineapple with a mustache sings opera in a subway station');
    expect(singer.slots).toEqual(
      expect.arrayContaining([expect.stringMatching(/^lip:/), expect.stringMatching(/^above:/)]),
    );
    expect(wornOf('A hippo rollerblades along the boardwalk').slots).toContain(
      'feet:fluent-emoji-flat:roller-skate',
    );
    // An order to the player puts nothing on a hero nobody named.
    expect(wornOf('Skateboard through a shopping mall').slots).not.toContain(
      'under:fluent-emoji-flat:skateboard',
    );
  });
});
