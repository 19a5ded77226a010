import { MESSAGES, gameSchema, type Game } from '@promptplay/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { createGameThroughApi } from './createThroughApi.js';
import { watchCompletedDraft } from './draftWatch.js';
import { signInThroughLocalProvider } from './localSignIn.js';
import { meanLuminance } from './pixels.js';
import { runtimeFrame, runtimeFrames } from './runtimeFrame.js';
import { PhoneCast } from './phoneCast.js';
import { startServer, type RunningServer } from './serverProcess.js';

/**
 * Remix, refine and talk, end to end (issue 14), on phones: player A makes a game; player B
 * remixes it, comments on it and reports it; A sees the remix credit and the comment, reports
 * the comment, refines the game with 'make it night time' and sees the night; the operator
 * hides B's comment from the moderation queue and it is gone for everyone. Its own server, so
 * ADMIN_EMAILS can name the operator.
 */

const stamp = Date.now();
const CREATOR = { email: `ada-${stamp}@example.test`, name: 'Ada Maker' };
const REMIXER = { email: `bo-${stamp}@example.test`, name: 'Bo Remixer' };
const OPERATOR = { email: `olga-${stamp}@example.test`, name: 'Olga Operator' };
const PROMPT = 'a knight jumps across the rooftops of a sunny village collecting golden coins';
const COMMENT = 'Love the rooftops! Jumped all the way to the end.';
const NIGHT = 'make it night time';
const SCREENSHOTS = 'remix-refine-talk';
const LONG = { timeout: 60_000 };

let server: RunningServer;
let browser: Browser;
let cast: PhoneCast;
let creator: Page;
let remixer: Page;
let operator: Page;
const journey = { source: null as Game | null, remixId: '', dayLuminance: 0 };

function source(): Game {
  if (!journey.source) throw new Error('player A has not made the game yet');
  return journey.source;
}

async function gameOf(page: Page, gameId: string): Promise<Game> {
  const response = await page.request.get(`/api/game-feeds/${gameId}`);
  expect(response.ok()).toBe(true);
  return gameSchema.parse(await response.json());
}

/** Opens a game's detail modal through its shared link. */
async function openModal(page: Page, gameId: string) {
  await page.goto(`/shared/${gameId}`);
  const modal = page.getByTestId('game-modal');
  await expect.poll(() => modal.isVisible(), { timeout: 20_000 }).toBe(true);
  return modal;
}

/** Plays the open modal's game until the runtime draws, and answers its frame as a PNG. */
async function playAndCapture(page: Page): Promise<Buffer> {
  await page.getByTestId('game-modal').getByRole('button', { name: MESSAGES.playGame }).tap();
  const frame = await runtimeFrame(page);
  await expect.poll(() => runtimeFrames(frame), LONG).toBeGreaterThan(30);
  const box = await page.getByTestId('runtime-frame').boundingBox();
  if (!box) throw new Error('the runtime frame has no box');
  const png = await page.screenshot({ clip: box });
  await page.getByTestId('back-to-feed').tap();
  await expect.poll(() => page.getByTestId('game-layer').isVisible()).toBe(false);
  return png;
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAILS: OPERATOR.email, ADS_ENABLED: 'false' });
  browser = await launchBrowser();
  cast = new PhoneCast(browser, server.baseUrl, SCREENSHOTS);
  creator = await cast.newPhonePage();
  remixer = await cast.newPhonePage();
  operator = await cast.newPhonePage();
}, 180_000);

afterAll(async () => {
  await cast?.close();
  await browser?.close();
  await server?.stop();
});

