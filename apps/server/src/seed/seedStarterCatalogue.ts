import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { StarterCatalogueSource } from '../modules/games/gameBuilder.js';
import { gameMediaBaseUrl } from '../modules/games/objectKeys.js';
import { findExistingGameIds } from '../modules/games/queries.js';
import type { GamePublisher } from '../modules/games/service.js';
import { interleavedPositions } from './feedOrder.js';
import { starterGameId } from './starterGameId.js';

/**
 * Starter games get fixed creation times, a minute apart, so the feed order never changes; the
 * genres are interleaved (feedOrder.ts) so a new install's first page shows the range.
 */
const STARTER_EPOCH = Date.UTC(2025, 0, 1, 12, 0, 0);
const STARTER_SPACING_MS = 60_000;

export interface SeedStarterCatalogueDeps {
  db: Database;
  publisher: GamePublisher;
  source: StarterCatalogueSource;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Builds and publishes every starter game that is not in the catalogue yet. On a fresh
 * install that is all of them; after a crash mid-seed it is the ones still missing (each
 * game is written objects first, row last, so a half-seeded game is simply missing).
 * Returns the ids it published.
 */
export async function seedStarterCatalogue({
  db,
  publisher,
  source,
  log,
}: SeedStarterCatalogueDeps): Promise<string[]> {
  const positions = interleavedPositions(source.prompts);
  const planned = source.prompts.map((entry, index) => ({
    ...entry,
    gameId: starterGameId(index + 1, entry.prompt),
    createdAt: new Date(STARTER_EPOCH + (positions[index] ?? index) * STARTER_SPACING_MS),
  }));
  const existing = await findExistingGameIds(
    db,
    planned.map((game) => game.gameId),
  );
  const missing = planned.filter((game) => !existing.has(game.gameId));
  if (missing.length === 0) return [];

  log.info({ count: missing.length }, 'building the starter catalogue');
  const published: string[] = [];
  for (const game of missing) {
    const built = await source.buildGame({
      gameId: game.gameId,
      prompt: game.prompt,
      genre: game.genre,
      author: game.author,
      seed: source.seedFromString(game.prompt),
      createdAt: game.createdAt.toISOString(),
      mediaBaseUrl: gameMediaBaseUrl(game.gameId),
    });
    const isNew = await publisher.publishGame({
      gameId: game.gameId,
      built,
      authorName: game.author,
      createdBy: null,
      createdAt: game.createdAt,
    });
    if (isNew) published.push(game.gameId);
  }
  log.info({ count: published.length }, 'starter catalogue ready');
  return published;
}
