import type { AerialVehicleKind } from '@promptplay/contracts';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { COLOR_WORDS } from '../../analyze/lexicon/colorWords.js';
import { SETTING_WORDS } from '../../analyze/lexicon/themes.js';
import { parsePhrases } from '../../analyze/parsePhrases.js';
import { luminance } from '../../color/colorMath.js';
import type { PromptAnalysis } from '../../analyze/types.js';
import { creatureRacerOf } from '../../analyze/creatureRacer.js';
import { flyingThingOf } from '../../analyze/flyingThing.js';
import {
  readerVehicleOf,
  vehicleOfText,
  vehicleNameEnd,
  verbVehicleOf,
  withoutVehicle,
} from '../racing/findVehicle.js';
import {
  AERIAL_VEHICLE_WORDS,
  CREATURE_VEHICLE_WORDS,
  DEFAULT_AERIAL_PHRASES,
  THEME_AERIAL_VEHICLES,
} from './aerialVehicleWords.js';

/** The flying vehicle of an aerial game. */
export interface AerialVehicle {
  kind: AerialVehicleKind;
  /** As the prompt says it ("red paper plane"), or the theme's vehicle. */
  phrase: string;
  color: string;
  /**
   * The hero flies as itself ("an owl flies over a misty swamp", "a paper lantern floats over
   * the river"): no vehicle, the hero drawn in flight. `phrase` then names the hero.
   */
  isCreature?: boolean;
  /** The hero flying as itself gives light (a lantern, a candle): drawn glowing. */
  glows?: boolean;
}

interface NamedVehicle {
  kind: AerialVehicleKind;
  phrase: string;
  kindWord: string;
  color: string | null;
}

/** The vehicle a prompt names, or null; a ridden creature counts, the hero itself does not. */
export function findAerialVehicle(prompt: string): NamedVehicle | null {
  const phrases = parsePhrases(prompt);
  for (const [index, phrase] of phrases.entries()) {
    const words = [...phrase.modifiers, phrase.head];
    const at = words.findIndex((word) => word in AERIAL_VEHICLE_WORDS);
    const kindWord = words[at];
    if (kindWord === undefined) continue;
    if (index === 0 && CREATURE_VEHICLE_WORDS.has(kindWord)) continue;
    // "a red plane full of snacks" is the red plane: the vehicle ends at its kind word.
    const own = words.slice(0, vehicleNameEnd(words, at) + 1);
    const colorWord = own.find((word) => word in COLOR_WORDS);
    return {
      kind: AERIAL_VEHICLE_WORDS[kindWord] ?? 'plane',
      phrase: own.join(' '),
      kindWord,
      color: (colorWord ? COLOR_WORDS[colorWord] : undefined) ?? null,
    };
  }
  return null;
}

/**
 * The ride the prompt reader found where no aircraft word names it ("a bathtub", "a giant
 * eagle"): flown as a plane, drawn by the art library.
 */
function readerAircraftOf(analysis: PromptAnalysis): NamedVehicle | null {
  const found = readerVehicleOf(analysis, 'plane' as const);
  return found ? { ...found, kindWord: found.phrase.split(' ').pop() ?? found.phrase } : null;
}

/** The aircraft the prompt's verb names ("a fox paraglides over the canyon"), or null. */
function verbAircraftOf(prompt: string): NamedVehicle | null {
  const found = verbVehicleOf(prompt, AERIAL_VEHICLE_WORDS, 'plane' as const);
  return found ? { ...found, kindWord: found.phrase.split(' ').pop() ?? found.phrase } : null;
}

/** The hero's accent colour for an unnamed vehicle, unless it is too dark or pale to read in the sky. */
function paintFor(analysis: PromptAnalysis): string {
  const accent = analysis.hero.look.accentColor;
  const light = luminance(accent);
  return light > 0.18 && light < 0.85 ? accent : analysis.palette.primary;
}

/**
 * A thing that flies by itself is the flyer, drawn as itself ("a paper lantern floats over the
 * river", "a kite", "a red balloon", "a leaf"): steady as a saucer when the air bears it up,
 * tilting like a carpet when it glides. Null when the prompt's hero is no such thing.
 */
function thingFlightOf(
  prompt: string,
  analysis: PromptAnalysis,
): { vehicle: AerialVehicle; analysis: PromptAnalysis } | null {
  const thing = flyingThingOf(prompt);
  if (!thing || analysis.hero.isImplied === true) return null;
  // It is the hero, not a ride: nothing is left to board.
  const { vehicle: _ride, ...rest } = analysis;
  return {
    vehicle: {
      kind: thing.flight === 'float' ? 'saucer' : 'carpet',
      phrase: analysis.hero.name.toLowerCase(),
      color: paintFor(analysis),
      isCreature: true,
      ...(thing.glows ? { glows: true } : {}),
    },
    analysis: rest,
  };
}

/**
 * The aerial vehicle of a prompt and the prompt's analysis without it (so "flies a paper
 * plane" does not make the plane the hero or a hazard): the named vehicle, else the theme's,
 * in the prompt's colour for it, else the hero's accent colour (or the palette's primary). A vehicle word that also names
 * a place ("airship", "spaceship") keeps the place of the whole prompt. A vehicle the player
 * wrote in its place (`editedVehicle`) wins, drawn as the kind it names (else as the prompt's).
 */
export function analyzeAerialPrompt(
  prompt: string,
  analysis: PromptAnalysis,
  seed: number,
  editedVehicle?: string,
): { vehicle: AerialVehicle; analysis: PromptAnalysis } {
  const thing = editedVehicle ? null : thingFlightOf(prompt, analysis);
  if (thing) return thing;
  const named = findAerialVehicle(prompt) ?? readerAircraftOf(analysis) ?? verbAircraftOf(prompt);
  if (!named && !editedVehicle && creatureRacerOf(prompt, 'fly')) {
    return {
      vehicle: {
        kind: 'dragon',
        phrase: analysis.hero.name.toLowerCase(),
        color: paintFor(analysis),
        isCreature: true,
      },
      analysis,
    };
  }
  let rest = named
    ? analyzePrompt(withoutVehicle(prompt, named.phrase), seed, { vehicle: named.phrase })
    : analysis;
  if (named && named.kindWord in SETTING_WORDS)
    rest = {
      ...rest,
      setting: analysis.setting,
      palette: analysis.palette,
      background: analysis.background,
    };
  const themed = THEME_AERIAL_VEHICLES[rest.setting.theme] ?? {
    kind: 'plane' as const,
    phrase: DEFAULT_AERIAL_PHRASES.plane,
  };
  const typed = named ?? { ...themed, color: null };
  // A ridden creature is a vehicle here even when it leads the text ("friendly dragon").
  const edited = editedVehicle ? vehicleOfText(editedVehicle, AERIAL_VEHICLE_WORDS) : null;
  return {
    vehicle: {
      kind: edited?.kind ?? typed.kind,
      phrase: edited?.phrase ?? typed.phrase,
      color: (edited ? edited.color : typed.color) ?? paintFor(rest),
    },
    analysis: rest,
  };
}
