import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AuthMethod,
  DraftStatus,
  GameCreationPayload,
  GameGenre,
  LoginMethod,
  TargetAudience,
  UploadStatus,
  UploadType,
} from '@promptplay/contracts';
import type { PlayerRole } from '../modules/admin/roles.js';
import type { OgpRoundStatus } from '../modules/ogp/roundStatus.js';
import type { WorldDesignOutcome } from '../modules/categorize/worldDesigner.js';
import type { StoredScreenshotTier } from '../modules/games/screenshotTiers.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A row that belongs to a player: `player_id`, gone with the player. */
const ownerPlayerId = () =>
  text('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' });

/** A row that belongs to a game: `game_id`, gone with the game. */
const ownerGameId = () =>
  text('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' });

export const players = pgTable('players', {
  id: text('id').primaryKey(),
  playerName: text('player_name').notNull(),
  authMethod: text('auth_method').$type<AuthMethod>().notNull(),
  loginMethod: text('login_method').$type<LoginMethod>().notNull(),
  createdAt: createdAt(),
  email: text('email'),
  hasEverLoggedIn: boolean('has_ever_logged_in').notNull().default(false),
  /** 'admin' for social accounts listed in ADMIN_EMAILS (set at sign-in), else 'player'. */
  role: text('role').$type<PlayerRole>().notNull().default('player'),
  /**
   * A Play.fun identity the player linked in the profile (`sol:…`, `eth:…`, `did:privy:…` or a
   * Play.fun user UUID); OGP points go to it before the verified email.
   */
  ogpLinkedId: text('ogp_linked_id'),
});

/** Opaque refresh tokens, stored only as sha256 hashes. One family per sign-in chain. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id').notNull(),
    playerId: ownerPlayerId(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_player_idx').on(table.playerId),
  ],
);

/** ES256 keys that sign access tokens; the newest signs, all of them verify. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    genre: text('genre').$type<GameGenre>().notNull(),
    targetAudience: text('target_audience').$type<TargetAudience>().notNull(),
    version: text('version').notNull(),
    createdBy: text('created_by').references(() => players.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    screenshotKey: text('screenshot_key').notNull(),
    previewKey: text('preview_key'),
    /**
     * The screenshot's rendered tiers (`games/screenshotTiers.ts`), smallest first: null until
     * rendered (the background step after publishing, or the start-up backfill), [] when the
     * screenshot could not be decoded (the game shows its original).
     */
    screenshotTiers: jsonb('screenshot_tiers').$type<StoredScreenshotTier[]>(),
    worldKey: text('world_key').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    playsCount: integer('plays_count').notNull().default(0),
    registeredToOgp: boolean('registered_to_ogp').notNull().default(false),
    ogpGameId: text('ogp_game_id'),
    ogpGameApiKey: text('ogp_game_api_key'),
    /** Set by an operator: the game leaves every feed and the competition; null = visible. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /**
     * The game's current version (issue 14 "Refine"): 1 when published, one more per refine;
     * 'Back to version n' points it at an older row of `game_versions`. The feed's `version`
     * is `${versionNumber}.0`, so the spec's `/worlds/1.0/{id}.json` is version 1.
     */
    versionNumber: integer('version_number').notNull().default(1),
    /** The game this one remixes (null for an original, or once the source is deleted). */
    remixOfGameId: text('remix_of_game_id').references((): AnyPgColumn => games.id, {
      onDelete: 'set null',
    }),
    /** The source's title and author when remixed, for the credit line if it goes away. */
    remixOfTitle: text('remix_of_title'),
    remixOfAuthor: text('remix_of_author'),
    /** Published remixes of this game; kept in the statement that publishes a remix. */
    remixCount: integer('remix_count').notNull().default(0),
    /** Visible comments; kept in the statements that post, delete, hide and restore one. */
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    // Feeds filter by audience cumulatively ("at or below A"): a feed reads this index once per
    // allowed audience, already in order, and merges the runs (see feed/queries.ts).
    // NULLS FIRST is Postgres' default for DESC, so plain `order by x desc` matches the index.
    index('games_latest_idx').on(
      table.targetAudience,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('games_top_rated_idx').on(
      table.targetAudience,
      table.likesCount.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('games_created_by_idx')
      .on(table.createdBy)
      .where(sql`${table.createdBy} is not null`),
    index('games_remix_of_idx')
      .on(table.remixOfGameId, table.createdAt.desc().nullsFirst())
      .where(sql`${table.remixOfGameId} is not null`),
  ],
);

/**
 * Every version of a game (issue 14 "Refine"): version 1 is what was published, each refine
 * adds the next. Files of a version never change, so `/worlds/{n}.0/{id}.json` is immutable.
 * `prompt` is the follow-up that made the version (null for version 1).
 */
