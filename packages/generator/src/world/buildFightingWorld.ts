import type { FightingWorld } from '@promptplay/contracts';
import {
  FIGHTING_WORLD_VERSION,
  SPRITE_SHEET_FRAMES,
  WORLD_FORMAT_VERSION,
} from '@promptplay/contracts';
import { inStoryPlace, storyPlaceOf } from '../analyze/storyPlace.js';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { COLLECTIBLE_SIZE } from '../art/items/itemSprites.js';
import { createRandom, type SeededRandom } from '../random/seededRandom.js';
import type { WorldInput } from './buildPlatformerWorld.js';
import { dummyFor, type DummyConcept } from './fighting/dummyLook.js';
import {
  describeRoster,
  opponentRosterFor,
  withOpeningBout,
  type RosterEntry,
} from './fighting/opponentRoster.js';
import { difficultyFor } from './platformerSettings.js';
import { capitalized, foesInText, heroInText } from './storyWords.js';
import { listText, withArticle } from '../categorize/describeLook.js';
import { nameInText } from '../analyze/naming.js';
import { titlePlaceOf } from './title.js';

/** File names of a fighting game's media, relative to its media base URL. */
export const FIGHTING_MEDIA = {
  fighter: 'fighter.png',
  dummy: 'dummy.png',
  opponent: (index: number) => `opponent-${index}.png`,
  badge: 'badge.png',
  weapon: 'weapon.png',
  screenshot: 'screenshot.png',
} as const;

const clip = (text: string, max: number): string => text.slice(0, max);

/** Everything the art step needs besides the world file. */
export interface FightingCast {
  world: FightingWorld;
  roster: RosterEntry[];
  dummy: DummyConcept;
}

function placeOf(input: WorldInput): string {
  return storyPlaceOf(input.analysis.setting);
}

/** How the story leads into the bouts: straight at the first rival, or after the warm-up. */
export const OPENING_BOUT_LEAD = 'First up: ';
export const warmupLead = (dummyName: string): string =>
  `Warm up on the ${nameInText(dummyName)}, then face `;

function storyOf(
  input: WorldInput,
  cast: Omit<FightingCast, 'world'>,
  opensOnRival: boolean,
  random: SeededRandom,
) {
  const hero = heroInText(input.analysis.hero);
  // "two ninjas duel": a rival named as the hero is "another ninja".
  const names = cast.roster.map((entry) =>
    entry.name === input.analysis.hero.name ? `another ${nameInText(entry.name)}` : entry.name,
  );
  // Foes the prompt never named go unnamed: the game drew them, the player did not ask for them.
  const rivals = foesInText(
    input.analysis.enemy,
    listText(names) || 'the champion',
    'a line of tough rivals',
  );
  const where = inStoryPlace(placeOf(input), input.analysis.atmosphere);
  const weapon = input.analysis.weapon;
  // "a grandma with a frying pan": what the fighter wields is in the story, in hand.
  const inHand = weapon ? `, ${nameInText(weapon.phrase)} in hand` : '';
  const opening = random.pick([
    `${capitalized(hero)} steps into the ring ${where}${inHand}.`,
    `The big tournament ${where} is on, and ${hero} wants the belt${weapon ? ` and has ${withArticle(nameInText(weapon.phrase))} to win it` : ''}.`,
  ]);
  const bouts = `${opensOnRival ? OPENING_BOUT_LEAD : warmupLead(cast.dummy.name)}${rivals}.`;
  return clip(`${opening} ${bouts} Punch, block and be the last one standing!`, 600);
}

/**
 * The fighting world file for an analysed prompt: the prompt's hero is the fighter, its enemy
 * leads a roster of opponents with personalities, a dummy for the warm-up, and bout numbers
 * from the seed and difficulty. A rival the prompt names ("a grandma fights a giant robot")
 * is fought from the first second: no dummy warm-up, and a gentler first bout against it.
 */
export function buildFightingWorld(input: WorldInput): FightingCast {
  const { analysis, seed, mediaBaseUrl, targetAudience } = input;
  const random = createRandom(seed);
  const difficulty = difficultyFor(
    analysis.difficultyBias,
    targetAudience,
    random.fork('difficulty'),
  );
  const opensOnRival = analysis.enemy.isImplied !== true;
  const ranked = opponentRosterFor(
    analysis.enemy,
    difficulty,
    targetAudience,
    random.fork('roster'),
  );
  const roster = opensOnRival ? withOpeningBout(ranked) : ranked;
  const dummy = dummyFor(random.fork('dummy'));
  const sheet = (name: string, description: string, file: string) => ({
    name: clip(name, 60),
    description: clip(description, 300),
    sheetUrl: `${mediaBaseUrl}${file}`,
    frameWidth: CHARACTER_FRAME_SIZE,
    frameHeight: CHARACTER_FRAME_SIZE,
    frameCount: SPRITE_SHEET_FRAMES.length,
  });
  const place = titlePlaceOf(analysis);
  const titleNoun = random
    .fork('title')
    .pick(['Showdown', 'Rumble', 'Championship', 'Face-Off', 'Tournament']);
  const isChild = targetAudience === 'children';
  const settings = random.fork('fighting');
  const world: FightingWorld = {
    formatVersion: WORLD_FORMAT_VERSION,
    version: '1.0.0',
    creationTimeUtc: input.createdAt,
    worldProfileData: {
      locationName: clip(`${analysis.hero.name}: ${place} ${titleNoun}`, 80),
      backgroundStoryText: storyOf(input, { roster, dummy }, opensOnRival, random.fork('story')),
      author: clip(input.author, 60),
      gameGenre: 'FIGHTING',
    },
    seed,
    difficulty,
    targetAudience,
    palette: analysis.palette,
    background: analysis.background,
    genreSpecificFields: {
      opponentPersonalitiesDescription: describeRoster(roster),
      punchingDummyDescription: clip(dummy.description, 300),
    },
    gameGenre: 'FIGHTING',
    characters: {
      // "a grandma with a frying pan": the fighter is described with what it wields.
      fighter: sheet(
        analysis.hero.name,
        analysis.weapon
          ? `${analysis.hero.phrase} with ${withArticle(analysis.weapon.phrase)}`
          : analysis.hero.phrase,
        FIGHTING_MEDIA.fighter,
      ),
      dummy: sheet(dummy.name, dummy.description, FIGHTING_MEDIA.dummy),
    },
    items: {
      badge: {
        name: clip(analysis.collectible.name, 60),
        url: `${mediaBaseUrl}${FIGHTING_MEDIA.badge}`,
        size: COLLECTIBLE_SIZE,
      },
      ...(analysis.weapon
        ? {
            weapon: {
              name: clip(analysis.weapon.name, 60),
              url: `${mediaBaseUrl}${FIGHTING_MEDIA.weapon}`,
              size: COLLECTIBLE_SIZE,
            },
          }
        : {}),
    },
    fighting: {
      genreVersion: FIGHTING_WORLD_VERSION,
      opponents: roster.map((entry, index) => ({
        character: sheet(entry.name, entry.description, FIGHTING_MEDIA.opponent(index)),
        ...entry.profile,
      })),
      ...(opensOnRival ? { warmup: 'none' as const } : {}),
      dummyHits: settings.int(5, 8),
      warmupSeconds: 20,
      playerHealth: isChild ? 140 : 100 + (difficulty <= 2 ? 20 : 0),
      playerPower: 10,
      boutSeconds: isChild ? 60 : 45,
    },
  };
  return { world, roster, dummy };
}
