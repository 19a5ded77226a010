import type { UnderPart } from './cartUnder.js';

/**
 * Sprites the icon sets lack, composed from two of theirs: the nearest common thing plus what
 * makes it specific (an ice cream truck is a delivery truck with a cone on its roof, a mail
 * truck the same truck with an envelope on its side). A player who names one recognises it,
 * where the plain nearest sprite (a food truck, a car) would read as something else.
 */

/** Where the detail goes, in fractions of the base's drawn box (0,0 top left, 1,1 bottom right). */
export interface DetailPlacement {
  /** Centre of the detail across the base. */
  x: number;
  /** Bottom of the detail: above 0 sits on the roof, inside 0..1 is painted on the side. */
  bottom: number;
  /** The detail's size as a fraction of the base's width. */
  size: number;
  /** Drawn behind the base (the upper deck of a bus, hidden wheels and all). */
  behind?: boolean;
  /** A thin pole from the roof up to the detail (a bumper car's pole to the ceiling grid). */
  pole?: boolean;
  /** What the detail stands on below the base: a cart on wheels, a counter (`cartUnder.ts`). */
  under?: UnderPart;
}

export interface ComposedSprite {
  /** What it shows, as a player names it. */
  label: string;
  /** More names players use for it, comma-separated. */
  names: string;
  base: string;
  detail: string;
  placement: DetailPlacement;
}

const F = (name: string): string => `fluent-emoji-flat:${name}`;

/** One composed sprite: its id's icon name, label, more names, base, detail and placement. */
const C = (
  name: string,
  label: string,
  names: string,
  base: string,
  detail: string,
  placement: DetailPlacement,
): [string, ComposedSprite] => [
  F(name),
  { label, names, base: F(base), detail: F(detail), placement },
];

/** Composed sprites by their id (in the base's icon set, so credits and facing follow it). */
// prettier-ignore
export const COMPOSED_SPRITES: Readonly<Record<string, ComposedSprite>> = Object.fromEntries([
  C('ice-cream-truck', 'ice cream truck', 'ice cream van, ice-cream truck, ice cream lorry, mister softee',
    'delivery-truck', 'soft-ice-cream', { x: 0.7, bottom: 0.14, size: 0.5 }),
  C('mail-truck', 'mail truck', 'mail van, postal truck, postal van, post van, post truck, mail lorry, postman van, mail car',
    'delivery-truck', 'envelope', { x: 0.68, bottom: 0.62, size: 0.4 }),
  C('garbage-truck', 'garbage truck', 'trash truck, rubbish truck, bin lorry, dustcart, dust cart, refuse truck, recycling truck, garbage lorry',
    'articulated-lorry', 'wastebasket', { x: 0.68, bottom: 0.14, size: 0.34 }),
  C('lawn-mower', 'lawn mower', 'lawnmower, mower, ride-on mower, riding mower, grass cutter',
    'tractor', 'herb', { x: 0.06, bottom: 1.0, size: 0.3 }),
  C('ukulele', 'ukulele', 'uke, ukelele, hawaiian guitar, small guitar',
    'guitar', 'hibiscus', { x: 0.3, bottom: 0.95, size: 0.5 }),
  C('double-decker-bus', 'double-decker bus', 'double decker bus, double decker, double-decker, london bus, routemaster',
    'bus', 'bus', { x: 0.5, bottom: 0.45, size: 1, behind: true }),
]);

/** Joins a vehicle base and the thing drawn on it in one composed id (`thingOnVehicleId`). */
const WITH = '--with--';
/** Ends a thing-on-vehicle id whose thing stands on a counter, not a cart (a lemonade stand). */
const ON_COUNTER = '--on-counter';

/**
 * Where a named thing goes on each vehicle base that carries one ("hot dog cart", "taco
 * truck", "pizza boat"): big under a street vendor's umbrella, on the truck's roof, on deck.
 */
// prettier-ignore
export const THING_PLACEMENTS: Readonly<Record<string, DetailPlacement>> = {
  [F('umbrella')]: { x: 0.5, bottom: 1.4, size: 0.95, under: 'wheels' },
  [F('delivery-truck')]: { x: 0.66, bottom: 0.12, size: 0.55 },
  [F('speedboat')]: { x: 0.5, bottom: 0.4, size: 0.5 },
  [F('bus')]: { x: 0.5, bottom: 0.1, size: 0.5 },
};

/**
 * The composed id of `detailId` drawn on the vehicle base `baseId` (see `THING_PLACEMENTS`);
 * `onCounter` stands it on a counter instead of a cart (a stall, not a cart).
 */
export function thingOnVehicleId(baseId: string, detailId: string, onCounter = false): string {
  return `${baseId}${WITH}${detailId}${onCounter ? ON_COUNTER : ''}`;
}

/** The composed sprite an id names (a fixed one, or a thing on a vehicle), or null for a plain icon. */
export function composedSpriteOf(id: string): ComposedSprite | null {
  const fixed = COMPOSED_SPRITES[id];
  if (fixed) return fixed;
  const onCounter = id.endsWith(ON_COUNTER);
  const [base = '', detail, ...rest] = (onCounter ? id.slice(0, -ON_COUNTER.length) : id).split(
    WITH,
  );
  const placement = THING_PLACEMENTS[base];
  if (!placement || !detail || rest.length > 0) return null;
  const standsOn: Partial<DetailPlacement> =
    onCounter && placement.under ? { under: 'counter' } : {};
  return { label: '', names: '', base, detail, placement: { ...placement, ...standsOn } };
}
