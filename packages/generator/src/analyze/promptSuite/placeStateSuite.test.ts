import { describe, expect, it } from 'vitest';
import { sceneOfTheme } from '../../art/scene/composeScene.js';
import { CROP_PLACES } from '../../art/scene/places/crops.js';
import { PLACES } from '../../art/scene/places/index.js';
import { placePropsFor, propsOfPlace } from '../../world/placeProps.js';
import type { PlaceId } from '../types.js';
import { PLACE_STATE_SUITE } from './placeStateSuite.js';
import { readSuitePrompt } from './readSuite.js';

const readings = PLACE_STATE_SUITE.map(readSuitePrompt);
const sceneOf = (reading: (typeof readings)[number]) =>
  sceneOfTheme(reading.analysis.background.theme);
const crops = new Set(Object.keys(CROP_PLACES));

describe('the place-state suite', () => {
  it('has at least four prompts in each category, over several genres', () => {
    const states = PLACE_STATE_SUITE.filter((e) => e.state);
    const fields = PLACE_STATE_SUITE.filter((e) => e.places.some((p) => crops.has(p)));
    const fps = PLACE_STATE_SUITE.filter(
      (e) => e.genre === 'FPS' && PLACES[e.places[0] as PlaceId].isIndoor,
    );
    for (const group of [states, fields, fps]) expect(group.length).toBeGreaterThanOrEqual(4);
    expect(new Set(states.map((e) => e.genre)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(fields.map((e) => e.genre)).size).toBeGreaterThanOrEqual(6);
  });

  it('reads every place, main place first, and never a city for a region', () => {
    for (const r of readings) {
      expect(r.placesOk && r.mainPlaceOk, r.entry.prompt).toBe(true);
      expect(r.heroOk && r.verbOk && r.fieldOk, r.entry.prompt).toBe(true);
    }
  });

  it('draws the state it names in the scene the game shows', () => {
    for (const r of readings.filter((reading) => reading.entry.state)) {
      expect(r.analysis.atmosphere?.state, r.entry.prompt).toBe(r.entry.state);
      expect(sceneOf(r)?.atmosphere.state, r.entry.prompt).toBe(r.entry.state);
    }
  });

  it('draws the crop of a field in rows, and stands it on the playfield', () => {
    for (const r of readings) {
      const crop = r.entry.places.find((place) => crops.has(place));
      if (!crop) continue;
      const recipe = PLACES[crop];
      const rows = recipe.layers[recipe.signature]?.kind;
      expect(
        sceneOf(r)?.layers.map((l) => l.kind),
        r.entry.prompt,
      ).toContain(rows);
      const props = placePropsFor(r.analysis).props.map((p) => p.phrase);
      expect(props, r.entry.prompt).toContain(propsOfPlace(crop).props[0]);
    }
  });

  it("stands a room's own things along the FPS maze", () => {
    for (const r of readings.filter((reading) => reading.entry.genre === 'FPS')) {
      const room = r.entry.places[0] as PlaceId;
      const props = placePropsFor(r.analysis).props.map((p) => p.phrase);
      expect(props, r.entry.prompt).toContain(propsOfPlace(room).props[0]);
    }
  });
});
