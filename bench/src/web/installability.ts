import { chromium } from 'playwright-core';

interface InstallabilityError {
  errorId: string;
}

/**
 * Chromium's own installability verdict for `url` (the checks behind its Install prompt;
 * Lighthouse 12 dropped its PWA audits): the error ids, none when the app is installable.
 * Asked through the DevTools protocol of the Chromium listening on `port`.
 */
export async function installabilityErrors(port: number, url: string): Promise<string[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const session = await context.newCDPSession(page);
    const { installabilityErrors: errors } = (await session.send(
      'Page.getInstallabilityErrors',
    )) as { installabilityErrors: InstallabilityError[] };
    await page.close();
    return errors.map((error) => error.errorId);
  } finally {
    // Leaves the browser running for Lighthouse: only this connection ends.
    await browser.close();
  }
}
