import { and, asc, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { games, gameVersions } from '../../db/schema.js';
import type { GameRow } from './queries.js';

export type GameVersionRow = typeof gameVersions.$inferSelect;

/** Version 1 as the games row has it (games inserted before versions were kept have no row). */
function firstVersionOf(game: GameRow): GameVersionRow {
  return {
    gameId: game.id,
    version: 1,
    worldKey: game.worldKey,
    screenshotKey: game.screenshotKey,
    previewKey: game.previewKey,
    title: game.title,
    description: game.description,
    prompt: null,
    followUps: [],
    createdAt: game.createdAt,
  };
}

/**
 * Every version of the game, oldest first. A game without rows (inserted directly, before
 * refines) has one: version 1, the games row itself.
 */
export async function listGameVersions(
  db: DatabaseOrTransaction,
  game: GameRow,
): Promise<GameVersionRow[]> {
  const rows = await db
    .select()
    .from(gameVersions)
    .where(eq(gameVersions.gameId, game.id))
    .orderBy(asc(gameVersions.version));
  return rows[0]?.version === 1 ? rows : [firstVersionOf(game), ...rows];
}

export async function findGameVersion(
  db: DatabaseOrTransaction,
  game: GameRow,
  version: number,
): Promise<GameVersionRow | null> {
  const rows = await db
    .select()
    .from(gameVersions)
    .where(and(eq(gameVersions.gameId, game.id), eq(gameVersions.version, version)))
    .limit(1);
  return rows[0] ?? (version === 1 ? firstVersionOf(game) : null);
}

/** The world file's object key of version `version` of the game; null when there is none. */
export async function findVersionWorldKey(
  db: DatabaseOrTransaction,
  gameId: string,
  version: number,
): Promise<string | null> {
  const rows = await db
    .select({ worldKey: gameVersions.worldKey })
    .from(gameVersions)
    .where(and(eq(gameVersions.gameId, gameId), eq(gameVersions.version, version)))
    .limit(1);
  return rows[0]?.worldKey ?? null;
}

/** The current version's world file key, or null when there is no such game. */
export async function findCurrentWorldKey(
  db: DatabaseOrTransaction,
  gameId: string,
): Promise<string | null> {
  const rows = await db
    .select({ worldKey: games.worldKey })
    .from(games)
    .where(eq(games.id, gameId))
    .limit(1);
  return rows[0]?.worldKey ?? null;
}

/** The game row, locked until the transaction ends (versions are numbered under the lock). */
export async function lockGame(db: DatabaseOrTransaction, gameId: string): Promise<GameRow | null> {
  const rows = await db.select().from(games).where(eq(games.id, gameId)).for('update').limit(1);
  return rows[0] ?? null;
}

/** The version built from this world file, if one was published (a retried build's check). */
export async function findVersionByWorldKey(
  db: DatabaseOrTransaction,
  gameId: string,
  worldKey: string,
): Promise<number | null> {
  const rows = await db
    .select({ version: gameVersions.version })
    .from(gameVersions)
    .where(and(eq(gameVersions.gameId, gameId), eq(gameVersions.worldKey, worldKey)))
    .limit(1);
  return rows[0]?.version ?? null;
}

/**
 * Points the game at one of its versions: title, description, screenshot, preview and world
 * become the version's, and its screenshot tiers are rendered again. Likes, plays, comments
 * and the id stay.
 */
export async function showGameVersion(
  db: DatabaseOrTransaction,
  version: GameVersionRow,
): Promise<void> {
  await db
    .update(games)
    .set({
      versionNumber: version.version,
      title: version.title,
      description: version.description,
      screenshotKey: version.screenshotKey,
      previewKey: version.previewKey,
      worldKey: version.worldKey,
      screenshotTiers: null,
    })
    .where(eq(games.id, version.gameId));
}

/**
 * Writes version 1's row from the games row when it has none (games inserted directly, before
 * refines): call it before the game changes to a later version.
 */
export async function keepFirstVersion(db: DatabaseOrTransaction, game: GameRow): Promise<void> {
  if (game.versionNumber !== 1) return;
  await db.insert(gameVersions).values(firstVersionOf(game)).onConflictDoNothing();
}

/** The next free version number of a locked game. */
export async function nextVersionNumber(db: DatabaseOrTransaction, gameId: string) {
  const rows = await db
    .select({ last: sql<number>`coalesce(max(${gameVersions.version}), 1)` })
    .from(gameVersions)
    .where(eq(gameVersions.gameId, gameId));
  return Number(rows[0]?.last ?? 1) + 1;
}

export async function insertGameVersion(
  db: DatabaseOrTransaction,
  version: typeof gameVersions.$inferInsert,
): Promise<void> {
  await db.insert(gameVersions).values(version);
}
