import type { LibrarySpriteRef } from '../../analyze/types.js';
import { phraseWords } from './characterSprite.js';
import { thingOnVehicleId } from './composedSprites.js';
import { lookupSprite } from './rankSprites.js';
import { spriteEntryOf } from './spriteIndex.js';

const STREET_CART = 'fluent-emoji-flat:umbrella';
const TRUCK = 'fluent-emoji-flat:delivery-truck';

/** Vehicle words that carry a named thing ("hot dog cart"), with the base they are drawn as. */
// prettier-ignore
const THING_VEHICLE_BASES: Readonly<Record<string, string>> = {
  cart: STREET_CART, stand: STREET_CART, stall: STREET_CART, kiosk: STREET_CART, wagon: STREET_CART,
  barrow: STREET_CART, trolley: STREET_CART, truck: TRUCK, van: TRUCK, lorry: TRUCK, trailer: TRUCK,
  boat: 'fluent-emoji-flat:speedboat', bus: 'fluent-emoji-flat:bus',
};

/** Vendors' words for a thing sold from a counter rather than wheeled about. */
const COUNTERS: ReadonlySet<string> = new Set(['stand', 'stall', 'kiosk']);

/** Emoji groups of things a vehicle carries: food, objects, toys, plants (never people or vehicles). */
const CARRIED_GROUPS: ReadonlySet<string> = new Set([
  'Food & Drink',
  'Objects',
  'Activities',
  'Animals & Nature',
]);

/**
 * A vehicle no icon draws that is named by what it carries ("hot dog cart", "taco truck",
 * "pizza boat", "lemonade stand"): its base (a vendor's umbrella, a truck, a
 * boat) with the thing big on it. Null when the head is no such vehicle word or the library
 * has no sprite of the thing.
 *
 * @example thingVehicleSpriteOf('hot dog carts')?.id
 * // => 'fluent-emoji-flat:umbrella--with--fluent-emoji-flat:hot-dog'
 */
export function thingVehicleSpriteOf(phrase: string): LibrarySpriteRef | null {
  const words = phraseWords(phrase);
  const base = THING_VEHICLE_BASES[words.at(-1) ?? ''];
  if (base === undefined || words.length < 2) return null;
  const thing = lookupSprite(words.slice(0, -1).join(' '));
  const group = thing ? spriteEntryOf(thing.id)?.group : undefined;
  if (!thing || group === undefined || !CARRIED_GROUPS.has(group)) return null;
  return {
    id: thingOnVehicleId(base, thing.id, COUNTERS.has(words.at(-1) ?? '')),
    label: `${thing.label} ${words.at(-1)}`,
    similarity: thing.similarity,
  };
}
