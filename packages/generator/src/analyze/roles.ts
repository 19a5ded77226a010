import type { PlatformCourse } from '@promptplay/contracts';
import { lookupSprite } from '../art/library/rankSprites.js';
import {
  ATMOSPHERE_NOUNS,
  MOOD_WORDS,
  TIME_WORDS,
  WEATHER_WORDS,
} from './lexicon/atmosphereWords.js';
import { CHARACTER_WORDS } from './lexicon/characterWords.js';
import { CREATURE_KIN } from './lexicon/creatureKin.js';
import { COLOR_WORDS } from './lexicon/colorWords.js';
import { GOAL_WORDS, ITEM_WORDS } from './lexicon/itemWords.js';
import { PULL_VERBS, PULLED_RIDE_HEROES } from './lexicon/heroHints.js';
import { PLACE_KIND_WORDS } from './lexicon/placeKinds.js';
import { PLACE_WORDS } from './lexicon/placeWords.js';
import {
  CREATURE_WORDS,
  HERO_VERBS,
  META_WORDS,
  VEHICLE_NOUNS,
  VEHICLE_PLACES,
  WEAPON_WORDS,
  WEARABLE_WORDS,
} from './lexicon/thingWords.js';
import { VERB_WORN, WORN_WORDS } from './lexicon/wornWords.js';
import type { PromptPhrase } from './parsePhrases.js';
import { courseOfText } from './course.js';

/** Which phrase of the prompt plays which part in the game. */
export interface PhraseRoles {
  hero: PromptPhrase | null;
  enemy: PromptPhrase | null;
  /** The main place phrase (the first of `places`). */
  setting: PromptPhrase | null;
  /** Every phrase that names a place, in prompt order. */
  places: PromptPhrase[];
  collectible: PromptPhrase | null;
  goal: PromptPhrase | null;
  /** What the hero wields: "with a frying pan", "swinging a baguette". */
  weapon: PromptPhrase | null;
  /** What the hero rides or drives: "race shopping carts", "in a race car". */
  vehicle: PromptPhrase | null;
  /** "under a pink sky": colours the sky, not a place. */
  sky: PromptPhrase | null;
  /**
   * What the hero hops across, onto or between ("lily pads", "rooftops", "clouds"): the course
   * it runs on, drawn as the platforms. It may name the place too (lily pads are a pond).
   */
  course: PromptPhrase | null;
  /** What the hero wears or plays: "in a top hat", "on rollerblades", "plays piano". */
  worn: PromptPhrase[];
  /**
   * The order the prompt starts with when it names no hero ("slap", "race"): the player is the
   * hero, never named after this verb.
   */
  leadVerb: string | null;
}

// prettier-ignore
const ENEMY_VERBS = new Set([
  'fight', 'battle', 'avoid', 'dodge', 'defeat', 'stomp', 'outrun', 'escape', 'chase', 'beat',
  'squash', 'bonk', 'evade', 'flee', 'outsmart', 'face', 'stop', 'hunt', 'zap', 'vanquish',
  'attack', 'scare', 'tame', 'bop', 'fend', 'outwit', 'trick', 'run', 'slap', 'smack', 'whack',
  'punch', 'kick', 'hit', 'smash', 'squish', 'splat', 'splatter', 'splash', 'paint-splash', 'spray',
  'squirt', 'shoot', 'blast', 'pelt', 'crush', 'destroy', 'wrestle', 'box', 'spar',
  'tackle', 'bash', 'clobber', 'wallop', 'thump', 'pummel', 'headbutt', 'tickle', 'poke', 'slap-battle',
  'karate-chop', 'chop', 'duel', 'challenge', 'survive', 'freeze', 'burn', 'honk', 'sting', 'bite',
  'banish', 'swat', 'knock', 'topple',
]);
// prettier-ignore
const ENEMY_PREPOSITIONS = new Set(['against', 'vs', 'versus', 'past']);
// prettier-ignore
const COLLECT_VERBS = new Set([
  'collect', 'gather', 'grab', 'pick', 'eat', 'munch', 'snatch', 'hoard', 'earn', 'nab', 'scoop',
  'harvest', 'loot', 'chomp', 'snack', 'pocket', 'recover', 'merge', 'combine', 'fuse', 'stack',
  'match', 'mix', 'evolve', 'upgrade', 'grow', 'plant', 'farm', 'bake', 'cook', 'hatch', 'breed',
  'raise', 'feed', 'sell', 'buy', 'trade', 'mine', 'dig', 'fish', 'pop', 'juggle', 'sort', 'deliver',
  'brew', 'water', 'knit', 'sew', 'craft', 'forge', 'fry', 'grill', 'serve', 'shake', 'blend',
]);
/** Verbs whose plural object is many things to take, not one thing to reach: "steals fries". */
const TAKE_MANY_VERBS = new Set(['find', 'steal', 'swipe', 'pinch', 'rob', 'nick', 'hunt']);
/** Verbs whose first object is what is merged: "into Y" is what it becomes. */
const MERGE_VERBS = new Set(['merge', 'combine', 'fuse', 'stack', 'match', 'mix', 'evolve']);
// prettier-ignore
const GOAL_VERBS = new Set([
  'reach', 'find', 'rescue', 'save', 'free', 'return', 'get', 'deliver', 'bring', 'open',
  'unlock', 'win', 'restore', 'seek', 'visit', 'discover', 'locate', 'steal', 'retrieve', 'help',
  'make', 'build', 'create',
]);
// prettier-ignore
const PLACE_PREPOSITIONS = new Set([
  'in', 'through', 'across', 'on', 'at', 'inside', 'over', 'under', 'around', 'into', 'beneath',
  'within', 'along', 'above', 'below', 'near', 'throughout', 'onto', 'of', 'from', 'atop', 'aboard',
  'underneath', 'to', 'toward', 'towards', 'by', 'behind', 'among', 'amid', 'via', 'beside',
  'between', 'past', 'down', 'up', 'outside',
]);
/** Verbs the hero wields its object with: "swinging a baguette", "throws golden acorns". */
// prettier-ignore
const WIELD_VERBS = new Set([
  'wield', 'swing', 'use', 'brandish', 'throw', 'toss', 'fling', 'hurl', 'lob', 'fire', 'launch',
  'hold', 'carry', 'arm', 'spit', 'squirt', 'spray', 'shoot', 'drop', 'dump', 'sling', 'pitch',
  'bowl',
]);
/** Wielding verbs that send their object flying: "hurls boulders", "fires lava". */
const THROW_VERBS: ReadonlySet<string> = new Set(
  [...WIELD_VERBS].filter(
    (verb) => !['wield', 'swing', 'use', 'brandish', 'hold', 'carry', 'arm'].includes(verb),
  ),
);
/** Verbs whose object is ridden: "race shopping carts", "fly a paper airplane". */
// prettier-ignore
const RIDE_VERBS = new Set([
  'drive', 'ride', 'race', 'fly', 'pilot', 'steer', 'sail', 'drift', 'skate', 'surf', 'board',
  'zoom', 'speed', 'roll', 'glide', 'soar', 'cruise', 'pedal', 'row', 'paddle', 'launch', 'take',
]);
// prettier-ignore
const COMPANION_WORDS = new Set(['friend', 'buddy', 'pal', 'sidekick', 'family', 'team', 'crew', 'you', 'player', 'me', 'yourself']);

