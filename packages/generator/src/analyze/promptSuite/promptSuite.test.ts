import { GAME_GENRES } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../analyzePrompt.js';
import { PLACE_PROFILES } from '../lexicon/placeWords.js';
import { PLACE_IDS, type PlaceId } from '../types.js';
import {
  HELD_OUT_PROMPTS,
  HELD_OUT_ROUND_4,
  HELD_OUT_ROUND_5,
  HELD_OUT_ROUND_6,
  HELD_OUT_ROUND_7,
  HELD_OUT_ROUND_8,
  HELD_OUT_ROUND_9,
  HELD_OUT_ROUND_10,
  HELD_OUT_ROUND_12,
} from './heldOut.js';
import { PROMPT_SUITE } from './promptSuite.js';
import { readSuitePrompt, shareOf, type SuiteReading } from './readSuite.js';

const readings: SuiteReading[] = PROMPT_SUITE.map(readSuitePrompt);
const all = (): boolean => true;
/** The reading must get at least this share of the suite right on each measure. */
const BAR = 0.95;

function failures(check: (reading: SuiteReading) => boolean): string[] {
  return readings.filter((r) => !check(r)).map((r) => r.entry.prompt);
}

describe('the prompt suite', () => {
  it('has at least 200 prompts over all 13 genres, each naming its things', () => {
    expect(PROMPT_SUITE.length).toBeGreaterThanOrEqual(200);
    for (const genre of GAME_GENRES) {
      expect(PROMPT_SUITE.filter((entry) => entry.genre === genre).length, genre).toBeGreaterThan(
        12,
      );
    }
    expect(new Set(PROMPT_SUITE.map((entry) => entry.prompt)).size).toBe(PROMPT_SUITE.length);
    for (const entry of PROMPT_SUITE) {
      for (const place of entry.places) expect(PLACE_IDS).toContain(place);
      expect(entry.things.every((thing) => thing === thing.toLowerCase())).toBe(true);
    }
  });

  it('covers indoor and outdoor places, times, weather, moods, orders and no-place prompts', () => {
    const has = (check: (entry: (typeof PROMPT_SUITE)[number]) => boolean) =>
      PROMPT_SUITE.filter(check).length;
    const isIndoor = (place: PlaceId | undefined) =>
      place !== undefined && PLACE_PROFILES[place].indoor;
    expect(has((e) => isIndoor(e.places[0]))).toBeGreaterThanOrEqual(40);
    expect(has((e) => e.places.length > 0 && !isIndoor(e.places[0]))).toBeGreaterThanOrEqual(100);
    expect(has((e) => e.places.length === 0)).toBeGreaterThanOrEqual(3);
    expect(has((e) => e.time !== undefined)).toBeGreaterThanOrEqual(30);
    expect(has((e) => e.weather !== undefined)).toBeGreaterThanOrEqual(30);
    expect(has((e) => e.mood !== undefined)).toBeGreaterThanOrEqual(10);
    expect(has((e) => e.verb !== undefined)).toBeGreaterThanOrEqual(50);
    expect(has((e) => e.places.length > 1)).toBeGreaterThanOrEqual(4);
    expect(new Set(PROMPT_SUITE.flatMap((e) => e.places)).size).toBeGreaterThanOrEqual(40);
  });

  it('brings every named place into setting.places, the main one first', () => {
    const places = shareOf(
      readings,
      (r) => r.entry.places.length > 0,
      (r) => r.placesOk,
    );
    expect(places.share, failures((r) => r.placesOk).join('\n')).toBeGreaterThanOrEqual(BAR);
    const main = shareOf(
      readings,
      (r) => r.entry.places.length > 0,
      (r) => r.mainPlaceOk,
    );
    expect(main.share, failures((r) => r.mainPlaceOk).join('\n')).toBeGreaterThanOrEqual(BAR);
  });

  it('brings every named time, weather and mood into the atmosphere', () => {
    for (const check of ['timeOk', 'weatherOk', 'moodOk', 'seasonOk', 'skyOk'] as const) {
      const share = shareOf(readings, all, (r) => r[check]).share;
      expect(share, failures((r) => r[check]).join('\n')).toBeGreaterThanOrEqual(BAR);
    }
  });

  it('makes the named hero the hero', () => {
    const heroes = shareOf(
      readings,
      (r) => r.entry.hero !== null,
      (r) => r.heroOk,
    );
    expect(heroes.share, failures((r) => r.heroOk).join('\n')).toBeGreaterThanOrEqual(BAR);
  });

  it('never names the hero after the verb of a prompt that starts with one', () => {
    expect(failures((r) => r.verbOk)).toEqual([]);
    for (const reading of readings.filter((r) => r.entry.verb !== undefined)) {
      expect(reading.analysis.hero.name.length, reading.entry.prompt).toBeGreaterThan(0);
    }
  });

  it("writes the named things into the genre's own fields", () => {
    const fields = shareOf(
      readings,
      (r) => r.entry.field !== undefined,
      (r) => r.fieldOk,
    );
    expect(fields.share, failures((r) => r.fieldOk).join('\n')).toBeGreaterThanOrEqual(BAR);
  });

  it('reads every prompt, held-out ones included, the same way twice', () => {
    for (const { prompt } of [
      ...PROMPT_SUITE.slice(0, 40),
      ...HELD_OUT_PROMPTS,
      ...HELD_OUT_ROUND_4,
      ...HELD_OUT_ROUND_5,
      ...HELD_OUT_ROUND_6,
      ...HELD_OUT_ROUND_7,
      ...HELD_OUT_ROUND_8,
      ...HELD_OUT_ROUND_9,
      ...HELD_OUT_ROUND_10,
      ...HELD_OUT_ROUND_12,
    ]) {
      expect(analyzePrompt(prompt, 17), prompt).toEqual(analyzePrompt(prompt, 17));
    }
  });
});
