import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ConsentChoice } from '@promptplay/contracts';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { JOURNEY_CONSENT, presetConsent } from './consentPreset.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const SCREENSHOT_DIR = new URL('../../test-output/e2e/', import.meta.url).pathname;

export interface LaunchOptions {
  /**
   * Ask for software WebGL (SwiftShader through ANGLE) by name, so the runtime gets Phaser's
   * WebGL renderer on a machine without a GPU instead of whatever fallback Chromium picks.
   */
  softwareWebGl?: boolean;
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Headless software compositing intermittently routes a touch on an out-of-process frame
      // to the <iframe> element of its parent instead of into the frame; phones run sandboxed
      // frames in process, so keep the runtime's frame in process here too.
      '--disable-features=IsolateSandboxedIframes',
      ...(options.softwareWebGl ? ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'] : []),
    ],
  });
}

/** Marks a content security policy violation in the console, where `collectErrors` sees it. */
export const CSP_VIOLATION_PREFIX = 'CSP violation:';

/**
 * Runs in every page and frame (the sandboxed runtime too) before its scripts: a violation
 * the browser reports only as an event becomes a console error, which fails the journey.
 */
function reportCspViolations(prefix: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
  });
}

/**
 * A phone: 390×844 portrait (844×390 with `isLandscape`), touch, mobile user agent behaviour.
 * The app's service worker is blocked unless `serviceWorkers` is 'allow' (installable.e2e.ts):
 * requests it answers would bypass the journeys' `page.route` stand-ins. The consent banner
 * is answered ahead (`consent`) unless it is 'ask'.
 */
export async function newPhoneContext(
  browser: Browser,
  baseURL: string,
  {
    serviceWorkers = 'block',
    isLandscape = false,
    consent = JOURNEY_CONSENT,
  }: {
    serviceWorkers?: 'allow' | 'block';
    isLandscape?: boolean;
    consent?: ConsentChoice | 'ask';
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: isLandscape ? { width: 844, height: 390 } : { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  });
  await context.addInitScript(reportCspViolations, CSP_VIOLATION_PREFIX);
  if (consent !== 'ask') await presetConsent(context, consent, baseURL);
  return context;
}

/**
 * Collects script errors (console errors and uncaught exceptions) and failed HTTP responses
 * separately: Chromium also logs every 4xx/5xx response as a console error, and those are
 * asserted by URL instead.
 */
export function collectErrors(page: Page): { scriptErrors: string[]; failedResponses: string[] } {
  const scriptErrors: string[] = [];
  const failedResponses: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource')) return;
    scriptErrors.push(message.text());
  });
  page.on('pageerror', (error) => scriptErrors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) failedResponses.push(new URL(response.url()).pathname);
  });
  return { scriptErrors, failedResponses };
}

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}
