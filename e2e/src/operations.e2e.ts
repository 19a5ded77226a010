import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { MESSAGES, tokenResponseSchema } from '@promptplay/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeErrorIngest,
  type FakeErrorIngest,
  type IngestedEvent,
} from '@promptplay/server/fakeErrorIngest';
import { launchBrowser, newPhoneContext } from './browser.js';
import { startServer, type RunningServer } from './serverProcess.js';
import { runtimeFrame } from './runtimeFrame.js';

/**
 * What an operator relies on, against its own server: errors reach the error reporter (a fake
 * ingest here, every event sampled) with their tags, and SIGTERM drains. The drain runs last:
 * it stops the server.
 */
let ingest: FakeErrorIngest;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ingest = await startFakeErrorIngest();
  server = await startServer({
    SENTRY_DSN: ingest.dsn,
    SENTRY_ENVIRONMENT: 'e2e',
    SENTRY_SAMPLE_RATE: '1',
    ADS_ENABLED: 'false',
    MEDIA_TIERS: 'false',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await ingest?.close();
});

const eventsFrom = (source: string): IngestedEvent[] =>
  ingest.events.filter((event) => event.tags.source === source);

async function newPage(): Promise<Page> {
  const context = await newPhoneContext(browser, server.baseUrl);
  return context.newPage();
}

describe('error reporting (SENTRY_DSN set)', () => {
  it('a page that fails to render shows its message and is reported once', async () => {
    const page = await newPage();
    // A deploy replaced the page's chunk: loading it fails, so rendering the page throws.
    await page.route(/AttributionsPage-[^/]*\.js/, (route) => route.abort());
    await page.goto('/attributions');
    await expect
      .poll(() => page.getByTestId('page-failed').textContent(), { timeout: 15_000 })
      .toContain(MESSAGES.pageFailedTitle);
    await expect.poll(() => eventsFrom('render').length, { timeout: 15_000 }).toBe(1);
    expect(eventsFrom('render')[0]).toMatchObject({ environment: 'e2e', release: 'v1.66.0' });
    await page.context().close();
  });

  it('an error inside the game iframe reaches the reporter once, tagged with game and genre', async () => {
    const page = await newPage();
    await page.goto('/');
    const card = page.getByTestId('game-card').first();
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    const gameId = await card.getAttribute('data-game-id');
    const genre = await card.getAttribute('data-genre');
    await card.getByTestId('game-card-play').tap();
    const frame = await runtimeFrame(page);
    await expect
      .poll(
        () =>
          frame
            .evaluate(
              () => (window as unknown as { __promptplay: { frames: number } }).__promptplay,
            )
            .then(
              (debug) => debug.frames,
              () => 0,
            ),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);

    // A bug in the game: thrown inside the iframe, outside anything that catches it.
    await frame.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: the game broke');
      }, 0);
    });
    await expect.poll(() => eventsFrom('game').length, { timeout: 15_000 }).toBe(1);
    expect(eventsFrom('game')[0]).toMatchObject({
      message: 'e2e: the game broke',
      tags: { source: 'game', game_id: gameId, genre },
    });
    await page.context().close();
  });
});

async function textOf(response: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of response) text += String(chunk);
  return text;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 600 && !condition(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!condition())
    throw new Error(`timed out waiting for ${what}\n${server.output().slice(-2000)}`);
}

describe('production start', () => {
  it('SIGTERM lets a request in flight finish, refuses new ones, and exits 0', async () => {
    // A slow client: the request's headers and half its body arrive before the signal.
    const slow = httpRequest(`${server.baseUrl}/api/player/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '2' },
    });
    const answered = once(slow, 'response') as Promise<[IncomingMessage]>;
    slow.write('{');
    await until(() => (slow.socket?.bytesWritten ?? 0) > 0, 'the request to leave');
    // Loopback delivers at once; the pause only makes sure the server has read the headers.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = once(server.process, 'exit') as Promise<[number | null]>;
    server.process.kill('SIGTERM');
    await until(() => server.output().includes('draining before exit'), 'the drain to begin');
    const latecomer = await fetch(`${server.baseUrl}/healthz`).then(
      (refused) => refused.status,
      () => 'not connected',
    );
    expect([503, 'not connected']).toContain(latecomer);

    slow.end('}');
    const [response] = await answered;
    expect(response.statusCode).toBe(200);
    expect(tokenResponseSchema.safeParse(JSON.parse(await textOf(response))).success).toBe(true);
    const [code] = await exited;
    expect(code).toBe(0);
  });
});
