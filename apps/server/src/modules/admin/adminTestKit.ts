import { tokenResponseSchema, type TokenResponse } from '@promptplay/contracts';
import { expect } from 'vitest';
import type { App } from '../../appTypes.js';
import { BrowserSession } from '../../testing/browserSession.js';
import type { TestContext } from '../../testing/testHarness.js';
import { asTestPlayer, createSocialPlayer, type TestPlayer } from '../../testing/testPlayers.js';

/** The operators of the test apps (ADMIN_EMAILS), in mixed case as someone would type them. */
export const TEST_ADMIN_EMAILS = ['Ops@Example.test', 'boss@example.test'];

/** An app on the suite's database whose ADMIN_EMAILS lists TEST_ADMIN_EMAILS. */
export function buildAdminApp(ctx: TestContext): Promise<App> {
  return ctx.buildAnotherApp({
    adminEmails: TEST_ADMIN_EMAILS.map((email) => email.toLowerCase()),
  });
}

/**
 * An operator written straight to the database (role 'admin', a listed email) with a token
 * signed by the app's key, for suites that are not about how the role is granted.
 */
export function createTestAdmin(
  ctx: TestContext,
  playerName = 'Olga Operator',
): Promise<TestPlayer> {
  return createSocialPlayer(ctx, playerName, { email: 'ops@example.test', role: 'admin' });
}

/**
 * Signs in through the real local OpenID provider (login → provider page → form →
 * callback → code exchange), as a browser would, and returns the player's tokens.
 */
export async function signInLocally(
  app: App,
  account: { email: string; name: string },
  guest?: TestPlayer,
): Promise<TestPlayer> {
  const browser = new BrowserSession(app);
  const start = `/auth/login/google/predefined?returnUrl=${encodeURIComponent('http://localhost/')}`;
  const page = await browser.follow(start);
  expect(page.response?.statusCode, page.response?.body).toBe(200);
  const posted = await browser.request('POST', page.url, { form: account });
  const landed = await browser.follow(String(posted.headers.location), '/auth/callback');
  const code = new URL(landed.url).searchParams.get('code');
  expect(code, landed.url).toBeTruthy();
  const exchanged = await browser.request('POST', '/auth/token/google/predefined', {
    form: { grant_type: 'authorization_code', code: code! },
    headers: guest?.headers ?? {},
  });
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  const tokens: TokenResponse = tokenResponseSchema.parse(exchanged.json());
  return asTestPlayer(tokens);
}
