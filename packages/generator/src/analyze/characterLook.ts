import { lookupSprite } from '../art/library/rankSprites.js';
import type { SpritedLook } from '../art/library/spritedLook.js';
import { colorDistance, lighten, shiftHue } from '../color/colorMath.js';
import type { SeededRandom } from '../random/seededRandom.js';
import { CHARACTER_WORDS, type CharacterTrait } from './lexicon/characterWords.js';
import { COAT_COLOR_WORDS, COLOR_WORDS } from './lexicon/colorWords.js';
import type { CharacterLook } from './types.js';

const SKIN_TONES = ['#f6d2b4', '#eab58e', '#c98d64', '#8f5c3e', '#f3c7a2'];
const HAIR_COLORS = ['#5a3a22', '#2b2230', '#e0a84a', '#b5502f', '#7a4a2a'];
const OUTFIT_COLORS = ['#3f7fe0', '#e5484d', '#2fb374', '#8e4fd6', '#f28c28', '#1fa6a0'];
/** Villain-friendly colours, tried in order when an enemy looks too much like the hero. */
const ENEMY_COLORS = ['#8e4fd6', '#3f6fd6', '#e5484d', '#3fae4a', '#f28c28'];
const OBJECT_COLORS = ['#f28c28', '#3fc6f0', '#f25f9a', '#8de05a', '#9b5de5', '#f7d038'];

interface LookWords {
  /** Singular head noun. */
  head: string;
  /** Singular modifiers in prompt order. */
  modifiers: readonly string[];
  isPerson: boolean;
  isHostile: boolean;
}

/** Roles whose modifier names what they deal with, not what they are ("dragon tamer"). */
// prettier-ignore
const OBJECT_ROLES = new Set([
  'hunter', 'tamer', 'keeper', 'catcher', 'slayer', 'trainer', 'rider', 'buster', 'whisperer',
  'herder', 'breeder', 'feeder', 'collector', 'zookeeper',
]);

/** A person word that says nothing of the clothes ("wrestler", "man"): hair, empty hands. */
const isPlainPerson = (trait: CharacterTrait): boolean =>
  trait.headgear === 'hair' && trait.held === 'none' && !trait.detail && !trait.prop;

function traitOf(word: string): CharacterTrait | undefined {
  return CHARACTER_WORDS[word];
}

/** The first prompt colour word in the phrase, and a second one if given. */
function colorWordsOf(words: LookWords): string[] {
  return words.modifiers.flatMap((word) => {
    const color = COLOR_WORDS[word];
    return color ? [color] : [];
  });
}

/** The coat an animal's modifier names ("polar bear": white), if any. */
function coatColorOf(words: LookWords): string | undefined {
  return words.modifiers.map((word) => COAT_COLOR_WORDS[word]).find((color) => color !== undefined);
}

/**
 * Turns a character phrase into drawable parts: species and material words set the
 * body, role words add headgear and held items, colour words recolour it.
 *
 * @example lookFromWords({ head: 'knight', modifiers: ['pickle'], ... }, random)
 * // => { body: 'bean', pattern: 'bumps', headgear: 'helmet', held: 'sword', ... }
 */
