import { GAME_GENRES, type WorldAtmosphere } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { playfieldShadeOf } from './atmosphereShade.js';

const at = (overrides: Partial<WorldAtmosphere>): WorldAtmosphere => ({
  timeOfDay: 'day',
  weather: 'clear',
  mood: 'plain',
  ...overrides,
});

/** How much of the field's brightness the shade leaves (1: all of it). */
const brightness = (shade: { color: number; alpha: number }): number => {
  const own =
    (((shade.color >> 16) & 0xff) + ((shade.color >> 8) & 0xff) + (shade.color & 0xff)) / 765;
  return 1 - shade.alpha + shade.alpha * own;
};

describe('playfieldShadeOf', () => {
  it('darkens every full-screen playfield at night, with pools of lamplight', () => {
    for (const genre of ['COLLECTIBLE', 'SPLATTER', 'FARMING', 'MERGE', 'FPS', 'RACING'] as const) {
      const shade = playfieldShadeOf(genre, at({ timeOfDay: 'night' }));
      expect(shade, genre).not.toBeNull();
      expect(brightness(shade!)).toBeLessThan(0.65);
      expect(shade!.lightPools).toBeGreaterThan(0);
    }
  });

  it('shades dusk and dawn warmly, night indoors less, and leaves the day alone', () => {
    const dusk = playfieldShadeOf('COLLECTIBLE', at({ timeOfDay: 'sunset' }));
    expect(dusk).not.toBeNull();
    expect((dusk!.color >> 16) & 0xff).toBeGreaterThan(dusk!.color & 0xff);
    const inside = playfieldShadeOf('MERGE', at({ timeOfDay: 'night', isIndoor: true }));
    const outside = playfieldShadeOf('MERGE', at({ timeOfDay: 'night' }));
    expect(brightness(inside!)).toBeGreaterThan(brightness(outside!));
    for (const genre of GAME_GENRES) expect(playfieldShadeOf(genre, at({}))).toBeNull();
  });

  it('leaves side-view genres to their own night sky and ground', () => {
    for (const genre of ['PLATFORMER', 'AERIAL', 'HILL_RACER', 'SHOOTER'] as const)
      expect(playfieldShadeOf(genre, at({ timeOfDay: 'night' }))).toBeNull();
  });
});
