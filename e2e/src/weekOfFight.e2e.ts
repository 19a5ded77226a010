import { MESSAGES } from '@promptplay/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { watchCompletedDraft } from './draftWatch.js';
import { signInThroughLocalProvider } from './localSignIn.js';
import { PhoneCast } from './phoneCast.js';
import { startServer, type RunningServer } from './serverProcess.js';

/**
 * Week of Fight, end to end (issue 9): an operator runs the event from /admin and every
 * phase change is an edit of its times there; players see it on their phones. This journey
 * runs its own server, with ADMIN_EMAILS naming the operator and ads on (the shared e2e
 * server has them off), so its event touches no other journey.
 */

const OPERATOR = { email: `operator-${Date.now()}@example.test`, name: 'Olga Operator' };
const CREATOR = { email: `creator-${Date.now()}@example.test`, name: 'Cleo Creator' };
const EVENT_NAME = 'Week of Fight';
const PRIZE = 'A golden glove';
const PROMPT = 'a pickle knight fights a giant rat in a sewer';
const MAIL_TITLE = 'Week of Fight is live';
const SCREENSHOTS = 'week-of-fight';
/** The server counts a play that lasted at least 10 s; the guest stays a little longer. */
const PLAY_MS = 12_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: RunningServer;
let browser: Browser;
let cast: PhoneCast;
let operator: Page;
let creator: Page;
let guest: Page;
/** Filled in as the journey goes. */
const journey = { gameId: '', gameTitle: '', playEndedAt: 0, liveStartAt: 0 };

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value (this machine's time zone, as the browser's) of the minute of `ms`. */
function localMinute(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The start of the minute `ms` falls in: what a `datetime-local` value of it means. */
const floorMinute = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

interface EventTimes {
  previewAt: number;
  startAt: number;
  endingSoonAt: number;
  endAt: number;
  reviewUntil: number;
}

async function typeEventTimes(page: Page, times: EventTimes): Promise<void> {
  const fields = ['previewAt', 'startAt', 'endingSoonAt', 'endAt', 'reviewUntil'] as const;
  for (const field of fields) {
    await page.getByTestId(`event-${field}`).fill(localMinute(times[field]));
  }
}

/** Saves the form and waits for the list to show the event in `phaseLabel` (the server's). */
async function saveEventExpecting(page: Page, phaseLabel: string): Promise<void> {
  await page.getByTestId('event-submit').tap();
  const row = page.getByTestId('event-row').filter({ hasText: EVENT_NAME });
  await expect
    .poll(
      () =>
        row
          .getByTestId('event-phase')
          .textContent()
          .catch(() => null),
      {
        timeout: 15_000,
      },
    )
    .toBe(phaseLabel);
  // The form starts afresh below; show the saved event for the screenshot.
  await row.scrollIntoViewIfNeeded();
}

/** The player's Home, fresh from the server (the event and mail are read on load). */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect
    .poll(() => page.getByTestId('bottom-nav').isVisible(), { timeout: 15_000 })
    .toBe(true);
}

async function bannerPhase(page: Page): Promise<string | null> {
  const banner = page.getByTestId('event-banner');
  return (await banner.count()) > 0 ? banner.getAttribute('data-phase') : null;
}

async function competitionTabLabel(page: Page): Promise<string> {
  return (await page.getByTestId('nav-competition').innerText()).trim();
}

beforeAll(async () => {
  server = await startServer({
    ADMIN_EMAILS: OPERATOR.email,
    ADS_ENABLED: 'true',
    MEDIA_TIERS: 'false',
  });
  browser = await launchBrowser();
  cast = new PhoneCast(browser, server.baseUrl, SCREENSHOTS);
  operator = await cast.newPhonePage();
  creator = await cast.newPhonePage();
  guest = await cast.newPhonePage();
});

afterAll(async () => {
  await cast?.close();
  await browser?.close();
  await server?.stop();
});

