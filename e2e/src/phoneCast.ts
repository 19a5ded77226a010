import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, newPhoneContext, saveScreenshot, SCREENSHOT_DIR } from './browser.js';

/**
 * The players of a multi-player journey: each on a phone of their own (its own context, so its
 * own sign-in), every page's script errors collected, screenshots in one folder of
 * `test-output/e2e/`.
 */
export class PhoneCast {
  private readonly contexts: BrowserContext[] = [];
  private readonly errors: ReturnType<typeof collectErrors>[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
    private readonly screenshotFolder: string,
  ) {}

  async newPhonePage(): Promise<Page> {
    const context = await newPhoneContext(this.browser, this.baseUrl);
    this.contexts.push(context);
    const page = await context.newPage();
    this.errors.push(collectErrors(page));
    return page;
  }

  async screenshot(page: Page, name: string): Promise<void> {
    mkdirSync(join(SCREENSHOT_DIR, this.screenshotFolder), { recursive: true });
    await saveScreenshot(page, `${this.screenshotFolder}/${name}`);
  }

  /** Every script error any player's page logged so far. */
  scriptErrors(): string[] {
    return this.errors.flatMap((collected) => collected.scriptErrors);
  }

  async close(): Promise<void> {
    for (const context of this.contexts) await context.close();
  }
}
