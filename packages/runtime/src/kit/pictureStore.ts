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
 * the runtime would load them from. Bounded by bytes; the least recently used go first.
 */
export class PictureStore {
  /** In use order: the first entry is the least recently used. */
  private readonly pictures = new Map<string, StoredPicture>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = PICTURE_STORE_BYTES,
    private readonly objectUrls: ObjectUrls = URL,
  ) {}

  add(url: string, blob: Blob): void {
    if (blob.size > this.maxBytes) return;
    this.remove(url);
    this.pictures.set(url, { blob, objectUrl: null });
    this.bytes += blob.size;
    for (const [oldest] of this.pictures) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
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
}

/**
 * Points a queued loader file at the stored copy of its picture (a `blob:` URL made in this
 * frame) when the host handed one over; anything else keeps its URL and comes from the network.
 */
export function useStoredPicture(file: LoaderFileUrl, store: PictureStore): void {
  if (typeof file.url !== 'string') return;
  const objectUrl = store.objectUrlFor(file.url);
  if (objectUrl) file.url = objectUrl;
}
