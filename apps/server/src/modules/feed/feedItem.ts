import {
  gameVersionLabel,
  type Game,
  type RemixCredit,
  type ScreenshotTier,
} from '@promptplay/contracts';
import { screenshotTierKey, type StoredScreenshotTier } from '../games/screenshotTiers.js';
import type { FeedRow } from './queries.js';

/**
 * A game row as the feed shows it. Media and world URLs are same-origin paths; the share
 * link is absolute (`origin` is PUBLIC_URL or the request's origin).
 */
export function toFeedItem(row: FeedRow, origin: string): Game {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    screenshotUrl: `/media/${row.screenshotKey}`,
    videoUrl: row.previewKey ? `/media/${row.previewKey}` : null,
    version: gameVersionLabel(row.versionNumber),
    // The version's own file (immutable): a round started on it finishes on it after a refine.
    jsonDataUrl: `/worlds/${gameVersionLabel(row.versionNumber)}/${row.id}.json`,
    // Starter games have no creating player; contracts' createdBy is a string, so ''.
    createdBy: row.createdBy ?? '',
    createdAt: row.createdAt.toISOString(),
    gameGenre: row.genre,
    registeredToOgp: row.registeredToOgp,
    ogpGameApiKey: row.ogpGameApiKey,
    ogpGameId: row.ogpGameId,
    likesCount: row.likesCount,
    playsCount: row.playsCount,
    playerName: row.authorName,
    shareUrl: `${origin}/shared/${row.id}`,
    targetAudience: row.targetAudience,
    commentsCount: row.commentsCount,
    remixCount: row.remixCount,
    remixOf: remixCreditOf(row),
    ...(row.screenshotTiers && row.screenshotTiers.length > 0
      ? { screenshotTiers: tiersOf(row.screenshotKey, row.screenshotTiers) }
      : {}),
  };
}

/**
 * The credit line of a remix: its source's title and author as they were when remixed. The
 * source can no longer be opened once deleted (`remixOfGameId` went null).
 */
function remixCreditOf(row: FeedRow): RemixCredit | null {
  if (row.remixOfTitle === null) return null;
  return {
    gameId: row.remixOfGameId,
    title: row.remixOfTitle,
    author: row.remixOfAuthor ?? '',
    available: row.remixOfGameId !== null,
  };
}

/** The rendered tiers' URLs, beside the original screenshot under /media/. */
function tiersOf(screenshotKey: string, tiers: StoredScreenshotTier[]): ScreenshotTier[] {
  return tiers.map(({ box, width, height }) => ({
    width,
    height,
    avifUrl: `/media/${screenshotTierKey(screenshotKey, box, 'avif')}`,
    webpUrl: `/media/${screenshotTierKey(screenshotKey, box, 'webp')}`,
  }));
}
