import { COLOR_WORDS } from '../../analyze/lexicon/colorWords.js';
import { PLACE_WORDS } from '../../analyze/lexicon/placeWords.js';
import { lookupSprite } from '../../art/library/rankSprites.js';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import {
  creatureRacerOf,
  racerAnalysisOf,
  racesOnRides,
  riderRideOf,
  verbRideOf,
} from '../../analyze/creatureRacer.js';
import { parsePhrases, type PromptPhrase } from '../../analyze/parsePhrases.js';
import { withArticle } from '../../categorize/describeLook.js';
import type { PromptAnalysis } from '../../analyze/types.js';
import { THEME_VEHICLES, VEHICLE_WORDS, type VehicleKind } from './vehicleWords.js';

// "a witch on a broomstick flies…" reads "a witch flies…" without it: "on a" goes too.
const DETERMINERS =
  '(?:(?:on|in|inside|aboard|riding)\\s+(?=(?:a|an|the|his|her|their|its|my|our|your)\\s))?(?:(?:a|an|the|his|her|their|its|my|our|your)\\s+)?';

/**
 * The prompt without the vehicle's words, so the rest is read for hero, rivals and place. A
 * vehicle that is the sentence's subject ("a hot air balloon drifts over…") or ends its clause
 * ("a toaster flies a helicopter") leaves "it" in its place: the verb next to it stays a verb,
 * never the hero's name ("Drift", "Toaster Fly").
 */
export function withoutVehicle(prompt: string, phrase: string): string {
  const words = phrase.split(' ').filter((word) => /^[a-z-]+$/.test(word));
  if (words.length === 0) return prompt;
  const pattern = new RegExp(
    `\\b${DETERMINERS}${words.map((w) => `${w}(?:e?s)?`).join('\\s+')}\\b`,
    'i',
  );
  const found = pattern.exec(prompt.trimStart());
  const isSubject = found?.index === 0;
  const after = found ? prompt.trimStart().slice(found.index + found[0].length) : '';
  const endsClause = /^\s*(?:[.,;:!?]|$)/.test(after);
  const stripped = prompt
    .replace(pattern, isSubject || endsClause ? ' it ' : ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return stripped.length > 0 && stripped !== 'it' ? stripped : prompt;
}

export interface VehicleConcept {
  kind: VehicleKind;
  /** As the prompt says it ("green race car"), or the theme's vehicle. */
  phrase: string;
  color: string;
  /**
   * The racer is the hero itself ("a snail races a turtle"): no vehicle, each racer drawn as
   * the creature it is. `phrase` then names the hero.
   */
  isCreature?: boolean;
  /** What the rivals drive when the hero races it on foot ("ostriches race a bus"). */
  rival?: { kind: VehicleKind; phrase: string };
}

const DEFAULT_PHRASES: Readonly<Record<VehicleKind, string>> = {
  car: 'race car',
  kart: 'go-kart',
  truck: 'monster truck',
  bike: 'motorbike',
};

export interface NamedVehicle<Kind extends string> {
  kind: Kind;
  phrase: string;
  /** The prompt's colour word for it, if any. */
  color: string | null;
}

/**
 * Where a vehicle's name ends in a phrase's words, from its kind word at `kindAt`: at the kind
 * word ("green kart against rats" is the green kart), or at the head when the kind word only
 * starts a thing's name the library knows whole ("vacuum cleaners" are vacuum cleaners, never a
 * vacuum and some cleaners). Words are singular, head last.
 */
export function vehicleNameEnd(words: readonly string[], kindAt: number): number {
  const head = words.length - 1;
  if (kindAt >= head) return kindAt;
  const whole = words.slice(kindAt).join(' ');
  if (whole in PLACE_WORDS) return kindAt;
  return lookupSprite(whole)?.label === whole ? head : kindAt;
}

/** The vehicle a prompt names (`words`: the map from words to kinds), or null. */
export function findVehicle<Kind extends string>(
  prompt: string,
  words: Readonly<Record<string, Kind>>,
): NamedVehicle<Kind> | null {
  for (const phrase of parsePhrases(prompt)) {
    const all = [...phrase.modifiers, phrase.head];
    // "tuk tuk", "taxi bike": the vehicle is named by its last vehicle word.
    const kindAt = all.findLastIndex((word) => word in words);
    const kindWord = all[kindAt];
    if (kindWord === undefined) continue;
    // "through a skate park", "past the bus stop": a place, not a ride.
    if (kindAt < all.length - 1 && all.slice(kindAt).join(' ') in PLACE_WORDS) continue;
    // "green kart against rats" is the green kart: the vehicle ends at its kind word.
    const own = all.slice(0, vehicleNameEnd(all, kindAt) + 1);
    const colorWord = own.find((word) => word in COLOR_WORDS);
    return {
      kind: words[kindWord] as Kind,
      phrase: own.join(' '),
      color: (colorWord ? COLOR_WORDS[colorWord] : undefined) ?? null,
    };
  }
  return null;
}

/**
 * The vehicle the prompt reader found where no vehicle word of `words` names it ("a goat drives
 * a tuk tuk", "a knight rides a horse"), as a `kind` body's stand-in: the art library draws it.
 */
export function readerVehicleOf<Kind extends string>(
  analysis: PromptAnalysis,
  kind: Kind,
): NamedVehicle<Kind> | null {
  const thing = analysis.vehicle;
  if (!thing) return null;
  const colorWord = thing.phrase.split(' ').find((word) => word in COLOR_WORDS);
  return {
    kind,
    phrase: thing.name.toLowerCase(),
    color: (colorWord ? COLOR_WORDS[colorWord] : undefined) ?? null,
  };
}

/** A ride's name as the kind its word names in `words` (else `fallback`). */
function rideVehicle<Kind extends string>(
  ride: string | null,
  words: Readonly<Record<string, Kind>>,
  fallback: Kind,
): NamedVehicle<Kind> | null {
  if (ride === null) return null;
  const kindWord = ride
    .split(' ')
    .reverse()
    .find((word) => word in words);
  const kind = kindWord === undefined ? fallback : (words[kindWord] ?? fallback);
  return { kind, phrase: ride, color: null };
}

/**
 * The ride the prompt's verb names ("skateboards down the hills", "skis down a mountain"), as
 * the kind its word names in `words` (else `fallback`), or null when no verb names one.
 */
export function verbVehicleOf<Kind extends string>(
  prompt: string,
  words: Readonly<Record<string, Kind>>,
  fallback: Kind,
): NamedVehicle<Kind> | null {
  return rideVehicle(verbRideOf(prompt), words, fallback);
}

/**
 * The ride the hero's name says it rides on the ground ("a mountain biker": a bicycle, "a
 * skateboarder": a skateboard), as the kind its word names in `words` (else `fallback`).
 */
export function riderVehicleOf<Kind extends string>(
  prompt: string,
  words: Readonly<Record<string, Kind>>,
  fallback: Kind,
): NamedVehicle<Kind> | null {
  return rideVehicle(riderRideOf(prompt), words, fallback);
}

/**
 * The vehicle a player wrote in place of the prompt's ("a big red monster truck"): its words
 * without the article, the kind its vehicle word names (null when none does) and its colour.
 */
export function vehicleOfText<Kind extends string>(
  text: string,
  words: Readonly<Record<string, Kind>>,
): { kind: Kind | null; phrase: string; color: string | null } {
  const found = findVehicle(text, words);
  const phrase = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^(?:a|an|the|my|our|your)\s+/i, '');
  return { kind: found?.kind ?? null, phrase, color: found?.color ?? null };
}

