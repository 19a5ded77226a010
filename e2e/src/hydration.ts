import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether React has taken over the server's markup (hydrateRoot marks its container). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
}
