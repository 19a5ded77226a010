import { CHARACTER_WORDS } from '../analyze/lexicon/characterWords.js';
import { isPairNoun } from '../analyze/naming.js';
import { singularOf } from '../analyze/parsePhrases.js';

/** Rides moved by legs, paddles, wind or a slope: nobody revs them up. */
// prettier-ignore
const MOTORLESS_RIDES = new RegExp(`\\b(?:${[
  'bicycles?', 'bikes?', 'tricycles?', 'unicycles?', 'skateboards?', 'longboards?', 'scooters?',
  'sleds?', 'sleighs?', 'sledges?', 'toboggans?', 'bobsleds?', 'luges?', 'snowboards?', 'surfboards?',
  'bodyboards?', 'paddleboards?', 'kayaks?', 'canoes?', 'rowboats?', 'rowing boats?', 'rafts?',
  'sailboats?', 'wheelchairs?', 'carts?', 'wagons?', 'chariots?', 'soapbox(?:es)?', 'pogo sticks?',
  'office chairs?', 'bathtubs?', 'tubs?', 'skis', 'skates', 'rollerblades', 'hoverboards?', 'gliders?',
  'wheelbarrows?', 'trolleys?', 'prams?', 'strollers?', 'barrels?', 'inner tubes?', 'tyres?', 'tires?',
].join('|')})$`, 'i');
/** Rides one sits in rather than on: "hops into the kayak". */
const SAT_IN =
  /\b(?:kayaks?|canoes?|rowboats?|rowing boats?|bathtubs?|tubs?|wheelchairs?|carts?|wagons?|chariots?|soapbox(?:es)?|bobsleds?|trolleys?|prams?|strollers?|wheelbarrows?|barrels?)$/i;

/** Animals a rider sits on: saddled, never fired up, tired rather than out of fuel. */
// prettier-ignore
const RIDDEN_ANIMALS: ReadonlySet<string> = new Set([
  'horse', 'pony', 'stallion', 'mare', 'foal', 'steed', 'donkey', 'mule', 'camel', 'dromedary',
  'llama', 'alpaca', 'ostrich', 'emu', 'dragon', 'unicorn', 'pegasus', 'griffin', 'gryphon',
  'elephant', 'zebra', 'giraffe', 'yak', 'ox', 'bull', 'cow', 'buffalo', 'bison', 'reindeer',
  'deer', 'moose', 'elk', 'goat', 'ram', 'sheep', 'pig', 'hog', 'boar', 'dog', 'wolf', 'tiger',
  'lion', 'bear', 'dinosaur', 'dino', 't-rex', 'trex', 'raptor', 'triceratops', 'turtle',
  'tortoise', 'snail', 'kangaroo', 'rhino', 'rhinoceros', 'hippo', 'hippopotamus', 'panther',
  'leopard', 'cheetah', 'eagle', 'owl', 'swan', 'goose', 'dolphin', 'whale', 'shark', 'seahorse',
  'husky', 'huskies', 'wyvern', 'phoenix', 'mammoth', 'lizard', 'crocodile', 'alligator', 'frog',
]);
/** Bodies of the reader's creatures that are animals (a rider's mount), not people or machines. */
const ANIMAL_BODIES: ReadonlySet<string> = new Set(['animal', 'bird', 'snake', 'bug', 'crab']);

/**
 * Whether a ride is an animal ("a horse", "the camel", "a fire dragon"): it is saddled and
 * tires, it has no engine or tank.
 *
 * @example isAnimalRide('white horse') // => true
 */
export function isAnimalRide(ride: string): boolean {
  const head = ride.toLowerCase().trim().split(/\s+/).at(-1) ?? '';
  const one = singularOf(head);
  if (RIDDEN_ANIMALS.has(head) || RIDDEN_ANIMALS.has(one)) return true;
  const trait = CHARACTER_WORDS[one] ?? CHARACTER_WORDS[head];
  return trait?.kind === 'species' && trait.body !== undefined && ANIMAL_BODIES.has(trait.body);
}

/**
 * What a hero does to get going on a ride: the engine's verb for a motor ("revs up the race
 * car"), else the rider's: "hops on the bicycle", "hops into the kayak", "straps on the skis",
 * "saddles up the horse".
 *
 * @example readiesRide('bicycle', 'revs up') // => 'hops on the bicycle'
 */
export function readiesRide(ride: string, engineVerb: string): string {
  if (isPairNoun(ride)) return `straps on the ${ride}`;
  if (isAnimalRide(ride)) return `saddles up the ${ride}`;
  if (!MOTORLESS_RIDES.test(ride)) return `${engineVerb} the ${ride}`;
  return `${SAT_IN.test(ride) ? 'hops into' : 'hops on'} the ${ride}`;
}
