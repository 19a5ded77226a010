import { z } from 'zod';
import {
  AUTH_METHODS,
  CHARACTER_GENERATION_TYPES,
  DRAFT_STATUSES,
  EVENT_PHASES,
  FEED_SORTS,
  GAME_GENRES,
  GAME_SESSION_SOURCES,
  GAME_STATUSES,
  LEVEL_TYPES,
  LOGIN_METHODS,
  MODAL_GENRES,
  PROMPT_TYPES,
  RUNTIME_STATUSES,
  TARGET_AUDIENCES,
  UPLOAD_STATUSES,
  InteractionType,
} from './enumLists.js';

/**
 * The enums' zod classic schemas, for the server, the generator and the contracts the browser
 * loads lazily (worlds, creation…). The lists and types are in enumLists.ts (re-exported
 * here), zod/mini twins in enumsMini.ts: the first view must hold no classic zod (README
 * "First view and deep pages").
 */
export {
  GAME_GENRES,
  MODAL_GENRES,
  MODAL_GENRE_TO_API,
  PRODUCTION_HIDDEN_GENRES,
  GENRE_LABELS,
  TARGET_AUDIENCES,
  DEFAULT_TARGET_AUDIENCE,
  FEED_SORTS,
  InteractionType,
  PROMPT_TYPES,
  LEVEL_TYPES,
  EVENT_PHASES,
  CHARACTER_GENERATION_TYPES,
  GAME_SESSION_SOURCES,
  RUNTIME_STATUSES,
  GAME_STATUSES,
  DRAFT_STATUSES,
  UPLOAD_STATUSES,
  AUTH_METHODS,
  LOGIN_METHODS,
  type GameGenre,
  type ModalGenre,
  type TargetAudience,
  type FeedSort,
  type InteractionTypeValue,
  type PromptType,
  type LevelType,
  type EventPhase,
  type CharacterGenerationType,
  type GameSessionSource,
  type RuntimeStatus,
  type GameStatus,
  type DraftStatus,
  type UploadStatus,
  type AuthMethod,
  type LoginMethod,
} from './enumLists.js';

export const gameGenreSchema = z.enum(GAME_GENRES);
export const modalGenreSchema = z.enum(MODAL_GENRES);
export const targetAudienceSchema = z.enum(TARGET_AUDIENCES);
export const feedSortSchema = z.enum(FEED_SORTS);
export const interactionTypeSchema = z.literal(InteractionType.Like);
export const promptTypeSchema = z.enum(PROMPT_TYPES);
export const levelTypeSchema = z.enum(LEVEL_TYPES);
export const eventPhaseSchema = z.enum(EVENT_PHASES);
export const characterGenerationTypeSchema = z.enum(CHARACTER_GENERATION_TYPES);
export const gameSessionSourceSchema = z.enum(GAME_SESSION_SOURCES);
export const runtimeStatusSchema = z.enum(RUNTIME_STATUSES);
export const gameStatusSchema = z.enum(GAME_STATUSES);
export const draftStatusSchema = z.enum(DRAFT_STATUSES);
export const uploadStatusSchema = z.enum(UPLOAD_STATUSES);
export const authMethodSchema = z.enum(AUTH_METHODS);
export const loginMethodSchema = z.enum(LOGIN_METHODS);
