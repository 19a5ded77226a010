import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { games, gameVersions } from '../../db/schema.js';
import type { StoredScreenshotTier } from './screenshotTiers.js';

export type GameRow = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;

/** The per-game counters kept beside the rows they count, in the same transaction. */
export type GameCounter = 'likesCount' | 'commentsCount' | 'remixCount';

/** Moves one counter of a game by `delta` (never below 0) and answers its new value. */
export async function addToGameCounter(
  db: DatabaseOrTransaction,
  gameId: string,
  counter: GameCounter,
  delta: number,
): Promise<number> {
  const column = games[counter];
  const rows = await db
    .update(games)
    .set({ [counter]: sql`greatest(${column} + ${delta}, 0)` })
    .where(eq(games.id, gameId))
    .returning({ value: column });
  return rows[0]?.value ?? 0;
}

/** Inserts a game; a row with the same id already there wins (publishing is idempotent). */
export async function insertGameIfAbsent(
  db: DatabaseOrTransaction,
  game: NewGame,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(games)
      .values(game)
      .onConflictDoNothing({ target: games.id })
      .returning({ id: games.id });
    if (inserted.length === 0) return false;
    // Version 1 is what was published (issue 14 "Refine" lists and restores versions).
    await tx.insert(gameVersions).values({
      gameId: game.id,
      version: 1,
      worldKey: game.worldKey,
      screenshotKey: game.screenshotKey,
      previewKey: game.previewKey ?? null,
      title: game.title,
      description: game.description,
      ...(game.createdAt ? { createdAt: game.createdAt } : {}),
    });
    return true;
  });
}

export async function findGameById(db: DatabaseOrTransaction, id: string): Promise<GameRow | null> {
  const rows = await db.select().from(games).where(eq(games.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Which of these ids already have a game row. */
export async function findExistingGameIds(
  db: DatabaseOrTransaction,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(inArray(games.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Who may still see a hidden game (its owner), by game id. */
export interface HiddenGameRow {
  id: string;
  createdBy: string | null;
}

/**
 * Hides the game with a reason (`hidden` set) or makes it visible again (null). Returns the
 * game's visibility after the change, or null when there is no such game.
 */
export async function setGameHidden(
  db: DatabaseOrTransaction,
  gameId: string,
  hidden: { at: Date; reason: string } | null,
) {
  const rows = await db
    .update(games)
    .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null })
    .where(eq(games.id, gameId))
    .returning({ id: games.id, hiddenAt: games.hiddenAt, hiddenReason: games.hiddenReason });
  return rows[0] ?? null;
}

/** Every hidden game and its owner (operators hide few, so this is a short list). */
export async function listHiddenGames(db: DatabaseOrTransaction): Promise<HiddenGameRow[]> {
  return db
    .select({ id: games.id, createdBy: games.createdBy })
    .from(games)
    .where(isNotNull(games.hiddenAt));
}

/**
 * Records the screenshot's rendered tiers ([] when the screenshot could not be rendered), if
 * the game still shows that screenshot (a refine or restore may have changed it meanwhile).
 */
export async function setScreenshotTiers(
  db: DatabaseOrTransaction,
  gameId: string,
  screenshotKey: string,
  tiers: StoredScreenshotTier[],
): Promise<void> {
  await db
    .update(games)
    .set({ screenshotTiers: tiers })
    .where(and(eq(games.id, gameId), eq(games.screenshotKey, screenshotKey)));
}

/** Games whose screenshot tiers were never rendered, newest first (the feed shows them first). */
export async function listGamesWithoutScreenshotTiers(
  db: DatabaseOrTransaction,
): Promise<{ id: string; screenshotKey: string }[]> {
  return db
    .select({ id: games.id, screenshotKey: games.screenshotKey })
    .from(games)
    .where(isNull(games.screenshotTiers))
    .orderBy(desc(games.createdAt), desc(games.id));
}