const wordsOf = (phrase: PromptPhrase): string[] => [...phrase.modifiers, phrase.head];

/**
 * The phrase's words, head singular: modifiers as written first ("times square"), then as
 * singulars ("fish bone").
 */
export function wordVariantsOf(phrase: PromptPhrase): string[][] {
  const written = phrase.text.split(' ');
  const asWritten =
    written.length === phrase.modifiers.length + 1
      ? [...written.slice(0, -1), phrase.head]
      : wordsOf(phrase);
  const singular = wordsOf(phrase);
  return asWritten.join(' ') === singular.join(' ') ? [singular] : [asWritten, singular];
}

/** The phrase's words as n-grams, longest first: "statue of liberty", "frying pan", "pan". */
export function keysOf(phrase: PromptPhrase): string[] {
  const keys: string[] = [];
  for (const words of wordVariantsOf(phrase)) {
    for (let size = words.length; size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++) {
        keys.push(words.slice(start, start + size).join(' '));
      }
    }
  }
  return [...new Set(keys)];
}

/** The phrase's own name for it from its end: "giant frying pan" → "frying pan", then "pan". */
export function tailKeys(phrase: PromptPhrase): string[] {
  const keys = wordVariantsOf(phrase).flatMap((words) =>
    words.map((_, start) => words.slice(start).join(' ')),
  );
  return [...new Set(keys)].sort((a, b) => b.split(' ').length - a.split(' ').length);
}

function tailIn<T>(phrase: PromptPhrase, table: Readonly<Record<string, T>>): string | undefined {
  return tailKeys(phrase).find((key) => table[key] !== undefined);
}

const tailInSet = (phrase: PromptPhrase, set: ReadonlySet<string>): string | undefined =>
  tailKeys(phrase).find((key) => set.has(key));

/** A ride by its name: "water balloon" is a weapon although a balloon flies. */
export function isVehiclePhrase(phrase: PromptPhrase): boolean {
  const ride = tailInSet(phrase, VEHICLE_NOUNS);
  if (ride === undefined) return false;
  const weapon = tailIn(phrase, WEAPON_WORDS);
  return weapon === undefined || ride.length >= weapon.length;
}

export const isWeaponPhrase = (phrase: PromptPhrase): boolean =>
  tailIn(phrase, WEAPON_WORDS) !== undefined;

/** The worn or played thing a phrase names, by its longest name ("cowboy hat" before "hat"). */
export const wornKeyOf = (phrase: PromptPhrase): string | undefined => tailIn(phrase, WORN_WORDS);

/**
 * What the hero's verbs put on it ("a shark skateboards through a mall": a skateboard; "a
 * pineapple sings opera": notes), as worn phrases; none in an order to the player or when the
 * prompt already names it.
 */
function verbWornOf(
  phrases: readonly PromptPhrase[],
  hero: PromptPhrase | null,
  named: readonly PromptPhrase[],
): PromptPhrase[] {
  if (hero === null) return [];
  const keys = new Set(named.map((phrase) => wornKeyOf(phrase)));
  const found: PromptPhrase[] = [];
  for (const phrase of phrases.slice(phrases.indexOf(hero) + 1)) {
    const key = phrase.cueVerb === null ? undefined : VERB_WORN[phrase.cueVerb];
    if (key === undefined || keys.has(key) || phrase.isImperative === true) continue;
    keys.add(key);
    const words = key.split(' ');
    found.push({
      ...phrase,
      text: key,
      head: words.at(-1) as string,
      modifiers: words.slice(0, -1),
      adjectives: [],
      isPlural: false,
      isPerson: false,
    });
  }
  return found;
}

