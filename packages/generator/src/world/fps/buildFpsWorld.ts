import type { FpsWorld } from '@promptplay/contracts';
import {
  FPS_WORLD_VERSION,
  SPRITE_SHEET_FRAMES,
  WORLD_FORMAT_VERSION,
} from '@promptplay/contracts';
import { inStoryPlace, storyPlaceOf } from '../../analyze/storyPlace.js';
import { placeWithWhen } from '../../analyze/storyWhen.js';
import type { PromptAnalysis } from '../../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../../art/character/drawCharacter.js';
import { COLLECTIBLE_SIZE } from '../../art/items/itemSprites.js';
import { createRandom, type SeededRandom } from '../../random/seededRandom.js';
import type { WorldInput } from '../buildPlatformerWorld.js';
import { shooterEnemyPhrases } from '../shooter/shooterCast.js';
import { placePropsFor } from '../placeProps.js';
import { fpsWallPatternOf } from './fpsWallPattern.js';
import { difficultyFor } from '../platformerSettings.js';
import { pluralPhrase } from '../story.js';
import { nameInText } from '../../analyze/naming.js';
import { capitalized, foesInText, heroInText, possessive } from '../storyWords.js';
import { ammoOf } from '../shotAmmo.js';
import { endingsFor, titlePlaceOf } from '../title.js';

/** File names of an FPS game's media, relative to its media base URL. */
export const FPS_MEDIA = {
  hero: 'hero.png',
  primaryEnemy: 'primary-enemy.png',
  basicEnemy: 'basic-enemy.png',
  fastEnemy: 'fast-enemy.png',
  ammo: 'ammo.png',
  weapon: 'weapon.png',
  prop: (index: number) => `prop-${index}.png`,
  screenshot: 'screenshot.png',
} as const;

/** Pixel size of the named weapon's picture, held at the bottom of the view. */
export const FPS_WEAPON_SIZE = 160;

/** Pixel size of the place's prop pictures along the maze walls. */
export const FPS_PROP_SIZE = 96;

const clip = (text: string, max: number): string => text.slice(0, max);

/** Places that are mazes in their own word: the story does not add another maze. */
const MAZE_PLACE =
  /\b(?:mazes?|labyrinths?|corridors?|tunnels?|hallways?|passages?|catacombs?|halls)\b/i;

function fpsTitle(analysis: PromptAnalysis, random: SeededRandom): string {
  const place = titlePlaceOf(analysis);
  const endings = ['Maze Hunt', 'Labyrinth', 'Corridors', 'Lockdown', 'Maze Raid'];
  // "Castle Maze Maze Hunt", "Labyrinth Labyrinth" read badly: a maze place takes no maze ending.
  const isMaze = MAZE_PLACE.test(place);
  const ending = random.pick(
    isMaze ? endingsFor(place, ['Lockdown', 'Raid', 'Hunt', 'Escape']) : endingsFor(place, endings),
  );
  let words = analysis.hero.name.split(' ');
  let title = `${words.join(' ')}: ${place} ${ending}`;
  while (title.length > 80 && words.length > 1) {
    words = words.slice(1);
    title = `${words.join(' ')}: ${place} ${ending}`;
  }
  return clip(title, 80);
}

function fpsStory(analysis: PromptAnalysis, random: SeededRandom): string {
  const { hero, enemy, setting } = analysis;
  const place = storyPlaceOf(setting);
  // Foes the prompt never named go unnamed: the game drew them, the player did not ask for them.
  const enemies = foesInText(enemy, pluralPhrase(enemy.phrase), 'monsters');
  const bossName = foesInText(enemy, ` ${nameInText(enemy.name)}`, '');
  const ammo = pluralPhrase(ammoOf(analysis).phrase);
  const who = heroInText(hero);
  // A place that is a maze already ("the labyrinth", "the corridors") is not put in a maze again.
  const isMaze = MAZE_PLACE.test(place);
  const opening = random.pick([
    `${capitalized(who)} is lost${isMaze ? '' : ' in a maze'} ${inStoryPlace(place, analysis.atmosphere)}, and the ${enemies} are closing in.`,
    `Deep in ${isMaze ? '' : 'the maze of '}${placeWithWhen(place, analysis.atmosphere)}, ${who} hears the ${enemies} coming.`,
  ]);
  const middle = `See through ${possessive(who)} eyes, fire ${ammo} and grab more along the way.`;
  const ending = random.pick([
    `Survive every wave and take down the big boss${bossName}!`,
    `Hold out until the boss${bossName} shows up, then knock it down to win!`,
  ]);
  return clip(`${opening} ${middle} ${ending}`, 600);
}

