import { Builder, By, Key as WebDriverKey, type WebDriver } from 'selenium-webdriver';
import { waitFor, waitForTappable, waitForVisible } from './conditions.js';
import { drainErrorProbe, installErrorProbe } from './errorProbe.js';
import { PHONE, callExpression, type Key, type PhoneDriver } from './phoneDriver.js';
import { startWebkitService, type WebkitService } from './webkitService.js';

/**
 * WebKitGTK (Debian's MiniBrowser) through W3C WebDriver (classic) with selenium-webdriver,
 * on a private Xvfb display. `usingServer` talks to the WebKitWebDriver we start, so Selenium
 * Manager never runs and nothing is downloaded.
 *
 * What the phone lacks here: WebKitWebDriver turns touch pointer actions into mouse events
 * and the page sees no touch points, so taps are WebDriver element clicks (mouse), the
 * closest equivalent. Viewport 390×844 and device ratio 2 are real (window size, GDK_SCALE).
 * Classic WebDriver has no preload scripts or console events: the error probe is installed
 * by every script this driver runs (so soon after each navigation) and drained before every
 * tap and navigation; errors a document raises before its first script here go unseen.
 */
export async function startWebkit(baseUrl: string): Promise<PhoneDriver> {
  const service = await startWebkitService();
  try {
    const webDriver = await new Builder()
      .usingServer(service.url)
      .withCapabilities({ browserName: 'MiniBrowser' })
      .build();
    const driver = new WebdriverWebkitDriver(service, webDriver, baseUrl);
    await driver.fitPhoneViewport();
    return driver;
  } catch (error) {
    await service.stop();
    throw error;
  }
}

const KEYS: Record<Key, string> = {
  ArrowLeft: WebDriverKey.ARROW_LEFT,
  ArrowRight: WebDriverKey.ARROW_RIGHT,
  ArrowUp: WebDriverKey.ARROW_UP,
  Space: WebDriverKey.SPACE,
  Enter: WebDriverKey.ENTER,
};

const PROBE = `${callExpression(installErrorProbe, 'buffer')};`;
const DRAIN = `${PROBE} return ${callExpression(drainErrorProbe, undefined)};`;

class WebdriverWebkitDriver implements PhoneDriver {
  readonly engine = 'webkit';
  readonly pointer = 'mouse';
  private readonly seen: string[] = [];

  constructor(
    private readonly service: WebkitService,
    private readonly webDriver: WebDriver,
    private readonly baseUrl: string,
  ) {}

  /** The window is the page plus MiniBrowser's toolbar: size it so the page is the phone. */
  async fitPhoneViewport() {
    await waitFor('the page to be 390×844', async () => {
      const [width, height, outerWidth, outerHeight] = await this.webDriver.executeScript<number[]>(
        'return [innerWidth, innerHeight, outerWidth, outerHeight]',
      );
      if (width === PHONE.width && height === PHONE.height) return true;
      if (!(width! > 0 && height! > 0)) return false;
      await this.webDriver
        .manage()
        .window()
        .setRect({
          x: 0,
          y: 0,
          width: PHONE.width + outerWidth! - width!,
          height: PHONE.height + outerHeight! - height!,
        });
      return false;
    });
  }

  async goto(path: string) {
    await this.harvestErrors();
    await this.webDriver.get(new URL(path, this.baseUrl).href);
  }

  async tap(selector: string) {
    // WebDriver alone scrolls a target only to the bottom edge, under the app's bottom nav.
    await waitForTappable(this, selector);
    await this.harvestErrors();
    await this.webDriver.findElement(By.css(selector)).click();
  }

  async type(selector: string, text: string) {
    await waitForVisible(this, selector);
    await this.webDriver.findElement(By.css(selector)).sendKeys(text);
  }

  async holdKeys(keys: readonly Key[], ms: number) {
    let actions = this.webDriver.actions();
    for (const key of keys) actions = actions.keyDown(KEYS[key]);
    actions = actions.pause(ms);
    for (const key of [...keys].reverse()) actions = actions.keyUp(KEYS[key]);
    await actions.perform();
  }

  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.webDriver.executeScript<R>(`${PROBE} return ${callExpression(fn, arg)};`);
  }

  async evaluateInFrame<A, R>(frameSelector: string, fn: (arg: A) => R | Promise<R>, arg: A) {
    await this.webDriver.switchTo().frame(await this.webDriver.findElement(By.css(frameSelector)));
    try {
      return await this.webDriver.executeScript<R>(`${PROBE} return ${callExpression(fn, arg)};`);
    } finally {
      await this.webDriver.switchTo().defaultContent();
    }
  }

  async screenshot() {
    return Buffer.from(await this.webDriver.takeScreenshot(), 'base64');
  }

  async errors() {
    await this.harvestErrors();
    return [...this.seen];
  }

  /** Moves what the probes of the page and its frames recorded into `seen`. */
  private async harvestErrors() {
    this.seen.push(...(await this.webDriver.executeScript<string[]>(DRAIN)));
    for (const frame of await this.webDriver.findElements(By.css('iframe'))) {
      try {
        await this.webDriver.switchTo().frame(frame);
        this.seen.push(...(await this.webDriver.executeScript<string[]>(DRAIN)));
      } catch {
        // the frame went away meanwhile
      } finally {
        await this.webDriver.switchTo().defaultContent();
      }
    }
  }

  async close() {
    try {
      await this.webDriver.quit();
    } finally {
      await this.service.stop();
    }
  }
}
