import { parseWorldFile } from '@promptplay/contracts';
import type { Database } from '../../db/database.js';
import type { ObjectStorage } from '../../storage/objectStorage.js';
import type { CatalogueEvents } from './catalogueEvents.js';
import type { BuiltGame } from './gameBuilder.js';
import { gameMediaKey, worldKey } from './objectKeys.js';
import { insertGameWithLineage } from '../remixes/lineage.js';
import { findGameById } from './queries.js';
import type { ScreenshotTierQueue } from './screenshotTierQueue.js';

export interface PublishGameInput {
  gameId: string;
  built: BuiltGame;
  authorName: string;
  createdBy: string | null;
  createdAt: Date;
  /** The game this one remixes (issue 14): credited and counted with the row. */
  remixOf?: string | null;
}

export interface GamePublisher {
  /**
   * Stores a built game's files and world, then inserts its row. The row comes last, so a
   * crash part-way leaves at most unreferenced objects, never a game without its files.
   * Returns false when a game with that id already existed (nothing is overwritten).
   * The screenshot's media tiers are rendered after the row, in the background: AVIF encoding
   * would about double the publish time; clients show the original until the tiers exist.
   */
  publishGame(input: PublishGameInput): Promise<boolean>;
}

export function createGamePublisher(
  db: Database,
  storage: ObjectStorage,
  events: CatalogueEvents,
  options: { screenshotTiers?: Pick<ScreenshotTierQueue, 'schedule'> | undefined } = {},
): GamePublisher {
  return {
    async publishGame({ gameId, built, authorName, createdBy, createdAt, remixOf = null }) {
      if (await findGameById(db, gameId)) return false;
      const world = parseWorldFile(built.world);
      if (!world.ok) throw new Error(`Game ${gameId} has an invalid world: ${world.error}`);
      const paths = new Set(built.files.map((file) => file.path));
      for (const required of [built.screenshotPath, built.previewPath]) {
        if (required && !paths.has(required)) {
          throw new Error(`Game ${gameId} does not include its file ${required}`);
        }
      }

      for (const file of built.files) {
        await storage.putObject(
          gameMediaKey(gameId, file.path),
          toBuffer(file.body),
          file.contentType,
        );
      }
      await storage.putObject(worldKey(gameId), JSON.stringify(world.world), 'application/json');

      const screenshotKey = gameMediaKey(gameId, built.screenshotPath);
      const isNew = await insertGameWithLineage(db, remixOf, {
        id: gameId,
        title: built.title,
        description: built.description,
        genre: world.world.gameGenre,
        targetAudience: built.targetAudience,
        version: world.world.version,
        createdBy,
        authorName,
        screenshotKey,
        previewKey: built.previewPath ? gameMediaKey(gameId, built.previewPath) : null,
        worldKey: worldKey(gameId),
        createdAt,
      });
      if (isNew) {
        events.gamePublished(gameId);
        options.screenshotTiers?.schedule({ gameId, screenshotKey });
      }
      return isNew;
    },
  };
}

function toBuffer(body: Uint8Array | string): Buffer {
  return typeof body === 'string'
    ? Buffer.from(body)
    : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}
