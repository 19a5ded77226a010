import type {
  AerialVehicleKind,
  AerialWorld,
  Palette,
  TargetAudience,
} from '@promptplay/contracts';
import {
  AERIAL_WORLD_VERSION,
  SPRITE_SHEET_FRAMES,
  WORLD_FORMAT_VERSION,
} from '@promptplay/contracts';
import { storyPlaceWhenOf } from '../../analyze/storyPlace.js';
import { nameInText, titleCase } from '../../analyze/naming.js';
import { heroPlaceTitle, titlePlaceOf } from '../title.js';
import type { CharacterConcept, PromptAnalysis } from '../../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../../art/character/drawCharacter.js';
import { lighten } from '../../color/colorMath.js';
import { createRandom, type SeededRandom } from '../../random/seededRandom.js';
import { difficultyFor } from '../platformerSettings.js';
import { pluralPhrase } from '../story.js';
import { listText } from '../../categorize/describeLook.js';
import { capitalized, heroInText } from '../storyWords.js';
import type { AerialVehicle } from './findAerialVehicle.js';
import {
  CLOUD_HEIGHT,
  CLOUD_NAMES,
  CLOUD_WIDTH,
  COLUMN_HEIGHT,
  COLUMN_WIDTH,
  HANGING_NAMES,
  RING_HEIGHT,
  RING_WIDTH,
  TOWER_NAMES,
  type ObstacleLook,
} from './obstacleArt.js';
import { AERIAL_VEHICLE_HEIGHT, AERIAL_VEHICLE_WIDTH } from './vehicleArt.js';

/** File names of an aerial game's media, relative to its media base URL. */
export const AERIAL_MEDIA = {
  pilot: 'pilot.png',
  flyer: 'flyer.png',
  vehicle: 'vehicle.png',
  pickup: 'pickup.png',
  ring: 'ring.png',
  tower: 'tower.png',
  hanging: 'hanging.png',
  cloud: 'cloud.png',
  destination: 'destination.png',
  screenshot: 'screenshot.png',
} as const;

/** Pixel size of the pickup and destination images. */
export const AERIAL_PICKUP_SIZE = 96;
export const AERIAL_DESTINATION_SIZE = 192;

export interface AerialWorldInput {
  /** The prompt's analysis without the vehicle, the flyer already winged. */
  analysis: PromptAnalysis;
  vehicle: AerialVehicle;
  obstacles: ObstacleLook;
  author: string;
  seed: number;
  createdAt: string;
  mediaBaseUrl: string;
  targetAudience: TargetAudience;
}

const clip = (text: string, max: number): string => text.slice(0, max);
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The place the flight crosses, with its time and weather ("Paris in a thunderstorm"). */
function placeOf(analysis: PromptAnalysis): string {
  return storyPlaceWhenOf(analysis);
}

/** How the pilot gets aboard each kind of vehicle. */
const BOARDING: Readonly<Record<AerialVehicleKind, string>> = {
  plane: 'climbs into',
  helicopter: 'climbs into',
  dragon: 'saddles up',
  balloon: 'hops into the basket of',
  rocket: 'straps into',
  broom: 'hops on',
  saucer: 'beams into',
  carpet: 'hops on',
};

/** "ice pillar" → "ice pillars", also where the tagger leaves a name singular. */
function plural(name: string): string {
  const text = pluralPhrase(name);
  return text.toLowerCase() === name.toLowerCase() && !text.endsWith('s') ? `${text}s` : text;
}

function storyFor(input: AerialWorldInput, random: SeededRandom): string {
  const { analysis, vehicle, obstacles } = input;
  const hero = heroInText(analysis.hero);
  const opener = capitalized(hero);
  const goal = nameInText(analysis.goal.name);
  const ride = nameInText(vehicle.phrase);
  // A flight indoors goes through the room, not over it.
  const over = analysis.setting.isIndoor === true ? 'through' : 'over';
  // A hero that flies as itself ("an owl flies over the swamp") boards nothing.
  const opening = vehicle.isCreature
    ? random.pick([
        `${opener} takes off for a long flight ${over} ${placeOf(analysis)}.`,
        `The ${goal} waits beyond ${placeOf(analysis)}, and ${hero} is off to find it.`,
      ])
    : random.pick([
        `${opener} takes the ${ride} up for a long flight ${over} ${placeOf(analysis)}.`,
        `${opener} ${BOARDING[vehicle.kind]} the ${ride}: the ${goal} waits beyond ${placeOf(analysis)}.`,
      ]);
  // Foes the prompt never named go unnamed: the game drew them, the player did not ask for them.
  const flyers = analysis.enemy.isImplied ? [] : [`the ${pluralPhrase(analysis.enemy.name)}`];
  const dangers = listText([
    `the ${plural(TOWER_NAMES[obstacles.tower])}`,
    `the ${plural(CLOUD_NAMES[obstacles.cloud])}`,
    ...flyers,
  ]);
  const middle = `Hold to climb and let go to dive past ${dangers}, grabbing ${pluralPhrase(analysis.collectible.phrase)} on the way.`;
  const ending = random.pick([
    `Fly through the rings to refuel and reach the ${goal}!`,
    'Keep the tank full with the rings: can you make it all the way?',
  ]);
  return `${opening} ${middle} ${ending}`.slice(0, 600);
}

