import { CHARACTER_WORDS } from './lexicon/characterWords.js';
import { JOB_WORDS } from './lexicon/jobWords.js';
import { infinitiveOf, parsePhrases, type PromptPhrase } from './parsePhrases.js';
import { assignRoles, isCreaturePhrase, isVehiclePhrase, tailKeys } from './roles.js';
import type { PromptAnalysis } from './types.js';

/** How a racer moves on its own: on the ground (racing, hill racer) or through the air (aerial). */
export type RacerMotion = 'run' | 'fly';

/** Verbs of going fast under one's own power: "a snail races a turtle", "two grannies sprint". */
// prettier-ignore
const RUN_VERBS: ReadonlySet<string> = new Set([
  'race', 'run', 'dash', 'sprint', 'zoom', 'speed', 'scurry', 'scuttle', 'gallop', 'hop', 'crawl',
  'slither', 'waddle', 'zip', 'rush', 'dart', 'bolt', 'trot', 'compete', 'hurry', 'scamper',
  'charge', 'stampede', 'swim', 'roll', 'slide', 'jog', 'leap', 'bounce',
]);
/** Verbs of flying under one's own wings, cape or fins: "an owl flies over the swamp". */
// prettier-ignore
export const FLY_VERBS: ReadonlySet<string> = new Set([
  'fly', 'soar', 'glide', 'flutter', 'swoop', 'zoom', 'race', 'dart', 'flap', 'hover', 'float',
  'buzz', 'zip', 'dash', 'dive', 'swim', 'drift',
]);
/** Verbs that name their own ride: "a squirrel skateboards down the hills" rides a skateboard. */
// prettier-ignore
const VERB_RIDES: Readonly<Record<string, string>> = {
  skateboard: 'skateboard', ski: 'skis', sled: 'sled', sledge: 'sled', toboggan: 'toboggan',
  snowboard: 'snowboard', surf: 'surfboard', bike: 'bicycle', cycle: 'bicycle', pedal: 'bicycle',
  kayak: 'kayak', canoe: 'canoe', rollerblade: 'roller skate', rollerskate: 'roller skate',
  'roller-skate': 'roller skate', 'ice-skate': 'ice skate', scooter: 'scooter', paraglide: 'paraglider',
  'hang-glide': 'hang glider', parachute: 'parachute', row: 'rowboat', 'jet-ski': 'jet ski',
};

/**
 * Heroes whose name says what they ride: "a mountain biker rides down a volcano" rides a
 * bicycle, "a skateboarder" a skateboard, never the place's monster truck.
 */
// prettier-ignore
const RIDER_RIDES: Readonly<Record<string, string>> = {
  cyclist: 'bicycle', bicyclist: 'bicycle', 'mountain biker': 'bicycle', 'bmx biker': 'bmx',
  'bmx rider': 'bmx', 'bike rider': 'bicycle', 'bike racer': 'bicycle', 'road racer': 'bicycle',
  'bike messenger': 'bicycle', 'bicycle courier': 'bicycle', 'bike courier': 'bicycle',
  unicyclist: 'unicycle', skateboarder: 'skateboard', 'skateboard kid': 'skateboard',
  rollerblader: 'roller skate', 'roller skater': 'roller skate', snowboarder: 'snowboard',
  skier: 'skis', surfer: 'surfboard', kayaker: 'kayak', canoeist: 'canoe', sledder: 'sled',
  tobogganist: 'toboggan', motorcyclist: 'motorbike', biker: 'motorbike', 'scooter kid': 'scooter',
};