export const gameVersions = pgTable(
  'game_versions',
  {
    gameId: ownerGameId(),
    version: integer('version').notNull(),
    worldKey: text('world_key').notNull(),
    screenshotKey: text('screenshot_key').notNull(),
    previewKey: text('preview_key'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    prompt: text('prompt'),
    /**
     * Every follow-up the version was built with, oldest first ([] for version 1): the next
     * refine of this version adds its prompt, so the chain survives 'Back to version n'.
     */
    followUps: jsonb('follow_ups').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.version] })],
);

/** A player's comment under a game (issue 14 "Comments"); a moderator may hide it. */
export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    gameId: ownerGameId(),
    playerId: ownerPlayerId(),
    text: text('text').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    // Newest first, ties by id: keyset pages never repeat or skip under concurrent posts.
    index('comments_game_idx').on(
      table.gameId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('comments_player_idx').on(table.playerId),
  ],
);

/**
 * A player's report of a game or a comment (issue 14 "Reports"): open until a moderator
 * acts on it ('actioned') or dismisses it; one open report per player and target.
 */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    reporterId: ownerPlayerId(),
    targetType: text('target_type').$type<'game' | 'comment'>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    text: text('text'),
    status: text('status').$type<'open' | 'actioned' | 'dismissed'>().notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => players.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reports_one_open_idx')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('reports_queue_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    index('reports_target_idx').on(table.targetType, table.targetId),
  ],
);

export const interactions = pgTable(
  'interactions',
  {
    playerId: ownerPlayerId(),
    gameId: ownerGameId(),
    type: smallint('type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId, table.type] }),
    index('interactions_game_idx').on(table.gameId),
  ],
);

/** A social identity (issuer + subject) and the player it signs in as. */
export const identities = pgTable(
  'identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    playerId: ownerPlayerId(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    index('identities_player_idx').on(table.playerId),
  ],
);

