import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyzePrompt.js';

// A prompt that names no place plays where what it names belongs, not in a place picked by the
// seed (a kid collecting seashells in a forest, a clown slapped in a castle).
describe('a place from the things a prompt names', () => {
  it.each([
    ['A kid collects seashells', 'beach'],
    ['Slap a clown with a pie', 'circus'],
    ['A boy collects socks', 'bedroom'],
    ['Merge coins into a treasure chest', 'island'],
    ['Splat zombies', 'graveyard'],
    ['A rooster crows at dawn', 'farm'],
    ['Merge kittens into a lion', 'savanna'],
  ])('%s: %s', (prompt, place) => {
    for (const seed of [1, 2, 3])
      expect(analyzePrompt(prompt, seed).setting.places?.[0]).toBe(place);
  });

  it('keeps a hero’s own home first: a knight collecting pumpkins is at his castle', () => {
    expect(analyzePrompt('A knight collects pumpkins', 1).setting.places?.[0]).toBe('castle');
  });

  it('keeps the place the player named, even one it does not know', () => {
    const setting = analyzePrompt('A kid collects seashells in a bouncy jelly palace', 1).setting;
    expect(setting.places?.[0]).not.toBe('beach');
  });
});