/** Creatures that fly (or swim) on their own; others fly the place's aircraft ("a cat flies…"). */
// prettier-ignore
const FLYERS: ReadonlySet<string> = new Set([
  'bird', 'owl', 'eagle', 'hawk', 'falcon', 'pigeon', 'dove', 'seagull', 'gull', 'parrot', 'crow',
  'raven', 'magpie', 'vulture', 'hummingbird', 'duck', 'goose', 'swan', 'flamingo', 'pelican',
  'puffin', 'toucan', 'stork', 'heron', 'bat', 'bee', 'wasp', 'butterfly', 'moth', 'dragonfly', 'fly',
  'mosquito', 'ladybug', 'ladybird', 'firefly', 'dragon', 'wyvern', 'phoenix', 'pegasus', 'griffin',
  'gryphon', 'angel', 'fairy', 'pixie', 'superhero', 'ghost', 'genie', 'cupid', 'bumblebee', 'beetle',
  'fish', 'shark', 'whale', 'dolphin', 'orca', 'jellyfish', 'octopus', 'squid', 'seahorse', 'turtle',
  'manta', 'stingray', 'eel', 'mermaid', 'merman', 'narwhal', 'seal', 'penguin', 'otter', 'pufferfish',
]);

/** Whether the phrase names a creature that flies (or swims) by itself. */
function canFlyItself(phrase: PromptPhrase): boolean {
  return [...phrase.modifiers, phrase.head].some((word) => {
    const trait = CHARACTER_WORDS[word];
    return FLYERS.has(word) || (trait?.wings !== undefined && trait.wings !== 'none');
  });
}

/** "a race", "racing": the prompt is about a race whatever its verbs. */
const RACE_WORDS = /\b(?:race|races|raced|racing)\b/i;

/** The hero that races as itself, and the rival it races against when the prompt names one. */
export interface CreatureRacer {
  racer: PromptPhrase;
  /** The creature raced against ("a turtle"); null when the prompt names none. */
  rival: PromptPhrase | null;
  /** The vehicle raced against on foot ("ostriches race a bus"): the rivals drive it. */
  rivalVehicle?: PromptPhrase;
  /** The player orders the creatures raced ("race ostriches"): the racer is the order's object. */
  ordered: boolean;
}

const movesBy = (verb: string | null, verbs: ReadonlySet<string>): boolean =>
  verb !== null && [verb, ...verb.split('-')].some((part) => verbs.has(part));

/** Verbs of racing a thing on foot: "ostriches race a bus", "a cheetah outruns a jeep". */
// prettier-ignore
const RACE_AGAINST_VERBS: ReadonlySet<string> = new Set([
  'race', 'outrun', 'outpace', 'overtake', 'beat', 'chase', 'challenge', 'run', 'sprint', 'gallop',
]);

/** A person by the head noun ("a diver", "a granny"), who drives what it races; an animal runs. */
const isPersonPhrase = (phrase: PromptPhrase): boolean =>
  phrase.isPerson ||
  CHARACTER_WORDS[phrase.head]?.kind === 'role' ||
  JOB_WORDS[phrase.head] !== undefined;

/**
 * The vehicle an animal races on foot ("ostriches race a bus", "horses gallop against a
 * train"): in the hero's sentence, led in by a racing verb or "against". Null when none is (a
 * person racing a car drives one).
 */
function racedVehicleOf(phrases: readonly PromptPhrase[], hero: PromptPhrase): PromptPhrase | null {
  const sentence = hero.sentence ?? 0;
  return (
    phrases.find(
      (phrase) =>
        phrase !== hero &&
        (phrase.sentence ?? 0) === sentence &&
        isVehiclePhrase(phrase) &&
        !isRiddenInRace(phrase) &&
        (movesBy(phrase.cueVerb, RACE_AGAINST_VERBS) || phrase.cuePreposition === 'against'),
    ) ?? null
  );
}

/** Prepositions that put a racer on or in its ride: "race on scooters", "race in go-karts". */
const RIDING_PREPOSITIONS: ReadonlySet<string> = new Set(['on', 'in', 'inside', 'aboard', 'atop']);

/**
 * Vehicles too big for racers to ride in a race of many: "ostriches race buses" run against
 * them, the buses driven by their own drivers.
 */
// prettier-ignore
const DRIVEN_FOR_YOU: ReadonlySet<string> = new Set([
  'bus', 'train', 'tram', 'trolley', 'locomotive', 'subway', 'plane', 'airplane', 'aeroplane',
  'jet', 'airliner', 'helicopter', 'ship', 'ferry', 'steamboat', 'taxi', 'cab', 'limousine', 'limo',
]);

