import type { SlapperWorld } from '@promptplay/contracts';
import {
  SLAPPER_WORLD_VERSION,
  SPRITE_SHEET_FRAMES,
  WORLD_FORMAT_VERSION,
} from '@promptplay/contracts';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { inStoryPlace, storyPlaceOf } from '../analyze/storyPlace.js';
import { createRandom } from '../random/seededRandom.js';
import type { WorldInput } from './buildPlatformerWorld.js';
import { difficultyFor } from './platformerSettings.js';
import { describeWeapons, slapWeaponsFor, type WeaponConcept } from './slapper/slapWeapons.js';
import { nameInText } from '../analyze/naming.js';
import { listText } from '../categorize/describeLook.js';
import { capitalized, foesInText, heroInText } from './storyWords.js';
import { titlePlaceOf } from './title.js';

/** File names of a slapper game's media, relative to its media base URL. */
export const SLAPPER_MEDIA = {
  slapper: 'slapper.png',
  target: 'target.png',
  weapon: (index: number) => `weapon-${index}.png`,
  screenshot: 'screenshot.png',
} as const;

/** Pixel size of the weapon sprites. */
export const WEAPON_SIZE = 64;

const clip = (text: string, max: number): string => text.slice(0, max);

export interface SlapperCast {
  world: SlapperWorld;
  weapons: WeaponConcept[];
}

/**
 * The slapper world file for an analysed prompt: the hero slaps, the enemy takes the slaps,
 * the prompt's weapon (else its item) leads the weapon rack; meter speed and toughness from seed and difficulty.
 */
export function buildSlapperWorld(input: WorldInput): SlapperCast {
  const { analysis, seed, mediaBaseUrl, targetAudience } = input;
  const random = createRandom(seed);
  const difficulty = difficultyFor(
    analysis.difficultyBias,
    targetAudience,
    random.fork('difficulty'),
  );
  // The weapon the prompt names ("slap … with a giant fish") leads the rack, else its item.
  const weapons = slapWeaponsFor(
    analysis.weapon ?? analysis.collectible,
    random.fork('weapons'),
    analysis.weapon !== undefined,
    {
      heroWords: analysis.hero.phrase.toLowerCase().split(/[^a-z]+/),
      places: [...(analysis.setting.places ?? []), analysis.setting.theme],
    },
  );
  const sheet = (name: string, description: string, file: string) => ({
    name: clip(name, 60),
    description: clip(description, 300),
    sheetUrl: `${mediaBaseUrl}${file}`,
    frameWidth: CHARACTER_FRAME_SIZE,
    frameHeight: CHARACTER_FRAME_SIZE,
    frameCount: SPRITE_SHEET_FRAMES.length,
  });
  const { hero, enemy, setting } = analysis;
  const titleNoun = random.fork('title').pick(['Slap-Off', 'Slap Battle', 'Slapdown', 'Big Slap']);
  const who = heroInText(hero);
  // Foes the prompt never named go unnamed: the game drew them, the player did not ask for them.
  // "two grandmas slap each other": the rival is another of the hero's kind.
  const rival =
    enemy.isImplied !== true && enemy.name === hero.name
      ? `another ${nameInText(enemy.name)}`
      : foesInText(enemy, `the ${nameInText(enemy.name)}`, "today's rival");
  const where = inStoryPlace(storyPlaceOf(setting), analysis.atmosphere);
  const story = random
    .fork('story')
    .pick([
      `${capitalized(who)} has challenged ${rival} to a slap-off ${where}.`,
      `Nobody out-slaps ${who} ${where}, and ${rival} is about to find out.`,
    ]);
  const weaponNames = listText(weapons.map((w) => `the ${nameInText(w.item.name)}`));
  return {
    weapons,
    world: {
      formatVersion: WORLD_FORMAT_VERSION,
      version: '1.0.0',
      creationTimeUtc: input.createdAt,
      worldProfileData: {
        locationName: clip(`${hero.name}: ${titlePlaceOf(analysis)} ${titleNoun}`, 80),
        backgroundStoryText: clip(
          `${story} Stop the needle on green for a perfect slap with ${weaponNames}. Three whiffs and you're out!`,
          600,
        ),
        author: clip(input.author, 60),
        gameGenre: 'SLAPPER',
      },
      seed,
      difficulty,
      targetAudience,
      palette: analysis.palette,
      background: analysis.background,
      genreSpecificFields: {
        slapWeaponsDescription: describeWeapons(weapons),
        punchingDummyDescription: clip(`${enemy.phrase}, ready to take a slap`, 300),
      },
      gameGenre: 'SLAPPER',
      characters: {
        slapper: sheet(hero.name, hero.phrase, SLAPPER_MEDIA.slapper),
        target: sheet(enemy.name, enemy.phrase, SLAPPER_MEDIA.target),
      },
      slapper: {
        genreVersion: SLAPPER_WORLD_VERSION,
        weapons: weapons.map((weapon, index) => ({
          sprite: {
            name: clip(weapon.item.name, 60),
            url: `${mediaBaseUrl}${SLAPPER_MEDIA.weapon(index)}`,
            size: WEAPON_SIZE,
          },
          power: weapon.power,
          sweetSpot: weapon.sweetSpot,
        })),
        targetHealth: 220 + 60 * difficulty,
        meterSpeed: Math.round((0.55 + 0.12 * difficulty) * 100) / 100,
        whiffs: targetAudience === 'children' ? 5 : 3,
        timeLimitSeconds: targetAudience === 'children' ? 90 : 60,
      },
    },
  };
}
