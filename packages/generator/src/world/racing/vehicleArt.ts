import type { CharacterLook } from '../../analyze/types.js';
import { characterArt, rideArt, type RideFrame } from '../../art/castArt.js';
import { RACING_VEHICLE_SHAPE_NAMES } from '../../art/items/itemShapeNames.js';
import { vehicleSpriteOf } from '../../art/library/itemSprite.js';
import { el, linearGradient, rect, ellipse, circle } from '../../art/svg.js';
import { darken, lighten, outlineOf } from '../../color/colorMath.js';
import type { VehicleConcept } from './findVehicle.js';

/** Pixel size of a vehicle image (square, vehicle seen from behind, wheels on y ≈ 124). */
export const VEHICLE_SIZE = 128;

function wheel(cx: number, top: number, width: number, height: number): string {
  return (
    rect(cx - width / 2, top, width, height, width * 0.35, {
      fill: '#24252b',
      outline: '#0d0d10',
      width: 2.5,
    }) +
    rect(cx - width / 2 + 3, top + 4, width - 6, 3, 1.5, '#3b3d45') +
    rect(cx - width / 2 + 3, top + height - 9, width - 6, 3, 1.5, '#3b3d45')
  );
}

function driver(
  look: CharacterLook,
  id: string,
  seatY: number,
  scale: number,
): { defs: string; body: string } {
  const art = characterArt(look, `${id}-driver`);
  const frame = art.frame('idle0', `${id}-seat`);
  const x = 64 - 48 * scale;
  return {
    defs: art.defs,
    body: el('g', { transform: `translate(${x} ${seatY - 92 * scale}) scale(${scale})` }, frame),
  };
}

/** A library vehicle in the 128×128 box, seen as drawn, its wheels on y ≈ 122. */
const LIBRARY_RIDE: RideFrame = {
  width: 128,
  height: 128,
  groundY: 122,
  maxWidth: 118,
  maxHeight: 84,
  riderScale: 0.62,
  isSideView: false,
};

function taillight(cx: number, cy: number): string {
  return (
    ellipse(cx, cy, 7, 4.5, { fill: '#ff3b3b', outline: '#7a0b0b', width: 2 }) +
    ellipse(cx - 2, cy - 1.5, 2.5, 1.2, '#ffd0d0')
  );
}

/** What the vehicle art draws: a body kind, the vehicle as named, or the racer itself. */
export type VehicleBody = Pick<VehicleConcept, 'kind'> &
  Partial<Pick<VehicleConcept, 'phrase' | 'isCreature'>>;

/** How much bigger than its 96-pixel frame a racer that is its own vehicle is drawn. */
const CREATURE_RACER_SCALE = 1.3;

/** A racer that is its own vehicle ("a snail races a turtle"), mid-stride, feet on y ≈ 124. */
function creatureRacerArt(look: CharacterLook, id: string): { defs: string; body: string } {
  const art = characterArt(look, `${id}-racer`);
  const s = CREATURE_RACER_SCALE;
  const shadow = el('g', { opacity: 0.28 }, ellipse(64, 123, 44, 5, '#000000'));
  return {
    defs: art.defs,
    body:
      shadow +
      el(
        'g',
        { transform: `translate(${64 - 48 * s} ${124 - 92 * s}) scale(${s})` },
        art.frame('run0', `${id}-run`),
      ),
  };
}

/**
 * A vehicle seen from behind with the character at the wheel, in a 128×128 box; `id` keeps
 * gradient ids unique inside a scene. The character sits in an open cockpit so each prompt's
 * hero is recognisable on the road; a racer that is its own vehicle is drawn as itself.
 */
