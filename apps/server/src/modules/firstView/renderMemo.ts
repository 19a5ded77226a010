import type { FirstViewMarkup } from '@promptplay/contracts';

/** Rendered pages kept; a URL with other query strings only evicts the oldest. */
const DEFAULT_CAPACITY = 64;

export interface RenderMemo {
  /** The markup rendered last for `url`, if it was rendered from the same `inputs`. */
  get(url: string, inputs: string): FirstViewMarkup | undefined;
  set(url: string, inputs: string, markup: FirstViewMarkup): void;
}

/**
 * The last render per URL, least recently used out first. A render depends only on the URL
 * and its data, so while the feed page (cached as a string by the feed) and the shared game
 * are the same, React need not render the page again.
 */
export function createRenderMemo(capacity = DEFAULT_CAPACITY): RenderMemo {
  const entries = new Map<string, { inputs: string; markup: FirstViewMarkup }>();
  return {
    get(url, inputs) {
      const entry = entries.get(url);
      if (!entry || entry.inputs !== inputs) return undefined;
      entries.delete(url);
      entries.set(url, entry);
      return entry.markup;
    },
    set(url, inputs, markup) {
      entries.delete(url);
      entries.set(url, { inputs, markup });
      const oldest = entries.keys().next();
      if (entries.size > capacity && !oldest.done) entries.delete(oldest.value);
    },
  };
}
