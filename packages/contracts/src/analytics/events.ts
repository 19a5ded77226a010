import { z } from 'zod';
import { GAME_SESSION_SOURCES, feedSortSchema, gameGenreSchema } from '../enums.js';

/**
 * The analytics events the web app pushes to the tag-manager data layer (spec §1): one schema
 * per product action, named by its `event` field (snake_case, the tag manager's convention).
 * Fields are flat strings, numbers and booleans so a tag-manager variable reads each one.
 * Nothing here identifies a person: ids are game, draft and session ids, never player data.
 */

const gameId = z.string().min(1);
const durationMs = z.number().int().nonnegative();
const sessionSource = z.enum(GAME_SESSION_SOURCES);

/** The app's pages by name, from the route table of spec §2. */
export const PAGE_ROUTES = [
  'home',
  'shared_game',
  'profile',
  'edit_profile',
  'attributions',
  'leaderboard',
  'auth_callback',
  'auth_error',
  'admin',
  'not_found',
] as const;
export type PageRoute = (typeof PAGE_ROUTES)[number];

/** A page was shown (each client-side navigation too); the path carries no query string. */
export const pageViewEventSchema = z.strictObject({
  event: z.literal('page_view'),
  page_route: z.enum(PAGE_ROUTES),
  page_path: z.string().startsWith('/'),
});

/** A feed card was at least half on screen: once per card per page view. */
export const feedImpressionEventSchema = z.strictObject({
  event: z.literal('feed_impression'),
  game_id: gameId,
  genre: gameGenreSchema,
  /** 0-based place in the feed as shown. */
  position: z.number().int().nonnegative(),
  sort: feedSortSchema,
});

/** A play started (spec §3 game session); `session_id` is null when the server did not answer. */
export const gameSessionStartEventSchema = z.strictObject({
  event: z.literal('game_session_start'),
  session_id: z.string().nullable(),
  game_id: gameId,
  source: sessionSource,
});

/** How a play ended: its last round won or lost, or left before any round ended. */
export const GAME_SESSION_RESULTS = ['won', 'lost', 'unfinished'] as const;
export type GameSessionResult = (typeof GAME_SESSION_RESULTS)[number];

/** The player left the game; `rounds` counts the rounds that ended (Replay starts another). */
export const gameSessionEndEventSchema = z.strictObject({
  event: z.literal('game_session_end'),
  session_id: z.string().nullable(),
  game_id: gameId,
  source: sessionSource,
  duration_ms: durationMs,
  result: z.enum(GAME_SESSION_RESULTS),
  rounds: z.number().int().nonnegative(),
});

/** One round of a game ended. */
export const gameOverEventSchema = z.strictObject({
  event: z.literal('game_over'),
  game_id: gameId,
  won: z.boolean(),
  score: z.number(),
  best_score: z.number(),
});

export const gameLikeEventSchema = z.strictObject({
  event: z.literal('game_like'),
  game_id: gameId,
});
export const gameUnlikeEventSchema = z.strictObject({
  event: z.literal('game_unlike'),
  game_id: gameId,
});

/** The Web Share sheet, or the link copied where there is none. */
export const SHARE_METHODS = ['web_share', 'clipboard'] as const;
export const SHARE_OUTCOMES = ['shared', 'copied', 'cancelled', 'failed'] as const;

export const gameShareEventSchema = z.strictObject({
  event: z.literal('game_share'),
  game_id: gameId,
  method: z.enum(SHARE_METHODS),
  outcome: z.enum(SHARE_OUTCOMES),
});

/** Generate was pressed with a valid prompt (the prompt's text is not sent). */
export const createPromptSubmittedEventSchema = z.strictObject({
  event: z.literal('create_prompt_submitted'),
  genre: gameGenreSchema,
  prompt_length: z.number().int().nonnegative(),
  has_reference_image: z.boolean(),
});

