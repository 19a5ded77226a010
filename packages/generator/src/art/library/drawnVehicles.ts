import { contentBoxOf } from './contentBox.js';
import type { SpriteSvgBody } from './spriteSvg.js';

/*
 * Vehicles no icon set draws and no two icons compose into something a player knows: a golf
 * cart is no small car, a bumper car no car with a pole, a snowmobile no sled, a quad bike no
 * motorbike, a monster truck no pickup on huge wheels, a limousine no car, a dump truck or a
 * digger no lorry. Drawn here in the flat emoji style, side on, facing left as emoji vehicles
 * do, in a 32×32 box, so they rank, face, embed and credit like the Fluent emoji they stand beside.
 */

export interface DrawnVehicle {
  /** What it shows, as a player names it. */
  label: string;
  /** More names players use for it, comma-separated. */
  names: string;
  /** The emoji it ranks with (group, rank and weight in the word index). */
  rankedWith: string;
  /** Inner SVG in the 32×32 box. */
  body: string;
  /**
   * How high up the vehicle (0 ground, 1 roof) its rider sits, when the seat is far from the
   * usual: a monster truck's cab rides high over its wheels.
   */
  seat?: number;
}

const rect = (x: number, y: number, w: number, h: number, r: number, fill: string): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const shape = (d: string, fill: string): string => `<path d="${d}" fill="${fill}"/>`;

const TYRE = '#2b2b33';
const HUB = '#c8ccd6';
const STEEL = '#6a6f7c';
const GLASS = '#a9dcf2';

const wheel = (cx: number, cy: number, r: number): string =>
  circle(cx, cy, r, TYRE) + circle(cx, cy, r * 0.45, HUB);

/** A white cart under a green canopy on four posts, a golf bag of clubs at the back. */
const GOLF_CART = [
  rect(26.6, 4, 0.9, 8, 0.4, STEEL),
  rect(28.6, 3, 0.9, 9, 0.4, STEEL),
  rect(26, 3.2, 2.2, 1.6, 0.6, '#d8dce4'),
  rect(28, 2.2, 2.2, 1.6, 0.6, '#d8dce4'),
  rect(25.5, 9, 5, 13, 2, '#d94a3a'),
  rect(25.5, 12, 5, 2, 0, '#a8322a'),
  rect(6.5, 7, 1.4, 13, 0.7, STEEL),
  rect(22.5, 7, 1.4, 13, 0.7, STEEL),
  shape('M7.9 8 L9.5 8 L6.5 18 L4.8 18 Z', GLASS),
  rect(4, 4.5, 22, 3.2, 1.6, '#2f9e5a'),
  rect(4, 4.5, 22, 1.2, 0.6, '#58c27d'),
  rect(16, 11, 3.5, 8, 1.5, '#2a7a48'),
  rect(13, 16, 9, 2.6, 1.2, '#2a7a48'),
  shape(
    'M3 23 Q2.5 18.5 6 18.5 L28 18.5 Q30 18.5 30 21 L30 23.5 Q30 25 28 25 L4.5 25 Q3 25 3 23 Z',
    '#f4f4ee',
  ),
  rect(3.5, 21.5, 26, 1.4, 0.7, '#d8d8cc'),
  rect(10.5, 12, 1.2, 6.5, 0.6, '#3a3a44'),
  wheel(8.5, 26, 3.6),
  wheel(24, 26, 3.6),
].join('');

/** A round red tub inside a fat rubber bumper, no wheels to see, a pole up to the grid. */
const BUMPER_CAR = [
  rect(23.3, 3, 1.4, 6.5, 0.7, '#8a8f9c'),
  shape('M24.4 0 L26.4 0 L25.4 2 L26.8 2 L23.8 5.6 L24.6 3 L23.4 3 Z', '#ffd43b'),
  rect(19, 6, 7, 8.5, 2.5, '#f2c230'),
  rect(4, 10, 24, 11, 5, '#e5484d'),
  rect(6, 11.5, 13, 2.6, 1.3, '#ff8a8e'),
  circle(15, 16, 3, '#ffffff'),
  circle(15, 16, 1.6, '#e5484d'),
  rect(9, 6.5, 1.4, 5, 0.7, '#3a3a44'),
  rect(6.6, 5.6, 5.6, 1.5, 0.75, '#3a3a44'),
  rect(1.5, 19, 29, 7.5, 3.75, TYRE),
  rect(3, 20.3, 26, 1.6, 0.8, '#4a4a56'),
].join('');

