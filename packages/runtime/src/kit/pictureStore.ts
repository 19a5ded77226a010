import { AwaitedPictures } from './awaitedPictures.js';

/** Makes and frees `blob:` URLs (the frame's own `URL`; injectable for tests). */
export interface ObjectUrls {
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
}

/** Bytes of handed-over pictures the frame keeps: a few games' worth of sprites and strips. */
export const PICTURE_STORE_BYTES = 24 * 1024 * 1024;

interface StoredPicture {
  blob: Blob;
  /** Made on first use, inside this frame, and freed when the picture leaves the store. */
  objectUrl: string | null;
}

/**
 * Pictures the host fetched for games the player may play next (bridge `picture`), by the URL
 * the runtime would load them from, and those it is still fetching (awaitedPictures.ts).
 * Bounded by bytes; the least recently used go first.
 */
export class PictureStore {
  /** In use order: the first entry is the least recently used. */
  private readonly pictures = new Map<string, StoredPicture>();
  private readonly awaited = new AwaitedPictures();
  private bytes = 0;

  constructor(
    private readonly maxBytes = PICTURE_STORE_BYTES,
    private readonly objectUrls: ObjectUrls = URL,
  ) {}

  add(url: string, blob: Blob): void {
    if (blob.size <= this.maxBytes) {
      this.remove(url);
      this.pictures.set(url, { blob, objectUrl: null });
      this.bytes += blob.size;
      for (const [oldest] of this.pictures) {
        if (this.bytes <= this.maxBytes) break;
        this.remove(oldest);
      }
    }
    this.awaited.settle(url);
  }

  /** The host is still fetching these pictures of the game being loaded: loaders wait for them. */
  expect(urls: readonly string[]): void {
    this.awaited.expect(urls.filter((url) => !this.pictures.has(url)));
  }

  /** An expected picture will not come (its fetch failed): its loader downloads it. */
  unavailable(url: string): void {
    this.awaited.settle(url);
  }

  /** The game being loaded was dropped: its waiting loader files never start. */
  stopWaiting(): void {
    this.awaited.dropAll();
  }

  /**
   * Settles once an expected picture arrived or failed (true) or its game was dropped (false);
   * null when none is expected.
   */
  whenSettled(url: string): Promise<boolean> | null {
    return this.awaited.whenSettled(url);
  }

  /** A `blob:` URL of the stored picture, or null when the picture must come from the network. */
  objectUrlFor(url: string): string | null {
    const picture = this.pictures.get(url);
    if (!picture) return null;
    this.pictures.delete(url);
    this.pictures.set(url, picture);
    picture.objectUrl ??= this.objectUrls.createObjectURL(picture.blob);
    return picture.objectUrl;
  }

  private remove(url: string): void {
    const picture = this.pictures.get(url);
    if (!picture) return;
    this.pictures.delete(url);
    this.bytes -= picture.blob.size;
    if (picture.objectUrl) this.objectUrls.revokeObjectURL(picture.objectUrl);
  }
}

/** The part of a Phaser loader file `useStoredPicture` reads and rewrites. */
export interface LoaderFileUrl {
  url: unknown;
  /** Starts the download (Phaser's loader calls it when the file's turn comes). */
  load(): void;
}

/**
 * Points a queued loader file at the stored copy of its picture (a `blob:` URL made in this
 * frame) when the host handed one over. A picture the host is still fetching starts loading
 * only once it arrived (or failed, then from the network), and not at all if its game was
 * dropped or its loader stopped meanwhile (`isLoaderActive`); anything else keeps its URL and
 * comes from the network.
 */
export function useStoredPicture(
  file: LoaderFileUrl,
  store: PictureStore,
  isLoaderActive: () => boolean = () => true,
): void {
  const url = file.url;
  if (typeof url !== 'string') return;
  const objectUrl = store.objectUrlFor(url);
  if (objectUrl) {
    file.url = objectUrl;
    return;
  }
  const settled = store.whenSettled(url);
  if (!settled) return;
  const load = file.load.bind(file);
  file.load = () => {
    void settled.then((isStillWanted) => {
      if (!isStillWanted || !isLoaderActive()) return;
      file.url = store.objectUrlFor(url) ?? url;
      load();
    });
  };
}
