import { CHARACTER_WORDS } from './lexicon/characterWords.js';
import {
  EVERYDAY_TOOLS,
  KEEPER_VERBS,
  NEUTRAL_HERO,
  PASSING_HEROES,
  PLACE_HEROES,
  PULL_VERBS,
  PULLED_RIDE_HEROES,
  TARGET_HEROES,
  VEHICLE_HEROES,
  VERB_HEROES,
  WEAPON_HEROES,
} from './lexicon/heroHints.js';
import { impliedHeroName } from './heroName.js';
import type { PromptPhrase } from './parsePhrases.js';
import { isCreaturePhrase, tailKeys, type PhraseRoles } from './roles.js';
import type { PlaceId } from './types.js';

/** What the prompt says around the missing hero. */
export interface HeroClues {
  roles: PhraseRoles;
  places: readonly PlaceId[];
  /** A vehicle the genre took out of the prompt before reading it ("shopping cart"). */
  vehicle?: string;
  /** Every phrase of the prompt (the animals of "race huskies pulling sleds" have no role). */
  phrases?: readonly PromptPhrase[];
}

/** The hero the player is, as a phrase the look lexicon reads, and the words its look uses. */
export interface ImpliedHero {
  phrase: string;
  /** How titles and stories call it: a first name with the role ("Dot the Driver"). */
  name: string;
  /** Words for the look: "dragon keeper" is dressed as a keeper, not drawn as a dragon. */
  lookWords: string[];
}

const verbWords = (verb: string | null): string[] =>
  verb ? [verb, ...verb.split('-')].filter((w) => w.length >= 3) : [];

/** "driver" after "drive", "racer" after "race", "painter" after "paint": named after the verb. */
function isNamedAfter(candidate: string, verbs: readonly string[]): boolean {
  return candidate.split(/[\s-]+/).some((word) =>
    verbs.some((verb) => {
      const stem = verb.replace(/e$/, '');
      return word.startsWith(stem) || verb.startsWith(word);
    }),
  );
}

function fromTable(phrase: PromptPhrase | null, table: Readonly<Record<string, string>>) {
  if (!phrase) return undefined;
  const key = tailKeys(phrase).find((k) => table[k] !== undefined);
  return key === undefined ? undefined : table[key];
}

/** A creature the player merges, feeds or tames: the hero keeps them ("Dragon Keeper"). */
function keeperOf(roles: PhraseRoles): string | undefined {
  const kept = [roles.collectible, roles.goal].find(
    (p) =>
      p !== null &&
      isCreaturePhrase(p) &&
      verbWords(p.cueVerb).some((verb) => KEEPER_VERBS.has(verb)),
  );
  return kept ? `${kept.head} keeper|${kept.head} tamer` : undefined;
}

/**
 * "race huskies pulling sleds": a ride drawn by animals is driven by its musher. The ride is led
 * into by a pulling verb, or the genre took it out and the animals the player orders are left.
 */
function driverOfPulledRide(clues: HeroClues) {
  const ride = clues.roles.vehicle;
  if (ride && verbWords(ride.cueVerb).some((verb) => PULL_VERBS.has(verb)))
    return fromTable(ride, PULLED_RIDE_HEROES);
  const team = (clues.phrases ?? []).some(
    (phrase) =>
      phrase.isImperative === true && phrase.cuePreposition === null && isCreaturePhrase(phrase),
  );
  return clues.vehicle && team
    ? fromKeys(tailKeysOfText(clues.vehicle), PULLED_RIDE_HEROES)
    : undefined;
}

const fromKeys = (keys: readonly string[], table: Readonly<Record<string, string>>) =>
  keys.map((key) => table[key]).find((hero) => hero !== undefined);

/**
 * The hero of a prompt that names none ("slap a grumpy office boss with a giant fish"): who the
 * weapon, the ride, the creatures kept, the order or the place suggest (a chef for a frying pan,
 * a shopper for shopping carts, an office worker in an office), else a plain hero. Never named
 * after the prompt's verb: "race…" gives a driver, not a racer.
 */
export function impliedHeroOf(clues: HeroClues): ImpliedHero {
  const { roles, places } = clues;
  const verbs = [
    ...verbWords(roles.leadVerb),
    ...verbWords(roles.vehicle?.cueVerb ?? null),
    ...verbWords(roles.weapon?.cueVerb ?? null),
  ];
  const vehicleHero = clues.vehicle
    ? fromKeys(tailKeysOfText(clues.vehicle), VEHICLE_HEROES)
    : undefined;
  const placeHero = places[0] === undefined ? undefined : PLACE_HEROES[places[0]];
  const candidates = [
    toolUserOf(roles.weapon, placeHero),
    fromTable(roles.weapon, WEAPON_HEROES),
    driverOfPulledRide(clues),
    fromTable(roles.vehicle, VEHICLE_HEROES),
    vehicleHero,
    keeperOf(roles),
    fromTable(roles.enemy, TARGET_HEROES),
    verbWords(roles.leadVerb)
      .map((verb) => VERB_HEROES[verb])
      .find((hero) => hero !== undefined),
    placeHero,
    NEUTRAL_HERO,
  ];
  const chosen =
    candidates
      .flatMap((candidate) => (candidate ? candidate.split('|') : []))
      .find((candidate) => !isNamedAfter(candidate, verbs) && !isTargetsJob(candidate, roles)) ??
    NEUTRAL_HERO;
  const words = chosen.split(' ');
  const head = words[words.length - 1] as string;
  // A role keeps its own look: a "ghost hunter" is a hunter, not a ghost.
  const isRoleHead = CHARACTER_WORDS[head]?.kind === 'role';
  const lookWords = isRoleHead
    ? words.filter((word, index) => index === words.length - 1 || !(word in CHARACTER_WORDS))
    : words;
  const name = impliedHeroName(chosen, (first) => isNamedAfter(first, verbs));
  return { phrase: chosen, name, lookWords };
}

/**
 * "slap a noisy rooster with a wooden spoon in a barn": an everyday tool fits anyone's hand, so
 * the people of the place hold it (a farmer in a barn, a doctor in a hospital), unless the tool's
 * own job is at home there too (a chef's frying pan in a restaurant kitchen). Undefined when the
 * weapon makes its wielder or the place has no people of its own.
 */
function toolUserOf(weapon: PromptPhrase | null, placeHero: string | undefined) {
  if (!weapon || placeHero === undefined) return undefined;
  const tool = tailKeys(weapon).find((key) => EVERYDAY_TOOLS.has(key));
  const toolHero = tool === undefined ? undefined : WEAPON_HEROES[tool];
  if (toolHero === undefined) return undefined;
  const locals = placeHero.split('|').filter((hero) => !PASSING_HEROES.has(hero));
  return locals.length === 0 || locals.includes(toolHero) ? undefined : locals.join('|');
}

/** "slap a lazy doctor": the player is never the very job they act on. */
function isTargetsJob(candidate: string, roles: PhraseRoles): boolean {
  const target = roles.enemy;
  return target !== null && candidate.split(' ').pop() === target.head;
}

function tailKeysOfText(text: string): string[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const last = words.length - 1;
  // Plural vehicles ("shopping carts") look up by their singular.
  if (last >= 0) words[last] = (words[last] as string).replace(/(?<=[^s])s$/, '');
  return words.map((_, start) => words.slice(start).join(' '));
}
