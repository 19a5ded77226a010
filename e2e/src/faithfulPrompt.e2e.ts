import { fightingWorldSchema } from '@promptplay/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, launchBrowser, newPhoneContext, saveScreenshot } from './browser.js';
import { watchCompletedDraft } from './draftWatch.js';
import { openCreateSignedIn } from './localSignIn.js';

const baseUrl = inject('baseUrl');
const PROMPT = 'a grandma with a frying pan fights a giant robot in a kitchen';
const PERSON = { email: `grandma-fan-${Date.now()}@example.test`, name: 'Grandma Fan' };

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

describe('the prompt, on screen', () => {
  it('builds the grandma, her frying pan, the robot and the kitchen that were asked for', async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    const completedGameId = watchCompletedDraft(page);
    const promptInput = await openCreateSignedIn(page, PERSON);
    await promptInput.fill(PROMPT);
    await page.locator('[data-testid="genre-option"][data-genre="Fighting"]').tap();
    await promptInput.press('Enter');

    // The analysis shows what was typed, in the player's words.
    const categorization = page.getByTestId('create-step-categorization');
    await expect.poll(() => categorization.isVisible(), { timeout: 40_000 }).toBe(true);
    const read = async (testId: string) =>
      (await page.getByTestId(testId).inputValue()).toLowerCase();
    expect(await read('categorized-character')).toContain('grandma');
    expect(await read('categorized-secondary-character')).toContain('robot');
    expect(await read('categorized-environment')).toContain('kitchen');
    await saveScreenshot(page, 'faithful-01-categorization');

    await page.getByTestId('start-build').tap();
    await expect.poll(() => page.getByTestId('game-layer').isVisible()).toBe(true);
    await expect.poll(completedGameId, { timeout: 60_000 }).not.toBeNull();
    const gameId = completedGameId()?.gameId;
    await expect
      .poll(() => page.getByTestId('game-progress').isVisible(), { timeout: 60_000 })
      .toBe(false);
    await page.waitForTimeout(1_000);
    await saveScreenshot(page, 'faithful-02-playing');

    // The world file the runtime played names each thing the prompt named, in its role.
    const response = await page.request.get(`/worlds/${gameId}.json`);
    expect(response.ok()).toBe(true);
    const world = fightingWorldSchema.parse(await response.json());
    expect(world.characters.fighter.name.toLowerCase()).toContain('grandma');
    expect(world.items.weapon?.name.toLowerCase()).toContain('frying pan');
    expect(world.fighting.opponents[0]?.character.name.toLowerCase()).toContain('robot');
    expect(world.worldProfileData.locationName.toLowerCase()).toContain('kitchen');

    expect(errors.scriptErrors).toEqual([]);
    expect(errors.failedResponses).toEqual([]);
  }, 180_000);
});
