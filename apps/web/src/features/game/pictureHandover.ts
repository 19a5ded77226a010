import type { WorldFile } from '@promptplay/contracts';
import { worldPictureUrls } from './worldPictures.js';

/**
 * Pictures fetched at once: a game names about a dozen, each small, so on a slow phone network
 * the round trips cost more than the bytes; six is what a browser opens to one HTTP/1.1 host.
 */
export const PICTURE_FETCHES_AT_ONCE = 6;

/** A fetched picture: its bytes and its image type. */
export interface Picture {
  data: ArrayBuffer;
  contentType: string;
}

export type FetchPicture = (url: string, signal: AbortSignal) => Promise<Picture>;

/** Fetches a picture at low priority, so whatever the page asks for meanwhile goes first. */
export function fetchPictureWith(fetchImpl: typeof fetch): FetchPicture {
  return async (url, signal) => {
    const response = await fetchImpl(url, { signal, priority: 'low', credentials: 'same-origin' });
    const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!response.ok || !contentType.startsWith('image/')) {
      throw new Error(`${url} answered ${response.status} ${contentType}`);
    }
    return { data: await response.arrayBuffer(), contentType };
  };
}

export interface PictureHandoverOptions {
  fetchPicture: FetchPicture;
  /** The page's origin: world paths resolve against it, as the runtime resolves them. */
  origin: string;
  /** True while a runtime frame listens to the bridge. */
  canHandOver: () => boolean;
  /** Posts one picture to the runtime frame, transferring its bytes. */
  handOver: (url: string, picture: Picture) => void;
  /** Tells the runtime frame a picture will not come (bridge `pictureUnavailable`). */
  handOverMissing: (url: string) => void;
}

interface PreparedGame {
  gameId: string;
  controller: AbortController;
  /** A play of this game started: its modal closing no longer stops the fetching. */
  isPlayed: boolean;
  /** Fetched pictures the runtime frame does not have yet. */
  pictures: Map<string, Picture>;
  /** Pictures fetched or failed: every other picture its world names is still in flight. */
  settled: Set<string>;
}

async function forEachAtMost<T>(
  limit: number,
  items: readonly T[],
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The pictures of the game whose detail modal is open (issue 11): the sandboxed runtime frame
 * shares no HTTP cache with the page, so the host fetches every picture the game's world names
 * and hands each to the frame over the bridge (its bytes transferred), where the runtime's
 * loader uses it instead of the network; the frame is told which are still in flight, and
 * which failed. One game at a time; a picture that fails, or that a frame which later failed
 * had, is left for the runtime to fetch.
 */
export class PictureHandover {
  private prepared: PreparedGame | null = null;

  constructor(private readonly options: PictureHandoverOptions) {}

  /** Starts fetching the game's pictures once its world is known; safe to call again. */
  prepare(gameId: string, world: Promise<WorldFile>): void {
    if (this.prepared?.gameId === gameId) return;
    this.prepared?.controller.abort();
    const game: PreparedGame = {
      gameId,
      controller: new AbortController(),
      isPlayed: false,
      pictures: new Map(),
      settled: new Set(),
    };
    this.prepared = game;
    void this.fetchAll(game, world);
  }

  /** A play of the game started: the fetching goes on whatever the modal does. */
  markPlayed(gameId: string): void {
    if (this.prepared?.gameId === gameId) this.prepared.isPlayed = true;
  }

  /** The game's modal closed: stops fetching its pictures unless a play of it started. */
  cancel(gameId: string): void {
    if (this.prepared?.gameId !== gameId || this.prepared.isPlayed) return;
    this.finish(gameId);
  }

  /** The game's play ended: the runtime keeps its pictures, the host lets them go. */
  finish(gameId: string): void {
    if (this.prepared?.gameId !== gameId) return;
    this.prepared.controller.abort();
    this.prepared = null;
  }

  /**
   * The pictures of `world` still being fetched for the game (bridge `picturesInFlight`): the
   * runtime's loader waits for them. None when the game's pictures are not being fetched.
   */
  inFlight(gameId: string, world: WorldFile): string[] {
    const game = this.prepared;
    if (game?.gameId !== gameId || game.controller.signal.aborted) return [];
    return worldPictureUrls(world, this.options.origin).filter((url) => !game.settled.has(url));
  }

  /** Hands the frame every fetched picture it does not have yet, when a frame listens. */
  handOverFetched(): void {
    const game = this.prepared;
    if (!game || !this.options.canHandOver()) return;
    for (const [url, picture] of game.pictures) {
      game.pictures.delete(url);
      this.options.handOver(url, picture);
    }
  }

  private async fetchAll(game: PreparedGame, world: Promise<WorldFile>): Promise<void> {
    let urls: string[];
    try {
      urls = worldPictureUrls(await world, this.options.origin);
    } catch {
      return;
    }
    const { signal } = game.controller;
    await forEachAtMost(PICTURE_FETCHES_AT_ONCE, urls, async (url) => {
      if (signal.aborted) return;
      try {
        game.pictures.set(url, await this.options.fetchPicture(url, signal));
      } catch {
        // A frame told this picture was coming downloads it itself.
        game.settled.add(url);
        if (this.prepared === game && this.options.canHandOver()) this.options.handOverMissing(url);
        return;
      }
      game.settled.add(url);
      if (this.prepared === game) this.handOverFetched();
    });
  }
}
