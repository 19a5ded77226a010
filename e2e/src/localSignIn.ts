import { MESSAGES } from '@promptplay/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The built-in OpenID provider's form title (the server's local sign-in page). */
const LOCAL_SIGN_IN_TITLE = 'Local sign-in (development)';

/**
 * From the home page: Sign Up → the local provider's form (email, display name) → back on
 * the app. The same OIDC client code runs as with Google. Callers check who the header shows.
 */
export async function signInThroughLocalProvider(
  page: Page,
  person: { email: string; name: string },
): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: MESSAGES.signUp }).first().click();
  await expect.poll(() => page.title(), { timeout: 20_000 }).toBe(LOCAL_SIGN_IN_TITLE);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Display name').fill(person.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/dev-idp'),
    { timeout: 20_000 },
  );
}

/**
 * Signs the person in through the local provider, waits until the header names them, then
 * opens Create Game from the bottom bar: the prompt field it returns is ready to type in.
 */
export async function openCreateSignedIn(
  page: Page,
  person: { email: string; name: string },
): Promise<Locator> {
  await signInThroughLocalProvider(page, person);
  await expect
    .poll(() => page.getByRole('banner').innerText(), { timeout: 15_000 })
    .toContain(person.name);
  await page.getByTestId('nav-create').tap();
  const promptInput = page.getByTestId('create-prompt-input');
  await expect.poll(() => promptInput.isVisible(), { timeout: 10_000 }).toBe(true);
  return promptInput;
}
