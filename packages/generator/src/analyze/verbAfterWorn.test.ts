import { describe, expect, it } from 'vitest';
import { spritesOfLook } from '../art/library/index.js';
import { analyzePrompt } from './analyzePrompt.js';

describe("a verb after a worn thing is the wearer's verb", () => {
  it.each([
    ['A taco wearing a tutu spins', 'tutu'],
    ['A hippo wearing a tutu twirls on a stage', 'tutu'],
    ['A cat wearing a top hat juggles', 'top hat'],
    ['A pig wearing a crown waddles through a palace', 'crown'],
  ])('%s: the %s is worn, and no thing is named after the verb', (prompt, worn) => {
    const analysis = analyzePrompt(prompt, 1);
    const verb = prompt
      .split(' ')
      .find((word, i, words) => words[i - 1] === worn.split(' ').at(-1));
    const named = [
      ...(analysis.props ?? []).map((prop) => prop.phrase),
      analysis.collectible.phrase,
      analysis.enemy.phrase,
    ];
    expect(named.some((phrase) => phrase.includes(verb ?? '?'))).toBe(false);
    const { headgear } = analysis.hero.look;
    const isWorn =
      (spritesOfLook(analysis.hero.look).worn ?? []).length > 0 ||
      headgear === 'tophat' ||
      headgear === 'crown';
    expect(isWorn).toBe(true);
  });

  it('keeps a worn thing named after "wearing" whole ("rain boots")', () => {
    expect(analyzePrompt('A frog wearing rain boots hops', 1).props ?? []).toEqual([]);
  });
});
