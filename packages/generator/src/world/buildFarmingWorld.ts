import type { FarmingWorld, TargetAudience } from '@promptplay/contracts';
import { SPRITE_SHEET_FRAMES, WORLD_FORMAT_VERSION } from '@promptplay/contracts';
import type { CharacterConcept, PromptAnalysis } from '../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../art/character/drawCharacter.js';
import { COLLECTIBLE_SIZE } from '../art/items/itemSprites.js';
import { inStoryPlace, storyPlaceOf } from '../analyze/storyPlace.js';
import { createRandom } from '../random/seededRandom.js';
import { farmingCastFor, type FarmingCast } from './farming/farmingCast.js';
import { farmingSettingsFor } from './farming/farmingSettings.js';
import { difficultyFor } from './platformerSettings.js';
import { nameInText } from '../analyze/naming.js';
import { capitalized, heroInText } from './storyWords.js';

/** File names of a farming game's media, relative to its media base URL. */
export const FARMING_MEDIA = {
  farmer: 'farmer.png',
  landSeller: 'land-seller.png',
  seedSeller: 'seed-seller.png',
  cropBuyer: 'crop-buyer.png',
  crop: 'crop.png',
  seed: 'seed.png',
  coin: 'coin.png',
  screenshot: 'screenshot.png',
} as const;

export interface FarmingWorldInput {
  prompt: string;
  analysis: PromptAnalysis;
  author: string;
  seed: number;
  createdAt: string;
  mediaBaseUrl: string;
  targetAudience: TargetAudience;
}

const clip = (text: string, max: number): string => text.slice(0, max);

/** "hungry goats" → "the hungry goats", "sheep" → "the sheep"; "a busy grocer" as it is. */
function buyerInText(phrase: string): string {
  const first = phrase.split(' ')[0] ?? '';
  const isLed = /^(a|an|the|some|his|her|their|its|my|our|every|all)$/i.test(first);
  return isLed || /^[A-Z]/.test(first) ? phrase : `the ${phrase}`;
}

/** The cast the world uses, shared with the art step (same seed, same cast). */
export function farmingCastOf(
  input: Pick<FarmingWorldInput, 'prompt' | 'analysis' | 'seed'>,
): FarmingCast {
  return farmingCastFor(input.prompt, input.analysis, createRandom(input.seed).fork('cast'));
}

/**
 * The farming world for a prompt: the hero farms the prompt's crop, buying land and seeds from
 * two traders and selling to the prompt's buyer; the theme's look, numbers from the seed.
 */
export function buildFarmingWorld(input: FarmingWorldInput): FarmingWorld {
  const { analysis, seed, mediaBaseUrl, targetAudience } = input;
  const random = createRandom(seed);
  const difficulty = difficultyFor(
    analysis.difficultyBias,
    targetAudience,
    random.fork('difficulty'),
  );
  const settings = farmingSettingsFor(difficulty, targetAudience, random.fork('farming'));
  const cast = farmingCastOf(input);
  const character = (concept: CharacterConcept, file: string) => ({
    name: clip(concept.name, 60),
    description: clip(concept.phrase, 300),
    sheetUrl: `${mediaBaseUrl}${file}`,
    frameWidth: CHARACTER_FRAME_SIZE,
    frameHeight: CHARACTER_FRAME_SIZE,
    frameCount: SPRITE_SHEET_FRAMES.length,
  });
  const item = (name: string, file: string) => ({
    name: clip(name, 60),
    url: `${mediaBaseUrl}${file}`,
    size: COLLECTIBLE_SIZE,
  });
  const place = storyPlaceOf(analysis.setting);
  const crops = nameInText(cast.cropPhrase);
  // The buyer is named: the player sees it at its stall and can edit it (castEdits renames it).
  const sale = `sell to ${buyerInText(cast.cropBuyer.phrase)}`;
  const story = `${capitalized(heroInText(cast.farmer))} dreams of fields full of ${crops} ${inStoryPlace(place, analysis.atmosphere)}. Buy land and seeds, plant, harvest and ${sale} until you have ${settings.coinGoal} coins!`;
  return {
    formatVersion: WORLD_FORMAT_VERSION,
    version: '1.0.0',
    creationTimeUtc: input.createdAt,
    worldProfileData: {
      locationName: clip(`${cast.farmer.name}'s ${cast.crop.name} Farm`, 80),
      backgroundStoryText: clip(story, 600),
      author: clip(input.author, 60),
      gameGenre: 'FARMING',
    },
    seed,
    difficulty,
    targetAudience,
    palette: analysis.palette,
    background: analysis.background,
    genreSpecificFields: {
      landSellerDescription: clip(`${cast.landSeller.phrase}, who sells plots of land`, 300),
      seedSellerDescription: clip(`${cast.seedSeller.phrase}, who sells seeds`, 300),
      cropBuyerDescription: clip(`${cast.cropBuyer.phrase}, who buys every crop`, 300),
      farmCropDescription: clip(cast.cropPhrase, 300),
    },
    gameGenre: 'FARMING',
    characters: {
      farmer: character(cast.farmer, FARMING_MEDIA.farmer),
      landSeller: character(cast.landSeller, FARMING_MEDIA.landSeller),
      seedSeller: character(cast.seedSeller, FARMING_MEDIA.seedSeller),
      cropBuyer: character(cast.cropBuyer, FARMING_MEDIA.cropBuyer),
    },
    items: {
      crop: item(cast.crop.name, FARMING_MEDIA.crop),
      seed: item(cast.seed.name, FARMING_MEDIA.seed),
      coin: item(cast.coin.name, FARMING_MEDIA.coin),
    },
    farming: settings,
  };
}
