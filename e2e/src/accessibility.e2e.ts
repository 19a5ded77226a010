import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MESSAGES } from '@promptplay/contracts';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { collectErrors, launchBrowser, newPhoneContext, saveScreenshot } from './browser.js';

/** What axe checks: WCAG 2.0, 2.1 and 2.2, levels A and AA (issue 17, part 6). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * axe is served from the app's own origin (a routed URL), so the page's `script-src 'self'`
 * lets it in without switching the content security policy off.
 */
const AXE_PATH = '/__e2e__/axe.min.js';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'));

interface Finding {
  state: string;
  rule: string;
  impact: ImpactValue | null;
  help: string;
  targets: string[];
  summaries: string[];
}

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: ReturnType<typeof collectErrors>;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  await context?.close();
  context = await newPhoneContext(browser, baseUrl);
  await context.route(`**${AXE_PATH}`, (route) =>
    route.fulfill({ body: AXE_SOURCE, contentType: 'text/javascript' }),
  );
  page = await context.newPage();
  errors = collectErrors(page);
});

/** Waits for finite animations (a sheet sliding up, a fade) so colours are the final ones. */
async function settle(): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the page as it is now and prints every violation; returns those of serious or
 * critical impact. The runtime's sandboxed frame is left out (a canvas game in an opaque
 * origin axe cannot enter); the frame element itself is checked.
 */
async function audit(state: string): Promise<Finding[]> {
  await settle();
  await saveScreenshot(page, `a11y-${state}`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_PATH });
  const { violations, undecided } = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResults> };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations', 'incomplete'],
      iframes: false,
    });
    return {
      violations: results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        summaries: violation.nodes.map((node) => node.failureSummary ?? ''),
      })),
      // Checks axe could not decide (text over a gradient or an image): for a human to review.
      undecided: results.incomplete.map((check) => `${check.id} ×${check.nodes.length}`),
    };
  }, WCAG_TAGS);
  if (undecided.length > 0) console.log(`axe ${state}: to review by eye: ${undecided.join(', ')}`);
  const findings = violations.map((violation) => ({ state, ...violation }));
  for (const finding of findings) {
    console.log(
      `axe ${state}: [${finding.impact}] ${finding.rule} — ${finding.help}\n` +
        finding.targets.map((target, i) => `    ${target}: ${finding.summaries[i]}`).join('\n'),
    );
  }
  if (findings.length === 0) console.log(`axe ${state}: no violations`);
  return findings.filter((finding) => finding.impact && BLOCKING_IMPACTS.includes(finding.impact));
}

/** Holds matching requests until `open()`: keeps a loading state on screen while axe looks. */
async function holdRequests(pattern: string): Promise<{ open: () => void }> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route(pattern, async (route) => {
    await opened;
    await route.continue();
  });
  return { open };
}

async function visible(testId: string, timeout = 15_000): Promise<void> {
  await expect.poll(() => page.getByTestId(testId).first().isVisible(), { timeout }).toBe(true);
}

async function openFeed(): Promise<void> {
  await page.goto('/');
  await expect
    .poll(() => page.getByTestId('game-card').count(), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
}

/** The focused element's test id (or tag), and whether it sits inside `containerTestId`. */
async function focusInfo(containerTestId?: string) {
  return page.evaluate((container) => {
    const active = document.activeElement;
    return {
      testId: active?.getAttribute('data-testid') ?? active?.tagName.toLowerCase() ?? null,
      label: active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 40) ?? '',
      gameId: active?.closest<HTMLElement>('[data-game-id]')?.dataset.gameId ?? null,
      isInside: container ? Boolean(active?.closest(`[data-testid="${container}"]`)) : false,
    };
  }, containerTestId);
}

/** Whether focus is on the heading that names the create modal (the step's title). */
async function isStepHeadingFocused(): Promise<boolean> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[data-testid="create-modal"]');
    const headingId = dialog?.getAttribute('aria-labelledby');
    return Boolean(headingId) && document.activeElement?.id === headingId;
  });
}

/** Presses `key` until the focused element has `testId`; returns the presses it took. */
async function pressUntilFocused(key: string, testId: string, maxPresses = 40): Promise<number> {
  for (let presses = 1; presses <= maxPresses; presses++) {
    await page.keyboard.press(key);
    if ((await focusInfo()).testId === testId) return presses;
  }
  throw new Error(`${key} never reached ${testId} in ${maxPresses} presses`);
}