/** A started sign-in: PKCE verifier, nonce and where to come back to, keyed by its state. */
export const signInAttempts = pgTable('sign_in_attempts', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnPath: text('return_path').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One-time codes the SPA exchanges for tokens; stored as sha256 hashes, single use. */
export const signInCodes = pgTable('sign_in_codes', {
  codeHash: text('code_hash').primaryKey(),
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  displayName: text('display_name'),
  returnPath: text('return_path').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Secrets the server makes for itself on first use (e.g. the upload URL signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/**
 * Presigned image uploads: pending → uploading → completed | failed. The object under
 * `object_key` exists only once the row says completed (its bytes checked).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    playerId: ownerPlayerId(),
    uploadType: text('upload_type').$type<UploadType>().notNull(),
    objectKey: text('object_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    declaredSize: integer('declared_size').notNull(),
    originalFileName: text('original_file_name').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status').$type<UploadStatus>().notNull(),
    sizeBytes: integer('size_bytes'),
    width: integer('width'),
    height: integer('height'),
    failureReason: text('failure_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_player_idx').on(table.playerId)],
);

/** Prompts each player used per UTC day; the limit is configuration, checked on each take. */
export const promptAllowance = pgTable(
  'prompt_allowance',
  {
    playerId: ownerPlayerId(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.day] })],
);

/**
 * Games players asked for (POST /api/draft-game/create) and the worker that builds them:
 * queued → building (leased until `lease_until` by `lease_token`) → completed | failed.
 * A build that fails goes back to queued until `available_at`, up to the attempt cap.
 */
export const draftGames = pgTable(
  'draft_games',
  {
    id: text('id').primaryKey(),
    playerId: ownerPlayerId(),
    status: text('status').$type<DraftStatus>().notNull(),
    payload: jsonb('payload').$type<GameCreationPayload>().notNull(),
    /** The player's uploaded photo for the hero's face (checked when the draft was made). */
    referenceImageUrl: text('reference_image_url'),
    /** The UTC day whose prompt allowance paid for this draft. */
    allowanceDay: date('allowance_day', { mode: 'string' }),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    leaseToken: text('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    gameId: text('game_id').references(() => games.id, { onDelete: 'set null' }),
    /** What the player is told when the draft failed for good. */
    failureMessage: text('failure_message'),
    /** The last build error, for operators. */
    lastError: text('last_error'),
    /**
     * The AI provider's world design for the prompt, asked once by the first build attempt
     * (retries reuse it); null until then, and always without an AI provider.
     */
    worldDesign: jsonb('world_design').$type<WorldDesignOutcome>(),
    /**
     * A refine (issue 14): the owner's game this draft builds the next version of, with the
     * follow-up prompt; `payload` is then the game's own creation payload. Null: a new game.
     */
    refineGameId: text('refine_game_id').references(() => games.id, { onDelete: 'cascade' }),
    refinePrompt: text('refine_prompt'),
    /** The version the refine builds on (the game's current one when it was asked for). */
    refineBaseVersion: integer('refine_base_version'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('draft_games_queue_idx')
      .on(table.availableAt)
      .where(sql`${table.status} = 'queued'`),
    index('draft_games_lease_idx')
      .on(table.leaseUntil)
      .where(sql`${table.status} = 'building'`),
    index('draft_games_player_idx').on(table.playerId),
  ],
);

/**
 * One finished round of a game session (POST /api/game-sessions/result). Rounds that earn OGP
 * points are 'pending' until the points reporter delivered them ('reported') or gave up
 * ('failed'); the others are 'none'. A round of a player without an OGP identity (a guest) is
 * 'held' until the player has one, or 'expired' once its UTC day is over.
 * `ogp_next_attempt_at` is the retry time or claim lease; `ogp_player_id` the identity the
 * points were (or are being) sent under.
 */
export const playResults = pgTable(
  'play_results',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    playerId: ownerPlayerId(),
    gameId: ownerGameId(),
    source: text('source').notNull(),
    won: boolean('won').notNull(),
    score: integer('score').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
    ogpStatus: text('ogp_status').$type<OgpRoundStatus>().notNull(),
    ogpPoints: integer('ogp_points').notNull().default(0),
    ogpAttempts: integer('ogp_attempts').notNull().default(0),
    ogpNextAttemptAt: timestamp('ogp_next_attempt_at', { withTimezone: true }),
    ogpPlayerId: text('ogp_player_id'),
    ogpLastError: text('ogp_last_error'),
  },
  (table) => [
    index('play_results_ogp_held_idx')
      .on(table.createdAt)
      .where(sql`${table.ogpStatus} = 'held'`),
    index('play_results_ogp_due_idx')
      .on(table.ogpNextAttemptAt)
      .where(sql`${table.ogpStatus} = 'pending'`),
    index('play_results_session_idx').on(table.sessionId),
    index('play_results_player_idx').on(table.playerId),
  ],
);

/**
 * Scheduled live events (Week of Fight). The phase is computed from the server clock and
 * the five instants, previewAt < startAt < endingSoonAt < endAt < reviewUntil; no two
 * events overlap (checked by the service in one transaction).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    prize: text('prize').notNull(),
    previewAt: timestamp('preview_at', { withTimezone: true }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endingSoonAt: timestamp('ending_soon_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    reviewUntil: timestamp('review_until', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => players.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_events_window_idx').on(table.previewAt, table.reviewUntil)],
);

/**
 * One play of one game (spec §3 game session), issued by the server when the game starts;
 * durations are measured from `started_at` by the server clock.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    playerId: ownerPlayerId(),
    gameId: ownerGameId(),
    source: text('source').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    firstResultAt: timestamp('first_result_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('game_sessions_player_idx').on(table.playerId)],
);

/**
 * Counted plays: at most one per player, game and hour (the primary key keeps that exact
 * under concurrency). `games.plays_count` grows in the same statement that inserts here.
 */
export const countedPlays = pgTable(
  'counted_plays',
  {
    playerId: ownerPlayerId(),
    gameId: ownerGameId(),
    hourBucket: timestamp('hour_bucket', { withTimezone: true }).notNull(),
    sessionId: text('session_id').notNull().unique(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId, table.hourBucket] }),
    index('counted_plays_game_time_idx').on(table.gameId, table.countedAt),
  ],
);

/** Operator mail: to one player (`player_id`) or, when null, to everyone. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    body: text('body').notNull(),
    playerId: text('player_id').references(() => players.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => players.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('mail_messages_player_idx').on(table.playerId, table.createdAt)],
);

/** Which player read which mail (so it opens once, on any device). */
export const mailReads = pgTable(
  'mail_reads',
  {
    mailId: text('mail_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    playerId: ownerPlayerId(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.mailId, table.playerId] })],
);

/** The ad frequency policy's memory for signed-in players. */
export const playerAdState = pgTable('player_ad_state', {
  playerId: text('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  playsSinceAd: integer('plays_since_ad').notNull().default(0),
  lastAdAt: timestamp('last_ad_at', { withTimezone: true }),
});

/** Every admin action: who, what, on what, when. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: text('id').primaryKey(),
    adminPlayerId: text('admin_player_id').references(() => players.id, {
      onDelete: 'set null',
    }),
    adminName: text('admin_name').notNull(),
    action: text('action').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_created_idx').on(table.createdAt.desc())],
);

/**
 * OGP points a player earned in one game on one UTC day, against the registered daily caps:
 * one atomic update grants a round what is left (`last_granted`), so concurrent results
 * never pass `maxCumulativePointsPerDay` or `maxSessionsPerDay`.
 */
export const ogpDailyPoints = pgTable(
  'ogp_daily_points',
  {
    playerId: ownerPlayerId(),
    gameId: ownerGameId(),
    day: date('day').notNull(),
    points: integer('points').notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    lastGranted: integer('last_granted').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.gameId, table.day] })],
);

/**
 * The OGP API's request budget shared by every server process: one row per request allowed
 * per second; a request takes a slot last used over a second ago (see ogp/sendSlots.ts).
 */
export const ogpSendSlots = pgTable('ogp_send_slots', {
  slot: smallint('slot').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});