/** The prompt analysis answered (or failed) after `duration_ms`. */
export const createPromptAnalysedEventSchema = z.strictObject({
  event: z.literal('create_prompt_analysed'),
  genre: gameGenreSchema,
  duration_ms: durationMs,
  success: z.boolean(),
});

/** START BUILD after the player changed `edited_fields` of the analysis's fields. */
export const createPromptEditedEventSchema = z.strictObject({
  event: z.literal('create_prompt_edited'),
  genre: gameGenreSchema,
  edited_fields: z.number().int().positive(),
});

/** The draft was accepted by the server and is building. */
export const createBuildStartedEventSchema = z.strictObject({
  event: z.literal('create_build_started'),
  genre: gameGenreSchema,
  draft_id: z.string().min(1),
});

/** The draft became a playable game `duration_ms` after START BUILD. */
export const createBuildCompletedEventSchema = z.strictObject({
  event: z.literal('create_build_completed'),
  genre: gameGenreSchema,
  game_id: gameId,
  duration_ms: durationMs,
});

/** Why a build did not give a game: it failed, or the player left while it ran. */
export const CREATE_BUILD_FAILURES = ['failed', 'abandoned'] as const;

export const createBuildFailedEventSchema = z.strictObject({
  event: z.literal('create_build_failed'),
  genre: gameGenreSchema,
  reason: z.enum(CREATE_BUILD_FAILURES),
  duration_ms: durationMs,
});

/** A guest was registered (spec §4 Auth: every visitor plays as one). */
export const guestRegisteredEventSchema = z.strictObject({ event: z.literal('guest_registered') });
/** The first sign-in on this browser; later ones are `sign_in`. */
export const signUpEventSchema = z.strictObject({
  event: z.literal('sign_up'),
  method: z.literal('google'),
});
export const signInEventSchema = z.strictObject({
  event: z.literal('sign_in'),
  method: z.literal('google'),
});
export const signOutEventSchema = z.strictObject({ event: z.literal('sign_out') });
export const playerRenameEventSchema = z.strictObject({ event: z.literal('player_rename') });

/** The third-party ad script, or the house ad promoting one of our games. */
export const AD_KINDS = ['script', 'house'] as const;
const adKind = z.enum(AD_KINDS);

export const adShownEventSchema = z.strictObject({ event: z.literal('ad_shown'), ad_kind: adKind });
export const adFailedEventSchema = z.strictObject({
  event: z.literal('ad_failed'),
  ad_kind: adKind,
});
export const adClosedEventSchema = z.strictObject({
  event: z.literal('ad_closed'),
  ad_kind: adKind,
});

export const leaderboardViewEventSchema = z.strictObject({
  event: z.literal('leaderboard_view'),
  entries: z.number().int().nonnegative(),
});

/** The page was scrolled to `depth_percent` (spec §9: throttled, in steps over 10). */
export const scrollEngagementEventSchema = z.strictObject({
  event: z.literal('scroll_engagement'),
  page_route: z.enum(PAGE_ROUTES),
  depth_percent: z.number().int().min(0).max(100),
});

/** Every event the app pushes, told apart by `event`. */
export const analyticsEventSchema = z.discriminatedUnion('event', [
  pageViewEventSchema,
  feedImpressionEventSchema,
  gameSessionStartEventSchema,
  gameSessionEndEventSchema,
  gameOverEventSchema,
  gameLikeEventSchema,
  gameUnlikeEventSchema,
  gameShareEventSchema,
  createPromptSubmittedEventSchema,
  createPromptAnalysedEventSchema,
  createPromptEditedEventSchema,
  createBuildStartedEventSchema,
  createBuildCompletedEventSchema,
  createBuildFailedEventSchema,
  guestRegisteredEventSchema,
  signUpEventSchema,
  signInEventSchema,
  signOutEventSchema,
  playerRenameEventSchema,
  adShownEventSchema,
  adFailedEventSchema,
  adClosedEventSchema,
  leaderboardViewEventSchema,
  scrollEngagementEventSchema,
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['event'];
