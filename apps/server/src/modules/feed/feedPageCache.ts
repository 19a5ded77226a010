import type { Clock } from '../../clock.js';

/** How long a cached page is served. Publishing clears the cache at once (in this process). */
export const FEED_PAGE_CACHE_TTL_MS = 2_000;
/** Only the first pages are cached: they take almost all the traffic. */
export const FEED_CACHED_PAGE_COUNT = 3;
/** Keys include the origin (share links), which callers choose: bound the map. */
const MAX_ENTRIES = 500;

interface Entry {
  expiresAt: number;
  body: Promise<string>;
}

export interface FeedPageCache {
  /** The cached body for `key`, or the one `load` makes (concurrent misses share one load). */
  get(key: string, load: () => Promise<string>): Promise<string>;
  clear(): void;
}

/** Short-lived cache of serialised feed pages, so a hot first page costs no query. */
export function createFeedPageCache(clock: Clock): FeedPageCache {
  const entries = new Map<string, Entry>();
  return {
    get(key, load) {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.body;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const body = load();
      const entry: Entry = { expiresAt: now + FEED_PAGE_CACHE_TTL_MS, body };
      entries.set(key, entry);
      body.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return body;
    },
    clear() {
      entries.clear();
    },
  };
}
