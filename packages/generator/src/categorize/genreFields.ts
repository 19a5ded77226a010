import {
  DEFAULT_TARGET_AUDIENCE,
  GENRE_FIELD_KEYS_BY_GENRE,
  GENRE_FIELD_MAX_LENGTH,
  type GameGenre,
  type GenreSpecificFieldKey,
  type GenreSpecificFields,
} from '@promptplay/contracts';
import type { PromptAnalysis } from '../analyze/types.js';
import { createRandom } from '../random/seededRandom.js';
import { brainrotPropsFor } from '../world/brainrot/brainrotProps.js';
import { bonusItemFor } from '../world/buildCollectibleWorld.js';
import { buildFarmingWorld } from '../world/buildFarmingWorld.js';
import { buildFightingWorld } from '../world/buildFightingWorld.js';
import { buildMergeWorld } from '../world/buildMergeWorld.js';
import type { WorldInput } from '../world/buildPlatformerWorld.js';
import { buildSlapperWorld } from '../world/buildSlapperWorld.js';
import { shooterEnemyPhrases } from '../world/shooter/shooterCast.js';
import { ammoOf } from '../world/shotAmmo.js';
import { pluralPhrase } from '../world/story.js';
import { pluralOfPhrase } from './plurals.js';

export interface GenreFieldsInput {
  genre: GameGenre;
  prompt: string;
  analysis: PromptAnalysis;
  seed: number;
  /** The vehicle phrase of a vehicle genre (racing, hill racer, aerial), already found. */
  vehiclePhrase: string;
}

/** World metadata the field texts do not depend on. */
const WORLD_STUB = {
  author: 'Promptplay',
  createdAt: '2025-01-01T00:00:00.000Z',
  mediaBaseUrl: '/media/categorize/',
  targetAudience: DEFAULT_TARGET_AUDIENCE,
} as const;

/**
 * The genre fields the game will be built with. Genres whose fields come out of a cast
 * (fighters, weapons, traders, merge chain) run their world builder and take its fields;
 * the others are plain phrases of the analysis, written here as their builders write them
 * (their builders also tag whole stories, which the categorization does not need).
 */
function builtFields(input: GenreFieldsInput): Readonly<Record<string, string | undefined>> {
  const { analysis, seed } = input;
  const world: WorldInput = { ...WORLD_STUB, analysis, seed };
  switch (input.genre) {
    case 'FIGHTING':
      return buildFightingWorld(world).world.genreSpecificFields;
    case 'SLAPPER':
      return buildSlapperWorld(world).world.genreSpecificFields;
    case 'MERGE':
      return buildMergeWorld({ ...world, prompt: input.prompt }).genreSpecificFields;
    case 'FARMING':
      return buildFarmingWorld({ ...world, prompt: input.prompt }).genreSpecificFields;
    case 'PLATFORMER':
      return {
        collectibleDescription: analysis.collectible.phrase,
        basicEnemyDescription: analysis.enemy.phrase,
      };
    case 'SPLATTER':
      return { splatterTargetsDescription: analysis.enemy.phrase };
    case 'SHOOTER':
    case 'FPS': {
      const enemies = shooterEnemyPhrases(analysis.enemy.phrase);
      return {
        ammoDescription: ammoOf(analysis).phrase,
        primaryEnemyDescription: analysis.enemy.phrase,
        basicEnemyDescription: enemies.basic,
        fastEnemyDescription: enemies.fast,
      };
    }
    case 'COLLECTIBLE':
      return {
        collectibleItemsDescription: pluralPhrase(analysis.collectible.phrase),
        collectibleDescription: `${bonusItemFor(analysis.collectible).phrase}: bonus points and extra seconds`,
      };
    case 'BRAINROT':
      return {
        brainrotPropsDescription: brainrotPropsFor(
          analysis.collectible,
          createRandom(seed).fork('props'),
        )
          .map((prop) => prop.name.toLowerCase())
          .join(', '),
      };
    case 'RACING':
    case 'HILL_RACER':
      return { vehicleDescription: input.vehiclePhrase };
    case 'AERIAL':
      return { aerialVehicleDescription: input.vehiclePhrase };
  }
}

/** Texts for a key the builder left empty: themed by the prompt's cast and place. */
function defaultField(key: GenreSpecificFieldKey, analysis: PromptAnalysis): string {
  const { hero, enemy, collectible, goal } = analysis;
  const enemies = pluralOfPhrase(enemy.phrase);
  const items = pluralOfPhrase(collectible.phrase);
  const texts: Readonly<Record<GenreSpecificFieldKey, string>> = {
    punchingDummyDescription: `a patched-up training dummy that looks like ${enemy.name}`,
    slapWeaponsDescription: `${(analysis.weapon ?? collectible).name.toLowerCase()}, floppy fish, big banana`,
    collectibleDescription: items,
    basicEnemyDescription: enemies,
    fastEnemyDescription: `speedy ${enemies}`,
    landSellerDescription: 'a wise old bear, who sells plots of land',
    seedSellerDescription: 'a little bunny, who sells seeds',
    cropBuyerDescription: 'a hungry pig, who buys every crop',
    farmCropDescription: items,
    mergeChainDescription: `${collectible.name.toLowerCase()} → ${goal.name.toLowerCase()}`,
    vehicleDescription: 'race car',
    ammoDescription: items,
    primaryEnemyDescription: enemies,
    collectibleItemsDescription: items,
    brainrotPropsDescription: `${collectible.name.toLowerCase()}, screaming donut, banana phone`,
    opponentPersonalitiesDescription: `${enemy.name}, a tough rival of ${hero.name}`,
    aerialVehicleDescription: 'little propeller plane',
    splatterTargetsDescription: enemies,
  };
  return texts[key];
}

/**
 * The genre's own fields for a prompt (spec §3 genreSpecificFields): exactly the keys the
 * genre uses, in its order, each non-empty and at most 300 characters.
 *
 * @example genreFieldsFor({ genre: 'RACING', ... }).vehicleDescription // => 'monster truck'
 */
export function genreFieldsFor(input: GenreFieldsInput): GenreSpecificFields {
  const built = builtFields(input);
  const fields: GenreSpecificFields = {};
  for (const key of GENRE_FIELD_KEYS_BY_GENRE[input.genre]) {
    const text = built[key]?.trim() || defaultField(key, input.analysis);
    fields[key] = text.slice(0, GENRE_FIELD_MAX_LENGTH);
  }
  return fields;
}
