import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AuthMethod, GameGenre, LoginMethod, TargetAudience } from '@promptplay/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const players = pgTable('players', {
  id: text('id').primaryKey(),
  playerName: text('player_name').notNull(),
  authMethod: text('auth_method').$type<AuthMethod>().notNull(),
  loginMethod: text('login_method').$type<LoginMethod>().notNull(),
  createdAt: createdAt(),
  email: text('email'),
  hasEverLoggedIn: boolean('has_ever_logged_in').notNull().default(false),
});

/** Opaque refresh tokens, stored only as sha256 hashes. One family per sign-in chain. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id').notNull(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
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
    worldKey: text('world_key').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    playsCount: integer('plays_count').notNull().default(0),
    registeredToOgp: boolean('registered_to_ogp').notNull().default(false),
    ogpGameId: text('ogp_game_id'),
    ogpGameApiKey: text('ogp_game_api_key'),
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
  ],
);

export const interactions = pgTable(
  'interactions',
  {
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
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
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
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