/**
 * A vehicle the racers ride in the race ("penguins race sleds", "dogs race on scooters", "cats
 * race in go-karts"): led in by "on"/"in", or many vehicles raced ("race" itself, not "outrun")
 * that racers ride, or one that goes nowhere unridden ("a penguin races a sled"). One vehicle
 * raced ("ostriches race a bus") or a big one driven for them ("zebras race trains") is raced
 * against on foot.
 */
function isRiddenInRace(phrase: PromptPhrase): boolean {
  if (!movesBy(phrase.cueVerb, RUN_VERBS)) return false;
  if (phrase.cuePreposition !== null && RIDING_PREPOSITIONS.has(phrase.cuePreposition)) return true;
  if (phrase.cuePreposition !== null || !movesBy(phrase.cueVerb, RACE_VERB)) return false;
  // "a penguin races a sled": a ride that goes nowhere by itself is ridden, one or many.
  if (RIDDEN_ONLY.has(phrase.head)) return true;
  return phrase.isPlural && !DRIVEN_FOR_YOU.has(phrase.head);
}

const RACE_VERB: ReadonlySet<string> = new Set(['race']);

/** Rides that race nobody unless someone rides them: a sled, a skateboard, a go-kart. */
// prettier-ignore
const RIDDEN_ONLY: ReadonlySet<string> = new Set([
  'sled', 'sledge', 'toboggan', 'bobsled', 'skateboard', 'longboard', 'scooter', 'surfboard',
  'snowboard', 'bicycle', 'bike', 'unicycle', 'tricycle', 'kart', 'go-kart', 'gokart', 'hoverboard',
  'wheelchair', 'soapbox', 'bathtub', 'raft', 'canoe', 'kayak', 'skis', 'ski',
]);

/**
 * Whether the prompt's hero races the vehicles it rides, each rival one of its kind on the
 * same ride ("penguins race sleds", "a bear races on a motorcycle"); false when the prompt
 * names no hero (an order), or the hero races a vehicle on foot ("ostriches race a bus").
 *
 * @example racesOnRides('Dogs race on scooters through the park') // => true
 * @example racesOnRides('Ostriches race a bus across the desert') // => false
 */
export function racesOnRides(prompt: string): boolean {
  const phrases = parsePhrases(prompt);
  const { hero } = assignRoles(phrases);
  if (!hero || hero.isImperative === true || isVehiclePhrase(hero)) return false;
  if (!isCreaturePhrase(hero) && !isPersonPhrase(hero)) return false;
  const sentence = hero.sentence ?? 0;
  return phrases.some(
    (phrase) =>
      phrase !== hero &&
      (phrase.sentence ?? 0) === sentence &&
      isVehiclePhrase(phrase) &&
      isRiddenInRace(phrase),
  );
}

/**
 * The racer of a prompt that names a creature racing and no vehicle: "a snail races a turtle
 * across the garden" is a snail against a turtle, not a car; "an owl flies over a misty swamp"
 * is the owl in flight, not a plane with an owl aboard. An animal racing a vehicle ("ostriches
 * race a bus") runs too, the vehicle its rival. Null when the prompt names another vehicle or
 * a ridden creature ("rides a horse": the horse is the ride), when its hero is no creature or
 * is the player's order ("race go-karts"), when nothing says the hero moves so, or when a hero
 * with no wings (or fins) would fly ("a hamster astronaut zooms past the moon" flies a rocket).
 * Deterministic.
 *
 * @example creatureRacerOf('a snail races a turtle across the garden', 'run')?.rival?.head // => 'turtle'
 * @example creatureRacerOf('a frog drives a jeep', 'run') // => null
 */
