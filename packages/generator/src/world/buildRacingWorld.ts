import type { RacingRoadSurface, RacingWorld, TargetAudience } from '@promptplay/contracts';
import {
  RACING_WORLD_VERSION,
  SPRITE_SHEET_FRAMES,
  WORLD_FORMAT_VERSION,
} from '@promptplay/contracts';
import { inStoryPlace, storyPlaceOf, storyPlaceWhenOf } from '../analyze/storyPlace.js';
import { nameInText, titleCase } from '../analyze/naming.js';
import { withArticle } from '../categorize/describeLook.js';
import { readiesRide } from './rideVerbs.js';
import type { PromptAnalysis } from '../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { COLLECTIBLE_SIZE } from '../art/items/itemSprites.js';
import { createRandom, type SeededRandom } from '../random/seededRandom.js';
import { difficultyFor } from './platformerSettings.js';
import type { VehicleConcept } from './racing/findVehicle.js';
import { OBSTACLE_SIZE, type ObstacleKind } from './racing/obstacleArt.js';
import { VEHICLE_SIZE } from './racing/vehicleArt.js';
import { pluralPhrase } from './story.js';
import { capitalized, foesInText, heroInText } from './storyWords.js';
import { endingsFor, titlePlaceOf } from './title.js';

/** File names of a racing game's media, relative to its media base URL. */
export const RACING_MEDIA = {
  driver: 'driver.png',
  rival: 'rival.png',
  vehicle: 'vehicle.png',
  rivalVehicle: 'rival-vehicle.png',
  pickup: 'pickup.png',
  obstacle: 'obstacle.png',
  screenshot: 'screenshot.png',
} as const;

export interface RacingWorldInput {
  analysis: PromptAnalysis;
  vehicle: VehicleConcept;
  obstacle: ObstacleKind;
  /** What the road is made of (`roadSurface.ts`); tarmac when absent. */
  roadSurface?: RacingRoadSurface;
  /** The thing the prompt names that stands on the road instead ("Gondola"), if any. */
  obstacleName?: string;
  author: string;
  seed: number;
  createdAt: string;
  mediaBaseUrl: string;
  targetAudience: TargetAudience;
}

const clip = (text: string, max: number): string => text.slice(0, max);
const round2 = (value: number): number => Math.round(value * 100) / 100;

const OBSTACLE_NAMES: Readonly<Record<ObstacleKind, string>> = {
  cone: 'Traffic Cone',
  rock: 'Boulder',
  barrel: 'Barrel',
};

/** The rivals' ride named by its driver: "Rogue Robot Racer", and a "Rival Racer" no "Racer Racer". */
const rivalRideName = (driver: string): string =>
  /\bracer$/i.test(driver) ? driver : `${driver} Racer`;

/**
 * Racers of the hero's own kind on the hero's own ride ("penguins race sleds"): the rival is
 * the hero's concept, named.
 */
const isOwnKindRace = ({ analysis, vehicle }: RacingWorldInput): boolean =>
  vehicle.isCreature !== true &&
  vehicle.rival === undefined &&
  analysis.enemy.isImplied !== true &&
  analysis.enemy.name === analysis.hero.name;

/** The place the race crosses, with its time and weather ("the neon city at night"). */
function placeOf(analysis: PromptAnalysis): string {
  return storyPlaceWhenOf(analysis);
}

function storyFor(input: RacingWorldInput, random: SeededRandom): string {
  const { analysis, vehicle, obstacle } = input;
  // Foes the prompt never named go unnamed: the game drew them, the player did not ask for them.
  const ownKind = isOwnKindRace(input);
  // "two hedgehogs race each other": the rivals are the other hedgehogs.
  const sameKind = analysis.enemy.isImplied !== true && analysis.enemy.name === analysis.hero.name;
  const rivals = sameKind
    ? `other ${pluralPhrase(analysis.hero.name)}`
    : foesInText(analysis.enemy, pluralPhrase(analysis.enemy.name), 'rivals');
  const who = heroInText(analysis.hero);
  const ride = nameInText(vehicle.phrase);
  const items = pluralPhrase(analysis.collectible.phrase);
  // A racer that is its own vehicle ("a snail races a turtle") has nothing to rev up; racers
  // of one kind on one ride ("penguins race sleds") race each other on it.
  const opening = ownKind
    ? random.pick([
        `${capitalized(who)} ${readiesRide(ride, 'revs up')} to race the ${rivals} across ${placeOf(analysis)}.`,
        `The ${rivals} think they have the fastest ${pluralPhrase(ride)} ${inStoryPlace(storyPlaceOf(analysis.setting), analysis.atmosphere)}, but ${who} is out to prove them wrong.`,
      ])
    : vehicle.rival
      ? random.pick([
          `${capitalized(who)} lines up against the ${nameInText(vehicle.rival.phrase)} for the big race across ${placeOf(analysis)}.`,
          `The ${nameInText(vehicle.rival.phrase)} thinks it owns the road through ${placeOf(analysis)}, but ${who} is faster on foot.`,
        ])
      : vehicle.isCreature
        ? random.pick([
            `${capitalized(who)} lines up against the ${rivals} for the big race across ${placeOf(analysis)}.`,
            `The ${rivals} think they are the fastest ${inStoryPlace(storyPlaceOf(analysis.setting), analysis.atmosphere)}, but ${who} is out to prove them wrong.`,
          ])
        : random.pick([
            `${capitalized(who)} ${readiesRide(ride, 'revs up')} for the big race across ${placeOf(analysis)}.`,
            `The ${rivals} think they own the road through ${placeOf(analysis)}, but ${who} has ${withArticle(ride)}.`,
          ]);
  const passed = vehicle.rival ? pluralPhrase(nameInText(vehicle.rival.phrase)) : rivals;
  const middle = `Weave past the ${passed}, dodge the ${pluralPhrase(input.obstacleName ?? OBSTACLE_NAMES[obstacle])} and grab the ${items} for a boost.`;
  const ending = random.pick([
    'Cross the finish line before the clock runs out!',
    'Can you reach the chequered flag in time?',
  ]);
  return `${opening} ${middle} ${ending}`.slice(0, 600);
}

