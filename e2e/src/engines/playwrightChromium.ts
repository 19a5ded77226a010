import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../browser.js';
import { installErrorProbe } from './errorProbe.js';
import { PHONE, callExpression, type Key, type PhoneDriver } from './phoneDriver.js';

/**
 * Debian's Chromium through playwright-core (the launch flags of browser.ts). Chromium
 * emulates the phone fully: viewport, device ratio, mobile viewport rules and touch, so taps
 * are real touch events.
 */
export async function startChromium(baseUrl: string): Promise<PhoneDriver> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: PHONE.width, height: PHONE.height },
      deviceScaleFactor: PHONE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(callExpression(installErrorProbe, 'console'));
    return new PlaywrightChromiumDriver(browser, context, await context.newPage());
  } catch (error) {
    await browser.close();
    throw error;
  }
}

class PlaywrightChromiumDriver implements PhoneDriver {
  readonly engine = 'chromium';
  readonly pointer = 'touch';
  private readonly seen: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // HTTP error statuses are logged too; the journey judges responses by what it shows.
      if (message.text().startsWith('Failed to load resource')) return;
      this.seen.push(message.text());
    });
    page.on('pageerror', (error) => this.seen.push(`Uncaught ${error.message}`));
  }

  async goto(path: string) {
    await this.page.goto(path);
  }

  async tap(selector: string) {
    await this.page.locator(selector).first().tap();
  }

  async type(selector: string, text: string) {
    await this.page.locator(selector).first().pressSequentially(text);
  }

  async holdKeys(keys: readonly Key[], ms: number) {
    for (const key of keys) await this.page.keyboard.down(key);
    await this.page.waitForTimeout(ms);
    for (const key of [...keys].reverse()) await this.page.keyboard.up(key);
  }

  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.page.evaluate<R>(callExpression(fn, arg));
  }

  async evaluateInFrame<A, R>(frameSelector: string, fn: (arg: A) => R | Promise<R>, arg: A) {
    const handle = await this.page.locator(frameSelector).first().elementHandle();
    const frame = await handle.contentFrame();
    if (!frame) throw new Error(`${frameSelector} has no document`);
    return (await frame.evaluate(callExpression(fn, arg))) as R;
  }

  async screenshot() {
    return this.page.screenshot();
  }

  errors() {
    return Promise.resolve([...this.seen]);
  }

  async close() {
    await this.context.close();
    await this.browser.close();
  }
}