export function creatureRacerOf(prompt: string, motion: RacerMotion): CreatureRacer | null {
  const phrases = parsePhrases(prompt);
  const roles = assignRoles(phrases);
  const hero = roles.hero;
  const raced =
    hero &&
    !isPersonPhrase(hero) &&
    hero.isImperative !== true &&
    motion === 'run' &&
    isCreaturePhrase(hero)
      ? racedVehicleOf(phrases, hero)
      : null;
  if (hero && raced) return { racer: hero, rival: null, ordered: false, rivalVehicle: raced };
  if (roles.vehicle) return null;
  if (!hero || hero.isImperative === true) return orderedRacerOf(prompt, roles.enemy, motion);
  if (!isCreaturePhrase(hero) || phrases.some(isVehiclePhrase)) return null;
  if (motion === 'fly' && !canFlyItself(hero)) return null;
  const verbs = motion === 'run' ? RUN_VERBS : FLY_VERBS;
  const sentence = hero.sentence ?? 0;
  // The hero's clause leads into its phrases with the verb ("races a turtle", "flies over a
  // swamp"); a clause that ends on its verb ("a cheetah runs") leaves it as the last word.
  const lastWord = prompt.toLowerCase().match(/([a-z-]+)[^a-z-]*$/)?.[1];
  const isMoving =
    phrases.some((p) => (p.sentence ?? 0) === sentence && movesBy(p.cueVerb, verbs)) ||
    (lastWord !== undefined && movesBy(infinitiveOf(lastWord), verbs)) ||
    (motion === 'run' && RACE_WORDS.test(prompt));
  if (!isMoving) return null;
  const enemy = roles.enemy;
  return { racer: hero, rival: enemy && isCreaturePhrase(enemy) ? enemy : null, ordered: false };
}

/**
 * "Race ostriches across the savanna": an order to race creatures makes them the racers (the
 * player rides one against the rest), never a car. Null for flying orders and for objects that
 * are no creature or when a vehicle is named.
 */
function orderedRacerOf(
  prompt: string,
  raced: PromptPhrase | null,
  motion: RacerMotion,
): CreatureRacer | null {
  if (motion !== 'run' || !raced || !RACE_WORDS.test(prompt)) return null;
  if (!isCreaturePhrase(raced) || parsePhrases(prompt).some(isVehiclePhrase)) return null;
  return { racer: raced, rival: raced, ordered: true };
}

/** The analysis a creature race plays: an ordered race ("race ostriches") rides the raced creature. */
export const racerAnalysisOf = (analysis: PromptAnalysis, racer: CreatureRacer): PromptAnalysis =>
  racer.ordered ? { ...analysis, hero: analysis.enemy } : analysis;

/**
 * The ride a prompt's verb names when it names no vehicle: "a squirrel skateboards down the
 * hills" rides a skateboard, "a penguin skis down a mountain" skis, "a fox paraglides over the
 * canyon" flies a paraglider. Null when no verb names one.
 *
 * @example verbRideOf('A penguin skis down a snowy mountain') // => 'skis'
 */
export function verbRideOf(prompt: string): string | null {
  const phrases = parsePhrases(prompt);
  const lastWord = prompt.toLowerCase().match(/([a-z-]+)[^a-z-]*$/)?.[1];
  const verbs = [
    ...phrases.map((phrase) => phrase.cueVerb),
    lastWord === undefined ? null : infinitiveOf(lastWord),
  ];
  for (const verb of verbs) {
    const ride = verb === null ? undefined : VERB_RIDES[verb];
    if (ride !== undefined) return ride;
  }
  return null;
}

/**
 * The ride the hero's own name says it rides when the prompt names no vehicle: "a mountain
 * biker" rides a bicycle, "a skateboarder" a skateboard. Null for any other hero.
 *
 * @example riderRideOf('A mountain biker rides down a volcano at sunset') // => 'bicycle'
 */
export function riderRideOf(prompt: string): string | null {
  const { hero } = assignRoles(parsePhrases(prompt));
  // "a cyclist pedals…" may read as one name ("cyclist pedal"): any of its words counts.
  const keys = hero ? [...tailKeys(hero), ...hero.modifiers] : [];
  const key = keys.find((word) => RIDER_RIDES[word] !== undefined);
  return key === undefined ? null : (RIDER_RIDES[key] ?? null);
}
