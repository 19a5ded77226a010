import type { PhoneDriver } from './phoneDriver.js';

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Polls `probe` until it returns a truthy value and returns that value. A probe that throws
 * counts as "not yet" (a navigation may be in flight); on timeout the error names `what`
 * and the last value or error seen.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T>,
  { timeoutMs = 15_000, intervalMs = 200 }: WaitOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await probe();
      if (last) return last as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const seen = last instanceof Error ? last.message : JSON.stringify(last);
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${seen})`);
}

export function count(driver: PhoneDriver, selector: string): Promise<number> {
  return driver.evaluate((css) => document.querySelectorAll(css).length, selector);
}

/** Present, laid out with a size, and not hidden by `display` or `visibility`. */
export function isVisible(driver: PhoneDriver, selector: string): Promise<boolean> {
  return driver.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    return element.checkVisibility({ visibilityProperty: true });
  }, selector);
}

export function textOf(driver: PhoneDriver, selector: string): Promise<string | null> {
  return driver.evaluate(
    (css) => document.querySelector(css)?.textContent?.trim() ?? null,
    selector,
  );
}

export function attributeOf(
  driver: PhoneDriver,
  selector: string,
  name: string,
): Promise<string | null> {
  return driver.evaluate(
    ({ css, attribute }) => document.querySelector(css)?.getAttribute(attribute) ?? null,
    { css: selector, attribute: name },
  );
}

export async function waitForVisible(
  driver: PhoneDriver,
  selector: string,
  options?: WaitOptions,
): Promise<void> {
  await waitFor(`${selector} to be visible`, () => isVisible(driver, selector), options);
}

export async function waitForGone(
  driver: PhoneDriver,
  selector: string,
  options?: WaitOptions,
): Promise<void> {
  await waitFor(
    `${selector} to be gone`,
    async () => !(await isVisible(driver, selector)),
    options,
  );
}

/**
 * Scrolls the first match to the middle of its scroller until a tap at its centre would hit
 * it: inside the viewport, nothing over it, and standing still (the same box at two polls in
 * a row, so a sheet sliding in has arrived). What a player's thumb needs; typing can make an
 * engine scroll back to the caret afterwards, hence the polling.
 */
export async function waitForTappable(
  driver: PhoneDriver,
  selector: string,
  options?: WaitOptions,
): Promise<void> {
  const scrollToCentre = (css: string) => {
    const element = document.querySelector(css);
    if (!element) return null;
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === element || element.contains(hit)) ? `${x},${y}` : null;
  };
  let previous: string | null = null;
  await waitFor(
    `${selector} to be tappable`,
    async () => {
      const centre = await driver.evaluate(scrollToCentre, selector);
      const isStill = centre !== null && centre === previous;
      previous = centre;
      return isStill;
    },
    options,
  );
}

/**
 * Loads a page of the app and waits until React has taken over the server-rendered markup
 * (hydrateRoot marks its container): a tap on the page before that does nothing, for a
 * player as for a test, and the scripts start only after the first frame is painted.
 */
export async function openApp(driver: PhoneDriver, path: string): Promise<void> {
  await driver.goto(path);
  await waitFor(
    `${path} to hydrate`,
    () =>
      driver.evaluate(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      }, undefined),
    { timeoutMs: 30_000 },
  );
}
