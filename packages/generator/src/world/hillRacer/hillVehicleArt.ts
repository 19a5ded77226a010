import type { HillVehicleKind, HillVehicleRig, Palette } from '@promptplay/contracts';
import { facesLeft } from '../../art/library/facing.js';
import { standingSprite } from '../../art/library/spriteSvg.js';
import { circle, el, ellipse, limb, linearGradient, num, path, rect } from '../../art/svg.js';
import { darken, lighten, mix, outlineOf } from '../../color/colorMath.js';
import { libraryBodyOf } from './hillLibraryBody.js';
import { HILL_RIGS, hillRigOf, type HillVehicleConcept } from './hillVehicle.js';

/** Art units of the body drawing: twice as wide as high, facing right, wheels drawn apart. */
export const HILL_BODY_WIDTH = 256;
export const HILL_BODY_HEIGHT = 128;
/** Pixel sizes of the image files, twice the art units so the vehicle stays sharp on phones. */
export const HILL_BODY_IMAGE_WIDTH = 512;
export const HILL_WHEEL_SIZE = 128;
export const FUEL_CAN_SIZE = 96;

const DARK = '#25262d';
const METAL = '#8c909b';

export interface Art {
  defs: string;
  body: string;
}

/** Pixel positions of a kind's axles on its body image. */
export function axlePixels(kind: HillVehicleKind): { rear: number; front: number; y: number } {
  const rig = HILL_RIGS[kind];
  return {
    rear: rig.rearAxle.x * HILL_BODY_WIDTH,
    front: rig.frontAxle.x * HILL_BODY_WIDTH,
    y: rig.rearAxle.y * HILL_BODY_HEIGHT,
  };
}

/** Pixel radius of a kind's wheels on the scale of its body image. */
export function wheelPixels(kind: HillVehicleKind): number {
  const rig = HILL_RIGS[kind];
  return (rig.wheelRadiusMeters * HILL_BODY_WIDTH) / rig.bodyLengthMeters;
}

/** A dark wheel well cut into the body over an axle. */
function arch(x: number, y: number, radius: number, bottom: number): string {
  const half = Math.sqrt(Math.max(0, radius * radius - (bottom - y) ** 2));
  return path(
    `M${x - half} ${bottom} A${radius} ${radius} 0 ${bottom > y ? 1 : 0} 1 ${x + half} ${bottom} Z`,
    mix(DARK, '#000000', 0.2),
  );
}

function jeep(color: string, paint: string, outline: string): string {
  const { rear, front, y } = axlePixels('car');
  return (
    rect(0, 86, 14, 6, 2, { fill: METAL, outline: DARK, width: 2 }) +
    limb(
      [
        [80, 50],
        [83, 20],
      ],
      6,
      '#3a3c44',
      DARK,
      2,
    ) +
    path(
      'M8 56 Q8 46 18 46 L88 46 L96 64 L146 64 L156 50 L236 51 Q249 52 249 64 L249 92 Q249 100 241 100 L16 100 Q8 100 8 92 Z',
      { fill: paint, outline, width: 3 },
    ) +
    rect(12, 72, 232, 7, 3, lighten(color, 0.45)) +
    arch(rear, y, 42, 100) +
    arch(front, y, 42, 100) +
    path('M149 54 L165 22 L174 25 L160 54 Z', {
      fill: '#d9f2ff',
      outline: DARK,
      width: 2.5,
    }) +
    rect(2, 50, 8, 12, 2, { fill: '#ff4a3a', outline: DARK, width: 2 }) +
    ellipse(245, 60, 4, 6, { fill: '#fff3b0', outline: DARK, width: 2 }) +
    rect(240, 84, 14, 12, 3, { fill: '#3a3c44', outline: DARK, width: 2 }) +
    rect(2, 84, 12, 12, 3, { fill: '#3a3c44', outline: DARK, width: 2 })
  );
}

