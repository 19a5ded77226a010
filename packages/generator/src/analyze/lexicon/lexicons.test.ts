import { BACKGROUND_SHAPES } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { PLACE_IDS } from '../types.js';
import { MOOD_WORDS, TIME_WORDS, WEATHER_WORDS } from './atmosphereWords.js';
import { CHARACTER_WORDS } from './characterWords.js';
import { PLACE_HEROES, VEHICLE_HEROES, VERB_HEROES, WEAPON_HEROES } from './heroHints.js';
import { PLACE_KIND_WORDS } from './placeKinds.js';
import { COMMON_LANDMARKS, LANDMARK_PHRASES, PLACE_PROFILES, PLACE_WORDS } from './placeWords.js';
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

  it('gives every place a profile on an existing theme, and every place word a place', () => {
    for (const place of PLACE_IDS)
      expect(THEMES, place).toHaveProperty(PLACE_PROFILES[place].theme);
    for (const [word, place] of Object.entries(PLACE_WORDS)) {
      expect(PLACE_IDS, word).toContain(place);
      expect(word, word).toBe(word.toLowerCase());
    }
    // A landmark names its place (one by one or by kind: Cappadocia is a rock valley), or is a
    // prop any place can have (a lighthouse, a bridge).
    for (const landmark of LANDMARK_PHRASES) {
      const namesPlace = landmark in PLACE_WORDS || landmark in PLACE_KIND_WORDS;
      expect(namesPlace || COMMON_LANDMARKS.has(landmark), landmark).toBe(true);
    }
    // Kitchens are kitchens: no candy in their names, whatever theme colours them.
    expect(PLACE_PROFILES.kitchen.label).toBe('Kitchen');
    const { theme, ...kitchen } = PLACE_PROFILES.kitchen;
    expect(THEMES).toHaveProperty(theme);
    expect(JSON.stringify(kitchen)).not.toMatch(/candy|gumm/i);
  });

  it('has words for every time of day, weather and mood', () => {
    expect(new Set(Object.values(TIME_WORDS))).toEqual(
      new Set(['day', 'sunrise', 'sunset', 'night']),
    );
    expect(new Set(Object.values(WEATHER_WORDS))).toEqual(
      new Set(['clear', 'rain', 'storm', 'snow', 'fog']),
    );
    expect(new Set(Object.values(MOOD_WORDS))).toEqual(new Set(['neon', 'spooky', 'cute']));
  });

  it('dresses every implied hero as a character the look lexicon knows', () => {
    const heroes = [WEAPON_HEROES, VEHICLE_HEROES, VERB_HEROES, PLACE_HEROES].flatMap((table) =>
      Object.values(table).flatMap((text) => (text ?? '').split('|')),
    );
    const unknown = heroes.filter((hero) => !((hero.split(' ').pop() ?? '') in CHARACTER_WORDS));
    // A few are plain people (the look lexicon draws them as humanoids with hair).
    expect(unknown.length / heroes.length).toBeLessThan(0.2);
  });
});