/** Worn, not wielded: what is held or played in the hand may still be a weapon. */
const isWearable = (phrase: PromptPhrase): boolean => {
  // "jumps over shoes": in the hero's way, not on its feet.
  if (isJumpedOver(phrase)) return false;
  if (tailInSet(phrase, WEARABLE_WORDS) !== undefined) return true;
  const worn = wornKeyOf(phrase);
  const slot = worn === undefined ? undefined : WORN_WORDS[worn]?.slot;
  return slot !== undefined && slot !== 'hand' && slot !== 'beside';
};

/** A character: an animal, a person or a creature by its head, else by its modifiers. */
export function isCreaturePhrase(phrase: PromptPhrase): boolean {
  if (COMPANION_WORDS.has(phrase.head)) return false;
  const tail = tailInSet(phrase, CREATURE_WORDS);
  // "rubber chicken" is a weapon, "robot vacuum" a creature: the longest name decides.
  const thing = tailKeys(phrase).find(
    (key) => key.includes(' ') && (key in WEAPON_WORDS || VEHICLE_NOUNS.has(key)),
  );
  if (thing !== undefined && (tail === undefined || thing.length > tail.length)) return false;
  if (tail !== undefined || tailIn(phrase, CREATURE_KIN) !== undefined) return true;
  // Veggies and sweets with a body are characters ("evil broccoli"); ice and lava are not.
  if (
    CHARACTER_WORDS[phrase.head]?.body !== undefined ||
    CHARACTER_WORDS[phrase.head]?.kind === 'role'
  )
    return true;
  const head = phrase.head;
  const isThing =
    head in ITEM_WORDS ||
    // "chicken coop", "dog house": a place named by whom it houses.
    tailIn(phrase, PLACE_WORDS) !== undefined ||
    head in GOAL_WORDS ||
    VEHICLE_NOUNS.has(head) ||
    head in WEAPON_WORDS ||
    WEARABLE_WORDS.has(head) ||
    ATMOSPHERE_NOUNS.has(head);
  if (isThing) return false;
  return phrase.modifiers.some(
    (w) => !SIZE_LIKE.has(w) && (CREATURE_WORDS.has(w) || CHARACTER_WORDS[w]?.kind === 'species'),
  );
}

/** Creature words that only say how big or grand a thing is ("a giant magic tree"). */
const SIZE_LIKE = new Set([
  'giant',
  'baby',
  'titan',
  'monster',
  'hero',
  'king',
  'queen',
  'champion',
]);

/** "at night", "in the rain", "through a thunderstorm", "under the stars": when and how, not where. */
export function isAtmospherePhrase(phrase: PromptPhrase): boolean {
  const text = wordsOf(phrase).join(' ');
  const isWhole = text.includes(' ') || ATMOSPHERE_NOUNS.has(text);
  if (isWhole && (TIME_WORDS[text] !== undefined || WEATHER_WORDS[text] !== undefined)) return true;
  if (
    (phrase.cuePreposition === 'under' || phrase.cuePreposition === 'beneath') &&
    (phrase.head === 'star' || phrase.head === 'moon' || phrase.head === 'moonlight')
  )
    return true;
  if (!ATMOSPHERE_NOUNS.has(phrase.head)) return false;
  return phrase.modifiers.every(
    (w) =>
      ATMOSPHERE_NOUNS.has(w) ||
      w in TIME_WORDS ||
      w in WEATHER_WORDS ||
      w in MOOD_WORDS ||
      w in COLOR_WORDS ||
      phrase.adjectives.includes(w),
  );
}

const isSkyPhrase = (phrase: PromptPhrase): boolean =>
  phrase.head === 'sky' &&
  (phrase.cuePreposition === 'under' || phrase.cuePreposition === 'beneath');

/** The phrase only names the game or a vague thing ("a game", "a lot"). */
const isMetaPhrase = (phrase: PromptPhrase): boolean =>
  META_WORDS.has(phrase.head) &&
  !phrase.modifiers.some((w) => w in PLACE_WORDS || CREATURE_WORDS.has(w) || w in ITEM_WORDS);

/** The place words of a phrase, longest first, as they appear in it. */
export function placeKeysOf(phrase: PromptPhrase): string[] {
  return keysOf(phrase).filter((key) => PLACE_WORDS[key] !== undefined);
}

/** Place words that are also things to fight or pick up when a verb, not "in", leads to them. */
const OBJECT_PLACES = new Set([
  'asteroid',
  'planet',
  'cloud',
  'pyramid',
  'tower',
  'skyscraper',
  'pipe',
  'candy',
  'chocolate',
  'sweet',
  'dessert',
  'gingerbread',
  'ring',
  'track',
  'wave',
  'waves',
  'bed',
  'couch',
  'sofa',
  'toilet',
  'bathtub',
  'igloo',
  'barn',
  'house',
  'throne',
  'pool',
  'lava',
  'tub',
  'bath',
  'shower',
  'bed',
  'pillow fort',
  'cloud',
  'clouds',
  'rainbow cloud',
  'snow',
  'ice',
  'iceberg',
  'tree house',
  'treehouse',
  'picnic',
  'grocery',
]);

