import type { ShooterWorld } from '@promptplay/contracts';
import {
  SHOOTER_WORLD_VERSION,
  SPRITE_SHEET_FRAMES,
  WORLD_FORMAT_VERSION,
} from '@promptplay/contracts';
import { inStoryPlace, storyPlaceOf } from '../analyze/storyPlace.js';
import { placeWithWhen } from '../analyze/storyWhen.js';
import type { PromptAnalysis } from '../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { COLLECTIBLE_SIZE } from '../art/items/itemSprites.js';
import { createRandom, type SeededRandom } from '../random/seededRandom.js';
import type { WorldInput } from './buildPlatformerWorld.js';
import { shooterEnemyPhrases } from './shooter/shooterCast.js';
import { difficultyFor } from './platformerSettings.js';
import { pluralPhrase } from './story.js';
import { nameInText } from '../analyze/naming.js';
import { capitalized, foesInText, heroInText } from './storyWords.js';
import { ammoOf } from './shotAmmo.js';
import { titlePlaceOf } from './title.js';

/** File names of a shooter game's media, relative to its media base URL. */
export const SHOOTER_MEDIA = {
  hero: 'hero.png',
  primaryEnemy: 'primary-enemy.png',
  basicEnemy: 'basic-enemy.png',
  fastEnemy: 'fast-enemy.png',
  ammo: 'ammo.png',
  screenshot: 'screenshot.png',
} as const;

const clip = (text: string, max: number): string => text.slice(0, max);

function shooterTitle(analysis: PromptAnalysis, random: SeededRandom): string {
  const ending = random.pick(['Blaster', 'Showdown', 'Barrage', 'Defense', 'Blitz']);
  let words = analysis.hero.name.split(' ');
  const place = titlePlaceOf(analysis);
  let title = `${words.join(' ')}: ${place} ${ending}`;
  while (title.length > 80 && words.length > 1) {
    words = words.slice(1);
    title = `${words.join(' ')}: ${place} ${ending}`;
  }
  return clip(title, 80);
}

function shooterStory(analysis: PromptAnalysis, random: SeededRandom): string {
  const { hero, enemy, setting } = analysis;
  const place = storyPlaceOf(setting);
  // Foes the prompt never named go unnamed: the game drew them, the player did not ask for them.
  const enemies = foesInText(enemy, pluralPhrase(enemy.phrase), 'invaders');
  const bossName = foesInText(enemy, ` ${nameInText(enemy.name)}`, '');
  const ammo = pluralPhrase(ammoOf(analysis).phrase);
  const who = heroInText(hero);
  const opening = random.pick([
    `Waves of ${enemies} are swarming ${placeWithWhen(place, analysis.atmosphere)}, and only ${who} stands in the way.`,
    `${capitalized(who)} holds the line ${inStoryPlace(place, analysis.atmosphere)} as the ${enemies} attack.`,
  ]);
  const middle = `Fire ${ammo} at the little ones, the speedy ones and the big boss${bossName}.`;
  const ending = random.pick([
    'Clear every wave to win!',
    'Dodge their shots, save your ammo and survive every wave!',
  ]);
  return clip(`${opening} ${middle} ${ending}`, 600);
}

/**
 * The shooter world file for an analysed prompt: the hero, the prompt's enemy as the primary
 * enemy with basic and fast kin, what the hero fires as ammo (`ammoOf`), and wave settings from the seed.
 */
export function buildShooterWorld(input: WorldInput): ShooterWorld {
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
  const settings = random.fork('shooter');
  return {
    formatVersion: WORLD_FORMAT_VERSION,
    version: '1.0.0',
    creationTimeUtc: input.createdAt,
    worldProfileData: {
      locationName: shooterTitle(analysis, random.fork('title')),
      backgroundStoryText: shooterStory(analysis, random.fork('story')),
      author: clip(input.author, 60),
      gameGenre: 'SHOOTER',
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
    gameGenre: 'SHOOTER',
    characters: {
      hero: character(analysis.hero.name, analysis.hero.phrase, SHOOTER_MEDIA.hero),
      primaryEnemy: character(enemy.name, enemy.phrase, SHOOTER_MEDIA.primaryEnemy),
      basicEnemy: character(`Little ${enemy.name}`, basicPhrase, SHOOTER_MEDIA.basicEnemy),
      fastEnemy: character(`Speedy ${enemy.name}`, fastPhrase, SHOOTER_MEDIA.fastEnemy),
    },
    items: {
      ammo: {
        name: clip(ammoOf(analysis).name, 60),
        url: `${mediaBaseUrl}${SHOOTER_MEDIA.ammo}`,
        size: COLLECTIBLE_SIZE,
      },
    },
    shooter: {
      genreVersion: SHOOTER_WORLD_VERSION,
      waves: 3 + Math.floor(difficulty / 2),
      enemiesPerWave: 4 + difficulty + settings.int(0, 1),
      fastEnemyShare: Math.round((0.15 + difficulty * 0.05 + settings.range(0, 0.1)) * 100) / 100,
      magazineSize: settings.pick([10, 12, 14]),
      primaryEnemyHealth: 2 + difficulty,
      lives: targetAudience === 'children' ? 5 : difficulty >= 4 ? 3 : 4,
    },
  };
}
