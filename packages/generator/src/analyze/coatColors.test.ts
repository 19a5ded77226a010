import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyzePrompt.js';
import { COAT_COLOR_WORDS } from './lexicon/colorWords.js';

// A player who names a polar bear expects a white bear, not the brown one every "bear" gets.
describe("an animal's coat named by its kind", () => {
  it('whitens a polar bear, whoever it fights', () => {
    const { enemy } = analyzePrompt('A walrus wrestles a polar bear on an ice floe', 1);
    expect(enemy.look.bodyColor).toBe(COAT_COLOR_WORDS.polar);
  });

  it('colours a ginger cat hero ginger', () => {
    const { hero } = analyzePrompt('A ginger cat sneaks through a barn', 1);
    expect(hero.look.bodyColor).toBe(COAT_COLOR_WORDS.ginger);
  });

  it("never recolours a person's outfit", () => {
    const { hero } = analyzePrompt('A polar explorer fights a walrus', 1);
    expect(hero.look.bodyColor).not.toBe(COAT_COLOR_WORDS.polar);
  });
});
