import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { RACING_VEHICLE_SHAPE_NAMES } from '../items/itemShapeNames.js';
import { analyzeRacingPrompt } from '../../world/racing/findVehicle.js';
import { hillVehicleFor } from '../../world/hillRacer/hillVehicle.js';
import { vehicleSpriteOf } from './itemSprite.js';
import { specificArtOf } from './specificArt.js';
import { spriteSvgBody } from './spriteSvg.js';

/** The dark rubber of a cart's wheels (`cartUnder.ts`). */
const TYRE = '#2b2b38';

describe('a vehicle named by what it carries is drawn with the thing on it', () => {
  it.each([
    ['hot dog cart', 'hot-dog'],
    ['popcorn cart', 'popcorn'],
    ['taco truck', 'taco'],
    ['coffee van', 'hot-beverage'],
    ['pizza boat', 'pizza'],
    ['banana boat', 'banana'],
  ])('%s shows the %s', (phrase, thing) => {
    const sprite = vehicleSpriteOf(phrase, RACING_VEHICLE_SHAPE_NAMES);
    expect(sprite?.id).toContain(`--with--fluent-emoji-flat:${thing}`);
    expect(spriteSvgBody(sprite?.id ?? '')).not.toBeNull();
    expect(specificArtOf(phrase)).not.toBeNull();
  });

  it.each(['ice cream van', 'fire truck', 'monster truck', 'shopping cart', 'golf cart'])(
    '%s keeps its own icon or body, never a thing on a truck',
    (phrase) => {
      expect(vehicleSpriteOf(phrase, RACING_VEHICLE_SHAPE_NAMES)?.id ?? '').not.toContain(
        '--with--',
      );
    },
  );

  it.each([
    ['Race wheelbarrows around a farm', 'wheelbarrow'],
    ['Race vacuum cleaners through a house', 'vacuum'],
    ['Race hot dog carts down a busy New York street', 'hot dog cart'],
    ['Race pizza boats across a lake', 'pizza boat'],
  ])('%s races the %s, never a race car (racing and hill racer)', (prompt, ride) => {
    const analysis = analyzePrompt(prompt, 7);
    expect(analyzeRacingPrompt(prompt, analysis, 7).vehicle.phrase).toContain(ride);
    expect(hillVehicleFor(prompt, analysis, 7).vehicle.phrase).toContain(ride);
  });

  it.each(['hot dog cart', 'coffee cart', 'fruit wagon', 'ice cream trolley'])(
    '%s stands on a cart with wheels under the thing it sells',
    (phrase) => {
      const sprite = vehicleSpriteOf(phrase, RACING_VEHICLE_SHAPE_NAMES);
      const body = spriteSvgBody(sprite?.id ?? '');
      const bare = spriteSvgBody('fluent-emoji-flat:umbrella');
      // Two tyres, and the whole reaches further down than the umbrella and its thing.
      expect(body?.body.split(`fill="${TYRE}"`).length, phrase).toBe(3);
      expect(body!.content.maxY).toBeGreaterThan(bare!.content.maxY);
    },
  );

  it.each(['taco stand', 'pizza stall'])(
    '%s stands its thing on a counter, never on wheels',
    (phrase) => {
      const sprite = vehicleSpriteOf(phrase, RACING_VEHICLE_SHAPE_NAMES);
      expect(sprite?.id).toContain('--on-counter');
      const body = spriteSvgBody(sprite?.id ?? '')!.body;
      expect(body).not.toContain(`fill="${TYRE}"`);
      expect(body).toContain(spriteSvgBody('fluent-emoji-flat:umbrella')!.body);
    },
  );
});
