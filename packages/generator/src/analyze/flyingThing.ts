import { FLY_VERBS } from './creatureRacer.js';
import { infinitiveOf, parsePhrases, type PromptPhrase } from './parsePhrases.js';
import { assignRoles, isCreaturePhrase, isVehiclePhrase, tailKeys } from './roles.js';

/** How a thing flies by itself: borne up and steady (a lantern), or gliding and tilting (a leaf). */
export type ThingFlight = 'float' | 'glide';

/**
 * Light things the air carries by themselves, by how they fly: the flyer of an aerial game
 * itself, never a pilot aboard a plane ("a paper lantern floats over the river").
 */
// prettier-ignore
const DRIFTING_THINGS: Readonly<Record<string, ThingFlight>> = {
  lantern: 'float', balloon: 'float', bubble: 'float', seed: 'float', dandelion: 'float',
  cloud: 'float', snowflake: 'float', candle: 'float', ember: 'float', spark: 'float', star: 'float',
  'jack-o-lantern': 'float', wisp: 'float', orb: 'float',
  kite: 'glide', leaf: 'glide', feather: 'glide', petal: 'glide', blossom: 'glide',
  'paper airplane': 'glide', 'paper plane': 'glide', bag: 'glide', umbrella: 'glide',
  frisbee: 'glide', boomerang: 'glide', comet: 'glide', letter: 'glide', envelope: 'glide',
  'paper boat': 'glide', sheet: 'glide', note: 'glide',
};

/** A drifting word inside the name of a ride someone sits in: "a hot air balloon" is flown. */
const RIDDEN_NAMES: ReadonlySet<string> = new Set(['hot air balloon', 'air balloon']);

/** Things that give light as they go: drawn glowing. */
// prettier-ignore
const GLOWING_THINGS: ReadonlySet<string> = new Set([
  'lantern', 'candle', 'lamp', 'torch', 'star', 'comet', 'ember', 'spark', 'lightbulb', 'bulb',
  'jack-o-lantern', 'glowstick', 'orb', 'wisp', 'firework',
]);

/** A thing of the prompt that flies by itself, how it flies and whether it glows. */
export interface FlyingThing {
  phrase: PromptPhrase;
  flight: ThingFlight;
  glows: boolean;
}

/** Whether the phrase's clause says it flies ("floats over…", "…drifts"). */
function isSaidToFly(prompt: string, phrases: readonly PromptPhrase[], hero: PromptPhrase) {
  const sentence = hero.sentence ?? 0;
  const flies = (verb: string | null): boolean =>
    verb !== null && [verb, ...verb.split('-')].some((part) => FLY_VERBS.has(part));
  const lastWord = prompt.toLowerCase().match(/([a-z-]+)[^a-z-]*$/)?.[1];
  return (
    phrases.some((p) => (p.sentence ?? 0) === sentence && flies(p.cueVerb)) ||
    (lastWord !== undefined && flies(infinitiveOf(lastWord)))
  );
}

/**
 * The thing that flies by itself in a prompt whose hero is no creature: a light thing the air
 * carries ("a paper lantern floats over Hanoi", "a kite", "a red balloon", "an autumn leaf"), or
 * any thing said to fly that is no aircraft ("a toaster flies over the city"). Null when the
 * hero is a creature or a person (they fly as themselves or fly a ride), when someone rides it
 * ("a hot air balloon", "a witch flies a broom"), or when the prompt names another ride.
 * Deterministic.
 *
 * @example flyingThingOf('A paper lantern floats over a river at night')?.glows // => true
 * @example flyingThingOf('A hot air balloon drifts over the pyramids') // => null
 */
export function flyingThingOf(prompt: string): FlyingThing | null {
  const phrases = parsePhrases(prompt);
  const { hero, vehicle } = assignRoles(phrases);
  if (!hero || hero.isImperative === true || isCreaturePhrase(hero)) return null;
  if (vehicle !== null && vehicle !== hero) return null;
  const keys = tailKeys(hero);
  if (keys.some((key) => RIDDEN_NAMES.has(key))) return null;
  const drifting = keys.find((key) => DRIFTING_THINGS[key] !== undefined);
  const flight =
    drifting !== undefined
      ? DRIFTING_THINGS[drifting]
      : !isVehiclePhrase(hero) && isSaidToFly(prompt, phrases, hero)
        ? 'glide'
        : undefined;
  if (flight === undefined) return null;
  return { phrase: hero, flight, glows: keys.some((key) => GLOWING_THINGS.has(key)) };
}