function titleFor(analysis: PromptAnalysis, random: SeededRandom): string {
  const place = titlePlaceOf(analysis);
  // "Race Track Road Race" says race twice: no ending repeats a word of the place.
  const race = random.pick(
    endingsFor(place, ['Grand Prix', 'Rally', 'Speedway', 'Derby', 'Road Race']),
  );
  let words = analysis.hero.name.split(' ');
  let title = `${words.join(' ')}: ${place} ${race}`;
  while (title.length > 80 && words.length > 1) {
    words = words.slice(1);
    title = `${words.join(' ')}: ${place} ${race}`;
  }
  return title.slice(0, 80);
}

/** Track length, traffic and clock: harder worlds are longer, busier and bendier. */
export function racingSettingsFor(
  difficulty: number,
  audience: TargetAudience,
  random: SeededRandom,
): RacingWorld['racing'] {
  const topSpeed = 70;
  // Short enough that a good run takes under a minute: a quick game on a phone.
  const trackLengthMeters = 1900 + difficulty * 200 + random.int(0, 6) * 50;
  const slack = audience === 'children' ? 14 : 9 - difficulty;
  const timeLimitSeconds = Math.round(trackLengthMeters / (topSpeed * 0.74)) + slack;
  return {
    genreVersion: RACING_WORLD_VERSION,
    laneCount: random.pick([3, 3, 4]),
    trackLengthMeters,
    timeLimitSeconds,
    lives: audience === 'children' ? 5 : difficulty >= 4 ? 3 : 4,
    topSpeed,
    trafficDensity: round2(Math.min(1, 0.3 + difficulty * 0.1 + random.range(0, 0.1))),
    obstacleDensity: round2(Math.min(1, 0.2 + difficulty * 0.11 + random.range(0, 0.1))),
    pickupDensity: round2(random.range(0.5, 0.85)),
    curviness: round2(Math.min(1, 0.35 + difficulty * 0.1 + random.range(0, 0.15))),
  };
}

/** The racing world file for an analysed prompt and the vehicle it names. */
export function buildRacingWorld(input: RacingWorldInput): RacingWorld {
  const { analysis, seed, mediaBaseUrl, targetAudience, vehicle } = input;
  const random = createRandom(seed);
  const difficulty = difficultyFor(
    analysis.difficultyBias,
    targetAudience,
    random.fork('difficulty'),
  );
  const character = (concept: PromptAnalysis['hero'], file: string) => ({
    name: clip(concept.name, 60),
    description: clip(concept.phrase, 300),
    sheetUrl: `${mediaBaseUrl}${file}`,
    frameWidth: CHARACTER_FRAME_SIZE,
    frameHeight: CHARACTER_FRAME_SIZE,
    frameCount: SPRITE_SHEET_FRAMES.length,
  });
  // Tarmac is what a world without a surface races on: old and new worlds read the same.
  const { roadSurface = 'tarmac' } = input;
  const surface = roadSurface === 'tarmac' ? {} : { roadSurface };
  const item = (name: string, file: string, size: number) => ({
    name: clip(name, 60),
    url: `${mediaBaseUrl}${file}`,
    size,
  });
  return {
    formatVersion: WORLD_FORMAT_VERSION,
    version: '1.0.0',
    creationTimeUtc: input.createdAt,
    worldProfileData: {
      locationName: titleFor(analysis, random.fork('title')),
      backgroundStoryText: storyFor(input, random.fork('story')),
      author: clip(input.author, 60),
      gameGenre: 'RACING',
    },
    seed,
    difficulty,
    targetAudience,
    palette: analysis.palette,
    background: analysis.background,
    genreSpecificFields: { vehicleDescription: clip(vehicle.phrase, 300) },
    gameGenre: 'RACING',
    characters: {
      driver: character(analysis.hero, RACING_MEDIA.driver),
      rival: character(analysis.enemy, RACING_MEDIA.rival),
    },
    items: {
      vehicle: item(titleCase(vehicle.phrase), RACING_MEDIA.vehicle, VEHICLE_SIZE),
      rivalVehicle: item(
        vehicle.rival
          ? titleCase(vehicle.rival.phrase)
          : isOwnKindRace(input)
            ? titleCase(vehicle.phrase)
            : rivalRideName(analysis.enemy.name),
        RACING_MEDIA.rivalVehicle,
        VEHICLE_SIZE,
      ),
      pickup: item(analysis.collectible.name, RACING_MEDIA.pickup, COLLECTIBLE_SIZE),
      obstacle: item(
        input.obstacleName ?? OBSTACLE_NAMES[input.obstacle],
        RACING_MEDIA.obstacle,
        OBSTACLE_SIZE,
      ),
    },
    racing: { ...racingSettingsFor(difficulty, targetAudience, random.fork('racing')), ...surface },
  };
}
