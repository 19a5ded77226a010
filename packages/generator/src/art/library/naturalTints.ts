import type { LibrarySpriteRef } from '../../analyze/types.js';
import { COAT_COLOR_WORDS, COLOR_WORDS } from '../../analyze/lexicon/colorWords.js';
import { phraseWords } from './characterSprite.js';

const WHITE_FEATHERS = '#eef1f5';
const GREY_FEATHERS = '#9aa3b0';
const BLACK_FEATHERS = '#34364a';
const STONE = '#8d8a86';
const STEEL = '#b9c0ca';
const COPPER = '#c8753a';
const PAPER = '#f1e6c8';
const BONE = '#efe8d6';
const WOOD = '#a0703f';
/** An ostrich's dark body feathers (its white plumes do not tint). */
const OSTRICH = '#6b5a52';
const SEA_GREEN = '#3f9a8a';

/**
 * What colour a one-colour icon (game-icons) is painted when the player names none: the
 * thing's own, so a gull is white, a crow black, an asteroid grey rock and a bottle cap
 * steel, never the kind's gold or a random bird blue. Keyed by a word of the phrase or of
 * the icon's name; things of many colours (marbles, buttons, balloons) are not listed.
 */
// prettier-ignore
const NATURAL_TINTS: Readonly<Record<string, string>> = {
  // birds and beasts of one colour
  gull: WHITE_FEATHERS, seagull: WHITE_FEATHERS, pelican: WHITE_FEATHERS, swan: WHITE_FEATHERS,
  goose: WHITE_FEATHERS, stork: WHITE_FEATHERS, heron: WHITE_FEATHERS, egret: WHITE_FEATHERS,
  albatross: WHITE_FEATHERS, cockatoo: WHITE_FEATHERS, dove: GREY_FEATHERS, pigeon: GREY_FEATHERS,
  crow: BLACK_FEATHERS, raven: BLACK_FEATHERS, blackbird: BLACK_FEATHERS, rook: BLACK_FEATHERS,
  vulture: BLACK_FEATHERS, bat: BLACK_FEATHERS, ghost: WHITE_FEATHERS, yeti: WHITE_FEATHERS,
  // rock and space rock
  asteroid: STONE, meteor: STONE, meteorite: STONE, rock: STONE, boulder: STONE, stone: STONE,
  pebble: STONE, rubble: STONE, golem: STONE,
  // small metal things
  cap: STEEL, screw: STEEL, nail: STEEL, bolt: STEEL, nut: STEEL, washer: STEEL, gear: STEEL,
  cog: STEEL, spring: STEEL, key: STEEL, paperclip: STEEL, wrench: STEEL, anvil: STEEL,
  can: STEEL, chain: STEEL, magnet: STEEL, penny: COPPER, cent: COPPER,
  // paper, bone, wood
  ticket: PAPER, receipt: PAPER, stamp: PAPER, letter: PAPER, envelope: PAPER, scroll: PAPER,
  page: PAPER, note: PAPER, map: PAPER, card: PAPER, sticker: PAPER,
  bone: BONE, skull: BONE, tooth: BONE, egg: BONE, pearl: BONE,
  log: WOOD, plank: WOOD, crate: WOOD, barrel: WOOD, wheelbarrow: WOOD, cart: WOOD, wagon: WOOD,
  // big birds and beasts of myth drawn by one-colour icons
  ostrich: OSTRICH, emu: OSTRICH, cassowary: BLACK_FEATHERS, centaur: WOOD, minotaur: '#7a4a2a',
  walrus: '#9a7060', eel: '#6a7a4a', piranha: '#8a8f9c', anglerfish: '#5a5a7a',
};

/** Icons whose words name no colour of their own ("sea star" is no gold star): by their id. */
// prettier-ignore
const ICON_TINTS: Readonly<Record<string, string>> = {
  'game-icons:sea-star': '#f08a4b', 'game-icons:sea-creature': SEA_GREEN,
  'game-icons:sea-serpent': SEA_GREEN, 'game-icons:sea-dragon': SEA_GREEN,
  'game-icons:fish-monster': '#4f9a7a', 'game-icons:manta-ray': '#5d6f95',
  'game-icons:crumbling-ball': '#f6faff',
};

const isColorWord = (word: string): boolean =>
  COLOR_WORDS[word] !== undefined || COAT_COLOR_WORDS[word] !== undefined;

/**
 * The colour a named thing's one-colour sprite or hand-drawn shape is painted: its own
 * (`NATURAL_TINTS`, by the phrase's head, then the icon's name: pennies are copper coins), or
 * undefined when the player named a colour ("a purple seagull"), the sprite has colours of its
 * own or the thing has no one colour.
 *
 * @example naturalTintOf('greedy seagulls', { id: 'game-icons:seagull', label: 'seagull', similarity: 0.8 })
 * // => '#eef1f5'
 */
export function naturalTintOf(
  phrase: string,
  sprite: LibrarySpriteRef | null | undefined,
): string | undefined {
  if (sprite && !sprite.id.startsWith('game-icons:')) return undefined;
  const words = phraseWords(phrase);
  if (words.some(isColorWord)) return undefined;
  const iconWords = sprite ? sprite.label.split(/[\s-]+/).reverse() : [];
  return (
    [...words.slice(-1), ...iconWords]
      .map((word) => NATURAL_TINTS[word])
      .find((tint) => tint !== undefined) ?? (sprite ? ICON_TINTS[sprite.id] : undefined)
  );
}
