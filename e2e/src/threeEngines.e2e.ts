import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCREENSHOT_DIR } from './browser.js';
import { waitFor } from './engines/conditions.js';
import { START_ENGINE, selectedEngines } from './engines/engines.js';
import { CSP_VIOLATION } from './engines/errorProbe.js';
import type { PhoneDriver } from './engines/phoneDriver.js';
import { PHONE_JOURNEY, type JourneyState } from './engines/phoneJourney.js';

const baseUrl = inject('baseUrl');

/**
 * The core phone journey (engines/phoneJourney.ts) in Chromium, Firefox ESR and WebKitGTK,
 * one step per test; a failed step skips the rest of that engine's journey. Narrow it with
 * E2E_ENGINES=webkit (or firefox, chromium, comma-separated). Screenshots of every step go to
 * test-output/e2e/<engine>/NN-<step>.png.
 */
describe.each(selectedEngines())('the phone journey in %s', (engine) => {
  let driver: PhoneDriver | undefined;
  let failedStep: string | undefined;
  const screenshots = join(SCREENSHOT_DIR, engine);
  const name = `${engine[0]!.toUpperCase()}${engine.slice(1)} Player`;
  const state: JourneyState = {
    person: { email: `${engine}-${Date.now()}@example.test`, name },
  };
  const note = (message: string) => console.info(`[${engine}] ${message}`);

  beforeAll(async () => {
    rmSync(screenshots, { recursive: true, force: true });
    mkdirSync(screenshots, { recursive: true });
    const startedAt = Date.now();
    driver = await START_ENGINE[engine](baseUrl);
    note(`browser started in ${Date.now() - startedAt} ms (taps as ${driver.pointer} input)`);
  });
  afterAll(async () => {
    await driver?.close();
  });

  PHONE_JOURNEY.forEach((step, index) => {
    const shot = `${String(index + 1).padStart(2, '0')}-${step.slug}`;
    it(step.title, async (context) => {
      if (failedStep) context.skip(`"${failedStep}" failed`);
      const phone = driver!;
      const startedAt = Date.now();
      try {
        await step.run({
          driver: phone,
          state,
          note: (message) => note(`${step.slug}: ${message}`),
        });
        expect(await phone.errors(), 'console errors, uncaught errors, CSP violations').toEqual([]);
      } catch (error) {
        failedStep = step.title;
        await phone
          .screenshot()
          .then((png) => writeFileSync(join(screenshots, `${shot}-failed.png`), png))
          .catch(() => undefined);
        throw error;
      }
      writeFileSync(join(screenshots, `${shot}.png`), await phone.screenshot());
      note(`${shot} passed in ${Date.now() - startedAt} ms`);
    });
  });

  // A check of the checker: the error probe must see a violation in this engine.
  it('reports a CSP violation (the error probe works)', async () => {
    const phone = driver!;
    await phone.evaluate((source) => {
      const image = new Image();
      image.src = source;
      document.body.append(image);
    }, 'http://csp-check.invalid/blocked.png');
    const reported = async () =>
      (await phone.errors()).some((error) => error.includes(`${CSP_VIOLATION} img-src`));
    await waitFor('the blocked image to be reported', reported);
  });
});