/** A red hood over a windscreen and a seat, a steering ski in front, a track behind. */
const SNOWMOBILE = [
  rect(14, 22.5, 17, 6.5, 3.2, TYRE),
  circle(17.5, 25.8, 1.7, STEEL),
  circle(22.5, 25.8, 1.7, STEEL),
  circle(27.5, 25.8, 1.7, STEEL),
  rect(8.5, 22, 1.6, 6, 0.8, '#3a3a44'),
  shape(
    'M0.8 25.5 Q0.8 29.2 4.2 29.2 L15.5 29.2 L15.5 27.6 L4.4 27.6 Q2.6 27.6 2.6 25.5 Z',
    '#3a3a44',
  ),
  shape('M10.5 14.5 L13 6.5 L16.5 7.5 L15.5 14.5 Z', GLASS),
  rect(13.5, 9.5, 1.3, 6, 0.6, '#3a3a44'),
  rect(17, 11.5, 12.5, 3.4, 1.7, '#2b2b33'),
  shape(
    'M2.5 22.5 Q3.5 14.5 12 14 L20 14 L30.5 18.5 L30.5 23 L5.5 24 Q2.5 24 2.5 22.5 Z',
    '#e5484d',
  ),
  shape('M5 20.5 L27 19.5 L27 21 L5 22 Z', '#ffffff'),
  circle(4.2, 18.5, 1.4, '#ffe066'),
].join('');

/** Four fat knobbly tyres (two to see), orange fenders over them, a seat and handlebars. */
const QUAD_BIKE = [
  wheel(7, 24, 6),
  wheel(25, 24, 6),
  circle(7, 24, 4.2, '#44444e'),
  circle(25, 24, 4.2, '#44444e'),
  circle(7, 24, 2.2, HUB),
  circle(25, 24, 2.2, HUB),
  rect(10.5, 17, 11, 6, 1.5, '#4a4f5c'),
  rect(8.5, 12.5, 16, 6.5, 2.5, '#f28c28'),
  rect(0.5, 15, 13, 3.6, 1.8, '#f28c28'),
  rect(18.5, 15, 13, 3.6, 1.8, '#f28c28'),
  rect(0.8, 15, 12, 1.2, 0.6, '#ffb060'),
  rect(18.8, 15, 12, 1.2, 0.6, '#ffb060'),
  rect(16, 10.5, 10, 3.2, 1.6, TYRE),
  rect(9.5, 6.5, 1.5, 7, 0.75, '#3a3a44'),
  rect(7, 6, 6, 1.6, 0.8, '#3a3a44'),
  circle(2.4, 16.8, 1.3, '#ffe066'),
].join('');

/** A tyre with knobbly treads round its rim: a monster truck's, taller than a person. */
const knobblyWheel = (cx: number, cy: number, r: number): string =>
  [0, 45, 90, 135, 180, 225, 270, 315]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      return circle(
        Math.round((cx + Math.cos(a) * r) * 100) / 100,
        Math.round((cy + Math.sin(a) * r) * 100) / 100,
        r * 0.17,
        TYRE,
      );
    })
    .join('') +
  circle(cx, cy, r, TYRE) +
  circle(cx, cy, r * 0.66, '#44444e') +
  circle(cx, cy, r * 0.36, HUB) +
  circle(cx, cy, r * 0.12, STEEL);

/**
 * A pickup lifted high on yellow shocks over two huge knobbly tyres, flames down its side: a
 * monster truck, no pickup on the road.
 */
