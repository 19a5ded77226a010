/**
 * The enums' values and types, free of zod: the browser's first view reads these lists, so
 * they must not bring a schema library along (README "First view and deep pages"). Their zod
 * classic schemas are in enums.ts (the server's and the generator's), zod/mini ones in
 * enumsMini.ts (the first view's).
 */
/** Genres as the API names them (spec §3). */
export const GAME_GENRES = [
  'COLLECTIBLE',
  'FIGHTING',
  'MERGE',
  'PLATFORMER',
  'FARMING',
  'SLAPPER',
  'SHOOTER',
  'RACING',
  'AERIAL',
  'BRAINROT',
  'SPLATTER',
  'HILL_RACER',
  'FPS',
] as const;
export type GameGenre = (typeof GAME_GENRES)[number];

/** Genres as the create modal lists them, in the modal's order (spec §3). */
export const MODAL_GENRES = [
  'Platformer',
  'Fighting',
  'Merge',
  'Slapper',
  'Shooter',
  'Farming',
  'Splatter',
  'Brainrot',
  'FPS',
  'Racing',
  'Aerial',
] as const;
export type ModalGenre = (typeof MODAL_GENRES)[number];

/** Maps a create-modal genre label to its API form. */
export const MODAL_GENRE_TO_API: Readonly<Record<ModalGenre, GameGenre>> = {
  Platformer: 'PLATFORMER',
  Fighting: 'FIGHTING',
  Merge: 'MERGE',
  Slapper: 'SLAPPER',
  Shooter: 'SHOOTER',
  Farming: 'FARMING',
  Splatter: 'SPLATTER',
  Brainrot: 'BRAINROT',
  FPS: 'FPS',
  Racing: 'RACING',
  Aerial: 'AERIAL',
};

/** Genres hidden from the create modal when configured for production (spec §9). */
export const PRODUCTION_HIDDEN_GENRES: readonly ModalGenre[] = ['Shooter', 'Racing', 'Aerial'];

/** Human-readable genre label for cards and HUDs. */
export const GENRE_LABELS: Readonly<Record<GameGenre, string>> = {
  COLLECTIBLE: 'Collectible',
  FIGHTING: 'Fighting',
  MERGE: 'Merge',
  PLATFORMER: 'Platformer',
  FARMING: 'Farming',
  SLAPPER: 'Slapper',
  SHOOTER: 'Shooter',
  RACING: 'Racing',
  AERIAL: 'Aerial',
  BRAINROT: 'Brainrot',
  SPLATTER: 'Splatter',
  HILL_RACER: 'Hill Racer',
  FPS: 'FPS',
};

export const TARGET_AUDIENCES = [
  'children',
  'family',
  'teens',
  'adults',
  'mature_adults',
  'unrestricted',
] as const;
export type TargetAudience = (typeof TARGET_AUDIENCES)[number];
export const DEFAULT_TARGET_AUDIENCE: TargetAudience = 'family';

export const FEED_SORTS = ['latest', 'topRated'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/** Player interaction types; Like is 0 (spec §3). */
export const InteractionType = { Like: 0 } as const;
export type InteractionTypeValue = typeof InteractionType.Like;

export const PROMPT_TYPES = [
  'player_typed',
  'randomized',
  'trending_game',
  'next_game_suggestion',
] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

export const LEVEL_TYPES = ['NEW', 'EXISTING', 'NOT_SET'] as const;
export type LevelType = (typeof LEVEL_TYPES)[number];

export const EVENT_PHASES = ['Preview', 'NormalActive', 'EndingSoon', 'Review'] as const;
export type EventPhase = (typeof EVENT_PHASES)[number];

export const CHARACTER_GENERATION_TYPES = ['STANDARD', 'PREMIUM'] as const;
export type CharacterGenerationType = (typeof CHARACTER_GENERATION_TYPES)[number];

export const GAME_SESSION_SOURCES = [
  'feed_play',
  'modal_play',
  'create_character',
  'unity_next_game',
] as const;
export type GameSessionSource = (typeof GAME_SESSION_SOURCES)[number];

/** Runtime status machine states (spec §4). Transitions live with the host. */
export const RUNTIME_STATUSES = [
  'INITIAL',
  'INITIALIZING',
  'LOADING_BUILD_MANIFEST',
  'BUILD_MANIFEST_LOADED',
  'LOADING_BUILD_MANIFEST_FILES',
  'BUILD_MANIFEST_FILES_LOADED',
  'RUNTIME_READY_TO_START',
  'RUNTIME_STARTING',
  'PRELOADING_GAME_ASSETS',
  'PRELOADED_GAME_ASSETS',
  'GAME_LOADED',
  'LOADING_GAME',
  'RUNTIME_STARTED',
  'GAME_READY',
  'EXECUTING_PROMPT',
  'PROMPT_EXECUTED',
  'ERROR',
] as const;
export type RuntimeStatus = (typeof RUNTIME_STATUSES)[number];

export const GAME_STATUSES = [
  'INITIAL',
  'LOADING_RUNTIME',
  'RUNTIME_READY',
  'LOADING_EXISTING_GAME',
  'EXISTING_GAME_READY',
  'CREATING_NEW_GAME',
  'NEW_GAME_READY',
  'PLAYING',
  'ERROR',
] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const DRAFT_STATUSES = ['queued', 'building', 'completed', 'failed'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export const UPLOAD_STATUSES = ['pending', 'uploading', 'completed', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export const AUTH_METHODS = ['guest', 'social'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

export const LOGIN_METHODS = ['guest', 'google'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
