import { contentBoxOf } from './contentBox.js';
import type { SpriteSvgBody } from './spriteSvg.js';

/*
 * Vehicles no icon set draws and no two icons compose into something a player knows: a golf
 * cart is no small car, a bumper car no car with a pole, a snowmobile no sled, a quad bike no
 * motorbike. Drawn here in the flat emoji style, side on, facing left as emoji vehicles do, in
 * a 32×32 box, so they rank, face, embed and credit like the Fluent emoji they stand beside.
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
};

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