const MONSTER_TRUCK = [
  rect(7.2, 13, 1.8, 10, 0.9, '#f2c230'),
  rect(23, 13, 1.8, 10, 0.9, '#f2c230'),
  rect(4, 15, 24, 2.2, 1.1, '#3a3a44'),
  knobblyWheel(8, 24.3, 6.4),
  knobblyWheel(24, 24.3, 6.4),
  shape(
    'M1 13 Q1 9.5 4 9.5 L10 9.5 L12.3 3.6 Q12.8 2.6 14.2 2.6 L19.2 2.6 Q20.6 2.6 20.6 4 L20.6 9 L31 9 L31 13.6 Q31 15.2 29.4 15.2 L2.6 15.2 Q1 15.2 1 13.6 Z',
    '#7b3fe4',
  ),
  `<path d="M13.2 4.3 L18.9 4.3 L18.9 8.8 L11.4 8.8 Z" fill="${GLASS}" fill-opacity="0.45"/>`,
  rect(20.6, 8.2, 10.4, 1.4, 0.7, '#5a2bb0'),
  shape(
    'M2.5 13.6 Q5 10.6 7.4 12.2 Q9.2 10 11.4 11.9 Q13.6 10.2 15.6 12.1 Q17.8 10.9 19.5 13.6 Z',
    '#ff9f1c',
  ),
  shape('M4 13.6 Q6 12 7.6 13 Q9.4 11.6 11.2 13 Q13.2 11.8 15 13.6 Z', '#ffe066'),
  circle(1.9, 11.2, 0.9, '#ffe066'),
].join('');

/** A long, low black car, a row of dark windows along its stretched middle, chrome trim. */
const LIMOUSINE = [
  shape(
    'M0.5 21.4 Q0.5 18 3.6 17.4 L7.2 16.8 L9.6 13 Q10.1 12.3 11.1 12.3 L26.8 12.3 Q27.8 12.3 28.3 13 L30.4 16.8 Q31.5 17.4 31.5 19 L31.5 22.6 Q31.5 24 30 24 L2 24 Q0.5 24 0.5 22.6 Z',
    '#26272f',
  ),
  rect(10.6, 13.6, 3.6, 3, 0.6, '#5f6f88'),
  rect(15, 13.6, 3.6, 3, 0.6, '#5f6f88'),
  rect(19.4, 13.6, 3.6, 3, 0.6, '#5f6f88'),
  shape('M23.8 13.6 L26.6 13.6 L28.2 16.6 L23.8 16.6 Z', '#5f6f88'),
  shape('M9.8 16.6 L10.6 13.8 L10.6 16.6 Z', '#5f6f88'),
  rect(1, 20, 30, 0.9, 0.45, '#c8ccd6'),
  rect(1.5, 17.8, 29, 0.6, 0.3, '#3d3f4a'),
  circle(1.6, 19.2, 0.9, '#ffe066'),
  rect(30.6, 17.8, 0.9, 1.8, 0.4, '#e5484d'),
  wheel(6.5, 24.4, 3.4),
  wheel(25.5, 24.4, 3.4),
].join('');

/** A yellow cab and a big yellow tipper bed heaped with rocks, on three heavy wheels. */
const DUMP_TRUCK = [
  rect(2.5, 19, 28.5, 3, 1.2, '#3a3a44'),
  shape('M1.5 21 L1.5 12.5 Q1.5 9.5 4.5 9.5 L10.8 9.5 L10.8 21 Z', '#f2b705'),
  shape('M3.2 11.3 L9.2 11.3 L9.2 15.2 L3.2 15.2 Z', GLASS),
  circle(1.8, 18, 0.9, '#ffe066'),
  circle(14.5, 7.5, 2.2, '#8a6a4a'),
  circle(18.5, 6.6, 2.6, '#9c7a55'),
  circle(23, 6.4, 2.4, '#8a6a4a'),
  circle(27.2, 6.8, 2.2, '#9c7a55'),
  shape('M11.8 19.2 L11.8 8.8 L31.2 7.2 L30.2 19.2 Z', '#f2c230'),
  rect(11.8, 8, 19.4, 1.8, 0.9, '#d99a04'),
  rect(17, 9.6, 1.1, 9.2, 0.5, '#d99a04'),
  rect(23.5, 9.2, 1.1, 9.8, 0.5, '#d99a04'),
  wheel(6.5, 24.6, 4.2),
  wheel(20, 24.6, 4.2),
  wheel(27.4, 24.6, 4.2),
].join('');