/** Verbs whose object is a thing, not where the game is: "dodge asteroids", "collect candy". */
const OBJECT_VERBS: ReadonlySet<string> = new Set([
  ...ENEMY_VERBS,
  ...COLLECT_VERBS,
  ...WIELD_VERBS,
  'find',
  'get',
]);

/** A phrase that says where the game happens. */
export function isPlacePhrase(phrase: PromptPhrase): boolean {
  if (isAtmospherePhrase(phrase) || isSkyPhrase(phrase) || isMetaPhrase(phrase)) return false;
  if (isJumpedOver(phrase)) return false;
  const byPreposition =
    phrase.cuePreposition !== null && PLACE_PREPOSITIONS.has(phrase.cuePreposition);
  const headPlace = tailIn(phrase, PLACE_WORDS);
  if (headPlace !== undefined) {
    if (VEHICLE_PLACES.has(phrase.head)) return isAboard(phrase);
    // "hurls boulders", "throws snow": what is thrown is a thing, whatever else it names.
    if (!byPreposition && verbIn(phrase.cueVerb, THROW_VERBS)) return false;
    if (!byPreposition && OBJECT_PLACES.has(headPlace)) {
      // "dodge asteroids", "collect candy": the verb's object is a thing, not the place; so is
      // the subject of "a screaming toilet chases…".
      if (phrase.cueVerb === null && phrase.isImperative !== true) return false;
      if (verbIn(phrase.cueVerb, OBJECT_VERBS)) return false;
    }
    return !isCreaturePhrase(phrase);
  }
  // A place named by its kind ("a dinosaur dig site", "from a galleon", "the reading room").
  if ((byPreposition || phrase.cuePreposition === 'from') && isKindPlace(phrase)) return true;
  if (isCreaturePhrase(phrase) || isVehiclePhrase(phrase) || isWeaponPhrase(phrase)) return false;
  if (isWearable(phrase) || phrase.head in ITEM_WORDS || phrase.head in GOAL_WORDS) return false;
  // "saves the kitchen from evil broccoli": what comes "from" is a place only by name.
  if (phrase.cuePreposition === 'from') return phrase.isPerson;
  // A proper name after "in", "over", "through": "over Springfield".
  return byPreposition;
}

const verbParts = (verb: string | null): string[] => (verb ? [verb, ...verb.split('-')] : []);
const verbIn = (verb: string | null, set: ReadonlySet<string>): boolean =>
  verbParts(verb).some((part) => set.has(part));

/** Verbs whose "for" object is what is sought: "searches for lost socks", "looking for pearls". */
const SEEK_FOR_VERBS = new Set([
  'search',
  'look',
  'hunt',
  'dig',
  'forage',
  'scour',
  'rummage',
  'fish',
  'dive',
  'scavenge',
]);

function isCollectPhrase(phrase: PromptPhrase): boolean {
  if (isSteppedAcross(phrase)) return true;
  // "searches the forest for lost socks": many things sought are things to collect.
  if (phrase.cuePreposition === 'for' && phrase.isPlural && verbIn(phrase.cueVerb, SEEK_FOR_VERBS))
    return phrase.head in ITEM_WORDS || (!isCreaturePhrase(phrase) && !isPlacePhrase(phrase));
  if (phrase.cuePreposition !== null && phrase.cuePreposition !== 'of') return false;
  if (verbIn(phrase.cueVerb, COLLECT_VERBS) || isCargo(phrase)) return true;
  // "find the lost cupcakes", "a seagull steals fries": taking many things is collecting them.
  if (!phrase.isPlural || !verbIn(phrase.cueVerb, TAKE_MANY_VERBS)) return false;
  return phrase.head in ITEM_WORDS || (!isCreaturePhrase(phrase) && !isPlacePhrase(phrase));
}

/** A thing an item shape or a specific library sprite draws as itself. */
const isDrawable = (phrase: PromptPhrase): boolean =>
  phrase.head in ITEM_WORDS || lookupSprite(phrase.text) !== null;

/**
 * "a karate kid breaks boards", "a cat paints fences": a thing the hero acts on that no other
 * role took is what the game is about, the thing to collect, not a silent default.
 */
/** "plays piano", "wears a scarf": the thing is the hero's, not one to find. */
const PLAY_VERBS = new Set(['play', 'wear', 'strum', 'don', 'sport']);

function isActedOnThing(
  phrase: PromptPhrase,
  previous: PromptPhrase | undefined,
  hero: PromptPhrase | null,
): boolean {
  if (phrase.cueVerb === null || phrase.cuePreposition !== null) return false;
  // The verb is the hero's (or the player's order), not another subject's ("while lava bombs
  // fall"), and the game can show the thing.
  const isHerosVerb =
    previous === undefined || previous.sentence !== phrase.sentence
      ? phrase.isImperative === true
      : previous === hero;
  if (!isHerosVerb || !isDrawable(phrase)) return false;
  if (verbIn(phrase.cueVerb, RIDE_VERBS) || verbIn(phrase.cueVerb, VISIT_VERBS)) return false;
  return (
    !isCreaturePhrase(phrase) &&
    !isPlacePhrase(phrase) &&
    !isVehiclePhrase(phrase) &&
    !isWearable(phrase) &&
    !(wornKeyOf(phrase) !== undefined && verbIn(phrase.cueVerb, PLAY_VERBS)) &&
    !isAtmospherePhrase(phrase) &&
    !isMetaPhrase(phrase)
  );
}

