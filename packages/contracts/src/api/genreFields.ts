import { z } from 'zod';
import type { GameGenre } from '../enums.js';

/** Keys of a categorized prompt's genreSpecificFields (spec §3), plus splatterTargetsDescription. */
export const GENRE_SPECIFIC_FIELD_KEYS = [
  'punchingDummyDescription',
  'slapWeaponsDescription',
  'collectibleDescription',
  'basicEnemyDescription',
  'fastEnemyDescription',
  'landSellerDescription',
  'seedSellerDescription',
  'cropBuyerDescription',
  'farmCropDescription',
  'mergeChainDescription',
  'vehicleDescription',
  'ammoDescription',
  'primaryEnemyDescription',
  'collectibleItemsDescription',
  'brainrotPropsDescription',
  'opponentPersonalitiesDescription',
  'aerialVehicleDescription',
  // Not named by the spec: what the splatter genre's player paints or splats.
  'splatterTargetsDescription',
] as const;
export const genreSpecificFieldKeySchema = z.enum(GENRE_SPECIFIC_FIELD_KEYS);
export type GenreSpecificFieldKey = z.infer<typeof genreSpecificFieldKeySchema>;

/** Longest description a genre field may hold (same bound as the world file). */
export const GENRE_FIELD_MAX_LENGTH = 300;

/** Description texts by key; a genre fills the keys listed in GENRE_FIELD_KEYS_BY_GENRE. */
export const genreSpecificFieldsSchema = z.partialRecord(
  genreSpecificFieldKeySchema,
  z.string().max(GENRE_FIELD_MAX_LENGTH),
);
export type GenreSpecificFields = z.infer<typeof genreSpecificFieldsSchema>;

const SHOOTER_KEYS = [
  'ammoDescription',
  'primaryEnemyDescription',
  'basicEnemyDescription',
  'fastEnemyDescription',
] as const satisfies readonly GenreSpecificFieldKey[];

/** Which genre fields each genre uses, in the order the categorization step shows them. */
export const GENRE_FIELD_KEYS_BY_GENRE: Readonly<
  Record<GameGenre, readonly GenreSpecificFieldKey[]>
> = {
  FIGHTING: ['opponentPersonalitiesDescription', 'punchingDummyDescription'],
  SLAPPER: ['slapWeaponsDescription', 'punchingDummyDescription'],
  FARMING: [
    'landSellerDescription',
    'seedSellerDescription',
    'cropBuyerDescription',
    'farmCropDescription',
  ],
  MERGE: ['mergeChainDescription'],
  RACING: ['vehicleDescription'],
  HILL_RACER: ['vehicleDescription'],
  SHOOTER: SHOOTER_KEYS,
  FPS: SHOOTER_KEYS,
  AERIAL: ['aerialVehicleDescription'],
  COLLECTIBLE: ['collectibleItemsDescription', 'collectibleDescription'],
  BRAINROT: ['brainrotPropsDescription'],
  SPLATTER: ['splatterTargetsDescription'],
  PLATFORMER: ['collectibleDescription', 'basicEnemyDescription'],
};