function monsterTruck(color: string, paint: string, outline: string): string {
  const { rear, front, y } = axlePixels('truck');
  const strut = (x: number) =>
    limb(
      [
        [x, 62],
        [x, y],
      ],
      9,
      '#3a3c44',
      DARK,
      2,
    );
  return (
    strut(rear) +
    strut(front) +
    limb(
      [
        [104, 46],
        [98, 10],
      ],
      5,
      '#3a3c44',
      DARK,
      2,
    ) +
    path(
      'M6 34 Q6 24 14 24 L98 24 L104 44 L166 44 L178 26 L238 28 Q250 29 250 40 L250 60 Q250 68 242 68 L12 68 Q6 68 6 60 Z',
      { fill: paint, outline, width: 3 },
    ) +
    rect(10, 50, 236, 8, 4, lighten(color, 0.45)) +
    arch(rear, y, 54, 68) +
    arch(front, y, 54, 68) +
    path('M166 44 L176 12 L184 14 L176 44 Z', { fill: '#d9f2ff', outline: DARK, width: 2.5 }) +
    rect(2, 28, 8, 12, 2, { fill: '#ff4a3a', outline: DARK, width: 2 }) +
    ellipse(246, 36, 4, 6, { fill: '#fff3b0', outline: DARK, width: 2 }) +
    rect(236, 56, 18, 10, 3, { fill: METAL, outline: DARK, width: 2 })
  );
}

function kart(color: string, paint: string, outline: string): string {
  return (
    rect(6, 76, 34, 20, 4, { fill: METAL, outline: DARK, width: 2.5 }) +
    limb(
      [
        [10, 80],
        [0, 74],
      ],
      5,
      METAL,
      DARK,
      2,
    ) +
    rect(80, 54, 18, 46, 7, { fill: DARK, outline: '#111216', width: 2 }) +
    limb(
      [
        [150, 88],
        [168, 64],
      ],
      4,
      '#3a3c44',
      DARK,
      2,
    ) +
    ellipse(169, 62, 3.5, 11, { fill: '#3a3c44', outline: DARK, width: 2 }, 25) +
    path('M14 96 L64 92 L74 84 L196 84 L250 98 L246 110 L14 110 Q8 110 8 104 Z', {
      fill: paint,
      outline,
      width: 3,
    }) +
    path('M190 86 L248 100 L246 106 L188 96 Z', lighten(color, 0.45)) +
    rect(100, 92, 80, 8, 4, darken(color, 0.3))
  );
}

/** A mudguard: an arc around a wheel from one angle to another (degrees, 0 = right, -90 = up). */
function fender(
  cx: number,
  cy: number,
  radius: number,
  from: number,
  to: number,
  color: string,
): string {
  const at = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    return `${num(cx + Math.cos(radians) * radius)} ${num(cy + Math.sin(radians) * radius)}`;
  };
  return (
    el('path', {
      d: `M${at(from)} A${radius} ${radius} 0 0 1 ${at(to)}`,
      fill: 'none',
      stroke: DARK,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: `M${at(from)} A${radius} ${radius} 0 0 1 ${at(to)}`,
      fill: 'none',
      stroke: color,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    })
  );
}

function bike(color: string, paint: string, outline: string): string {
  const { rear, front, y } = axlePixels('bike');
  return (
    limb(
      [
        [rear, y],
        [114, 80],
      ],
      9,
      '#3a3c44',
      DARK,
      2,
    ) +
    limb(
      [
        [108, 92],
        [30, 84],
      ],
      7,
      METAL,
      DARK,
      2,
    ) +
    limb(
      [
        [front, y],
        [192, 40],
      ],
      7,
      '#c9cdd6',
      DARK,
      2,
    ) +
    limb(
      [
        [192, 40],
        [178, 28],
      ],
      5,
      DARK,
      '#111216',
      2,
    ) +
    limb(
      [
        [114, 80],
        [124, 56],
        [190, 46],
      ],
      8,
      darken(color, 0.35),
      DARK,
      2,
    ) +
    fender(rear, y, wheelPixels('bike') + 7, -175, -70, darken(color, 0.2)) +
    rect(104, 64, 52, 30, 7, { fill: METAL, outline: DARK, width: 2.5 }) +
    rect(112, 70, 36, 4, 2, '#6b6f7a') +
    rect(112, 80, 36, 4, 2, '#6b6f7a') +
    rect(76, 46, 60, 12, 6, { fill: DARK, outline: '#111216', width: 2 }) +
    ellipse(152, 52, 28, 13, { fill: paint, outline, width: 3 }) +
    ellipse(146, 47, 14, 4, lighten(color, 0.5)) +
    ellipse(200, 48, 6, 7, { fill: '#fff3b0', outline: DARK, width: 2 }) +
    fender(front, y, wheelPixels('bike') + 7, -120, -15, darken(color, 0.2))
  );
}