function isGoalPhrase(phrase: PromptPhrase): boolean {
  // "merge tiny dragons into a legendary volcano dragon": what the merging makes.
  if (phrase.cuePreposition === 'into' && verbIn(phrase.cueVerb, MERGE_VERBS)) return true;
  if (phrase.cuePreposition !== null) return false;
  return phrase.cueVerb !== null && GOAL_VERBS.has(phrase.cueVerb);
}

/** Verbs whose "over" object is in the hero's way: "leaps over boiling pots". */
const JUMP_VERBS = new Set(['jump', 'leap', 'hop', 'vault', 'hurdle', 'bounce', 'skip', 'spring']);

/**
 * "leaps over boiling pots", "hurdles hay bales": a thing the hero jumps over is the obstacle in
 * its way (drawn as the enemy), not the place, when it is no place word and the art draws it.
 */
function isJumpedOver(phrase: PromptPhrase): boolean {
  const byOver = phrase.cuePreposition === 'over' || phrase.cuePreposition === null;
  if (!byOver || !verbIn(phrase.cueVerb, JUMP_VERBS)) return false;
  if (tailIn(phrase, PLACE_WORDS) !== undefined || isKindPlace(phrase)) return false;
  if (isAtmospherePhrase(phrase) || isMetaPhrase(phrase)) return false;
  return phrase.head in ITEM_WORDS || lookupSprite(phrase.head) !== null;
}

/**
 * "leaps onto floating leaves": things hopped across that no course piece draws are strung
 * along the way as what the hero reaches, when no place word names them.
 */
function isSteppedAcross(phrase: PromptPhrase): boolean {
  if (phrase.cuePreposition !== 'across' && phrase.cuePreposition !== 'onto') return false;
  if (!phrase.isPlural || !verbIn(phrase.cueVerb, JUMP_VERBS) || isCoursePhrase(phrase))
    return false;
  if (tailIn(phrase, PLACE_WORDS) !== undefined || isKindPlace(phrase)) return false;
  return !isCreaturePhrase(phrase) && !isAtmospherePhrase(phrase) && !isMetaPhrase(phrase);
}

/** Where a hop lands, one thing after another: "across lily pads", "between rooftops". */
const LANDING_PREPOSITIONS: ReadonlySet<string> = new Set([
  'across',
  'onto',
  'on',
  'between',
  'along',
  'upon',
  'from',
]);
/** Verbs that cross a course as well as hops do: "runs across rooftops", "crosses stepping stones". */
// prettier-ignore
const CROSSING_VERBS: ReadonlySet<string> = new Set([
  'run', 'race', 'dash', 'sprint', 'cross', 'step', 'walk', 'climb', 'parkour', 'scamper', 'bound',
  'sneak', 'tiptoe', 'waddle', 'slide', 'skate', 'travel', 'make',
]);
/** Courses a hero goes over rather than clears: "leaps over the rooftops", "hops over clouds". */
const OVER_COURSES: ReadonlySet<PlatformCourse> = new Set(['roof', 'cloud']);

/**
 * "hops across floating logs", "leaps between rooftops", "jumps on clouds": things the hero
 * lands on one after another are the course it runs on (drawn as the platforms), never the
 * thing to collect or an enemy.
 */
export function isCoursePhrase(phrase: PromptPhrase): boolean {
  const course = courseOfText(phrase.text);
  if (course === null || phrase.cuePreposition === null) return false;
  if (!verbIn(phrase.cueVerb, JUMP_VERBS) && !verbIn(phrase.cueVerb, CROSSING_VERBS)) return false;
  if (phrase.cuePreposition === 'over') return OVER_COURSES.has(course);
  return LANDING_PREPOSITIONS.has(phrase.cuePreposition);
}

function isEnemyCue(phrase: PromptPhrase): boolean {
  if (isJumpedOver(phrase)) return true;
  if (phrase.cuePreposition !== null && ENEMY_PREPOSITIONS.has(phrase.cuePreposition)) {
    return !(phrase.head in PLACE_WORDS);
  }
  // "runs from zombies", "guards a factory from invading drones": what comes from is chasing;
  // "collects nectar from flowers", "shoots arrows from a tower": where it is found or sent.
  if (phrase.cuePreposition === 'from')
    return (
      !isPlacePhrase(phrase) &&
      !isAtmospherePhrase(phrase) &&
      !verbIn(phrase.cueVerb, COLLECT_VERBS) &&
      !verbIn(phrase.cueVerb, WIELD_VERBS)
    );
  // "hunts for clues", "runs in the park": a preposition in between is not an attack.
  if (phrase.cuePreposition !== null) return false;
  return verbIn(phrase.cueVerb, ENEMY_VERBS);
}