describe('Week of Fight, run from the operator console', () => {
  it('an operator signs in, opens /admin and schedules an event in Preview', async () => {
    await signInThroughLocalProvider(operator, OPERATOR);
    await operator.goto('/admin');
    const form = operator.getByTestId('event-form');
    await expect.poll(() => form.isVisible(), { timeout: 20_000 }).toBe(true);
    await cast.screenshot(operator, '01-admin');

    await operator.getByTestId('event-name').fill(EVENT_NAME);
    await operator.getByTestId('event-prize').fill(PRIZE);
    const now = Date.now();
    await typeEventTimes(operator, {
      previewAt: now - 10 * MINUTE,
      startAt: now + 60 * MINUTE,
      endingSoonAt: now + DAY,
      endAt: now + 2 * DAY,
      reviewUntil: now + 3 * DAY,
    });
    expect(await operator.getByTestId('phase-preview-now').textContent()).toBe(
      MESSAGES.adminPhaseNow(MESSAGES.adminPhaseLabelPreview),
    );
    await saveEventExpecting(operator, MESSAGES.adminPhaseLabelPreview);
    await cast.screenshot(operator, '02-admin-preview-scheduled');
  }, 90_000);

  it("a player sees the Preview banner on Home and the tab 'Week of Fight'", async () => {
    await signInThroughLocalProvider(creator, CREATOR);
    await openHome(creator);
    await expect.poll(() => bannerPhase(creator), { timeout: 15_000 }).toBe('Preview');
    expect(await creator.getByTestId('event-banner').innerText()).toContain(EVENT_NAME);
    expect(await competitionTabLabel(creator)).toBe(MESSAGES.competitionWeekOfFight);
    expect(await creator.getByTestId('nav-competition').isDisabled()).toBe(false);
    await cast.screenshot(creator, '03-home-preview-banner');
  }, 90_000);

  it('the operator edits the times to go live; Fighting leads the create modal', async () => {
    await operator
      .getByTestId('event-row')
      .filter({ hasText: EVENT_NAME })
      .getByTestId('event-edit')
      .tap();
    const now = Date.now();
    journey.liveStartAt = floorMinute(now - 5 * MINUTE);
    await typeEventTimes(operator, {
      previewAt: now - 10 * MINUTE,
      startAt: now - 5 * MINUTE,
      endingSoonAt: now + DAY,
      endAt: now + 2 * DAY,
      reviewUntil: now + 3 * DAY,
    });
    await saveEventExpecting(operator, MESSAGES.adminPhaseLabelNormalActive);
    await cast.screenshot(operator, '04-admin-live');

    await openHome(creator);
    await expect.poll(() => bannerPhase(creator), { timeout: 15_000 }).toBe('NormalActive');
    await creator.getByTestId('nav-create').tap();
    const firstGenre = creator.getByTestId('genre-option').first();
    await expect
      .poll(() => firstGenre.getAttribute('data-genre'), { timeout: 10_000 })
      .toBe('Fighting');
    expect(await firstGenre.getAttribute('class')).toContain('is-featured');
    await cast.screenshot(creator, '05-create-fighting-first');
  }, 90_000);

  it('a guest who picks Fighting is asked to sign in', async () => {
    await openHome(guest);
    await guest.getByTestId('nav-create').tap();
    const fighting = guest.locator('[data-testid="genre-option"][data-genre="Fighting"]');
    await expect.poll(() => fighting.isVisible(), { timeout: 10_000 }).toBe(true);
    await guest.getByTestId('create-prompt-input').fill(PROMPT);
    await fighting.tap();
    const notice = guest.getByTestId('create-notice');
    await expect.poll(() => notice.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await guest.getByTestId('create-sign-up').isVisible()).toBe(true);
    await cast.screenshot(guest, '06-guest-fighting-sign-in');
  }, 60_000);

  it('a signed-in player creates a Fighting game, which enters the competition', async () => {
    const completed = watchCompletedDraft(creator);
    const promptInput = creator.getByTestId('create-prompt-input');
    await expect.poll(() => promptInput.isVisible(), { timeout: 10_000 }).toBe(true);
    await promptInput.fill(PROMPT);
    await creator.locator('[data-testid="genre-option"][data-genre="Fighting"]').tap();
    await promptInput.press('Enter');
    const categorization = creator.getByTestId('create-step-categorization');
    await expect.poll(() => categorization.isVisible(), { timeout: 40_000 }).toBe(true);
    await creator.getByTestId('start-build').tap();
    await expect.poll(completed, { timeout: 90_000 }).not.toBeNull();
    journey.gameId = completed()!.gameId;
    await expect
      .poll(() => creator.getByTestId('game-progress').isVisible(), { timeout: 60_000 })
      .toBe(false);
    await cast.screenshot(creator, '07-creator-playing-own-game');
    await creator.getByTestId('back-to-feed').tap();

    const game = (await (
      await creator.request.get(`/api/game-feeds/${journey.gameId}`)
    ).json()) as {
      title: string;
    };
    journey.gameTitle = game.title;
  }, 180_000);

  it('a guest sees an ad before their first play, then plays the new game', async () => {
    await openHome(guest);
    const card = guest.locator(`[data-testid="game-card"][data-game-id="${journey.gameId}"]`);
    await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
    await card.getByTestId('game-card-play').tap();

    const ad = guest.getByTestId('ad-popup');
    await expect.poll(() => ad.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await ad.getByRole('heading', { name: MESSAGES.adTitle }).isVisible()).toBe(true);
    // Without AD_SCRIPT_URL the house ad promotes a top-rated game of our own.
    await expect.poll(() => ad.getByTestId('house-ad').isVisible(), { timeout: 10_000 }).toBe(true);
    await cast.screenshot(guest, '08-guest-ad');
    const close = ad.getByTestId('ad-popup-close');
    await expect.poll(() => close.isVisible(), { timeout: 10_000 }).toBe(true);
    await close.tap();

    await expect.poll(() => guest.getByTestId('game-layer').isVisible()).toBe(true);
    await expect
      .poll(() => guest.getByTestId('game-progress').isVisible(), { timeout: 60_000 })
      .toBe(false);
    await guest.waitForTimeout(PLAY_MS);
    await cast.screenshot(guest, '09-guest-playing');
    await guest.getByTestId('back-to-feed').tap();
    journey.playEndedAt = Date.now();
    await expect.poll(() => guest.getByTestId('game-layer').isVisible()).toBe(false);
  }, 120_000);

  it('/leaderboard ranks the game by its counted play', async () => {
    await creator.goto('/leaderboard');
    const row = creator.locator(
      `[data-testid="leaderboard-row"][data-game-id="${journey.gameId}"]`,
    );
    // The competition is cached for a few seconds: reload until the play shows.
    await expect
      .poll(
        async () => {
          if ((await row.count()) === 0) await creator.reload();
          return row
            .getByTestId('leaderboard-plays')
            .textContent({ timeout: 3_000 })
            .catch(() => null);
        },
        { timeout: 60_000, interval: 3_000 },
      )
      .toBe(MESSAGES.playCount(1));
    expect(await row.innerText()).toContain(journey.gameTitle);
    expect(await row.getByTestId('made-by-me').isVisible()).toBe(true);
    expect(await row.getByTestId('rank-badge').count()).toBe(1);
    await cast.screenshot(creator, '10-leaderboard');
  }, 90_000);

  it('the operator sends a mail; the player sees it once', async () => {
    await operator.getByTestId('admin-mail-title').fill(MAIL_TITLE);
    await operator
      .getByTestId('admin-mail-body')
      .fill(`<p>Fight for <b>${PRIZE}</b>!</p><script>alert(1)</script>`);
    const previewBody = operator.getByTestId('mail-preview-body');
    await expect.poll(() => previewBody.innerHTML()).toContain('<b>');
    expect(await previewBody.innerHTML()).not.toContain('<script');
    await cast.screenshot(operator, '11-admin-mail');
    await operator.getByTestId('mail-send').tap();
    await expect
      .poll(() => operator.getByText(MESSAGES.adminMailSent).isVisible(), { timeout: 10_000 })
      .toBe(true);

    await openHome(creator);
    const mailTitle = creator.getByTestId('mail-title');
    await expect
      .poll(() => mailTitle.textContent().catch(() => null), { timeout: 15_000 })
      .toBe(MAIL_TITLE);
    expect(await creator.getByTestId('mail-body').innerText()).toContain(PRIZE);
    await cast.screenshot(creator, '12-player-mail');
    await creator.getByTestId('mail-close').tap();
    await expect.poll(() => mailTitle.isVisible()).toBe(false);

    await openHome(creator);
    await creator.waitForTimeout(3_000);
    expect(await mailTitle.isVisible()).toBe(false);
  }, 90_000);

  it("the operator edits the times to Review: 'Final Results' and the ended banner", async () => {
    // The event must end after the play was counted; times have minutes only.
    while (floorMinute(Date.now()) <= journey.playEndedAt + 2_000) {
      await operator.waitForTimeout(2_000);
    }
    const endAt = floorMinute(Date.now());
    await operator
      .getByTestId('event-row')
      .filter({ hasText: EVENT_NAME })
      .getByTestId('event-edit')
      .tap();
    await typeEventTimes(operator, {
      previewAt: journey.liveStartAt - 5 * MINUTE,
      startAt: journey.liveStartAt,
      endingSoonAt: endAt - MINUTE,
      endAt,
      reviewUntil: endAt + DAY,
    });
    await saveEventExpecting(operator, MESSAGES.adminPhaseLabelReview);
    await cast.screenshot(operator, '13-admin-review');

    await openHome(creator);
    await expect.poll(() => bannerPhase(creator), { timeout: 15_000 }).toBe('Review');
    expect(await competitionTabLabel(creator)).toBe(MESSAGES.competitionFinalResults);
    const winners = creator.getByTestId('event-winners');
    await expect
      .poll(() => winners.innerText().catch(() => ''), { timeout: 15_000 })
      .toContain(journey.gameTitle);
    await cast.screenshot(creator, '14-home-final-results');

    // The audit log has every operator action of the journey.
    await operator.reload();
    const audit = operator.getByTestId('audit-entry');
    await expect.poll(() => audit.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);

    expect(cast.scriptErrors()).toEqual([]);
  }, 150_000);
});