/** What the hill body art draws: a body kind, the vehicle as named, or a hero's own board. */
export type HillVehicleBody = Pick<HillVehicleConcept, 'kind'> &
  Partial<Pick<HillVehicleConcept, 'phrase' | 'isCreature'>>;

/** Where a rig's axles sit on the body image, in art units. */
function axlesOf(rig: HillVehicleRig): { rear: number; front: number; y: number } {
  return {
    rear: rig.rearAxle.x * HILL_BODY_WIDTH,
    front: rig.frontAxle.x * HILL_BODY_WIDTH,
    y: rig.rearAxle.y * HILL_BODY_HEIGHT,
  };
}

/** A low board between the axles, for a hero that climbs as itself ("a snail racing"). */
function creatureBoard(color: string, paint: string, outline: string, rig: HillVehicleRig): string {
  const { rear, front, y } = axlesOf(rig);
  const deckY = y - 16;
  return (
    rect(rear - 4, deckY + 8, 8, y - deckY - 6, 2, { fill: METAL, outline: DARK, width: 2 }) +
    rect(front - 4, deckY + 8, 8, y - deckY - 6, 2, { fill: METAL, outline: DARK, width: 2 }) +
    rect(rear - 34, deckY, front - rear + 68, 11, 5.5, { fill: paint, outline, width: 3 }) +
    rect(rear - 26, deckY + 2, front - rear + 52, 3, 1.5, lighten(color, 0.45))
  );
}

/**
 * A vehicle no body draws ("tuk tuk", "bathtub", "skateboard"): the art library's sprite, big,
 * on a low frame over the axles so the runtime's wheels carry it; facing right. Null when the
 * library has no specific sprite for it.
 */
function libraryBody(phrase: string, kind: HillVehicleKind, tint: string): string | null {
  const layout = libraryBodyOf(phrase, kind);
  if (!layout) return null;
  const { rear, front, y } = axlesOf(layout.rig);
  const frame = layout.ownWheels
    ? ''
    : rect(rear - 6, y - 10, front - rear + 12, 9, 4.5, {
        fill: '#3a3c44',
        outline: DARK,
        width: 2,
      });
  const body = standingSprite(
    layout.sprite,
    layout.feetX,
    layout.feetY,
    layout.maxWidth,
    layout.maxHeight,
    { mirror: facesLeft(layout.ref.id), tint },
  );
  return frame + body;
}

/**
 * A vehicle body seen from the side, facing right, without its wheels (the runtime turns them
 * under the body): a jeep, monster truck, kart or bike in the vehicle's paint, the art
 * library's vehicle when no body draws the one named, or the low board a hero that climbs as
 * itself rides. A drawn body stays below 30 % of the image's height so the driver's head shows
 * above it; a library vehicle fills the image and its driver rides on top (hillLibraryBody.ts).
 */
export function hillVehicleArt(vehicle: HillVehicleBody, color: string, id: string): Art {
  const { kind, phrase } = vehicle;
  const outline = outlineOf(color);
  const defs = linearGradient(`${id}-paint`, [
    [0, lighten(color, 0.3)],
    [0.55, color],
    [1, darken(color, 0.28)],
  ]);
  const paint = `url(#${id}-paint)`;
  const rig = hillRigOf(vehicle);
  if (vehicle.isCreature === true) return { defs, body: creatureBoard(color, paint, outline, rig) };
  const library = phrase ? libraryBody(phrase, kind, color) : null;
  if (library) return { defs: '', body: library };
  const draw = { car: jeep, truck: monsterTruck, kart, bike }[kind];
  return { defs, body: draw(color, paint, outline) };
}