describe('accessibility: axe on every screen (WCAG 2.2 A/AA)', () => {
  it('home, detail modal, game layer loading and playing', async () => {
    const blocking: Finding[] = [];
    await openFeed();
    blocking.push(...(await audit('home')));

    await page.getByTestId('game-card-title').first().tap();
    await visible('game-modal');
    blocking.push(...(await audit('detail-modal')));

    const world = await holdRequests('**/worlds/**');
    await page.getByTestId('game-modal').getByRole('button', { name: MESSAGES.playGame }).tap();
    await visible('game-loading');
    blocking.push(...(await audit('game-loading')));

    world.open();
    await expect
      .poll(() => page.getByTestId('game-layer').getAttribute('data-game-status'), {
        timeout: 30_000,
      })
      .toBe('PLAYING');
    await expect.poll(() => page.getByTestId('game-loading').count(), { timeout: 15_000 }).toBe(0);
    blocking.push(...(await audit('game-playing')));

    await page.getByTestId('back-to-feed').tap();
    await expect.poll(() => page.getByTestId('game-layer').count()).toBe(0);
    expect(blocking).toEqual([]);
    expect(errors.scriptErrors).toEqual([]);
  });

  it('create: prompt, generating, categorization and the "are you sure?"', async () => {
    const blocking: Finding[] = [];
    await openFeed();
    await page.getByTestId('nav-create').tap();
    await visible('create-step-prompt');
    blocking.push(...(await audit('create-prompt')));

    const analysis = await holdRequests('**/api/player-profile/categorize');
    await page.getByTestId('create-prompt-input').fill('a pickle knight fighting rats in a sewer');
    await page.locator('[data-testid="genre-option"][data-genre="Platformer"]').tap();
    await page.getByTestId('generate-button').tap();
    await visible('create-step-generating');
    expect(await isStepHeadingFocused()).toBe(true);
    blocking.push(...(await audit('create-generating')));

    analysis.open();
    await visible('create-step-categorization', 30_000);
    expect(await isStepHeadingFocused()).toBe(true);
    blocking.push(...(await audit('create-categorization')));

    await page.getByTestId('create-back').tap();
    await visible('confirm-dialog');
    blocking.push(...(await audit('create-confirm')));
    expect(blocking).toEqual([]);
    expect(errors.scriptErrors).toEqual([]);
  });

  it('profile, edit name, edit profile, leaderboard, art credits, auth error, bad shared link, 404', async () => {
    const blocking: Finding[] = [];
    await openFeed();
    await page.goto('/profile');
    await visible('profile-name');
    blocking.push(...(await audit('profile')));

    await page.getByTestId('edit-name-button').tap();
    await visible('edit-name-modal');
    blocking.push(...(await audit('edit-name-modal')));

    await page.goto('/profile/edit');
    await visible('player-name-input');
    blocking.push(...(await audit('edit-profile')));

    await page.goto('/leaderboard');
    await visible('leaderboard-page');
    blocking.push(...(await audit('leaderboard')));

    await page.goto('/attributions');
    await visible('attributions-page');
    blocking.push(...(await audit('art credits')));

    await page.goto('/auth/error');
    await visible('auth-error');
    blocking.push(...(await audit('auth-error')));

    await page.goto('/shared/bad$id');
    await expect
      .poll(() => page.getByText(MESSAGES.invalidSharedGameId).isVisible(), { timeout: 10_000 })
      .toBe(true);
    blocking.push(...(await audit('invalid-shared-link')));

    await page.goto('/no/such/page');
    await visible('not-found');
    blocking.push(...(await audit('not-found')));
    expect(blocking).toEqual([]);
    expect(errors.scriptErrors).toEqual([]);
  });
});

describe('accessibility: the keyboard journey', () => {
  it('Tab to a card, Enter opens the modal, Tab cycles inside, Escape comes back to the card', async () => {
    await openFeed();
    await pressUntilFocused('Tab', 'game-card-title');
    const card = await focusInfo();

    await page.keyboard.press('Enter');
    await visible('game-modal');
    expect((await focusInfo('game-modal')).isInside).toBe(true);
    await saveScreenshot(page, 'a11y-keyboard-modal-open');
    const visited: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const focus = await focusInfo('game-modal');
      expect(focus.isInside, `Tab ${i + 1} left the modal for ${focus.testId}`).toBe(true);
      visited.push(`${focus.testId} ${focus.label}`);
    }
    // Round and round: the modal has fewer stops than presses, so the first one comes back.
    expect(visited.slice(1)).toContain(visited[0]);
    await saveScreenshot(page, 'a11y-keyboard-modal-tab');

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('game-modal').count()).toBe(0);
    expect(await focusInfo()).toMatchObject({ testId: 'game-card-title', gameId: card.gameId });
  });

  it('Enter on PLAY opens the game layer, Tab stays in it, Back to games returns to PLAY', async () => {
    await openFeed();
    await pressUntilFocused('Tab', 'game-card-play');
    const play = await focusInfo();
    await page.keyboard.press('Enter');
    await visible('game-layer');
    await expect
      .poll(() => page.getByTestId('game-layer').getAttribute('data-game-status'), {
        timeout: 30_000,
      })
      .toBe('PLAYING');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect((await focusInfo('game-layer')).isInside).toBe(true);
    }
    if ((await focusInfo()).testId !== 'back-to-feed') {
      await pressUntilFocused('Tab', 'back-to-feed', 6);
    }
    await saveScreenshot(page, 'a11y-keyboard-back-to-feed');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('game-layer').count()).toBe(0);
    expect(await focusInfo()).toMatchObject({ testId: 'game-card-play', gameId: play.gameId });
    expect(errors.scriptErrors).toEqual([]);
  });

  it('Space opens create, Shift+Tab stays inside, Space picks a genre, Escape returns to CREATE', async () => {
    await openFeed();
    await pressUntilFocused('Shift+Tab', 'nav-create');
    await page.keyboard.press('Space');
    await visible('create-modal');
    expect((await focusInfo('create-modal')).isInside).toBe(true);
    const visited = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Shift+Tab');
      const focus = await focusInfo('create-modal');
      expect(focus.isInside, `Shift+Tab ${i + 1} left for ${focus.testId}`).toBe(true);
      visited.add(`${focus.testId} ${focus.label}`);
    }
    // 40 presses over fewer stops: it went round rather than stopping at an edge.
    expect(visited.size).toBeGreaterThan(5);
    expect(visited.size).toBeLessThan(40);

    await pressUntilFocused('Tab', 'genre-option');
    const genre = page.locator('[data-testid="genre-option"]:focus');
    expect(await genre.getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(() => genre.getAttribute('aria-checked')).toBe('true');
    await saveScreenshot(page, 'a11y-keyboard-create');

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('create-modal').count()).toBe(0);
    expect((await focusInfo()).testId).toBe('nav-create');
    expect(errors.scriptErrors).toEqual([]);
  });
});
