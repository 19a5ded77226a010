import type { SplatterWorld } from '@promptplay/contracts';
import {
  SPLATTER_WORLD_VERSION,
  SPRITE_SHEET_FRAMES,
  WORLD_FORMAT_VERSION,
} from '@promptplay/contracts';
import { inStoryPlace, storyPlaceOf, storyPlaceWhenOf } from '../analyze/storyPlace.js';
import { singularOf } from '../analyze/parsePhrases.js';
import { nameInText, titleCase } from '../analyze/naming.js';
import type { PromptAnalysis } from '../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { COLLECTIBLE_SIZE } from '../art/items/itemSprites.js';
import { createRandom, type SeededRandom } from '../random/seededRandom.js';
import type { WorldInput } from './buildPlatformerWorld.js';
import { difficultyFor } from './platformerSettings.js';
import { splatColorsOf } from './splatter/splatSubstance.js';
import { isThingTarget } from './splatter/splatTarget.js';
import { pluralPhrase } from './story.js';
import { foesInText, heroInText } from './storyWords.js';
import { titlePlaceOf } from './title.js';

/** File names of a splatter game's media, relative to its media base URL. */
export const SPLATTER_MEDIA = {
  target: 'target.png',
  friend: 'friend.png',
  bonus: 'bonus.png',
  screenshot: 'screenshot.png',
} as const;

const clip = (text: string, max: number): string => text.slice(0, max);

/** What the player throws, when the prompt names it ("paint balloons", "eggs"); else null. */
function thrownOf(analysis: PromptAnalysis): string | null {
  const { collectible } = analysis;
  if (collectible.isImplied === true) return null;
  // Paint and mud are thrown as they are: never "paints", "muds".
  return MASS_THROWN.test(collectible.phrase)
    ? collectible.phrase
    : pluralPhrase(collectible.phrase);
}

/** Things thrown by the splash, not one by one. */
const MASS_THROWN =
  /\b(?:paint|mud|slime|goo|water|jam|ketchup|glitter|confetti|ink|snow|cream|custard|pudding|sauce|chocolate|mustard|gravy|soup|juice|milk|syrup|honey|oil|sludge|dirt|muck|ooze|guacamole|spinach|salsa)$/i;

function splatterTitle(analysis: PromptAnalysis, random: SeededRandom): string {
  const { enemy } = analysis;
  const verb = random.pick(['Splat', 'Squish', 'Splatter']);
  const thrown = thrownOf(analysis);
  const place = titlePlaceOf(analysis);
  // No creature named: the title is what is thrown where, never a swarm nobody asked for.
  if (enemy.isImplied === true) {
    const title = thrown ? `${titleCase(thrown)} Splat: ${place}` : `${verb} Attack: ${place}`;
    return clip(title, 80);
  }
  // A thing to splat (a wall, a car) is splatted with what the prompt throws at it.
  if (thrown && isThingTarget(enemy)) {
    const title = `${titleCase(thrown)} vs the ${titleCase(pluralPhrase(enemy.name))}`;
    return clip(title.length <= 80 ? title : `${verb} the ${enemy.name}`, 80);
  }
  const title = `${verb} the ${titleCase(pluralPhrase(enemy.name))}: ${place}`;
  return clip(title.length <= 80 ? title : `${verb} the ${enemy.name}`, 80);
}

function splatterStory(analysis: PromptAnalysis, random: SeededRandom): string {
  const { hero, enemy, collectible } = analysis;
  const place = storyPlaceWhenOf(analysis);
  // Foes the prompt never named go unnamed: the game drew them, the player did not ask for them.
  const targets = foesInText(enemy, pluralPhrase(enemy.phrase), 'pests');
  // A bystander the prompt never named is "the kid"; a named hero is called by name.
  const spared = hero.isImplied ? `the ${nameInText(hero.phrase)}` : heroInText(hero);
  // A wall or a car stands still, clean: it never scurries or overruns anything.
  const isThing = enemy.isImplied !== true && isThingTarget(enemy);
  // "the school buses on the school bus" says it twice: a target that is the place stands alone.
  const targetHead = singularOf(enemy.phrase.toLowerCase().split(/\s+/).at(-1) ?? '');
  const placeSaysIt = new RegExp(`\\b${targetHead}`).test(place.toLowerCase());
  const where = placeSaysIt
    ? ''
    : ` ${inStoryPlace(storyPlaceOf(analysis.setting), analysis.atmosphere)}`;
  const opening = isThing
    ? random.pick([
        `The ${targets}${where} look far too clean.`,
        `Nobody has splatted the ${targets}${where} yet. Time to change that!`,
      ])
    : random.pick([
        `The ${targets} have overrun ${place}!`,
        `Uh oh, ${targets} are scurrying all over ${place}.`,
      ]);
  const thrown = thrownOf(analysis);
  const aim = isThing && thrown ? `Tap to hit them with ${thrown}` : 'Tap to splat them';
  const bonus = isThing && thrown ? `more ${thrown}` : `the ${pluralPhrase(collectible.phrase)}`;
  return clip(
    `${opening} ${aim}, chain quick splats into combos and grab ${bonus} for extra time. Missed taps cost seconds, and never splat ${spared}!`,
    600,
  );
}

/**
 * The splatter world for an analysed prompt: the prompt's enemy is what the player splats, the
 * hero is the friend to spare, the collectible a time bonus; splats take the colours of what
 * is thrown (splatColorsOf).
 */
export function buildSplatterWorld(input: WorldInput): SplatterWorld {
  const { analysis, seed, mediaBaseUrl, targetAudience } = input;
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
  const settings = random.fork('splatter');
  const splatColors = splatColorsOf(analysis);
  return {
    formatVersion: WORLD_FORMAT_VERSION,
    version: '1.0.0',
    creationTimeUtc: input.createdAt,
    worldProfileData: {
      locationName: splatterTitle(analysis, random.fork('title')),
      backgroundStoryText: splatterStory(analysis, random.fork('story')),
      author: clip(input.author, 60),
      gameGenre: 'SPLATTER',
    },
    seed,
    difficulty,
    targetAudience,
    palette: analysis.palette,
    background: analysis.background,
    genreSpecificFields: { splatterTargetsDescription: clip(analysis.enemy.phrase, 300) },
    gameGenre: 'SPLATTER',
    characters: {
      target: character(analysis.enemy, SPLATTER_MEDIA.target),
      friend: character(analysis.hero, SPLATTER_MEDIA.friend),
    },
    items: {
      bonus: {
        name: clip(analysis.collectible.name, 60),
        url: `${mediaBaseUrl}${SPLATTER_MEDIA.bonus}`,
        size: COLLECTIBLE_SIZE,
      },
    },
    splatter: {
      genreVersion: SPLATTER_WORLD_VERSION,
      splatColor: splatColors[0],
      splatColors,
      timeLimitSeconds: settings.pick([40, 45, 50]),
      startTargets: difficulty >= 3 ? 3 : 2,
      maxTargets: 5 + difficulty,
      targetSpeed: Math.round((0.16 + difficulty * 0.04 + settings.range(0, 0.04)) * 100) / 100,
      missPenaltySeconds: difficulty >= 4 ? 2 : 1,
      friendShare: Math.round((0.2 + difficulty * 0.05) * 100) / 100,
      lives: targetAudience === 'children' ? 5 : 3,
    },
  };
}
