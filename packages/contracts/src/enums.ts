import { z } from 'zod';

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
export const gameGenreSchema = z.enum(GAME_GENRES);
export type GameGenre = z.infer<typeof gameGenreSchema>;

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
export const modalGenreSchema = z.enum(MODAL_GENRES);
export type ModalGenre = z.infer<typeof modalGenreSchema>;

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
export const targetAudienceSchema = z.enum(TARGET_AUDIENCES);
export type TargetAudience = z.infer<typeof targetAudienceSchema>;
export const DEFAULT_TARGET_AUDIENCE: TargetAudience = 'family';

export const FEED_SORTS = ['latest', 'topRated'] as const;
export const feedSortSchema = z.enum(FEED_SORTS);
export type FeedSort = z.infer<typeof feedSortSchema>;

/** Player interaction types; Like is 0 (spec §3). */
export const InteractionType = { Like: 0 } as const;
export const interactionTypeSchema = z.literal(InteractionType.Like);
export type InteractionTypeValue = z.infer<typeof interactionTypeSchema>;

export const PROMPT_TYPES = [
  'player_typed',
  'randomized',
  'trending_game',
  'next_game_suggestion',
] as const;
export const promptTypeSchema = z.enum(PROMPT_TYPES);
export type PromptType = z.infer<typeof promptTypeSchema>;

export const LEVEL_TYPES = ['NEW', 'EXISTING', 'NOT_SET'] as const;
export const levelTypeSchema = z.enum(LEVEL_TYPES);
export type LevelType = z.infer<typeof levelTypeSchema>;

export const EVENT_PHASES = ['Preview', 'NormalActive', 'EndingSoon', 'Review'] as const;
export const eventPhaseSchema = z.enum(EVENT_PHASES);
export type EventPhase = z.infer<typeof eventPhaseSchema>;

export const CHARACTER_GENERATION_TYPES = ['STANDARD', 'PREMIUM'] as const;
export const characterGenerationTypeSchema = z.enum(CHARACTER_GENERATION_TYPES);
export type CharacterGenerationType = z.infer<typeof characterGenerationTypeSchema>;

export const GAME_SESSION_SOURCES = [
  'feed_play',
  'modal_play',
  'create_character',
  'unity_next_game',
] as const;
export const gameSessionSourceSchema = z.enum(GAME_SESSION_SOURCES);
export type GameSessionSource = z.infer<typeof gameSessionSourceSchema>;

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
export const runtimeStatusSchema = z.enum(RUNTIME_STATUSES);
export type RuntimeStatus = z.infer<typeof runtimeStatusSchema>;

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
export const gameStatusSchema = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const DRAFT_STATUSES = ['queued', 'building', 'completed', 'failed'] as const;
export const draftStatusSchema = z.enum(DRAFT_STATUSES);
export type DraftStatus = z.infer<typeof draftStatusSchema>;

export const UPLOAD_STATUSES = ['pending', 'uploading', 'completed', 'failed'] as const;
export const uploadStatusSchema = z.enum(UPLOAD_STATUSES);
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

export const AUTH_METHODS = ['guest', 'social'] as const;
export const authMethodSchema = z.enum(AUTH_METHODS);
export type AuthMethod = z.infer<typeof authMethodSchema>;

export const LOGIN_METHODS = ['guest', 'google'] as const;
export const loginMethodSchema = z.enum(LOGIN_METHODS);
export type LoginMethod = z.infer<typeof loginMethodSchema>;
