import { BACKGROUND_SHAPES } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { CHARACTER_WORDS } from './characterWords.js';
import { SETTING_WORDS, THEMES } from './themes.js';

describe('lexicons', () => {
  it('points every character home and setting word at a theme that exists', () => {
    for (const [word, trait] of Object.entries(CHARACTER_WORDS)) {
      if (trait.home !== undefined) expect(THEMES, word).toHaveProperty(trait.home);
    }
    for (const [word, theme] of Object.entries(SETTING_WORDS))
      expect(THEMES, word).toHaveProperty(theme);
  });

  it('gives every theme colour variant one colour per layer, within the world schema limits', () => {
    for (const theme of Object.values(THEMES)) {
      expect(theme.layers.length).toBeGreaterThan(0);
      expect(theme.layers.length).toBeLessThanOrEqual(5);
      for (const layer of theme.layers) expect(BACKGROUND_SHAPES).toContain(layer.shape);
      for (const colors of theme.colors) expect(colors.layers.length).toBe(theme.layers.length);
    }
  });
});
