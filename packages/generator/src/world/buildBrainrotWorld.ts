import type { BrainrotWorld } from '@promptplay/contracts';
import {
  BRAINROT_WORLD_VERSION,
  SPRITE_SHEET_FRAMES,
  WORLD_FORMAT_VERSION,
} from '@promptplay/contracts';
import type { Atmosphere, ItemConcept } from '../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { storyPlaceOf } from '../analyze/storyPlace.js';
import { placeWithWhen } from '../analyze/storyWhen.js';
import { createRandom } from '../random/seededRandom.js';
import { brainrotPropsFor } from './brainrot/brainrotProps.js';
import type { WorldInput } from './buildPlatformerWorld.js';
import { difficultyFor } from './platformerSettings.js';
import { pluralPhrase } from './story.js';
import { foesInText, heroInText } from './storyWords.js';
import { endingsFor, heroPlaceTitle, titlePlaceOf } from './title.js';
import { nameInText } from '../analyze/naming.js';
import { listText } from '../categorize/describeLook.js';
import { outfitInText } from './brainrot/heroOutfit.js';

/** File names of a brainrot game's media, relative to its media base URL. */
export const BRAINROT_MEDIA = {
  hero: 'hero.png',
  hazard: 'hazard.png',
  prop: (index: number) => `prop-${index}.png`,
  screenshot: 'screenshot.png',
} as const;

export const PROP_SIZE = 64;

const clip = (text: string, max: number): string => text.slice(0, max);

/** "It is raining seashells over the beach" says the rain already: no "in the rain" after it. */
const rainless = (atmosphere: Atmosphere | undefined): Atmosphere | undefined =>
  atmosphere &&
  (atmosphere.weather === 'rain' ? { ...atmosphere, weather: 'clear', phrases: [] } : atmosphere);

export interface BrainrotCast {
  world: BrainrotWorld;
  props: ItemConcept[];
}

/**
 * The brainrot world file for an analysed prompt: the hero catches, the enemy tumbles down as
 * the hazard, the prompt's item leads a rain of absurd props; pace from seed and difficulty.
 */
export function buildBrainrotWorld(input: WorldInput & { prompt?: string }): BrainrotCast {
  const { analysis, seed, mediaBaseUrl, targetAudience } = input;
  const random = createRandom(seed);
  const difficulty = difficultyFor(
    analysis.difficultyBias,
    targetAudience,
    random.fork('difficulty'),
  );
  const props = brainrotPropsFor(analysis.collectible, random.fork('props'));
  const sheet = (name: string, description: string, file: string) => ({
    name: clip(name, 60),
    description: clip(description, 300),
    sheetUrl: `${mediaBaseUrl}${file}`,
    frameWidth: CHARACTER_FRAME_SIZE,
    frameHeight: CHARACTER_FRAME_SIZE,
    frameCount: SPRITE_SHEET_FRAMES.length,
  });
  const { hero, enemy } = analysis;
  const rainingProps = listText(props.map((prop) => pluralPhrase(prop.name)));
  const place = titlePlaceOf(analysis);
  const titleNoun = random
    .fork('title')
    .pick(endingsFor(place, ['Chaos Rain', 'Brainrot Blitz', 'Silly Storm', 'Absurd Downpour']));
  const isChild = targetAudience === 'children';
  // Foes the prompt never named go unnamed: the game drew them, the player did not ask for them.
  const tumbling = foesInText(
    enemy,
    `the tumbling ${nameInText(enemy.name)}`,
    'whatever tumbles down',
  );
  return {
    props,
    world: {
      formatVersion: WORLD_FORMAT_VERSION,
      version: '1.0.0',
      creationTimeUtc: input.createdAt,
      worldProfileData: {
        locationName: heroPlaceTitle(hero.name, `${place} ${titleNoun}`),
        backgroundStoryText: clip(
          `It is raining ${rainingProps} over ${placeWithWhen(storyPlaceOf(analysis.setting), rainless(analysis.atmosphere))}! Drag ${heroInText(hero)}${input.prompt ? outfitInText(input.prompt, hero) : ''} to catch them, dodge ${tumbling} and grab a golden prop for brainrot mode.`,
          600,
        ),
        author: clip(input.author, 60),
        gameGenre: 'BRAINROT',
      },
      seed,
      difficulty,
      targetAudience,
      palette: analysis.palette,
      background: analysis.background,
      genreSpecificFields: {
        // Lower case as the categorized field the player confirmed (castEdits reads it back).
        brainrotPropsDescription: clip(
          props.map((prop) => prop.name.toLowerCase()).join(', '),
          300,
        ),
      },
      gameGenre: 'BRAINROT',
      characters: {
        hero: sheet(hero.name, hero.phrase, BRAINROT_MEDIA.hero),
        hazard: sheet(enemy.name, enemy.phrase, BRAINROT_MEDIA.hazard),
      },
      items: {
        props: props.map((prop, index) => ({
          name: clip(prop.name, 60),
          url: `${mediaBaseUrl}${BRAINROT_MEDIA.prop(index)}`,
          size: PROP_SIZE,
        })),
      },
      brainrot: {
        genreVersion: BRAINROT_WORLD_VERSION,
        timeLimitSeconds: 60,
        lives: isChild ? 5 : 3,
        spawnPerSecond: Math.round((0.9 + 0.2 * difficulty) * 100) / 100,
        spawnRamp: 0.03,
        fallSpeed: 130 + 20 * difficulty,
        hazardShare: isChild ? 0.15 : Math.round((0.15 + 0.04 * difficulty) * 100) / 100,
      },
    },
  };
}
