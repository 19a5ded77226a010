import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { PLACE_SUITE_7 } from '../../analyze/promptSuite/placeSuite7.js';
import { readSuitePrompt } from '../../analyze/promptSuite/readSuite.js';
import { sceneOfTheme } from './composeScene.js';
import type { StripKind } from './strips/index.js';

/** The strips the game's background shows for a prompt, far to near. */
function stripsOf(prompt: string): StripKind[] {
  const scene = sceneOfTheme(analyzePrompt(prompt, 1).background.theme);
  return scene?.layers.map((layer) => layer.kind) ?? [];
}

// prettier-ignore
const CITY_STYLES: Readonly<Record<string, readonly string[]>> = {
  canalHouses: ['Amsterdam', 'Bruges', 'Copenhagen', 'Utrecht', 'Stockholm'],
  oldTown: ['Prague', 'Vienna', 'Krakow', 'Salzburg', 'Tallinn'],
  castleTown: ['Edinburgh', 'Stirling', 'Cesky Krumlov'],
  whiteTown: ['Santorini', 'Mykonos', 'Chefchaouen'],
  domedCity: ['Istanbul', 'Marrakesh', 'Jerusalem', 'Samarkand'],
  pagodaTown: ['Kyoto', 'Hoi An', 'Kathmandu', 'Gyeongju'],
};

describe('a world city without a scene of its own', () => {
  it('is drawn in the style it shares, never as generic glass towers', () => {
    for (const [strip, cities] of Object.entries(CITY_STYLES))
      for (const city of cities) {
        const strips = stripsOf(`A squirrel leaps between rooftops in ${city} at sunset`);
        expect(strips, city).toContain(strip);
        expect(strips, city).not.toContain('skyline');
      }
  });

  it('keeps its own name in the title and story', () => {
    const setting = analyzePrompt('A cat explores Vienna', 1).setting;
    expect(setting.label).toBe('Vienna');
    expect(setting.storyPlace).toBe('Vienna');
  });

  it('keeps a modern skyline where one stands', () => {
    for (const city of ['Chicago', 'Hong Kong', 'Singapore', 'Shanghai'])
      expect(stripsOf(`A ninja runs across the rooftops of ${city}`), city).toContain('skyline');
  });
});

describe('a growing place under glass', () => {
  it('shows the glass frame overhead and benches of pots, not an open field', () => {
    for (const place of [
      'a greenhouse',
      'a conservatory',
      'a polytunnel',
      'a palm house',
      'a glasshouse',
    ]) {
      const strips = stripsOf(`A bunny grows carrots in ${place}`);
      expect(strips, place).toEqual(expect.arrayContaining(['glassHouse', 'pottingBenches']));
    }
  });
});

describe('a cave in a world or land', () => {
  it('reads as both: the cave and what it lies in', () => {
    const lined: [string, StripKind][] = [
      ['an underwater cave', 'coral'],
      ['an ice cave', 'snowDrifts'],
      ['a lava cave', 'lavaRocks'],
      ['a sea cave', 'sea'],
    ];
    for (const [place, lining] of lined) {
      const strips = stripsOf(`A diver explores ${place}`);
      expect(strips, place).toEqual(expect.arrayContaining(['stalactites', lining]));
    }
  });
});

describe('a place named with the world or land it lies in', () => {
  it('keeps both: the temple in the jungle, the domes in the desert', () => {
    const temple = sceneOfTheme(
      analyzePrompt('A knight explores a jungle temple', 1).background.theme,
    );
    expect(temple?.layers.map((layer) => layer.kind)).toEqual(
      expect.arrayContaining(['jungle', 'landmark']),
    );
    expect(stripsOf('A camel crosses a desert city')).toEqual(
      expect.arrayContaining(['domedCity', 'cactus']),
    );
  });
});

describe('a feature named as part of a place', () => {
  it('is drawn in front of the place it is in', () => {
    const features: [string, StripKind, StripKind][] = [
      ['A robot hops over craters on a foggy alien planet', 'craters', 'spaceSky'],
      ['A fly lands on a picnic blanket in a sunny park', 'picnicBlanket', 'parkNear'],
      ['A scout toasts marshmallows at a campfire in the forest', 'campfire', 'pines'],
      ['A bear sneaks between the tents of a campsite', 'tents', 'pines'],
      ['A goat leaps over boulders in the mountains', 'boulders', 'mountains'],
      ['A duck splashes through puddles in the village', 'puddles', 'houses'],
    ];
    for (const [prompt, feature, place] of features) {
      const strips = stripsOf(prompt);
      expect(strips, prompt).toEqual(expect.arrayContaining([feature, place]));
      expect(strips.indexOf(feature), prompt).toBeGreaterThanOrEqual(strips.length - 2);
    }
  });

  it('leaves the title to the place, not the feature', () => {
    expect(analyzePrompt('A fly lands on a picnic blanket in a sunny park', 1).setting.label).toBe(
      'Sunny Park',
    );
    expect(analyzePrompt('A robot hops over craters on an alien planet', 1).setting.label).toBe(
      'Alien Planet',
    );
  });
});

describe('the places suite, round 7', () => {
  it('reads every place, main place first', () => {
    for (const entry of PLACE_SUITE_7) {
      const r = readSuitePrompt(entry);
      expect(r.placesOk && r.mainPlaceOk, entry.prompt).toBe(true);
      expect(r.heroOk && r.timeOk && r.weatherOk && r.fieldOk, entry.prompt).toBe(true);
    }
  });
});