function titleFor(analysis: PromptAnalysis, random: SeededRandom): string {
  const flight = random.pick(['Sky Dash', 'Flight', 'Air Race', 'High Flyer', 'Sky Trip']);
  return heroPlaceTitle(analysis.hero.name, `${titlePlaceOf(analysis)} ${flight}`);
}

/** The sparks behind a flyer that gives light. */
const GLOW_TRAIL = '#ffd27a';

/** Smoke behind engines, embers behind dragons and rockets, sparkles behind magic. */
export function trailColorFor(kind: AerialVehicleKind, palette: Palette): string {
  switch (kind) {
    case 'rocket':
      return '#ffb347';
    case 'dragon':
      return '#ff8a3d';
    case 'broom':
    case 'carpet':
    case 'saucer':
      return lighten(palette.accent, 0.3);
    case 'plane':
    case 'helicopter':
    case 'balloon':
      return '#ffffff';
  }
}

/** Flight length, speed, fuel and traffic: harder worlds are longer, faster and busier. */
export function aerialSettingsFor(
  difficulty: number,
  audience: TargetAudience,
  random: SeededRandom,
  vehicleKind: AerialVehicleKind,
  trailColor: string,
): AerialWorld['aerial'] {
  const startSpeed = 22 + difficulty;
  return {
    genreVersion: AERIAL_WORLD_VERSION,
    vehicleKind,
    trailColor,
    // Under a minute of flight: a quick game on a phone.
    distanceMeters: 1200 + difficulty * 150 + random.int(0, 5) * 40,
    lives: audience === 'children' ? 4 : difficulty >= 4 ? 2 : 3,
    startSpeed,
    topSpeed: startSpeed + 8 + difficulty * 2,
    fuelSeconds: audience === 'children' ? 26 : round2(25 - difficulty * 1.6),
    obstacleDensity: round2(Math.min(1, 0.22 + difficulty * 0.13 + random.range(0, 0.1))),
    flyerDensity: round2(Math.min(1, 0.2 + difficulty * 0.12 + random.range(0, 0.1))),
    pickupDensity: round2(random.range(0.5, 0.85)),
  };
}

/** The aerial world file for an analysed prompt, its vehicle and its obstacles. */
export function buildAerialWorld(input: AerialWorldInput): AerialWorld {
  const { analysis, seed, mediaBaseUrl, targetAudience, vehicle, obstacles } = input;
  const random = createRandom(seed);
  const difficulty = difficultyFor(
    analysis.difficultyBias,
    targetAudience,
    random.fork('difficulty'),
  );
  const character = (concept: CharacterConcept, file: string) => ({
    name: clip(concept.name, 60),
    description: clip(concept.phrase, 300),
    sheetUrl: `${mediaBaseUrl}${file}`,
    frameWidth: CHARACTER_FRAME_SIZE,
    frameHeight: CHARACTER_FRAME_SIZE,
    frameCount: SPRITE_SHEET_FRAMES.length,
  });
  const sprite = (name: string, file: string, width: number, height: number) => ({
    name: clip(name, 60),
    url: `${mediaBaseUrl}${file}`,
    width,
    height,
  });
  return {
    formatVersion: WORLD_FORMAT_VERSION,
    version: '1.0.0',
    creationTimeUtc: input.createdAt,
    worldProfileData: {
      locationName: titleFor(analysis, random.fork('title')),
      backgroundStoryText: storyFor(input, random.fork('story')),
      author: clip(input.author, 60),
      gameGenre: 'AERIAL',
    },
    seed,
    difficulty,
    targetAudience,
    palette: analysis.palette,
    background: analysis.background,
    genreSpecificFields: { aerialVehicleDescription: clip(vehicle.phrase, 300) },
    gameGenre: 'AERIAL',
    characters: {
      pilot: character(analysis.hero, AERIAL_MEDIA.pilot),
      flyer: character(analysis.enemy, AERIAL_MEDIA.flyer),
    },
    items: {
      vehicle: sprite(
        titleCase(vehicle.phrase),
        AERIAL_MEDIA.vehicle,
        AERIAL_VEHICLE_WIDTH,
        AERIAL_VEHICLE_HEIGHT,
      ),
      pickup: sprite(
        analysis.collectible.name,
        AERIAL_MEDIA.pickup,
        AERIAL_PICKUP_SIZE,
        AERIAL_PICKUP_SIZE,
      ),
      ring: sprite('Fuel Ring', AERIAL_MEDIA.ring, RING_WIDTH, RING_HEIGHT),
      tower: sprite(TOWER_NAMES[obstacles.tower], AERIAL_MEDIA.tower, COLUMN_WIDTH, COLUMN_HEIGHT),
      hanging: sprite(
        HANGING_NAMES[obstacles.hanging],
        AERIAL_MEDIA.hanging,
        COLUMN_WIDTH,
        COLUMN_HEIGHT,
      ),
      cloud: sprite(CLOUD_NAMES[obstacles.cloud], AERIAL_MEDIA.cloud, CLOUD_WIDTH, CLOUD_HEIGHT),
      destination: sprite(
        analysis.goal.name,
        AERIAL_MEDIA.destination,
        AERIAL_DESTINATION_SIZE,
        AERIAL_DESTINATION_SIZE,
      ),
    },
    aerial: aerialSettingsFor(
      difficulty,
      targetAudience,
      random.fork('aerial'),
      vehicle.kind,
      // A flyer that gives light (a lantern) leaves warm sparks.
      vehicle.glows === true ? GLOW_TRAIL : trailColorFor(vehicle.kind, analysis.palette),
    ),
  };
}
