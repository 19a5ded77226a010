import type { Box } from './contentBox.js';

/**
 * What a street vendor's thing stands on under its umbrella: a cart on wheels (a hot dog cart,
 * a fruit wagon, a coffee trolley) or a counter on legs (a lemonade stand, a taco stall). The
 * icon sets have no vendor's cart; without one the thing floated under its umbrella, and a
 * cart with no wheels does not read as a cart, least of all in a race.
 */
export type UnderPart = 'wheels' | 'counter';

const num = (value: number): string => String(Math.round(value * 1000) / 1000);

const CART = '#d9483b';
const CART_DARK = '#9e2c25';
const STRIPE = '#fbfbff';
const WOOD = '#c98a4a';
const WOOD_DARK = '#8a5a2a';
const TYRE = '#2b2b38';
const HUB = '#c9d2de';
const INK = '#2a2230';

export interface UnderPartDrawing {
  /** Drawn behind the thing: the umbrella's pole. */
  behind: string;
  /** Drawn over the thing's bottom: the cart's box, its wheels and handle, or the counter. */
  front: string;
  /** Everything it draws, to grow the sprite's content box by. */
  box: Box;
}

/**
 * The cart or counter under a thing placed in `thing` (base units), `baseWidth` the umbrella's
 * width; its pole rises to `poleTop`.
 *
 * @example underPartSvg('wheels', { minX: 2, minY: 30, maxX: 30, maxY: 44 }, 32, 12).front // => '<path …'
 */
export function underPartSvg(
  part: UnderPart,
  thing: Box,
  baseWidth: number,
  poleTop: number,
): UnderPartDrawing {
  const cx = (thing.minX + thing.maxX) / 2;
  const width = Math.max((thing.maxX - thing.minX) * 1.08, baseWidth * 0.9);
  // The thing sits in the cart, its bottom hidden behind the cart's front.
  const top = thing.maxY - (thing.maxY - thing.minY) * 0.2;
  const height = baseWidth * 0.34;
  const left = cx - width / 2;
  const right = cx + width / 2;
  const bottom = top + height;
  const line = baseWidth * 0.035;
  const ink = `stroke="${INK}" stroke-width="${num(line)}" stroke-linejoin="round"`;
  const pole = `<rect x="${num(cx - line)}" y="${num(poleTop)}" width="${num(line * 2)}" height="${num(Math.max(0, top - poleTop))}" fill="#4a4f5c"/>`;
  if (part === 'counter') {
    const legHeight = baseWidth * 0.26;
    const leg = (x: number) =>
      `<rect x="${num(x - line * 1.5)}" y="${num(bottom - line)}" width="${num(line * 3)}" height="${num(legHeight)}" fill="${WOOD_DARK}" ${ink}/>`;
    const counter = `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(height)}" rx="${num(line)}" fill="${WOOD}" ${ink}/>`;
    const plank = `<rect x="${num(left - line * 2)}" y="${num(top - line * 1.5)}" width="${num(width + line * 4)}" height="${num(line * 3)}" rx="${num(line)}" fill="${WOOD_DARK}" ${ink}/>`;
    const boards = [0.33, 0.66]
      .map(
        (f) =>
          `<rect x="${num(left + width * f - line * 0.4)}" y="${num(top + line)}" width="${num(line * 0.8)}" height="${num(height - line * 2)}" fill="${WOOD_DARK}"/>`,
      )
      .join('');
    return {
      behind: pole,
      front: leg(left + width * 0.15) + leg(right - width * 0.15) + counter + boards + plank,
      box: {
        minX: left - line * 3,
        minY: top - line * 3,
        maxX: right + line * 3,
        maxY: bottom + legHeight,
      },
    };
  }
  const radius = baseWidth * 0.15;
  const wheel = (x: number) =>
    `<circle cx="${num(x)}" cy="${num(bottom)}" r="${num(radius)}" fill="${TYRE}" stroke="${INK}" stroke-width="${num(line)}"/>` +
    `<circle cx="${num(x)}" cy="${num(bottom)}" r="${num(radius * 0.45)}" fill="${HUB}"/>`;
  const box = `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(height)}" rx="${num(line * 1.5)}" fill="${CART}" ${ink}/>`;
  const stripe = `<rect x="${num(left + line)}" y="${num(top + height * 0.38)}" width="${num(width - line * 2)}" height="${num(height * 0.22)}" fill="${STRIPE}"/>`;
  const rim = `<rect x="${num(left - line)}" y="${num(top - line)}" width="${num(width + line * 2)}" height="${num(line * 2.5)}" rx="${num(line)}" fill="${CART_DARK}" ${ink}/>`;
  // A push handle out of the back, where a vendor walks.
  const handle = `<path d="M${num(left)} ${num(top + height * 0.3)} L${num(left - baseWidth * 0.16)} ${num(top - baseWidth * 0.08)}" stroke="${INK}" stroke-width="${num(line * 2.2)}" stroke-linecap="round"/>`;
  return {
    behind: pole,
    front: handle + box + stripe + rim + wheel(left + width * 0.24) + wheel(right - width * 0.24),
    box: {
      minX: left - baseWidth * 0.18,
      minY: top - baseWidth * 0.1,
      maxX: right + line,
      maxY: bottom + radius + line,
    },
  };
}
