import type { BrowserContext, Page } from 'playwright-core';

const RECORD_KEY = 'e2e.dataLayer';

/** A data layer entry as JSON: gtag commands (`arguments` objects) become arrays. */
export type RecordedEntry = Record<string, unknown> | unknown[];

/**
 * Runs in every page before the app: the page's own `window.dataLayer`, whose pushes are also
 * kept in session storage, so a journey that reloads (create after a play does) still sees
 * everything the data layer got, in order. The sandboxed runtime frame has no storage.
 */
function recordDataLayer(key: string) {
  const asJson = (entry: unknown) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as IArguments)
      : entry;
  const layer: unknown[] = [];
  layer.push = function push(...entries: unknown[]) {
    try {
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...log, ...entries.map(asJson)]));
    } catch {
      // An opaque origin: nothing to record.
    }
    return Array.prototype.push.apply(this, entries);
  };
  (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
}

export async function recordDataLayerPushes(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordDataLayer, RECORD_KEY);
}

/** Everything pushed to the data layer since the journey began, across page loads. */
export function recordedDataLayer(page: Page): Promise<RecordedEntry[]> {
  return page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as RecordedEntry[],
    RECORD_KEY,
  );
}

/** This page's `window.dataLayer`, gtag commands as arrays. */
export function currentDataLayer(page: Page): Promise<RecordedEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as IArguments)
        : (entry as Record<string, unknown>),
    ),
  );
}