/** A yellow digger on crawler tracks, its long arm reaching out front to a toothed bucket. */
const EXCAVATOR = [
  rect(8, 22.5, 23, 6.5, 3.2, TYRE),
  circle(11.2, 25.8, 1.6, STEEL),
  circle(15.7, 25.8, 1.6, STEEL),
  circle(20.2, 25.8, 1.6, STEEL),
  circle(24.7, 25.8, 1.6, STEEL),
  circle(28.2, 25.8, 1.6, STEEL),
  rect(9, 16, 21, 6.8, 1.6, '#f2b705'),
  rect(26, 13.5, 5, 6, 1.2, '#3a3a44'),
  rect(12.5, 8, 10, 9, 1.8, '#f2b705'),
  rect(14, 9.6, 6.5, 4.6, 0.9, GLASS),
  shape('M12.5 17 L14.8 15.4 L9 3.6 L6.6 4.4 Z', '#e0a800'),
  shape('M6.6 4.4 L9 3.6 L4.6 15.6 L2.8 14.8 Z', '#f2b705'),
  shape('M1 14.2 L6.2 15 L5 20.2 Q2.6 21.4 1 19.2 Z', '#6a6f7c'),
  shape('M1 19.2 L0.2 21.2 L1.6 20.2 L2.4 21.8 L3 20.4 L4.2 21.6 L5 20.2 Z', '#4a4f5c'),
].join('');

const F = (name: string): string => `fluent-emoji-flat:${name}`;

/** Drawn vehicles by their id (in the Fluent set, beside the emoji they rank with). */
export const DRAWN_VEHICLES: Readonly<Record<string, DrawnVehicle>> = {
  [F('golf-cart')]: {
    label: 'golf cart',
    names: 'golf buggy, golf car, golf carts',
    rankedWith: F('automobile'),
    body: GOLF_CART,
  },
  [F('bumper-car')]: {
    label: 'bumper car',
    names: 'dodgem, dodgem car, bumper cars, dodgems',
    rankedWith: F('automobile'),
    body: BUMPER_CAR,
  },
  [F('snowmobile')]: {
    label: 'snowmobile',
    names: 'snow mobile, skidoo, ski-doo, snow machine, snowmachine, snow scooter',
    rankedWith: F('racing-car'),
    body: SNOWMOBILE,
  },
  [F('quad-bike')]: {
    // Labelled "quad" alone: a plain "bike" stays a bicycle.
    label: 'quad',
    names: 'quad bike, atv, four wheeler, four-wheeler, quad bikes, all terrain vehicle, quadbike',
    rankedWith: F('motorcycle'),
    body: QUAD_BIKE,
  },
  [F('monster-truck')]: {
    label: 'monster truck',
    names: 'monster trucks, monstertruck, bigfoot truck, monster pickup, lifted truck',
    rankedWith: F('pickup-truck'),
    body: MONSTER_TRUCK,
    seat: 0.63,
  },
  [F('limousine-car')]: {
    label: 'limousine',
    names: 'limo, limos, limousines, stretch limo, stretch limousine, stretch limos',
    rankedWith: F('automobile'),
    body: LIMOUSINE,
  },
  [F('dump-truck')]: {
    label: 'dump truck',
    names: 'dump trucks, dumper truck, tipper truck, dumper, tipper lorry',
    rankedWith: F('delivery-truck'),
    body: DUMP_TRUCK,
  },
  [F('excavator')]: {
    label: 'excavator',
    names: 'excavators, digger, diggers, backhoe, mechanical digger',
    rankedWith: F('tractor'),
    body: EXCAVATOR,
  },
};

/** How high up a drawn vehicle its rider sits (0 ground, 1 roof), when set. */
export const drawnVehicleSeatOf = (id: string): number | undefined => DRAWN_VEHICLES[id]?.seat;

/** The SVG body of a drawn vehicle, or null when the id names none. */
export function drawnVehicleSvgBody(id: string): SpriteSvgBody | null {
  const vehicle = DRAWN_VEHICLES[id];
  if (!vehicle) return null;
  return {
    width: 32,
    height: 32,
    body: vehicle.body,
    content: contentBoxOf(vehicle.body) ?? { minX: 0, minY: 0, maxX: 32, maxY: 32 },
    isMonochrome: false,
  };
}