/** "throws tomatoes at rats", "splash paint on ghosts": the creature the shot lands on. */
/** A place named by its kind: "the lighthouse", "a dinosaur dig site" (not the dinosaur). */
function isKindPlace(phrase: PromptPhrase): boolean {
  const kindPlace = tailIn(phrase, PLACE_KIND_WORDS);
  return kindPlace !== undefined && (kindPlace.includes(' ') || !isCreaturePhrase(phrase));
}

function isTargetCue(phrase: PromptPhrase): boolean {
  if (isKindPlace(phrase)) return false;
  if (!isCreaturePhrase(phrase)) return isThingTarget(phrase);
  if (phrase.cuePreposition === 'at') return true;
  return (
    phrase.cuePreposition === 'on' &&
    (verbIn(phrase.cueVerb, ENEMY_VERBS) || verbIn(phrase.cueVerb, WIELD_VERBS))
  );
}

/**
 * "shoots cream pies at balloons", "throws rocks at cans": a thing shot at is the target too,
 * when it is no place and the game can draw it.
 */
function isThingTarget(phrase: PromptPhrase): boolean {
  if (phrase.cuePreposition !== 'at') return false;
  if (!verbIn(phrase.cueVerb, ENEMY_VERBS) && !verbIn(phrase.cueVerb, WIELD_VERBS)) return false;
  if (tailIn(phrase, PLACE_WORDS) !== undefined || isAtmospherePhrase(phrase)) return false;
  return !isMetaPhrase(phrase) && isDrawable(phrase);
}

/** What is splashed, not who: "splatter paint across…", "splash mud on tourists". */
// prettier-ignore
const SPLASHED_THINGS = new Set([
  'paint', 'mud', 'water', 'slime', 'goo', 'ketchup', 'mustard', 'jelly', 'jam', 'syrup', 'custard',
  'glitter', 'confetti', 'sauce', 'juice', 'soup', 'milk', 'ink', 'gravy', 'yogurt', 'pudding',
]);

/** Tempers that bring a thing to life ("angry printers", "evil toasters"): it is a foe. */
// prettier-ignore
const TEMPER_WORDS: ReadonlySet<string> = new Set([
  'angry', 'grumpy', 'evil', 'killer', 'rogue', 'mean', 'mad', 'cranky', 'furious', 'vicious',
  'rabid', 'possessed', 'haunted', 'cursed', 'living', 'hostile', 'rampaging', 'raging', 'wicked',
]);

/** Verbs aimed at what they name: "shoots tin cans" hits the cans, "shoots arrows" fires them. */
const AIM_VERBS: ReadonlySet<string> = new Set(['shoot', 'snipe']);

/** Things made to be fired or thrown: what "shoots" sends, never what it hits. */
// prettier-ignore
const PROJECTILE_WORDS: ReadonlySet<string> = new Set([
  'arrow', 'bullet', 'bolt', 'dart', 'fireball', 'rocket', 'missile', 'torpedo', 'cannonball',
  'pebble', 'stone', 'rock', 'bubble', 'spark', 'seed', 'pea', 'spitball', 'paintball', 'web',
  'beam', 'ray', 'flame', 'fire', 'laser', 'javelin', 'harpoon', 'acorn', 'nut', 'marble', 'egg',
  'grenade', 'firework', 'lightning', 'icicle', 'spell', 'plasma', 'energy', 'snowflake', 'star',
  'shot', 'pellet', 'ball', 'confetti', 'glitter', 'popcorn', 'jellybean', 'jelly bean', 'candy',
]);

/**
 * "a cowboy shoots tin cans off a fence", "shoot balloons at the fair": what is shot, when it is
 * no projectile and nothing else is shot at, is the target, never the ammunition.
 */
function isShotTarget(phrase: PromptPhrase, targetSentences: ReadonlySet<number>): boolean {
  if (phrase.cuePreposition !== null || !verbIn(phrase.cueVerb, AIM_VERBS)) return false;
  if (targetSentences.has(phrase.sentence ?? 0) || SPLASHED_THINGS.has(phrase.head)) return false;
  return !isWeaponPhrase(phrase) && tailInSet(phrase, PROJECTILE_WORDS) === undefined;
}

const isAnimatedThing = (phrase: PromptPhrase): boolean =>
  phrase.modifiers.some((word) => TEMPER_WORDS.has(word)) && !isWeaponPhrase(phrase);

/** Verbs of taking things along: what they carry is cargo, unless it is a weapon. */
const CARGO_VERBS: ReadonlySet<string> = new Set(['carry', 'lug']);

const isCargo = (phrase: PromptPhrase): boolean =>
  phrase.cuePreposition === null &&
  verbIn(phrase.cueVerb, CARGO_VERBS) &&
  !isWeaponPhrase(phrase) &&
  !isCreaturePhrase(phrase);

