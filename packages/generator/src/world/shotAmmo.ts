import { singularOf } from '../analyze/parsePhrases.js';
import { WEAPON_KIND_OF } from '../analyze/lexicon/weaponKinds.js';
import type { HeldItem, ItemConcept, PromptAnalysis } from '../analyze/types.js';
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
  | 'spark'
  | 'spear'
  | 'energy'
  | 'light'
  | 'flash'
  | 'gust'
  | 'foam';

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
  spear: { name: 'Spear', phrase: 'spears', sprite: 'thrown spear', color: '#8a6a4a' },
  energy: { name: 'Energy Bolt', phrase: 'energy bolts', sprite: 'plasma bolt', color: '#3fd0ff' },
  light: { name: 'Light Beam', phrase: 'light beams', sprite: 'sun', color: '#fff07a' },
  flash: { name: 'Camera Flash', phrase: 'camera flashes', sprite: 'glowing star', color: '#ffffff' },
  gust: { name: 'Air Blast', phrase: 'air blasts', sprite: 'dashing away', color: '#dff4ff' },
  foam: { name: 'Foam Blast', phrase: 'foam blasts', sprite: 'bubbles', color: '#f4fbff' },
};

/** Weapon words whose shot is not their kind's usual one ("a water gun" squirts, not shoots). */
// prettier-ignore
const SHOT_OF_WORD: Readonly<Record<string, Shot>> = {
  laser: 'laser', blaster: 'laser', raygun: 'laser', phaser: 'laser', ray: 'laser',
  cannon: 'cannon', bazooka: 'bazooka', launcher: 'launcher',
  hose: 'water', squirter: 'water', bubble: 'bubble',
  slingshot: 'pebble', catapult: 'pebble', sling: 'pebble',
  // Tools held as the weapon send what they send, never copies of themselves.
  flashlight: 'light', torch: 'light', lantern: 'light', headlamp: 'light', spotlight: 'light',
  lamp: 'light', camera: 'flash', polaroid: 'flash', sprinkler: 'water', 'water gun': 'water',
  'water pistol': 'water', 'super soaker': 'water', 'spray bottle': 'water', 'watering can': 'water',
  vacuum: 'gust', hoover: 'gust', 'leaf blower': 'gust', 'hair dryer': 'gust', hairdryer: 'gust',
  fan: 'gust', 'fire extinguisher': 'foam', extinguisher: 'foam',
};

/** The usual shot of each kind of weapon that fires something other than itself. */
const SHOT_OF_KIND: Readonly<Partial<Record<string, Shot>>> = {
  gun: 'bullet',
  bow: 'arrow',
  magic: 'spark',
};

/**
 * What a hero fires with no weapon named, by a word of the hero or the hero's kind: a cowboy
 * bullets, a wizard sparks, a knight spears, a robot lasers.
 */
// prettier-ignore
const SHOT_OF_HERO: Readonly<Record<string, Shot>> = {
  cowboy: 'bullet', cowgirl: 'bullet', sheriff: 'bullet', soldier: 'bullet', cop: 'bullet',
  police: 'bullet', policeman: 'bullet', officer: 'bullet', agent: 'bullet', spy: 'bullet',
  detective: 'bullet', gangster: 'bullet', hunter: 'bullet', marine: 'bullet', commando: 'bullet',
  outlaw: 'bullet', bandit: 'bullet', pirate: 'cannon', sailor: 'cannon',
  wizard: 'spark', witch: 'spark', mage: 'spark', sorcerer: 'spark', sorceress: 'spark',
  warlock: 'spark', fairy: 'spark', unicorn: 'spark', magician: 'spark', elf: 'arrow',
  archer: 'arrow', robin: 'arrow', hood: 'arrow', space: 'laser', cyber: 'laser',
  knight: 'spear', warrior: 'spear', viking: 'spear', spartan: 'spear', gladiator: 'spear',
  caveman: 'spear', barbarian: 'spear', samurai: 'spear', king: 'spear', queen: 'spear',
  robot: 'laser', android: 'laser', cyborg: 'laser', alien: 'laser', astronaut: 'laser',
  spaceman: 'laser', ufo: 'laser', firefighter: 'water', fireman: 'water', mermaid: 'bubble',
  fish: 'bubble', octopus: 'bubble', diver: 'bubble', monkey: 'pebble', kid: 'pebble',
};

/** What a hero fires by the hand it draws (a wand sparks) when its words say nothing. */
const SHOT_OF_HELD: Readonly<Partial<Record<HeldItem, Shot>>> = { wand: 'spark', sword: 'spear' };

/** What a hero fires by the place when neither its words nor its hand say: lasers in space. */
// prettier-ignore
const SHOT_OF_THEME: Readonly<Record<string, Shot>> = {
  space: 'laser', factory: 'laser', underwater: 'bubble', desert: 'bullet', castle: 'spear',
  jungle: 'arrow', forest: 'arrow', haunted: 'spark', candy: 'spark', snow: 'pebble',
};

const shotItem = (key: Shot): ItemConcept => {
  const shot = SHOTS[key];
  const sprite = lookupSprite(shot.sprite);
  return { kind: 'star', name: shot.name, phrase: shot.phrase, color: shot.color, sprite };
};

const wordsOf = (phrase: string): string[] =>
  phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .map(singularOf);

/** The shot that fits the hero and the place when nothing is named to fire: never coins. */
function defaultShotOf({ hero, setting }: PromptAnalysis): Shot {
  const heroShot = wordsOf(hero.phrase)
    .reverse()
    .map((word) => SHOT_OF_HERO[word])
    .find((key) => key !== undefined);
  return heroShot ?? SHOT_OF_HELD[hero.look.held] ?? SHOT_OF_THEME[setting.theme] ?? 'energy';
}

/**
 * What a shooter or FPS hero fires. Something the prompt names to throw or collect is the
 * ammunition ("a chef throws tomatoes"); else a named weapon fires its own shot ("with a laser":
 * laser bolts, "with a slingshot": pebbles, a wand: magic sparks; a tool sends what it sends, a
 * flashlight light beams, a camera flashes, a hose water, a vacuum air) or, when it fires nothing (a
 * frying pan, a sword), is thrown itself; with no weapon named the shot fits the hero and the
 * place (a cowboy's bullets, a wizard's sparks, energy bolts), never the place's coins.
 */
export function ammoOf(analysis: PromptAnalysis): ItemConcept {
  const { collectible, weapon } = analysis;
  if (!collectible.isImplied) return collectible;
  if (!weapon) return shotItem(defaultShotOf(analysis));
  const words = wordsOf(weapon.phrase);
  const shotKey =
    SHOT_OF_WORD[words.slice(-2).join(' ')] ??
    words.map((word) => SHOT_OF_WORD[word]).find((key) => key !== undefined) ??
    SHOT_OF_KIND[WEAPON_KIND_OF[words.at(-1) ?? ''] ?? ''];
  return shotKey === undefined ? weapon : shotItem(shotKey);
}
