import { MESSAGES } from '@promptplay/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, launchBrowser, newPhoneContext, saveScreenshot } from './browser.js';
import { watchCompletedDraft } from './draftWatch.js';
import { openCreateSignedIn } from './localSignIn.js';
import { countDistinctColours } from './pixels.js';
import { runtimeFrame, runtimeFrames } from './runtimeFrame.js';

const baseUrl = inject('baseUrl');
const PROMPT = 'a pickle knight fighting rats in a sewer';
const PHOTO = new URL('../fixtures/player-photo.png', import.meta.url).pathname;
const PERSON = { email: `creator-${Date.now()}@example.test`, name: 'Pickle Maker' };
/** The analysis countdown of the generating step starts here (spec §2 Create Game modal). */
const COUNTDOWN_SECONDS = 15;

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newPhoneContext(browser, baseUrl);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/**
 * Records every text the game layer's status line shows, from now on: the build can pass
 * 'Creating environment for new game...' faster than a poll would see it.
 */
async function recordStatusTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __statusTexts: string[] }).__statusTexts = seen;
    const note = () => {
      const text = document.querySelector('[data-testid="game-status-text"]')?.textContent?.trim();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __statusTexts: string[] }).__statusTexts);
}

describe('create a game from a prompt', () => {
  it('types a prompt, attaches a photo, edits the analysis, builds and plays the new game, which leads Latest', async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    const completedGameId = watchCompletedDraft(page);
    // Step 1: the prompt. Enter without a genre names the missing genre.
    const promptInput = await openCreateSignedIn(page, PERSON);
    await promptInput.fill(PROMPT);
    await promptInput.press('Enter');
    await expect
      .poll(() => page.getByTestId('create-error').first().textContent())
      .toBe(MESSAGES.selectGameGenre);

    await page.locator('[data-testid="genre-option"][data-genre="Platformer"]').tap();
    await page.getByTestId('upload-input').setInputFiles(PHOTO);
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 30_000 })
      .toContain(MESSAGES.imageUploaded);
    await saveScreenshot(page, 'create-01-prompt');

    // Step 2: generating, with the countdown.
    const pressedGenerateAt = Date.now();
    await promptInput.press('Enter');
    const categorization = page.getByTestId('create-step-categorization');
    const countdown = page.getByTestId('analysis-countdown');
    await expect
      .poll(async () => (await categorization.isVisible()) || (await countdown.isVisible()), {
        timeout: 10_000,
      })
      .toBe(true);
    // The analysis may already be back; read the countdown without waiting for it.
    const countdownText = await page.evaluate(
      () => document.querySelector('[data-testid="analysis-countdown"]')?.textContent ?? null,
    );
    if (countdownText !== null && /^\d+$/.test(countdownText.trim())) {
      expect(Number(countdownText.trim())).toBeLessThanOrEqual(COUNTDOWN_SECONDS);
    }

    // Step 3: the analysis of what was typed, editable.
    await expect.poll(() => categorization.isVisible(), { timeout: 40_000 }).toBe(true);
    const categorizedAfterMs = Date.now() - pressedGenerateAt;
    const hero = page.getByTestId('categorized-character');
    const enemies = page.getByTestId('categorized-secondary-character');
    const world = page.getByTestId('categorized-environment');
    expect((await hero.inputValue()).toLowerCase()).toContain('pickle');
    expect((await enemies.inputValue()).toLowerCase()).toContain('rat');
    expect((await world.inputValue()).toLowerCase()).toContain('sewer');
    expect((await page.getByTestId('categorized-game-idea').inputValue()).length).toBeGreaterThan(
      0,
    );
    const genreFields = page.locator('[data-testid^="genre-field-"]');
    expect(await genreFields.count()).toBeGreaterThan(0);
    for (const field of await genreFields.all()) {
      expect((await field.inputValue()).trim().length).toBeGreaterThan(0);
    }
    expect(await page.getByText('Your photo goes on the hero').count()).toBe(1);
    await saveScreenshot(page, 'create-02-categorization');

    // BACK asks before the edits are lost; keep editing.
    await page.getByTestId('create-back').tap();
    await expect.poll(() => page.getByText(MESSAGES.confirmLoseEdits).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Keep editing' }).tap();
    await expect.poll(() => categorization.isVisible()).toBe(true);

    // START BUILD: the modal closes, the layer builds, then the new game plays.
    const statusTexts = await recordStatusTexts(page);
    const pressedStartBuildAt = Date.now();
    await page.getByTestId('start-build').tap();
    await expect.poll(() => categorization.isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId('game-layer').isVisible()).toBe(true);
    const frame = await runtimeFrame(page);
    // The loading card leaves when the runtime reports its first playable frame.
    await expect
      .poll(() => page.getByTestId('game-progress').isVisible(), { timeout: 60_000, interval: 100 })
      .toBe(false);
    const playingAt = Date.now();
    await expect.poll(() => runtimeFrames(frame), { timeout: 30_000 }).toBeGreaterThan(30);
    const completed = completedGameId();
    if (!completed) throw new Error('the draft never answered completed');
    const { gameId } = completed;
    console.info(
      `create journey: Generate → analysis shown ${categorizedAfterMs} ms; START BUILD → draft ` +
        `completed ${completed.at - pressedStartBuildAt} ms → new game playing ` +
        `${playingAt - completed.at} ms (the test's own steps in between)`,
    );
    expect(await statusTexts()).toContain(MESSAGES.statusCreatingEnvironment);
    const box = (await page.getByTestId('runtime-frame').boundingBox())!;
    expect(await countDistinctColours(await page.screenshot({ clip: box }))).toBeGreaterThan(20);
    await saveScreenshot(page, 'create-03-playing');

    // The new game is the player's, named from the prompt, and first in Latest.
    const detail = await page.request.get(`/api/game-feeds/${gameId}`);
    expect(detail.ok()).toBe(true);
    const game = (await detail.json()) as { title: string; authorName?: string };
    expect(game.title.toLowerCase()).toMatch(/pickle|sewer|rat/);
    await page.getByTestId('back-to-feed').tap();
    await page.goto('/');
    const firstCard = page.getByTestId('game-card').first();
    await expect
      .poll(() => firstCard.getByTestId('game-card-title').textContent(), { timeout: 15_000 })
      .toBe(game.title);
    await saveScreenshot(page, 'create-04-latest');

    expect(errors.scriptErrors).toEqual([]);
    expect(errors.failedResponses).toEqual([]);
  }, 180_000);
});
