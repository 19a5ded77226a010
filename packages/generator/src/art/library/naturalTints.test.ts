import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { hexToHsl } from '../../color/colorMath.js';

const lightness = (hex: string): number => hexToHsl(hex).l;
const saturation = (hex: string): number => hexToHsl(hex).s;

describe('one-colour sprites of named things are painted their own colour', () => {
  it.each([
    'Shoot seagulls on a pier',
    'Shoot pelicans at the beach',
    'Throw bread at seagulls on a boardwalk',
  ])('%s: the birds are white, never a parrot blue or green', (prompt) => {
    const enemy = analyzePrompt(prompt, 7).enemy.look;
    expect(lightness(enemy.bodyColor)).toBeGreaterThan(0.85);
  });

  it.each(['Blast asteroids in space', 'Shoot meteors over the moon'])(
    '%s: the rocks are grey stone',
    (prompt) => {
      const enemy = analyzePrompt(prompt, 7).enemy;
      if (enemy.sprite?.id.startsWith('game-icons:') !== true) return;
      expect(saturation(enemy.look.bodyColor)).toBeLessThan(0.15);
    },
  );

  it.each(['bottle caps', 'nails', 'stamps', 'tickets'])(
    'collected %s are steel or paper, never the coin gold',
    (thing) => {
      const collectible = analyzePrompt(`Collect ${thing} in a garage`, 7).collectible;
      expect(collectible.color).not.toBe('#f2c230');
      if (collectible.sprite?.id.startsWith('game-icons:')) {
        expect(saturation(collectible.color ?? '#000000')).toBeLessThan(0.7);
      }
    },
  );

  it('paints a hand-drawn coin copper for pennies, keeps gold for gold coins', () => {
    expect(analyzePrompt('Collect pennies in a mall', 7).collectible.color).toBe('#c8753a');
    expect(analyzePrompt('Collect gold coins in a mall', 7).collectible.color).not.toBe('#c8753a');
  });

  it('keeps the colour the player names', () => {
    const enemy = analyzePrompt('Shoot purple seagulls on a pier', 7).enemy.look;
    expect(lightness(enemy.bodyColor)).toBeLessThan(0.85);
  });
});
