import { describe, expect, it } from 'vitest';
import { RACING_VEHICLE_SHAPE_NAMES } from '../items/itemShapeNames.js';
import { drawsOwnWheels } from '../../world/hillRacer/ownWheels.js';
import { DRAWN_VEHICLES, drawnVehicleSeatOf } from './drawnVehicles.js';
import { vehicleSpriteOf } from './itemSprite.js';
import { lookupSprite } from './rankSprites.js';
import { spriteSvgBody } from './spriteSvg.js';
import { isLibrarySpriteId } from './spriteUrls.js';

const F = (name: string) => `fluent-emoji-flat:${name}`;
const raced = (phrase: string) => vehicleSpriteOf(phrase, RACING_VEHICLE_SHAPE_NAMES)?.id;

describe('named vehicles read as themselves, not as a small car', () => {
  it('is found by every name players use for it, and drawn', () => {
    for (const [id, { label, names }] of Object.entries(DRAWN_VEHICLES)) {
      for (const name of [label, ...names.split(',')])
        expect(lookupSprite(name.trim())?.id, name).toBe(id);
      expect(spriteSvgBody(id)?.body.length).toBeGreaterThan(200);
      expect(isLibrarySpriteId(id)).toBe(true);
    }
  });

  it.each([
    ['golf carts', F('golf-cart')],
    ['bumper cars', F('bumper-car')],
    ['snowmobile', F('snowmobile')],
    ['quad bikes', F('quad-bike')],
    ['tuk-tuks', F('auto-rickshaw')],
    ['tractor', F('tractor')],
    ['lawn mowers', F('lawn-mower')],
    ['monster trucks', F('monster-truck')],
    ['monster truck', F('monster-truck')],
    ['limousine', F('limousine-car')],
    ['stretch limo', F('limousine-car')],
    ['dump truck', F('dump-truck')],
    ['excavator', F('excavator')],
    ['digger', F('excavator')],
    ['fire truck', F('fire-engine')],
  ])('races %s as %s', (phrase, id) => {
    expect(raced(phrase)).toBe(id);
  });

  it('draws a monster truck on its own huge wheels, no pickup, with its rider in the cab', () => {
    expect(lookupSprite('monster truck')?.id).not.toBe(F('pickup-truck'));
    expect(lookupSprite('pickup truck')?.id).toBe(F('pickup-truck'));
    expect(drawsOwnWheels(F('monster-truck'))).toBe(true);
    expect(drawsOwnWheels(F('dump-truck'))).toBe(true);
    expect(drawsOwnWheels(F('excavator'))).toBe(true);
    expect(drawnVehicleSeatOf(F('monster-truck'))).toBeGreaterThan(0.45);
  });

  it('leaves karts, cars and plain bikes to the racing bodies', () => {
    expect(raced('go-karts')).toBeUndefined();
    expect(raced('car')).toBeUndefined();
    expect(raced('bike')).toBeUndefined();
    expect(lookupSprite('bike')?.id).not.toBe(F('quad-bike'));
  });

  it('draws no second set of wheels under a quad bike or a snowmobile on the hills', () => {
    expect(drawsOwnWheels(F('quad-bike'))).toBe(true);
    expect(drawsOwnWheels(F('snowmobile'))).toBe(true);
    // A snowmobile is no sled on wheels.
    expect(lookupSprite('snowmobile')?.id).not.toBe(F('sled'));
  });
});
