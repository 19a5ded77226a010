import { isPairNoun } from '../analyze/naming.js';

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

/**
 * What a hero does to get going on a ride: the engine's verb for a motor ("revs up the race
 * car"), else the rider's: "hops on the bicycle", "hops into the kayak", "straps on the skis".
 *
 * @example readiesRide('bicycle', 'revs up') // => 'hops on the bicycle'
 */
export function readiesRide(ride: string, engineVerb: string): string {
  if (isPairNoun(ride)) return `straps on the ${ride}`;
  if (!MOTORLESS_RIDES.test(ride)) return `${engineVerb} the ${ride}`;
  return `${SAT_IN.test(ride) ? 'hops into' : 'hops on'} the ${ride}`;
}
