import type { HillVehicleKind, HillVehicleRig } from '@promptplay/contracts';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import type { PromptAnalysis } from '../../analyze/types.js';
import { creatureRacerOf, racerAnalysisOf } from '../../analyze/creatureRacer.js';
import {
  findVehicle,
  readerVehicleOf,
  riderVehicleOf,
  vehicleOfText,
  verbVehicleOf,
  withoutVehicle,
} from '../racing/findVehicle.js';
import { VEHICLE_WORDS } from '../racing/vehicleWords.js';
import { libraryBodyOf } from './hillLibraryBody.js';

/** The hill racer's vehicle: what kind of body the art draws, as the prompt says it, its paint. */
export interface HillVehicleConcept {
  kind: HillVehicleKind;
  phrase: string;
  color: string;
  /**
   * The hero climbs as itself ("a snail races a turtle over the hills"): it rides a low
   * wheeled board, drawn big on it; `phrase` then names the hero.
   */
  isCreature?: boolean;
}

/** What a theme climbs its hills in when the prompt names no vehicle. */
const THEME_VEHICLES: Readonly<Record<string, { kind: HillVehicleKind; phrase: string }>> = {
  snow: { kind: 'bike', phrase: 'snowmobile' },
  desert: { kind: 'car', phrase: 'dune buggy' },
  candy: { kind: 'kart', phrase: 'candy kart' },
  space: { kind: 'car', phrase: 'moon rover' },
  volcano: { kind: 'truck', phrase: 'lava monster truck' },
  city: { kind: 'car', phrase: 'rally car' },
};
const DEFAULT_VEHICLE = { kind: 'car' as const, phrase: 'hill climb jeep' };

/**
 * The vehicle a hill racer prompt names (a vehicle word, else any ride the reader found: "tuk
 * tuk", "horse", else the ride its verb or its hero's name says: "a mountain biker" rides a
 * bicycle), else the hero itself when it is a creature racing (on foot against a vehicle too:
 * "horses race a train"), else its theme's, else a
 * jeep, in the prompt's colour for it (else the hero's accent), and the prompt's analysis
 * without the vehicle's words, so "drives a monster truck" does not make the truck the enemy. A
 * vehicle the player wrote in its place (`editedVehicle`) wins, drawn as the kind it names
 * (else as the prompt's).
 */
export function hillVehicleFor(
  prompt: string,
  analysis: PromptAnalysis,
  seed: number,
  editedVehicle?: string,
): { vehicle: HillVehicleConcept; analysis: PromptAnalysis } {
  const named =
    findVehicle(prompt, VEHICLE_WORDS) ??
    readerVehicleOf(analysis, 'kart' as const) ??
    verbVehicleOf(prompt, VEHICLE_WORDS, 'kart' as const) ??
    riderVehicleOf(prompt, VEHICLE_WORDS, 'kart' as const);
  const racer = editedVehicle ? null : creatureRacerOf(prompt, 'run');
  // An animal racing a vehicle ("horses race a train") climbs as itself; the vehicle is no ride.
  const racedPhrase = racer?.rivalVehicle
    ? [...racer.rivalVehicle.modifiers, racer.rivalVehicle.head].join(' ')
    : null;
  if (racer && (!named || racedPhrase !== null)) {
    const raced = racedPhrase
      ? analyzePrompt(withoutVehicle(prompt, racedPhrase), seed)
      : racerAnalysisOf(analysis, racer);
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
  const rest = named
    ? analyzePrompt(withoutVehicle(prompt, named.phrase), seed, { vehicle: named.phrase })
    : analysis;
  const fallback = THEME_VEHICLES[rest.setting.theme] ?? DEFAULT_VEHICLE;
  const typed = named ?? { ...fallback, color: null };
  const edited = editedVehicle ? vehicleOfText(editedVehicle, VEHICLE_WORDS) : null;
  return {
    vehicle: {
      kind: edited?.kind ?? typed.kind,
      phrase: edited?.phrase ?? typed.phrase,
      color: (edited ? edited.color : typed.color) ?? rest.hero.look.accentColor,
    },
    analysis: rest,
  };
}

/**
 * Each body's physics shape, matched to its art in hillVehicleArt.ts (256×128 image, facing
 * right): big-wheeled trucks soak up bumps, karts sit low and bikes are short and flippy.
 */
export const HILL_RIGS: Readonly<Record<HillVehicleKind, HillVehicleRig>> = {
  car: {
    kind: 'car',
    bodyLengthMeters: 3.2,
    wheelRadiusMeters: 0.46,
    rearAxle: { x: 0.2, y: 0.78 },
    frontAxle: { x: 0.8, y: 0.78 },
    seat: { x: 0.43, y: 0.7 },
    driverHeightMeters: 1.6,
    enginePower: 1,
  },
  truck: {
    kind: 'truck',
    bodyLengthMeters: 3.6,
    wheelRadiusMeters: 0.7,
    rearAxle: { x: 0.2, y: 0.74 },
    frontAxle: { x: 0.8, y: 0.74 },
    seat: { x: 0.5, y: 0.48 },
    driverHeightMeters: 1.6,
    enginePower: 1.12,
  },
  kart: {
    kind: 'kart',
    bodyLengthMeters: 2.5,
    wheelRadiusMeters: 0.3,
    rearAxle: { x: 0.17, y: 0.8 },
    frontAxle: { x: 0.83, y: 0.8 },
    seat: { x: 0.46, y: 0.8 },
    driverHeightMeters: 1.45,
    enginePower: 0.92,
  },
  bike: {
    kind: 'bike',
    bodyLengthMeters: 2.5,
    wheelRadiusMeters: 0.44,
    rearAxle: { x: 0.18, y: 0.76 },
    frontAxle: { x: 0.82, y: 0.76 },
    seat: { x: 0.44, y: 0.74 },
    driverHeightMeters: 1.5,
    enginePower: 0.96,
  },
};

/**
 * A hero that climbs as itself sits big on a short, low board: a short wheelbase, small wheels
 * and a tall rider, so the creature, not a vehicle, is what the player sees.
 */
const CREATURE_RIG: HillVehicleRig = {
  kind: 'kart',
  bodyLengthMeters: 2,
  wheelRadiusMeters: 0.3,
  rearAxle: { x: 0.2, y: 0.82 },
  frontAxle: { x: 0.8, y: 0.82 },
  seat: { x: 0.5, y: 0.74 },
  driverHeightMeters: 1.9,
  enginePower: 0.92,
};

/**
 * The physics shape of a vehicle: the board of a hero racing as itself, the long frame of a
 * vehicle the art library draws ("bathtub"), else its body kind's.
 */
export function hillRigOf(
  vehicle: Pick<HillVehicleConcept, 'kind'> &
    Partial<Pick<HillVehicleConcept, 'phrase' | 'isCreature'>>,
): HillVehicleRig {
  if (vehicle.isCreature === true) return CREATURE_RIG;
  const library = vehicle.phrase ? libraryBodyOf(vehicle.phrase, vehicle.kind) : null;
  return library?.rig ?? HILL_RIGS[vehicle.kind];
}

/**
 * Whether the vehicle is drawn standing on its own wheels (a bicycle, a unicycle, a hot dog
 * cart): the runtime then turns no second set under it.
 */
export function hasOwnWheels(
  vehicle: Pick<HillVehicleConcept, 'kind'> &
    Partial<Pick<HillVehicleConcept, 'phrase' | 'isCreature'>>,
): boolean {
  if (vehicle.isCreature === true || !vehicle.phrase) return false;
  return libraryBodyOf(vehicle.phrase, vehicle.kind)?.ownWheels === true;
}
