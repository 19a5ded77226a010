import type { HillRacerWorld } from '@promptplay/contracts';
import { SPRITE_SHEET_FRAMES, WORLD_FORMAT_VERSION } from '@promptplay/contracts';
import { storyPlaceOf } from '../../analyze/storyPlace.js';
import { placeWithWhen } from '../../analyze/storyWhen.js';
import { nameInText, titleCase } from '../../analyze/naming.js';
import { withArticle } from '../../categorize/describeLook.js';
import { isAnimalRide, readiesRide } from '../rideVerbs.js';
import { endingsFor, heroPlaceTitle, titlePlaceOf } from '../title.js';
import type { ItemConcept, PromptAnalysis } from '../../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../../art/character/drawCharacter.js';
import { COLLECTIBLE_SIZE, GOAL_SIZE } from '../../art/items/itemSprites.js';
import { createRandom, type SeededRandom } from '../../random/seededRandom.js';
import type { WorldInput } from '../buildPlatformerWorld.js';
import { difficultyFor } from '../platformerSettings.js';
import { pluralPhrase } from '../story.js';
import { capitalized, heroInText } from '../storyWords.js';
import { hillRacerSettingsFor } from './hillRacerSettings.js';
import { hillRigOf, type HillVehicleConcept } from './hillVehicle.js';
import { FUEL_CAN_SIZE, HILL_BODY_IMAGE_WIDTH, HILL_WHEEL_SIZE } from './hillVehicleArt.js';

/** File names of a hill racer game's media, relative to its media base URL. */
export const HILL_RACER_MEDIA = {
  driver: 'driver.png',
  vehicle: 'vehicle.png',
  wheel: 'wheel.png',
  coin: 'coin.png',
  fuel: 'fuel.png',
  goal: 'goal.png',
  screenshot: 'screenshot.png',
} as const;

export interface HillRacerWorldInput extends WorldInput {
  vehicle: HillVehicleConcept;
}

const clip = (text: string, max: number): string => text.slice(0, max);

/** What keeps a ridden animal going where an engine takes fuel cans: the pickups are its snack. */
export const ANIMAL_FEED: ItemConcept = {
  kind: 'apple',
  name: 'Apple',
  phrase: 'apple',
  color: '#e5484d',
};

/** Whether the ride is an animal that eats its fuel (a horse, a camel, a dragon). */
export function eatsFeed(vehicle: HillVehicleConcept): boolean {
  return vehicle.isCreature !== true && isAnimalRide(vehicle.phrase);
}

/** Places that are hills already: the story does not put hills on them again. */
const HILLY_PLACE = /\b(hills?|mountains?|slopes?|peaks?|dunes?|roads?|trails?|pass)\b/i;

function placeOf(analysis: PromptAnalysis): string {
  return storyPlaceOf(analysis.setting);
}

function storyFor(input: HillRacerWorldInput, random: SeededRandom): string {
  const { analysis, vehicle } = input;
  const place = placeOf(analysis);
  const goal = nameInText(analysis.goal.name);
  // "the wild hills of the candy hills" says hills twice: a hilly place is the hills itself.
  const hills = placeWithWhen(
    HILLY_PLACE.test(place) ? place : `the hills of ${place}`,
    analysis.atmosphere,
  );
  const ride = nameInText(vehicle.phrase);
  const who = heroInText(analysis.hero);
  // A hero that climbs as itself ("a snail races a turtle") has no engine to fire up.
  const opening = vehicle.isCreature
    ? random.pick([
        `${capitalized(who)} hops on a little board to race over ${hills}.`,
        `The ${goal} waits at the top of ${hills}, and ${who} will roll all the way there.`,
      ])
    : random.pick([
        `${capitalized(who)} ${readiesRide(ride, 'fires up')} to conquer ${hills}.`,
        `The ${goal} waits at the top of ${hills}. Good thing ${who} has ${withArticle(ride)}.`,
      ]);
  const items = pluralPhrase(analysis.collectible.phrase);
  // A horse or a camel has no tank: it eats the pickups that keep the engines going, and tires.
  const isAnimal = eatsFeed(vehicle);
  const middle = isAnimal
    ? `Grab the ${items} and the ${pluralPhrase(ANIMAL_FEED.phrase)} that keep the ${ride} going, lean forward up the slopes and never fall off.`
    : `Grab the ${items} and the fuel cans, lean back up the slopes and never land on your head.`;
  const ending = isAnimal
    ? random.pick([
        `Reach the finish flag before the ${ride} tires out!`,
        `How far can you ride before the ${ride} tires?`,
      ])
    : random.pick([
        'Reach the finish flag before the tank runs dry!',
        'How far can you climb on one tank?',
      ]);
  return `${opening} ${middle} ${ending}`.slice(0, 600);
}

function titleFor(analysis: PromptAnalysis, random: SeededRandom): string {
  // "Snowy Mountain Climb", never "Snowy Mountain Hill Rally": a hilly place is the hill.
  const endings = HILLY_PLACE.test(analysis.setting.label)
    ? ['Climb', 'Rally', 'Ascent', 'Summit Dash']
    : ['Hill Climb', 'Hill Rally', 'Uphill Dash', 'Mountain Climb'];
  const place = titlePlaceOf(analysis);
  const climb = random.pick(endingsFor(place, endings));
  return heroPlaceTitle(analysis.hero.name, `${place} ${climb}`);
}

/**
 * The hill racer world file for an analysed prompt and its vehicle: the hero drives, the
 * prompt's collectible lines the track, its goal waits at the finish; course and tank from the
 * seed and difficulty, the vehicle's physics shape from its kind.
 */
export function buildHillRacerWorld(input: HillRacerWorldInput): HillRacerWorld {
  const { analysis, seed, mediaBaseUrl, targetAudience, vehicle } = input;
  const random = createRandom(seed);
  const difficulty = difficultyFor(
    analysis.difficultyBias,
    targetAudience,
    random.fork('difficulty'),
  );
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
      gameGenre: 'HILL_RACER',
    },
    seed,
    difficulty,
    targetAudience,
    palette: analysis.palette,
    background: analysis.background,
    genreSpecificFields: { vehicleDescription: clip(vehicle.phrase, 300) },
    gameGenre: 'HILL_RACER',
    characters: {
      driver: {
        name: clip(analysis.hero.name, 60),
        description: clip(analysis.hero.phrase, 300),
        sheetUrl: `${mediaBaseUrl}${HILL_RACER_MEDIA.driver}`,
        frameWidth: CHARACTER_FRAME_SIZE,
        frameHeight: CHARACTER_FRAME_SIZE,
        frameCount: SPRITE_SHEET_FRAMES.length,
      },
    },
    items: {
      vehicle: item(titleCase(vehicle.phrase), HILL_RACER_MEDIA.vehicle, HILL_BODY_IMAGE_WIDTH),
      wheel: item('Wheel', HILL_RACER_MEDIA.wheel, HILL_WHEEL_SIZE),
      coin: item(analysis.collectible.name, HILL_RACER_MEDIA.coin, COLLECTIBLE_SIZE),
      fuel: item(
        eatsFeed(vehicle) ? ANIMAL_FEED.name : 'Fuel Can',
        HILL_RACER_MEDIA.fuel,
        FUEL_CAN_SIZE,
      ),
      goal: item(analysis.goal.name, HILL_RACER_MEDIA.goal, GOAL_SIZE),
    },
    hillRacer: hillRacerSettingsFor(
      difficulty,
      targetAudience,
      hillRigOf(vehicle),
      random.fork('hillRacer'),
    ),
  };
}
