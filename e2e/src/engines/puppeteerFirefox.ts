import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { waitForTappable, waitForVisible } from './conditions.js';
import { installErrorProbe } from './errorProbe.js';
import { PHONE, callExpression, type Key, type PhoneDriver } from './phoneDriver.js';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

/**
 * Touch as far as Firefox allows over WebDriver BiDi: taps are real touch input actions
 * (touchstart/touchend, pointerType "touch"), but BiDi has no touch emulation command yet
 * (`emulation.setTouchOverride` is unknown to Firefox ESR), so preferences make the page see
 * a touch screen: touch points and a coarse pointer. There is no mobile user agent or
 * `<meta viewport>` emulation; at 390 CSS px wide the layout is the phone's anyway.
 */
const PHONE_PREFS = {
  'dom.maxtouchpoints.testing.value': 5,
  'ui.primaryPointerCapabilities': 1, // coarse
  'ui.allPointerCapabilities': 1,
};

/** Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (nothing is downloaded). */
export async function startFirefox(baseUrl: string): Promise<PhoneDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    protocol: 'webDriverBiDi',
    headless: true,
    extraPrefsFirefox: PHONE_PREFS,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({
      width: PHONE.width,
      height: PHONE.height,
      deviceScaleFactor: PHONE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    // Preload scripts run in every frame of the page, the sandboxed runtime's too.
    await page.evaluateOnNewDocument(callExpression(installErrorProbe, 'console'));
    return new PuppeteerFirefoxDriver(browser, page, baseUrl);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Puppeteer's BiDi keyboard knows the space bar by its character only. */
const KEYS: Record<Key, KeyInput> = {
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  ArrowUp: 'ArrowUp',
  Space: ' ',
  Enter: 'Enter',
};

class PuppeteerFirefoxDriver implements PhoneDriver {
  readonly engine = 'firefox';
  readonly pointer = 'touch';
  private readonly seen: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.seen.push(message.text());
    });
    page.on('pageerror', (error: unknown) => {
      this.seen.push(`Uncaught ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  async goto(path: string) {
    await this.page.goto(new URL(path, this.baseUrl).href);
  }

  async tap(selector: string) {
    // Puppeteer taps at the element's centre as it finds it: make sure that hits it.
    await waitForTappable(this, selector);
    await this.page.tap(selector);
  }

  async type(selector: string, text: string) {
    await waitForVisible(this, selector);
    await this.page.type(selector, text);
  }

  async holdKeys(keys: readonly Key[], ms: number) {
    for (const key of keys) await this.page.keyboard.down(KEYS[key]);
    await new Promise((resolve) => setTimeout(resolve, ms));
    for (const key of [...keys].reverse()) await this.page.keyboard.up(KEYS[key]);
  }

  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return (await this.page.evaluate(callExpression(fn, arg))) as R;
  }

  async evaluateInFrame<A, R>(frameSelector: string, fn: (arg: A) => R | Promise<R>, arg: A) {
    const handle = await this.page.$(frameSelector);
    const frame = await handle?.contentFrame();
    if (!frame) throw new Error(`${frameSelector} has no document`);
    return (await frame.evaluate(callExpression(fn, arg))) as R;
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot());
  }

  errors() {
    return Promise.resolve([...this.seen]);
  }

  async close() {
    await this.browser.close();
  }
}
