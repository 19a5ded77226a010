import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../analyze/analyzePrompt.js';
import { genreAnalysisFor } from './genreAnalysis.js';

const hazardOf = (prompt: string) =>
  genreAnalysisFor(prompt, 'BRAINROT', analyzePrompt(prompt, 9), 9).analysis.enemy;

describe('the brainrot hazard when the prompt names no foe', () => {
  it('is a thing of the place, never an unrelated stand-in creature', () => {
    const mall = hazardOf('A shark in sneakers skateboards through a shopping mall');
    expect(mall.name).toMatch(/shopping cart/i);
    expect(mall.sprite?.id).toBe('fluent-emoji-flat:shopping-cart');
    for (const prompt of [
      'A pineapple with a mustache sings opera in a subway station',
      'A crocodile in a tutu dances on a city rooftop',
      'A cactus in sunglasses skateboards through an office',
    ]) {
      const hazard = hazardOf(prompt);
      expect(hazard.name, prompt).not.toMatch(/robot|rat|goblin/i);
      expect(hazard.sprite, prompt).toBeTruthy();
    }
  });

  it('keeps a foe the prompt names', () => {
    expect(hazardOf('A shark dodges grumpy pigeons in a shopping mall').name).toMatch(/pigeon/i);
  });
});