/**
 * The FPS world file for an analysed prompt: the hero (seen as a portrait), the prompt's enemy
 * as the boss with basic and fast kin, what the hero fires as ammo (`ammoOf`), the place's props along the
 * walls, walls of the place's kind, and a maze and waves from the seed.
 */
export function buildFpsWorld(input: WorldInput): FpsWorld {
  const { analysis, seed, mediaBaseUrl, targetAudience } = input;
  const random = createRandom(seed);
  const difficulty = difficultyFor(
    analysis.difficultyBias,
    targetAudience,
    random.fork('difficulty'),
  );
  const character = (name: string, description: string, file: string) => ({
    name: clip(name, 60),
    description: clip(description, 300),
    sheetUrl: `${mediaBaseUrl}${file}`,
    frameWidth: CHARACTER_FRAME_SIZE,
    frameHeight: CHARACTER_FRAME_SIZE,
    frameCount: SPRITE_SHEET_FRAMES.length,
  });
  const enemy = analysis.enemy;
  const { basic: basicPhrase, fast: fastPhrase } = shooterEnemyPhrases(enemy.phrase);
  const settings = random.fork('fps');
  const props = placePropsFor(analysis).props;
  return {
    formatVersion: WORLD_FORMAT_VERSION,
    version: '1.0.0',
    creationTimeUtc: input.createdAt,
    worldProfileData: {
      locationName: fpsTitle(analysis, random.fork('title')),
      backgroundStoryText: fpsStory(analysis, random.fork('story')),
      author: clip(input.author, 60),
      gameGenre: 'FPS',
    },
    seed,
    difficulty,
    targetAudience,
    palette: analysis.palette,
    background: analysis.background,
    genreSpecificFields: {
      ammoDescription: clip(ammoOf(analysis).phrase, 300),
      primaryEnemyDescription: clip(enemy.phrase, 300),
      basicEnemyDescription: clip(basicPhrase, 300),
      fastEnemyDescription: clip(fastPhrase, 300),
    },
    gameGenre: 'FPS',
    characters: {
      hero: character(analysis.hero.name, analysis.hero.phrase, FPS_MEDIA.hero),
      primaryEnemy: character(enemy.name, enemy.phrase, FPS_MEDIA.primaryEnemy),
      basicEnemy: character(`Little ${enemy.name}`, basicPhrase, FPS_MEDIA.basicEnemy),
      fastEnemy: character(`Speedy ${enemy.name}`, fastPhrase, FPS_MEDIA.fastEnemy),
    },
    items: {
      ammo: {
        name: clip(ammoOf(analysis).name, 60),
        url: `${mediaBaseUrl}${FPS_MEDIA.ammo}`,
        size: COLLECTIBLE_SIZE,
      },
      // "with a flashlight": the hand holds it, not a launcher.
      ...(analysis.weapon && {
        weapon: {
          name: clip(analysis.weapon.name, 60),
          url: `${mediaBaseUrl}${FPS_MEDIA.weapon}`,
          size: FPS_WEAPON_SIZE,
        },
      }),
      ...(props.length > 0 && {
        props: props.map((prop, index) => ({
          name: clip(prop.name, 60),
          url: `${mediaBaseUrl}${FPS_MEDIA.prop(index)}`,
          size: FPS_PROP_SIZE,
        })),
      }),
    },
    fps: {
      genreVersion: FPS_WORLD_VERSION,
      mazeCells: 5 + Math.ceil(difficulty / 2) + settings.int(0, 1),
      wallPattern: fpsWallPatternOf(analysis.setting.places, analysis.atmosphere),
      waves: 2 + Math.ceil(difficulty / 2),
      enemiesPerWave: 2 + difficulty + settings.int(0, 1),
      fastEnemyShare: Math.round((0.15 + difficulty * 0.05 + settings.range(0, 0.1)) * 100) / 100,
      primaryEnemyHealth: 8 + difficulty * 2,
      playerHealth: targetAudience === 'children' ? 150 : difficulty >= 4 ? 100 : 120,
      startAmmo: 30,
      ammoPerPickup: settings.pick([10, 12, 15]),
    },
  };
}
