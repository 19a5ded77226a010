import { expect } from 'vitest';
import type { BrowserSession } from './browserSession.js';

export const LOGIN_PATH = '/auth/login/google/predefined';

/** Walks sign-in through the local provider up to the SPA's /auth/callback; returns the code. */
export async function signInAtProvider(
  browser: BrowserSession,
  account: { email: string; name: string },
  returnUrl = 'http://localhost/profile',
): Promise<string> {
  const start = `${LOGIN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`;
  const page = await browser.follow(start);
  expect(page.response?.statusCode, page.response?.body).toBe(200);
  expect(page.response?.body).toContain('Local sign-in (development)');
  const posted = await browser.request('POST', page.url, { form: account });
  const landed = await browser.follow(String(posted.headers.location), '/auth/callback');
  const code = new URL(landed.url).searchParams.get('code');
  expect(code, landed.url).toBeTruthy();
  return code!;
}