export function vehicleArt(
  vehicle: VehicleBody,
  color: string,
  look: CharacterLook,
  id: string,
): { defs: string; body: string } {
  if (vehicle.isCreature === true) return creatureRacerArt(look, id);
  const { kind, phrase } = vehicle;
  // A vehicle no body draws ("shopping cart") is the art library's, the driver aboard.
  const sprite = phrase ? vehicleSpriteOf(phrase, RACING_VEHICLE_SHAPE_NAMES) : null;
  const ride = sprite ? rideArt(sprite.id, look, id, LIBRARY_RIDE, color) : null;
  if (ride) return ride;
  const outline = outlineOf(color);
  const paint = { fill: `url(#${id}-paint)`, outline, width: 3 };
  const defs = linearGradient(`${id}-paint`, [
    [0, lighten(color, 0.35)],
    [0.5, color],
    [1, darken(color, 0.25)],
  ]);
  const shadow = ellipse(64, 123, 56, 5, '#000000');
  const shade = el('g', { opacity: 0.28 }, shadow);
  switch (kind) {
    case 'kart': {
      const seat = driver(look, id, 92, 0.62);
      return {
        defs: defs + seat.defs,
        body:
          shade +
          wheel(20, 88, 24, 34) +
          wheel(108, 88, 24, 34) +
          seat.body +
          rect(28, 84, 72, 26, 10, paint) +
          rect(14, 74, 100, 9, 4, { fill: darken(color, 0.3), outline, width: 2.5 }) +
          rect(60, 74, 8, 14, 2, { fill: darken(color, 0.3), outline, width: 2 }) +
          circle(44, 114, 5, { fill: '#8c8f99', outline: '#3a3c44', width: 2 }) +
          circle(84, 114, 5, { fill: '#8c8f99', outline: '#3a3c44', width: 2 }) +
          taillight(40, 97) +
          taillight(88, 97),
      };
    }
    case 'truck': {
      const seat = driver(look, id, 78, 0.5);
      return {
        defs: defs + seat.defs,
        body:
          shade +
          wheel(18, 92, 26, 32) +
          wheel(110, 92, 26, 32) +
          rect(22, 30, 84, 30, 8, { fill: lighten(color, 0.55), outline, width: 3 }) +
          seat.body +
          rect(22, 30, 84, 30, 8, { fill: 'none', outline, width: 3 }) +
          rect(10, 58, 108, 50, 8, paint) +
          rect(18, 100, 92, 10, 3, { fill: '#9a9ca6', outline: '#3a3c44', width: 2.5 }) +
          taillight(24, 72) +
          taillight(104, 72) +
          rect(48, 76, 32, 14, 3, { fill: '#f4f1e6', outline: '#3a3c44', width: 2 }),
      };
    }
    case 'bike': {
      const seat = driver(look, id, 92, 0.8);
      return {
        defs: defs + seat.defs,
        body:
          shade +
          wheel(64, 84, 22, 40) +
          rect(16, 40, 96, 6, 3, { fill: '#3a3c44', outline: '#1b1c21', width: 2 }) +
          seat.body +
          rect(44, 76, 40, 22, 9, paint) +
          taillight(64, 86),
      };
    }
    case 'car': {
      const seat = driver(look, id, 82, 0.58);
      return {
        defs: defs + seat.defs,
        body:
          shade +
          wheel(20, 92, 22, 32) +
          wheel(108, 92, 22, 32) +
          seat.body +
          el('path', {
            d: 'M8 70 Q10 58 26 56 L102 56 Q118 58 120 70 L120 106 Q120 114 112 114 L16 114 Q8 114 8 106 Z',
            fill: paint.fill,
            stroke: outline,
            'stroke-width': 3,
            'stroke-linejoin': 'round',
          }) +
          rect(4, 50, 120, 8, 3, { fill: darken(color, 0.35), outline, width: 2.5 }) +
          rect(20, 98, 88, 12, 4, { fill: '#2c2e35', outline: '#17181c', width: 2 }) +
          rect(50, 100, 28, 8, 2, { fill: '#f4f1e6', outline: '#3a3c44', width: 1.5 }) +
          taillight(26, 78) +
          taillight(102, 78),
      };
    }
  }
}

/** The vehicle image on its own. */
export function vehicleSvg(
  vehicle: VehicleBody,
  color: string,
  look: CharacterLook,
  id: string,
): string {
  const art = vehicleArt(vehicle, color, look, id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VEHICLE_SIZE}" height="${VEHICLE_SIZE}" viewBox="0 0 128 128"><defs>${art.defs}</defs>${art.body}</svg>`;
}
