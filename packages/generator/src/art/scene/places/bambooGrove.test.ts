import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../../analyze/analyzePrompt.js';
import { lookupSprite } from '../../library/index.js';
import { composeScene } from '../composeScene.js';

describe('bamboo, as a place and as a thing', () => {
  it.each([
    'A red panda collects bamboo shoots in a bamboo grove',
    'A karate panda battles grumpy raccoons in the bamboo forest',
    'A samurai runs through a bamboo thicket',
    'A panda climbs bamboo stalks in a misty Chinese mountain forest',
    'A koala hops between bamboo trees',
  ])('%s: a grove of tall bamboo stalks', (prompt) => {
    const analysis = analyzePrompt(prompt, 1);
    expect(analysis.setting.places?.[0]).toBe('bamboo-grove');
    const kinds = composeScene(analysis.setting.places ?? [], analysis.atmosphere).layers.map(
      (layer) => layer.kind,
    );
    expect(kinds.filter((kind) => kind === 'bamboo').length).toBeGreaterThanOrEqual(2);
  });

  it('collects bamboo as a thing, drawn as bamboo stalks', () => {
    const analysis = analyzePrompt('A panda collects bamboo in a forest', 1);
    expect(analysis.collectible.name).toBe('Bamboo');
    expect(analysis.collectible.sprite?.id).toBe('game-icons:bamboo');
    expect(lookupSprite('bamboo stalks')?.id).toBe('game-icons:bamboo');
  });
});