function isWeaponCue(
  phrase: PromptPhrase,
  attackSentences: ReadonlySet<number>,
  targetSentences: ReadonlySet<number> = new Set(),
): boolean {
  // "ants carrying leaves": what is carried and no weapon is cargo to collect.
  if (isCargo(phrase)) return false;
  // "shoot angry printers": a thing with a temper is a foe to hit, not something to fire.
  if (phrase.cuePreposition === null && isAnimatedThing(phrase)) return false;
  if (isShotTarget(phrase, targetSentences)) return false;
  const withWord =
    phrase.cuePreposition === 'with' ||
    phrase.cuePreposition === 'using' ||
    phrase.cuePreposition === 'wielding';
  // "with a rubber chicken": a named weapon, even when it is shaped like a creature.
  if (withWord && isWeaponPhrase(phrase) && !isWearable(phrase)) return true;
  // "throws tomatoes at rats": food and things thrown, even ones that could be characters.
  const isThrowable =
    phrase.head in ITEM_WORDS ||
    CHARACTER_WORDS[phrase.head]?.kind === 'material' ||
    isWeaponPhrase(phrase);
  if (phrase.cuePreposition === null && verbIn(phrase.cueVerb, WIELD_VERBS) && isThrowable)
    return true;
  if (
    phrase.cuePreposition === null &&
    verbIn(phrase.cueVerb, ENEMY_VERBS) &&
    SPLASHED_THINGS.has(phrase.head) &&
    !isCreaturePhrase(phrase)
  )
    return true;
  if (isCreaturePhrase(phrase) || isWearable(phrase) || isPlacePhrase(phrase)) return false;
  if (withWord) return attackSentences.has(phrase.sentence ?? 0);
  if (phrase.cuePreposition !== null) return false;
  if (verbIn(phrase.cueVerb, WIELD_VERBS)) return true;
  // "splat tomatoes at clowns": what is splatted at a target is the ammunition.
  return targetSentences.has(phrase.sentence ?? 0) && verbIn(phrase.cueVerb, ENEMY_VERBS);
}

/** "horses pulling chariots", "oxen pulling a cart": what a team draws behind it is a ride. */
const isPulledRide = (phrase: PromptPhrase): boolean =>
  phrase.cuePreposition === null &&
  verbIn(phrase.cueVerb, PULL_VERBS) &&
  (isVehiclePhrase(phrase) || tailIn(phrase, PULLED_RIDE_HEROES) !== undefined);

/** The animals drawing a ride ("race horses pulling chariots"): its team, no one to beat. */
const isPullingTeam = (phrase: PromptPhrase, next: PromptPhrase | undefined): boolean =>
  next !== undefined && isCreaturePhrase(phrase) && isPulledRide(next);

function isRideCue(phrase: PromptPhrase): boolean {
  if (isGoalPhrase(phrase) || isCollectPhrase(phrase) || isEnemyCue(phrase)) return false;
  // "shoots pies at balloons": what is shot at is no ride.
  if (phrase.cuePreposition === 'at') return false;
  // "slap a pirate with a broom": what an attack is made with is the weapon, not a ride.
  if (
    phrase.cuePreposition === 'with' &&
    isWeaponPhrase(phrase) &&
    verbIn(phrase.cueVerb, ENEMY_VERBS)
  )
    return false;
  if (isPulledRide(phrase)) return true;
  if (!isVehiclePhrase(phrase)) {
    // "rides a dragon", "on a unicorn": a ridden creature is the ride.
    return (
      isCreaturePhrase(phrase) &&
      ((phrase.cuePreposition === null && phrase.cueVerb === 'ride') ||
        (phrase.cuePreposition === 'on' && phrase.cueVerb === 'ride'))
    );
  }
  return !isAboard(phrase);
}

/**
 * "on a ship", "inside a spaceship", "explore a spaceship": a vehicle the game happens aboard
 * is a place.
 */
function isAboard(phrase: PromptPhrase): boolean {
  if (!VEHICLE_PLACES.has(phrase.head) || verbIn(phrase.cueVerb, RIDE_VERBS)) return false;
  if (phrase.cuePreposition === null) return verbIn(phrase.cueVerb, VISIT_VERBS);
  return PLACE_PREPOSITIONS.has(phrase.cuePreposition);
}

/** Verbs whose object is where the game happens: "explore a spaceship". */
// prettier-ignore
const VISIT_VERBS = new Set([
  'explore', 'visit', 'search', 'escape', 'defend', 'guard', 'clean', 'protect', 'tour', 'sneak',
  'haunt', 'raid', 'invade', 'decorate', 'fix', 'repair',
]);

/** Who can be the hero: the sentence's subject, or "play as X", "help X". */
function canBeHero(phrase: PromptPhrase): boolean {
  if (phrase.cuePreposition === 'as') return true;
  if (phrase.isImperative === true) {
    return phrase.cuePreposition === null && verbIn(phrase.cueVerb, HERO_VERBS);
  }
  return true;
}

/** Words for a crowd of something: "a gang of zombies" is zombies. */
// prettier-ignore
const COLLECTIVES = new Set([
  'gang', 'group', 'army', 'horde', 'swarm', 'pack', 'herd', 'flock', 'bunch', 'crowd', 'band',
  'squad', 'legion', 'mob', 'tribe', 'colony', 'fleet', 'wave', 'pile', 'bag', 'basket', 'box', 'lot',
  'lots', 'family', 'team', 'crew', 'bunch', 'handful', 'stack', 'heap', 'jar', 'bucket', 'load',
]);

