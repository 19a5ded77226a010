import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Game, GameGenre } from '@promptplay/contracts';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhoneContext, SCREENSHOT_DIR } from './browser.js';
import { firstGamePerGenre } from './genres/catalogueGames.js';
import { playableRuntimeGenres } from './genres/runtimeGenres.js';
import { runtimeFrame } from './runtimeFrame.js';

// Issue 11 part 4: in every genre, portrait and landscape, the layer's Back button and the
// runtime's HUD (score, time, lives, pause) take separate places on screen. The runtime
// reports its HUD boxes through its debug state (kit/debugState.ts `hudRects`); each layout
// is captured to test-output/e2e/hud/<GENRE>-<orientation>.png for a person to look at.

const baseUrl = inject('baseUrl');
const HUD_SCREENSHOT_DIR = join(SCREENSHOT_DIR, 'hud');
/** Generous bounds for a busy 2-core machine; nothing here measures time. */
const POLL = { timeout: 60_000, interval: 200 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The runtime's HUD boxes in CSS pixels of its frame; empty until a round shows its HUD. */
function readHudRects(runtime: Frame): Promise<Box[]> {
  return runtime.evaluate(() => {
    const debug = (window as unknown as { __promptplay?: { hudRects?: () => Box[] } }).__promptplay;
    return debug?.hudRects?.() ?? [];
  });
}

/** Opens the game's shared link inside the app (no reload, so the runtime stays booted). */
async function openSharedGame(page: Page, game: Game): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/shared/${game.id}`);
  const modal = page.getByTestId('game-modal');
  await expect.poll(() => modal.isVisible(), POLL).toBe(true);
  await modal.getByTestId('play-game').tap();
}

/** The HUD's boxes in page pixels once the round shows them. */
async function hudBoxesOnPage(page: Page): Promise<Box[]> {
  const runtime = await runtimeFrame(page);
  await expect.poll(async () => (await readHudRects(runtime)).length, POLL).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('game-progress').isVisible(), POLL).toBe(false);
  const frame = await page.getByTestId('runtime-frame').boundingBox();
  if (!frame) throw new Error('the runtime frame has no box');
  const rects = await readHudRects(runtime);
  return rects.map((rect) => ({ ...rect, x: rect.x + frame.x, y: rect.y + frame.y }));
}

let browser: Browser;
let games: Map<GameGenre, Game>;

beforeAll(async () => {
  browser = await launchBrowser();
  games = await firstGamePerGenre(baseUrl);
  mkdirSync(HUD_SCREENSHOT_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['portrait', false],
  ['landscape', true],
] as const)('the Back button and the HUD in %s', (orientation, isLandscape) => {
  let page: Page;

  beforeAll(async () => {
    const context = await newPhoneContext(browser, baseUrl, { isLandscape });
    page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('game-card').first().waitFor({ timeout: POLL.timeout });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(playableRuntimeGenres())('%s keeps its HUD clear of the Back button', async (genre) => {
    const game = games.get(genre);
    if (!game) throw new Error(`no ${genre} game in the starter catalogue`);
    await openSharedGame(page, game);
    const hud = await hudBoxesOnPage(page);
    const back = await page.getByTestId('back-to-feed').boundingBox();
    if (!back) throw new Error('the Back button has no box');
    writeFileSync(join(HUD_SCREENSHOT_DIR, `${genre}-${orientation}.png`), await page.screenshot());
    expect(hud.filter((box) => intersects(box, back))).toEqual([]);
    await page.getByTestId('back-to-feed').tap();
    await expect.poll(() => page.getByTestId('game-layer').count(), POLL).toBe(0);
  });
});
