import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';

export interface BrowserPerFile {
  /** Opens this test's context with `open` and its first page; the context closes after the test. */
  newPage(open: (browser: Browser) => Promise<BrowserContext>): Promise<Page>;
}

/** One Chromium for the test file that calls it, and one fresh context per test. */
export function browserPerFile(): BrowserPerFile {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(open) {
      if (!browser) throw new Error('browserPerFile: the browser starts in beforeAll');
      context = await open(browser);
      return context.newPage();
    },
  };
}
