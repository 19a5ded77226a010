import { singularOf } from '../analyze/parsePhrases.js';
import { WEAPON_KIND_OF } from '../analyze/lexicon/weaponKinds.js';
import type { ItemConcept, PromptAnalysis } from '../analyze/types.js';
import { lookupSprite } from '../art/library/rankSprites.js';

type Shot =
  | 'laser'
  | 'cannon'
  | 'bazooka'
  | 'launcher'
  | 'water'
  | 'bubble'
  | 'bullet'
  | 'arrow'
  | 'pebble'
  | 'spark';

/** What a named weapon fires, with the library sprite that draws the shot. */
// prettier-ignore
const SHOTS: Readonly<Record<Shot, { name: string; phrase: string; sprite: string; color: string }>> = {
  laser: { name: 'Laser Bolt', phrase: 'laser bolts', sprite: 'laser blast', color: '#ff3b6b' },
  cannon: { name: 'Cannonball', phrase: 'cannonballs', sprite: 'cannonball', color: '#3a3a46' },
  bazooka: { name: 'Rocket', phrase: 'rockets', sprite: 'rocket', color: '#e0533a' },
  launcher: { name: 'Rocket', phrase: 'rockets', sprite: 'rocket', color: '#e0533a' },
  water: { name: 'Water Drop', phrase: 'water drops', sprite: 'droplet', color: '#3fa9f5' },
  bubble: { name: 'Bubble', phrase: 'bubbles', sprite: 'bubbles', color: '#9fdcff' },
  bullet: { name: 'Bullet', phrase: 'bullets', sprite: 'bullet', color: '#c9a227' },
  arrow: { name: 'Arrow', phrase: 'arrows', sprite: 'arrow', color: '#8a5a2b' },
  pebble: { name: 'Pebble', phrase: 'pebbles', sprite: 'rock', color: '#8d8d8d' },
  spark: { name: 'Magic Spark', phrase: 'magic sparks', sprite: 'sparkles', color: '#ffd84a' },
};

/** Weapon words whose shot is not their kind's usual one ("a water gun" squirts, not shoots). */
// prettier-ignore
const SHOT_OF_WORD: Readonly<Record<string, Shot>> = {
  laser: 'laser', blaster: 'laser', raygun: 'laser', phaser: 'laser', ray: 'laser',
  cannon: 'cannon', bazooka: 'bazooka', launcher: 'launcher',
  hose: 'water', squirter: 'water', bubble: 'bubble',
  slingshot: 'pebble', catapult: 'pebble', sling: 'pebble',
};

/** The usual shot of each kind of weapon that fires something other than itself. */
const SHOT_OF_KIND: Readonly<Partial<Record<string, Shot>>> = {
  gun: 'bullet',
  bow: 'arrow',
  magic: 'spark',
};

/**
 * What a shooter or FPS hero fires. Something the prompt names to throw or collect is the
 * ammunition ("a chef throws tomatoes"); else a named weapon fires its own shot ("with a laser":
 * laser bolts, "with a slingshot": pebbles, a wand: magic sparks) or, when it fires nothing (a
 * frying pan, a sword), is thrown itself; with no weapon named the place's usual thing stays.
 */
export function ammoOf(analysis: PromptAnalysis): ItemConcept {
  const { collectible, weapon } = analysis;
  if (!collectible.isImplied || !weapon) return collectible;
  const words = weapon.phrase.toLowerCase().split(/\s+/).map(singularOf);
  const shotKey =
    words.map((word) => SHOT_OF_WORD[word]).find((key) => key !== undefined) ??
    SHOT_OF_KIND[WEAPON_KIND_OF[words.at(-1) ?? ''] ?? ''];
  if (shotKey === undefined) return weapon;
  const shot = SHOTS[shotKey];
  const sprite = lookupSprite(shot.sprite);
  return { kind: 'star', name: shot.name, phrase: shot.phrase, color: shot.color, sprite };
}