describe('remix, refine and talk', () => {
  it('player A makes a game and plays it in daylight', async () => {
    await signInThroughLocalProvider(creator, CREATOR);
    const made = await createGameThroughApi(creator, PROMPT, 'PLATFORMER');
    journey.source = await gameOf(creator, made.id);
    expect(journey.source.version).toBe('1.0');
    await openModal(creator, made.id);
    journey.dayLuminance = await meanLuminance(await playAndCapture(creator));
  }, 180_000);

  it('player B remixes it from the detail modal: a new game of theirs, crediting A', async () => {
    await signInThroughLocalProvider(remixer, REMIXER);
    const completed = watchCompletedDraft(remixer);
    const modal = await openModal(remixer, source().id);
    await modal.getByTestId('remix-game').tap();
    // The create modal opens on the categorization step, prefilled from A's game.
    const hero = remixer.getByTestId('categorized-character');
    await expect.poll(() => hero.isVisible(), LONG).toBe(true);
    expect((await hero.inputValue()).toLowerCase()).toContain('knight');
    await cast.screenshot(remixer, '01-remix-categorization');
    await remixer.getByTestId('start-build').tap();
    await expect.poll(() => completed() !== null, LONG).toBe(true);
    journey.remixId = completed()!.gameId;
    await expect.poll(() => remixer.getByTestId('game-layer').isVisible(), LONG).toBe(true);
    await remixer.getByTestId('back-to-feed').tap();

    const remix = await gameOf(remixer, journey.remixId);
    expect(remix.playerName).toBe(REMIXER.name);
    expect(remix.remixOf).toEqual({
      gameId: source().id,
      title: source().title,
      author: CREATOR.name,
      available: true,
    });
    const remixModal = await openModal(remixer, journey.remixId);
    const credit = remixModal.getByTestId('remix-credit-link');
    expect(await credit.textContent()).toContain(MESSAGES.remixOf(source().title, CREATOR.name));
    await cast.screenshot(remixer, '02-remix-credit');
  }, 180_000);

  it('player B comments on A’s game and reports it', async () => {
    const modal = await openModal(remixer, source().id);
    await modal.getByTestId('comment-field').fill(COMMENT);
    await modal.getByTestId('post-comment').tap();
    const posted = modal.getByTestId('comment-text').filter({ hasText: COMMENT });
    await expect.poll(() => posted.isVisible(), LONG).toBe(true);
    await expect.poll(() => modal.getByTestId('comment-count').textContent()).toContain('1');

    await modal.getByTestId('report-game').tap();
    const dialog = remixer.getByTestId('report-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('radio').first().check();
    await dialog.getByTestId('report-text').fill('The rooftops are too hard for little kids');
    await dialog.getByTestId('report-send').tap();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await cast.screenshot(remixer, '03-commented-and-reported');
  }, 120_000);

  it('player A sees the remix and the comment, and reports the comment', async () => {
    const modal = await openModal(creator, source().id);
    await expect.poll(() => modal.getByTestId('remix-count').textContent(), LONG).toContain('1');
    await expect.poll(() => modal.getByTestId('remix-card').count(), LONG).toBe(1);
    const comment = modal.getByTestId('comment').filter({ hasText: COMMENT });
    await expect.poll(() => comment.isVisible(), LONG).toBe(true);
    expect(await comment.textContent()).toContain(REMIXER.name);
    await cast.screenshot(creator, '04-creator-sees-remix-and-comment');

    await comment.getByTestId('report-comment').tap();
    const dialog = creator.getByTestId('report-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('radio').first().check();
    await dialog.getByTestId('report-send').tap();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  }, 120_000);

  it('player A refines the game with "make it night time" and sees the night', async () => {
    const modal = await openModal(creator, source().id);
    await modal.getByTestId('change-it').tap();
    await creator.getByTestId('refine-prompt').fill(NIGHT);
    await cast.screenshot(creator, '05-change-it');
    await creator.getByTestId('refine-send').tap();
    await expect
      .poll(async () => (await gameOf(creator, source().id)).version, { timeout: 90_000 })
      .toBe('2.0');

    const refined = await gameOf(creator, source().id);
    expect(refined.id).toBe(source().id);
    expect(refined.likesCount).toBe(source().likesCount);
    expect(refined.commentsCount).toBe(1);
    const world = await creator.request.get(refined.jsonDataUrl);
    expect(((await world.json()) as { atmosphere?: { timeOfDay?: string } }).atmosphere).toEqual(
      expect.objectContaining({ timeOfDay: 'night' }),
    );
    // Version 1 is still there for anyone mid-round on it.
    expect((await creator.request.get(`/worlds/1.0/${source().id}.json`)).ok()).toBe(true);

    const versionsModal = await openModal(creator, source().id);
    await expect.poll(() => versionsModal.getByTestId('version').count(), LONG).toBe(2);
    const night = await playAndCapture(creator);
    await cast.screenshot(creator, '06-night');
    expect(await meanLuminance(night)).toBeLessThan(journey.dayLuminance * 0.8);
  }, 240_000);

  it('the operator hides B’s comment from the queue, and it is gone for everyone', async () => {
    await signInThroughLocalProvider(operator, OPERATOR);
    await operator.goto('/admin');
    const group = operator.getByTestId('report-group').filter({ hasText: COMMENT });
    await expect.poll(() => group.isVisible(), LONG).toBe(true);
    await group.getByTestId('moderation-reason').fill('Spoils the level for others');
    await group.getByTestId('moderation-hide').tap();
    const done = operator.getByTestId('moderation-done');
    await expect.poll(() => done.textContent(), LONG).toBe(MESSAGES.adminTargetHiddenDone);
    // Handled: it leaves the open queue; the game's own report waits there still.
    await expect.poll(() => group.count(), LONG).toBe(0);
    await cast.screenshot(operator, '07-queue-comment-hidden');

    for (const page of [creator, remixer]) {
      const modal = await openModal(page, source().id);
      await expect.poll(() => modal.getByTestId('comments-empty').isVisible(), LONG).toBe(true);
      expect(await modal.getByText(COMMENT).count()).toBe(0);
    }
    expect((await gameOf(creator, source().id)).commentsCount).toBe(0);
    expect(cast.scriptErrors()).toEqual([]);
  }, 120_000);
});