/**
 * An animal racing a vehicle on foot ("ostriches race a bus across the savanna"): the animal
 * runs as itself, and its rivals drive the vehicle, each a driver who fits it (a bus driver).
 */
function vehicleRaceOf(
  prompt: string,
  raced: PromptPhrase,
  seed: number,
): { vehicle: VehicleConcept; analysis: PromptAnalysis } {
  const phrase = [...raced.modifiers, raced.head].join(' ');
  const rest = analyzePrompt(withoutVehicle(prompt, phrase), seed);
  const driver = analyzePrompt(`drive ${withArticle(phrase)}`, seed, { vehicle: phrase }).hero;
  return {
    vehicle: {
      kind: 'kart',
      phrase: rest.hero.name.toLowerCase(),
      color: rest.hero.look.accentColor,
      isCreature: true,
      rival: { kind: findVehicle(phrase, VEHICLE_WORDS)?.kind ?? 'car', phrase },
    },
    analysis: { ...rest, enemy: driver },
  };
}

/**
 * The racing vehicle of a prompt and the prompt's analysis without it (so "drives a monster
 * truck" does not make the truck the rival): the named vehicle (a vehicle word, else any ride
 * the reader found: "tuk tuk", "horse", else the ride its verb or its hero's name says: "a
 * cyclist" rides a bicycle), else the hero itself when it is a creature racing ("a snail races
 * a turtle": snail against turtle; "ostriches race a bus": ostriches against buses), else the
 * theme's or a race car, in the
 * prompt's colour for it, else the hero's accent colour. A vehicle the player wrote in its place
 * (`editedVehicle`) wins, drawn as the kind it names (else as the prompt's).
 */
export function analyzeRacingPrompt(
  prompt: string,
  analysis: PromptAnalysis,
  seed: number,
  editedVehicle?: string,
): { vehicle: VehicleConcept; analysis: PromptAnalysis } {
  const named =
    findVehicle(prompt, VEHICLE_WORDS) ??
    readerVehicleOf(analysis, 'kart' as const) ??
    verbVehicleOf(prompt, VEHICLE_WORDS, 'kart' as const) ??
    riderVehicleOf(prompt, VEHICLE_WORDS, 'kart' as const);
  const edited = editedVehicle ? vehicleOfText(editedVehicle, VEHICLE_WORDS) : null;
  const racer = edited ? null : creatureRacerOf(prompt, 'run');
  if (racer?.rivalVehicle) return vehicleRaceOf(prompt, racer.rivalVehicle, seed);
  if (racer && !named) {
    const raced = racerAnalysisOf(analysis, racer);
    return {
      vehicle: {
        kind: 'kart',
        phrase: raced.hero.name.toLowerCase(),
        color: raced.hero.look.accentColor,
        isCreature: true,
      },
      analysis: raced,
    };
  }
  // Read without the vehicle, which still says who drives it ("shopping carts": a shopper).
  const read = named
    ? analyzePrompt(withoutVehicle(prompt, named.phrase), seed, { vehicle: named.phrase })
    : analysis;
  // "penguins race sleds": with no rival named, the rivals are more of the hero's kind on the
  // same ride, never the place's usual foe.
  const rest =
    named && read.enemy.isImplied === true && racesOnRides(prompt)
      ? { ...read, enemy: { ...read.hero, isImplied: false } }
      : read;
  const fallback = THEME_VEHICLES[rest.setting.theme] ?? {
    kind: 'car' as const,
    phrase: DEFAULT_PHRASES.car,
  };
  const typed = named ?? { ...fallback, color: null };
  const chosen = edited ? { ...edited, kind: edited.kind ?? typed.kind } : typed;
  return {
    vehicle: {
      kind: chosen.kind,
      phrase: chosen.phrase,
      color: chosen.color ?? rest.hero.look.accentColor,
    },
    analysis: rest,
  };
}