export function hillVehicleSvg(vehicle: HillVehicleBody, color: string): string {
  const art = hillVehicleArt(vehicle, color, 'vehicle');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HILL_BODY_IMAGE_WIDTH}" height="${HILL_BODY_IMAGE_WIDTH / 2}" viewBox="0 0 256 128"><defs>${art.defs}</defs>${art.body}</svg>`;
}

/** The wheels' rim colour: polished metal tinted with the world's accent. */
export function rimColorOf(palette: Palette): string {
  return mix('#c9cdd6', palette.accent, 0.55);
}

/** A tyre with a spoked rim in a 64×64 box, so the turning shows. */
export function wheelArt(rimColor: string): string {
  const tread = Array.from({ length: 12 }, (_, i) =>
    el('rect', {
      x: 29,
      y: 0.5,
      width: 6,
      height: 5,
      rx: 1.5,
      fill: '#3a3c44',
      transform: `rotate(${i * 30} 32 32)`,
    }),
  ).join('');
  const spokes = Array.from({ length: 5 }, (_, i) =>
    el('rect', {
      x: 30,
      y: 15,
      width: 4,
      height: 17,
      rx: 2,
      fill: darken(rimColor, 0.35),
      transform: `rotate(${i * 72} 32 32)`,
    }),
  ).join('');
  return (
    circle(32, 32, 29.5, { fill: '#1f2026', outline: '#0c0c10', width: 3 }) +
    tread +
    circle(32, 32, 18, { fill: rimColor, outline: darken(rimColor, 0.5), width: 2.5 }) +
    spokes +
    circle(32, 32, 6, { fill: lighten(rimColor, 0.5), outline: darken(rimColor, 0.5), width: 2 })
  );
}

/** The wheel image: a tyre, or nothing under a ride drawn on its own wheels (`ownWheels`). */
export function wheelSvg(rimColor: string, ownWheels = false): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HILL_WHEEL_SIZE}" height="${HILL_WHEEL_SIZE}" viewBox="0 0 64 64">${ownWheels ? '' : wheelArt(rimColor)}</svg>`;
}

/** A red jerry can with a soft glow in a 64×64 box. */
export function fuelCanArt(id: string): Art {
  const red = '#e23b2e';
  const outline = '#5a0f0a';
  const halo = el(
    'radialGradient',
    { id: `${id}-halo` },
    el('stop', { offset: '0%', 'stop-color': '#fff7c0', 'stop-opacity': 0.75 }) +
      el('stop', { offset: '100%', 'stop-color': '#fff7c0', 'stop-opacity': 0 }),
  );
  return {
    defs:
      halo +
      linearGradient(
        `${id}-can`,
        [
          [0, lighten(red, 0.3)],
          [1, darken(red, 0.25)],
        ],
        false,
      ),
    body:
      el('circle', { cx: 32, cy: 34, r: 31, fill: `url(#${id}-halo)` }) +
      rect(40, 6, 9, 10, 2, { fill: '#f2c230', outline, width: 2 }) +
      path('M14 18 Q14 12 20 12 L42 12 L50 20 L50 56 Q50 60 46 60 L18 60 Q14 60 14 56 Z', {
        fill: `url(#${id}-can)`,
        outline,
        width: 3,
      }) +
      rect(19, 16, 14, 6, 3, { fill: '#ffffff', outline, width: 2 }) +
      path('M20 28 L44 54 M44 28 L20 54', { fill: 'none', outline: darken(red, 0.3), width: 3 }) +
      path('M32 33 Q38 41 38 45 A6 6 0 0 1 26 45 Q26 41 32 33 Z', {
        fill: '#ffe27a',
        outline,
        width: 2,
      }),
  };
}

export function fuelCanSvg(): string {
  const art = fuelCanArt('fuel');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FUEL_CAN_SIZE}" height="${FUEL_CAN_SIZE}" viewBox="0 0 64 64"><defs>${art.defs}</defs>${art.body}</svg>`;
}
