import type { PlatformCourse } from '@promptplay/contracts';
import type { ItemKind } from '../types.js';
import { wordTable } from './wordTable.js';

/**
 * Things a hero hops across, onto or between ("hops across lily pads", "leaps between
 * rooftops", "jumps on clouds"): they are the course it runs on, drawn as the floating
 * platforms, never the thing to collect. Singular, lower case.
 */
// prettier-ignore
export const COURSE_WORDS: Readonly<Record<string, PlatformCourse>> = wordTable({
  'lily pad': 'lilyPad', lilypad: 'lilyPad', 'lily leaf': 'lilyPad', 'lotus leaf': 'lilyPad', 'water lily': 'lilyPad',
  'stepping stone': 'stone', stone: 'stone', rock: 'stone', boulder: 'stone', 'river stone': 'stone',
  cloud: 'cloud', clouds: 'cloud', 'fluffy cloud': 'cloud', 'cotton candy cloud': 'cloud',
  log: 'log', 'floating log': 'log', 'tree trunk': 'log', trunk: 'log', 'driftwood': 'log',
  'ice floe': 'ice', floe: 'ice', iceberg: 'ice', 'ice block': 'ice', 'ice sheet': 'ice', 'block of ice': 'ice',
  rooftop: 'roof', roof: 'roof', 'roof top': 'roof', housetop: 'roof', chimney: 'roof',
});

/** What there is to pick up along each course, when the prompt names nothing to collect. */
export const COURSE_PICKUPS: Readonly<
  Record<PlatformCourse, { kind: ItemKind; name: string; phrase: string; color: string }>
> = {
  lilyPad: { kind: 'flower', name: 'Lotus Flower', phrase: 'lotus flowers', color: '#f59ac0' },
  stone: { kind: 'fish', name: 'Shiny Fish', phrase: 'shiny fish', color: '#4fb0e8' },
  cloud: { kind: 'star', name: 'Star', phrase: 'twinkling stars', color: '#ffd43b' },
  log: { kind: 'acorn', name: 'Acorn', phrase: 'acorns', color: '#b7773a' },
  ice: { kind: 'fish', name: 'Fish', phrase: 'fresh fish', color: '#4fb0e8' },
  roof: { kind: 'coin', name: 'Gold Coin', phrase: 'gold coins', color: '#f5c431' },
};
