import { z } from 'zod/mini';
import {
  AUTH_METHODS,
  CHARACTER_GENERATION_TYPES,
  EVENT_PHASES,
  FEED_SORTS,
  GAME_GENRES,
  GAME_SESSION_SOURCES,
  InteractionType,
  LOGIN_METHODS,
  RUNTIME_STATUSES,
  TARGET_AUDIENCES,
} from './enumLists.js';

/**
 * The enums the browser's first view parses, as zod/mini schemas (README "First view and deep
 * pages"), from the lists of enumLists.ts; their zod classic schemas (enums.ts) are the
 * server's and the generator's. A first-view module that imported a classic schema would pull
 * all of classic zod into the page's first scripts (apps/web/src/build/firstViewZod.ts
 * fails the build then).
 */
export const gameGenreMiniSchema = z.enum(GAME_GENRES);
export const targetAudienceMiniSchema = z.enum(TARGET_AUDIENCES);
export const feedSortMiniSchema = z.enum(FEED_SORTS);
export const interactionTypeMiniSchema = z.literal(InteractionType.Like);
export const eventPhaseMiniSchema = z.enum(EVENT_PHASES);
export const gameSessionSourceMiniSchema = z.enum(GAME_SESSION_SOURCES);
export const runtimeStatusMiniSchema = z.enum(RUNTIME_STATUSES);
export const authMethodMiniSchema = z.enum(AUTH_METHODS);
export const loginMethodMiniSchema = z.enum(LOGIN_METHODS);
export const characterGenerationTypeMiniSchema = z.enum(CHARACTER_GENERATION_TYPES);