/** "chases a gang of zombies": the crowd's members take its place, with its verb. */
function withoutCollectives(phrases: readonly PromptPhrase[]): PromptPhrase[] {
  const kept: PromptPhrase[] = [];
  for (let i = 0; i < phrases.length; i++) {
    const phrase = phrases[i] as PromptPhrase;
    const next = phrases[i + 1];
    // "Zip the plumber runs…": a name, then who it is; the plumber is the character.
    const isNameBeforeRole =
      phrase.isPerson &&
      phrase.modifiers.length === 0 &&
      phrase.cueVerb === null &&
      phrase.cuePreposition === null &&
      next !== undefined &&
      next.sentence === phrase.sentence &&
      next.cueVerb === null &&
      next.cuePreposition === null &&
      !isPlacePhrase(phrase) &&
      isCreaturePhrase(next);
    if (isNameBeforeRole) continue;
    if (COLLECTIVES.has(phrase.head) && next?.cuePreposition === 'of' && !isPlacePhrase(next)) {
      kept.push({
        ...next,
        cueVerb: phrase.cueVerb,
        cuePreposition: phrase.cuePreposition,
        isPlural: true,
      });
      i++;
    } else {
      kept.push(phrase);
    }
  }
  return kept;
}

/**
 * Assigns hero, enemy, places, collectible, goal, weapon and vehicle to the prompt's phrases,
 * from the verb or preposition that leads into each phrase and, failing that, from the
 * lexicons. A prompt that starts with an order ("slap a grumpy boss…") has no hero phrase.
 */
export function assignRoles(all: readonly PromptPhrase[]): PhraseRoles {
  const phrases = withoutCollectives(all);
  const used = new Set<PromptPhrase>();
  const take = (phrase: PromptPhrase | undefined): PromptPhrase | null => {
    if (!phrase) return null;
    used.add(phrase);
    return phrase;
  };
  const free = (): PromptPhrase[] => phrases.filter((p) => !used.has(p));
  const attackSentences = new Set(
    phrases.filter((p) => verbIn(p.cueVerb, ENEMY_VERBS)).map((p) => p.sentence ?? 0),
  );
  const targetSentences = new Set(phrases.filter(isTargetCue).map((p) => p.sentence ?? 0));
  const isWeapon = (p: PromptPhrase): boolean => isWeaponCue(p, attackSentences, targetSentences);

  // Neither places nor things: the time, the weather, the sky's colour, the game itself.
  const sky = take(phrases.find(isSkyPhrase));
  for (const phrase of phrases) {
    if (isAtmospherePhrase(phrase) || isMetaPhrase(phrase)) used.add(phrase);
  }

  const hero = take(
    free().find(
      (p) =>
        canBeHero(p) &&
        (p.cuePreposition === 'as' ||
          (p.isImperative === true && !isPlacePhrase(p)) ||
          (!isPlacePhrase(p) &&
            !isCollectPhrase(p) &&
            !isGoalPhrase(p) &&
            !isEnemyCue(p) &&
            !isWeapon(p) &&
            !isTargetCue(p) &&
            !isWearable(p) &&
            !(p.cueVerb !== null && isRideCue(p)) &&
            !COMPANION_WORDS.has(p.head))),
    ),
  );
  // A course that is no place ("stepping stones") is no thing to find either.
  const course = phrases.find((p) => p !== hero && isCoursePhrase(p)) ?? null;
  if (course && !isPlacePhrase(course)) used.add(course);
  const vehicle =
    take(free().find((p) => isRideCue(p) && !(isPlacePhrase(p) && !isVehiclePhrase(p)))) ??
    (hero && isVehiclePhrase(hero) ? hero : null);
  const collectible = take(
    free().find(
      (p) => isCollectPhrase(p) && (p.head in ITEM_WORDS || !isPlacePhrase(p)) && !isWeapon(p),
    ),
  );
  const weapon = take(free().find(isWeapon));
  const enemy = take(
    free().find(isTargetCue) ??
      free().find((p) => isEnemyCue(p) && !isPlacePhrase(p) && !isWearable(p)) ??
      free().find(
        (p) =>
          isCreaturePhrase(p) &&
          !isPullingTeam(p, phrases[phrases.indexOf(p) + 1]) &&
          !isGoalPhrase(p) &&
          !isPlacePhrase(p) &&
          p.cuePreposition !== 'with' &&
          !COMPANION_WORDS.has(p.head),
      ),
  );
  const goal = take(free().find((p) => isGoalPhrase(p)));
  const actedOn =
    collectible ??
    take(free().find((p) => isActedOnThing(p, phrases[phrases.indexOf(p) - 1], hero)));
  // Wearables stay with their owner: "a cat with a hat" is not a place or a thing to find;
  // the hero wears (or plays) the ones the art can put on it.
  const worn: PromptPhrase[] = [];
  for (const phrase of free()) {
    if (wornKeyOf(phrase) !== undefined && !isCreaturePhrase(phrase) && !isJumpedOver(phrase))
      worn.push(phrase);
    if (isWearable(phrase) || worn.includes(phrase)) used.add(phrase);
  }
  worn.push(...verbWornOf(phrases, hero, worn));
  const places = free().filter((p) => isPlacePhrase(p));
  for (const place of places) used.add(place);

  const first = phrases.find((p) => p.sentence === 0 || p.sentence === undefined);
  const leadVerb = hero === null && first?.isImperative === true ? (first.cueVerb ?? null) : null;
  return {
    hero,
    enemy,
    setting: places[0] ?? null,
    places,
    collectible: actedOn,
    goal,
    weapon,
    vehicle,
    sky,
    course,
    worn,
    leadVerb,
  };
}
