import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { itemSpriteFor } from '../../art/castArt.js';
import { itemSpriteOf } from '../../art/library/itemSprite.js';
import { createRandom } from '../../random/seededRandom.js';
import { mergeChainFor } from './mergeChain.js';

const firstTier = (prompt: string) =>
  mergeChainFor(prompt, analyzePrompt(prompt, 5), 6, createRandom(5))[0]?.item;

describe('merge items are drawn as the thing the prompt merges', () => {
  it('draws snowballs as balls of snow, never as snowflakes', () => {
    const snowball = firstTier('Merge snowballs into a snowman');
    expect(snowball?.kind).toBe('snowball');
    const svg = snowball ? itemSpriteFor(snowball) : '';
    // The snowball's blue shadow, and none of the snowflake's six arms.
    expect(svg).toContain('#b9d2ec');
    expect(svg).not.toContain('rotate(120 32 32)');
  });

  it.each([
    ['Merge pebbles into a boulder', 'rock'],
    ['Merge raindrops into a rainbow', 'droplet'],
    ['Merge corn into a popcorn bucket', 'ear-of-corn'],
    ['Merge screws into a robot', 'screw'],
  ])('"%s" starts with the library drawing of the thing', (prompt, icon) => {
    const item = firstTier(prompt);
    expect(item && itemSpriteOf(item)?.id).toContain(icon);
  });

  it('keeps hand-drawn shapes that are the thing itself', () => {
    expect(firstTier('Merge cupcakes into a wedding cake')?.kind).toBe('cupcake');
    expect(firstTier('Merge snowflakes into a snowman')?.kind).toBe('snowflake');
  });
});
