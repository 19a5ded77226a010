import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../../analyze/analyzePrompt.js';
import { composeScene } from '../composeScene.js';

describe('a rooftop, a roof terrace or a balcony in a named city', () => {
  it.each([
    ['A bunny grows lettuce on a rooftop garden in New York', 'new-york', 'newYork'],
    ['A chef grows herbs on a rooftop terrace in Paris', 'paris', 'paris'],
    ['A pigeon hops across a roof garden in London', 'london', 'london'],
    ['A cat naps on a balcony in Tokyo', 'tokyo', 'tokyo'],
  ])('%s: the roof edge in front, the city and its landmarks around it', (prompt, city, strip) => {
    const analysis = analyzePrompt(prompt, 1);
    expect(analysis.setting.places).toEqual(['rooftop', city]);
    const kinds = composeScene(analysis.setting.places ?? [], analysis.atmosphere).layers.map(
      (layer) => layer.kind,
    );
    expect(kinds).toContain(strip);
    expect(kinds).toContain('skyline');
    expect(kinds.at(-1)).toBe('roofEdge');
  });

  it('keeps the rooftops a hero runs across part of the city they are in', () => {
    expect(
      analyzePrompt('A cat runs across the rooftops of Tokyo at night', 1).setting.places,
    ).toEqual(['tokyo']);
  });
});
