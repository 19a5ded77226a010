import { createHash } from 'node:crypto';
import { gameIdSchema } from '@promptplay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { ObjectStorage } from '../../storage/objectStorage.js';
import { SITE_DESCRIPTION, SITE_NAME, type PageImage, type PageMeta } from './headTags.js';
import { findSharedGame, type SharedGameRow } from './queries.js';
import {
  renderGameCard,
  renderSiteCard,
  SHARE_CARD_DESIGN,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
} from './shareCard.js';

/** The home page's card; the design version in the name lets it be cached for good. */
export const SITE_CARD_PATH = `/media/share-cards/site-v${SHARE_CARD_DESIGN}.png`;

/** A game's card is `/media/share-cards/<gameId>/<fingerprint>.png`, stored under the same key. */
export const GAME_CARD_FINGERPRINT = /^[0-9a-f]{16}$/;

const DESCRIPTION_MAX_CHARACTERS = 200;

export interface SharedPage {
  /** 200 for a visible game; 404 for an unknown or hidden one; 400 for a malformed id. */
  statusCode: number;
  meta: PageMeta;
}

export interface GameCard {
  body: Buffer;
  /** False when the URL named an older card of the game: this body is the current one. */
  isCurrent: boolean;
}

export interface SharePreviewService {
  /** The home page's tags: site name, description and the site card. */
  homePage(origin: string | undefined): PageMeta;
  /** The tags of `/shared/<rawGameId>`, the game's or the generic ones with 400 / 404. */
  sharedPage(rawGameId: string, origin: string | undefined): Promise<SharedPage>;
  /** A visible game's 1200×630 PNG card, rendered and stored on first request; else null. */
  gameCard(gameId: string, fingerprint: string): Promise<GameCard | null>;
  siteCard(): Promise<Buffer>;
}

export interface SharePreviewDeps {
  db: Database;
  storage: ObjectStorage;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Identifies what the card shows, so a changed title, screenshot or design gets a new URL. */
function fingerprintOf(game: SharedGameRow): string {
  return createHash('sha256')
    .update([SHARE_CARD_DESIGN, game.id, game.title, game.screenshotKey, game.version].join('\0'))
    .digest('hex')
    .slice(0, 16);
}

function cardKey(gameId: string, fingerprint: string): string {
  return `share-cards/${gameId}/${fingerprint}.png`;
}

function truncate(text: string, maxCharacters: number): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  if (characters.length <= maxCharacters) return characters.join('');
  return `${characters
    .slice(0, maxCharacters - 1)
    .join('')
    .replace(/\s+\S*$/, '')}…`;
}

function cardImage(origin: string, path: string, alt: string): PageImage {
  return { url: `${origin}${path}`, width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, alt };
}

/**
 * Link previews: the `<head>` tags of the home page and of shared game links, and the cards
 * (og:image) they name. A game's card is rendered once per fingerprint and kept in object
 * storage; concurrent first requests in this process share one rendering, and other processes
 * at worst render the same bytes again (storage writes are atomic).
 */
export function createSharePreviewService({
  db,
  storage,
  log,
}: SharePreviewDeps): SharePreviewService {
  const renderings = new Map<string, Promise<Buffer>>();
  let siteCard: Promise<Buffer> | undefined;

  function homePage(origin: string | undefined, isIndexable = true): PageMeta {
    return {
      title: SITE_NAME,
      documentTitle: SITE_NAME,
      description: SITE_DESCRIPTION,
      url: origin ? `${origin}/` : undefined,
      image: origin ? cardImage(origin, SITE_CARD_PATH, SITE_NAME) : undefined,
      isIndexable,
    };
  }

  function gamePage(game: SharedGameRow, origin: string | undefined): PageMeta {
    const title = truncate(game.title, 100);
    const description =
      truncate(game.description, DESCRIPTION_MAX_CHARACTERS) ||
      `${title}: a mini game made with AI. Play it on ${SITE_NAME}.`;
    const cardPath = `/media/share-cards/${game.id}/${fingerprintOf(game)}.png`;
    return {
      title,
      documentTitle: `${title} · ${SITE_NAME}`,
      description,
      url: origin ? `${origin}/shared/${game.id}` : undefined,
      image: origin ? cardImage(origin, cardPath, title) : undefined,
      isIndexable: true,
    };
  }

  async function visibleGame(gameId: string): Promise<SharedGameRow | null> {
    const game = await findSharedGame(db, gameId);
    return game && game.hiddenAt === null ? game : null;
  }

  /** The screenshot's bytes (null: none), and whether a card made from them may be kept. */
  async function screenshotOf(game: SharedGameRow) {
    try {
      const object = await storage.getObject(game.screenshotKey);
      return { bytes: object?.body ?? null, isKeepable: true };
    } catch (error) {
      log.warn({ err: error, gameId: game.id }, 'Share card: screenshot unreadable');
      return { bytes: null, isKeepable: false };
    }
  }

  async function renderAndStore(game: SharedGameRow, key: string): Promise<Buffer> {
    const stored = await storage.getObject(key);
    if (stored) return stored.body;
    const screenshot = await screenshotOf(game);
    // A screenshot that does not decode gives the plain branded card (see renderGameCard).
    const card = await renderGameCard(game.title, screenshot.bytes);
    if (screenshot.isKeepable) {
      try {
        await storage.putObject(key, card, 'image/png');
      } catch (error) {
        log.warn({ err: error, key }, 'Share card: could not store; rendering again next time');
      }
    }
    return card;
  }

  return {
    homePage: (origin) => homePage(origin),

    async sharedPage(rawGameId, origin) {
      if (!gameIdSchema.safeParse(rawGameId).success) {
        return { statusCode: 400, meta: homePage(origin, false) };
      }
      try {
        const game = await visibleGame(rawGameId);
        if (!game) return { statusCode: 404, meta: homePage(origin, false) };
        return { statusCode: 200, meta: gamePage(game, origin) };
      } catch (error) {
        // The page still works (the SPA loads the game itself); only the preview is generic.
        log.error({ err: error }, 'Share preview: could not read the game');
        return { statusCode: 503, meta: homePage(origin, false) };
      }
    },

    async gameCard(gameId, fingerprint) {
      const game = await visibleGame(gameId);
      if (!game) return null;
      const current = fingerprintOf(game);
      const key = cardKey(game.id, current);
      let rendering = renderings.get(key);
      if (!rendering) {
        rendering = renderAndStore(game, key).finally(() => renderings.delete(key));
        renderings.set(key, rendering);
      }
      return { body: await rendering, isCurrent: fingerprint === current };
    },

    siteCard() {
      siteCard ??= renderSiteCard(SITE_DESCRIPTION).catch((error: unknown) => {
        siteCard = undefined;
        throw error;
      });
      return siteCard;
    },
  };
}
