import { parseWorldFile } from '@promptplay/contracts';
import type { Database } from '../../db/database.js';
import type { ObjectStorage } from '../../storage/objectStorage.js';
import type { CatalogueEvents } from './catalogueEvents.js';
import type { BuiltGame } from './gameBuilder.js';
import { versionMediaPrefix, versionWorldKey } from './objectKeys.js';
import type { ScreenshotTierQueue } from './screenshotTierQueue.js';
import {
  findVersionByWorldKey,
  insertGameVersion,
  keepFirstVersion,
  lockGame,
  nextVersionNumber,
  showGameVersion,
} from './versionQueries.js';

export interface PublishVersionInput {
  gameId: string;
  /** The refine draft that built it: names the version's folder. */
  draftId: string;
  built: BuiltGame;
  /** The follow-up that made this version, and every one it was built with. */
  prompt: string;
  followUps: readonly string[];
  createdAt: Date;
}

export interface VersionPublisher {
  /**
   * Stores a refined build under its own prefix, then in one transaction adds the game's next
   * version (n + 1 of the versions there are) and makes it current: title, description,
   * screenshot, preview and world; id, likes, plays and comments stay. Returns the version
   * number; the same one again when this draft's version was already published (a retry),
   * null when the game is gone.
   */
  publishVersion(input: PublishVersionInput): Promise<number | null>;
}

const toBuffer = (body: Uint8Array | string): Buffer =>
  typeof body === 'string'
    ? Buffer.from(body)
    : Buffer.from(body.buffer, body.byteOffset, body.byteLength);

export function createVersionPublisher(
  db: Database,
  storage: ObjectStorage,
  events: CatalogueEvents,
  options: { screenshotTiers?: Pick<ScreenshotTierQueue, 'schedule'> | undefined } = {},
): VersionPublisher {
  return {
    async publishVersion({ gameId, draftId, built, prompt, followUps, createdAt }) {
      const worldKey = versionWorldKey(gameId, draftId);
      const published = await findVersionByWorldKey(db, gameId, worldKey);
      if (published !== null) return published;
      const world = parseWorldFile(built.world);
      if (!world.ok) throw new Error(`Game ${gameId} has an invalid world: ${world.error}`);

      const prefix = versionMediaPrefix(gameId, draftId);
      for (const file of built.files) {
        await storage.putObject(`${prefix}${file.path}`, toBuffer(file.body), file.contentType);
      }
      await storage.putObject(worldKey, JSON.stringify(world.world), 'application/json');

      const screenshotKey = `${prefix}${built.screenshotPath}`;
      const version = await db.transaction(async (tx) => {
        const game = await lockGame(tx, gameId);
        if (!game) return null;
        await keepFirstVersion(tx, game);
        const next = await nextVersionNumber(tx, gameId);
        const row = {
          gameId,
          version: next,
          worldKey,
          screenshotKey,
          previewKey: built.previewPath ? `${prefix}${built.previewPath}` : null,
          title: built.title,
          description: built.description,
          prompt,
          followUps: [...followUps],
          createdAt,
        };
        await insertGameVersion(tx, row);
        await showGameVersion(tx, row);
        return next;
      });
      if (version !== null) {
        events.gamePublished(gameId);
        options.screenshotTiers?.schedule({ gameId, screenshotKey });
      }
      return version;
    },
  };
}
