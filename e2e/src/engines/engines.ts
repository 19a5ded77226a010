import { ENGINE_NAMES, type EngineName, type PhoneDriver } from './phoneDriver.js';
import { startChromium } from './playwrightChromium.js';
import { startFirefox } from './puppeteerFirefox.js';
import { startWebkit } from './webdriverWebkit.js';

/** One adapter per engine: each starts a phone-sized page on the app at `baseUrl`. */
export const START_ENGINE: Readonly<Record<EngineName, (baseUrl: string) => Promise<PhoneDriver>>> =
  {
    chromium: startChromium,
    firefox: startFirefox,
    webkit: startWebkit,
  };

/** The engines to run: all, or those named in E2E_ENGINES (comma-separated). */
export function selectedEngines(env: string | undefined = process.env.E2E_ENGINES): EngineName[] {
  if (!env?.trim()) return [...ENGINE_NAMES];
  const names = env.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !ENGINE_NAMES.includes(name as EngineName));
  if (unknown.length > 0) {
    throw new Error(`E2E_ENGINES: unknown ${unknown.join(', ')} (use ${ENGINE_NAMES.join(', ')})`);
  }
  return ENGINE_NAMES.filter((name) => names.includes(name));
}
