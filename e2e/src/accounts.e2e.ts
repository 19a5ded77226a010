import { MESSAGES } from '@promptplay/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhoneContext, saveScreenshot } from './browser.js';
import { createGameThroughApi } from './createThroughApi.js';
import { signInThroughLocalProvider } from './localSignIn.js';

const baseUrl = inject('baseUrl');
const EMAIL = `e2e-${Date.now()}@example.test`;
const NAME = 'Ada Tester';
const RENAMED = 'Ada Renamed';
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const each of contexts) await each.close();
  await browser.close();
});

async function freshPage(): Promise<Page> {
  const context = await newPhoneContext(browser, baseUrl);
  contexts.push(context);
  return context.newPage();
}

describe('accounts', () => {
  it('signs a guest up keeping their game, renames them, signs out and back in elsewhere', async () => {
    const page = await freshPage();
    // As a guest first: the game made now must survive the sign-up.
    await page.goto('/');
    const guestGame = await createGameThroughApi(
      page,
      'a sleepy panda collecting bamboo in a misty forest',
      'PLATFORMER',
    );
    await signInThroughLocalProvider(page, { email: EMAIL, name: NAME });
    await expect
      .poll(() => page.getByRole('banner').innerText(), { timeout: 15_000 })
      .toContain(NAME);

    await page.goto('/profile');
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 15_000 })
      .toContain(MESSAGES.statTotalLikes);
    const text = await page.locator('body').innerText();
    expect(text).toContain(NAME);
    expect(text).toMatch(/Player since/);
    const myGames = page.getByTestId('my-games-grid');
    await expect
      .poll(() => myGames.innerText().catch(() => ''), { timeout: 15_000 })
      .toContain(guestGame.title);
    await saveScreenshot(page, 'accounts-profile');

    await page.getByRole('button', { name: /edit player name/i }).click();
    const input = page.getByPlaceholder(MESSAGES.playerNamePlaceholder);
    const submit = page.getByRole('button', { name: MESSAGES.submitChanges });
    await input.fill('Al');
    await expect
      .poll(() => page.locator('body').innerText())
      .toContain(MESSAGES.nameTooShort(2, 3));
    expect(await submit.isDisabled()).toBe(true);
    await input.fill(RENAMED);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await expect.poll(() => page.locator('body').innerText()).toContain(MESSAGES.profileUpdated);

    await page.getByRole('button', { name: /sign out/i }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    await expect
      .poll(() => page.getByRole('banner').innerText(), { timeout: 15_000 })
      .toContain(MESSAGES.signUp);

    const elsewhere = await freshPage();
    await signInThroughLocalProvider(elsewhere, { email: EMAIL, name: NAME });
    await expect
      .poll(() => elsewhere.getByRole('banner').innerText(), { timeout: 15_000 })
      .toContain(RENAMED);
    await elsewhere.goto('/profile');
    await expect
      .poll(
        () =>
          elsewhere
            .getByTestId('my-games-grid')
            .innerText()
            .catch(() => ''),
        {
          timeout: 15_000,
        },
      )
      .toContain(guestGame.title);
  }, 120_000);
});