export function lookFromWords(words: LookWords, random: SeededRandom): CharacterLook {
  const headTrait = traitOf(words.head);
  // A "ghost hunter" hunts ghosts: the creature before such a role is not its body.
  const modifiers = OBJECT_ROLES.has(words.head)
    ? words.modifiers.filter((word) => traitOf(word)?.kind !== 'species')
    : words.modifiers;
  const modifierTraits = [...modifiers]
    .reverse()
    .flatMap((word) => (traitOf(word) ? [traitOf(word) as CharacterTrait] : []));
  const bodyTraits = modifierTraits.filter((t) => t.kind !== 'role');
  // The head species gives the shape ("gummy bear" is a bear); a role head ("pickle
  // knight") takes its shape from the nearest modifier that has a body.
  const shaped =
    headTrait && headTrait.kind !== 'role' && headTrait.body
      ? headTrait
      : bodyTraits.find((t) => t.body !== undefined);
  const colored = bodyTraits.find((t) => t !== shaped && t.color !== undefined) ?? shaped;
  // "sumo wrestler", "ninja fighter": a plain person word wears the costume named before it.
  const modifierRole = modifierTraits.find((t) => t.kind === 'role');
  const role =
    headTrait?.kind === 'role' && !(modifierRole && isPlainPerson(headTrait))
      ? headTrait
      : modifierRole;
  const hasNoKnownWord = headTrait === undefined && modifierTraits.length === 0;

  const body = shaped?.body ?? (hasNoKnownWord && !words.isPerson ? 'bean' : 'humanoid');
  const naturalHead = shaped?.naturalHead ?? 'none';
  const roleHead = role?.headgear ?? 'none';
  const colorWords = colorWordsOf(words);
  const namedColor = colorWords[0];

  const isHumanoid = body === 'humanoid';
  const skinColor = isHumanoid
    ? (shaped?.color ?? role?.skin ?? random.pick(SKIN_TONES))
    : lighten(shaped?.color ?? '#f0c8a0', 0.2);
  const fallbackBody = isHumanoid ? random.pick(OUTFIT_COLORS) : random.pick(OBJECT_COLORS);
  // A sumo's belt leaves the rest bare: arms, legs and belly in the skin's colour.
  const isBare = role?.detail === 'mawashi';
  const speciesColor = isHumanoid
    ? isBare
      ? skinColor
      : (role?.outfit ?? shaped?.outfit)
    : (colored?.color ?? shaped?.color);
  const coatColor = isHumanoid ? undefined : coatColorOf(words);
  const bodyColor = namedColor ?? coatColor ?? speciesColor ?? fallbackBody;
  const speciesBelly = shaped?.belly;
  const isRecolored =
    namedColor !== undefined || coatColor !== undefined || (colored !== shaped && !isHumanoid);
  const bellyColor =
    speciesBelly === undefined ? null : isRecolored ? lighten(bodyColor, 0.6) : speciesBelly;

  let accentColor = colorWords[1] ?? role?.accent ?? shaped?.accent;
  if (roleHead === 'hair' || (isHumanoid && roleHead === 'none' && naturalHead === 'none')) {
    accentColor = role?.accent ?? random.pick(HAIR_COLORS);
  }
  accentColor ??= shiftHue(bodyColor, 160);

  const headgear =
    roleHead !== 'none'
      ? roleHead
      : naturalHead !== 'none'
        ? naturalHead
        : isHumanoid
          ? 'hair'
          : 'none';

  const heldSprite = role?.prop ? lookupSprite(role.prop) : null;
  const look: SpritedLook = {
    body,
    ears: shaped?.ears ?? 'none',
    snout: shaped?.snout ?? 'none',
    tail: shaped?.tail ?? 'none',
    headgear,
    held: role?.held ?? shaped?.held ?? 'none',
    pattern: shaped?.pattern ?? 'none',
    wings: shaped?.wings ?? 'none',
    eyes: shaped?.eyes ?? 'round',
    back: role?.back ?? 'none',
    bodyColor,
    bellyColor,
    accentColor,
    skinColor,
    isHostile: words.isHostile,
    ...(role?.detail ? { outfitDetail: role.detail } : {}),
    ...(role?.eyewear ? { eyewear: role.eyewear } : {}),
    // What the job holds ("honey pot"), when its role holds nothing the rig draws.
    ...(heldSprite && (role?.held ?? 'none') === 'none' ? { heldSprite } : {}),
  };
  return look;
}

/** The look with nothing from the art library in its hand (a named weapon takes it). */
export function withoutJobProp(look: CharacterLook): CharacterLook {
  const { heldSprite: _prop, ...rest } = look as SpritedLook;
  return rest;
}

/**
 * Keeps the enemy readable next to the hero: when their main colours are close, the
 * enemy's colour is turned around the colour wheel (a colour the prompt named is kept).
 */
export function contrastEnemy(
  hero: CharacterLook,
  enemy: CharacterLook,
  isEnemyColorNamed: boolean,
): CharacterLook {
  if (isEnemyColorNamed || colorDistance(hero.bodyColor, enemy.bodyColor) > 160) return enemy;
  const turned =
    ENEMY_COLORS.find((color) => colorDistance(hero.bodyColor, color) > 220) ?? '#8e4fd6';
  return {
    ...enemy,
    bodyColor: turned,
    bellyColor: enemy.bellyColor === null ? null : lighten(turned, 0.6),
  };
}
