import { CONSTANTS, MESSAGES } from '@promptplay/contracts';
import { expect } from 'vitest';
import { changedPixelFraction, countDistinctColours } from '../pixels.js';
import {
  attributeOf,
  count,
  isVisible,
  openApp,
  textOf,
  waitFor,
  waitForGone,
  waitForVisible,
} from './conditions.js';
import { RUNTIME_FRAME, captureGame, readRuntime } from './gameFrame.js';
import { testId, type PhoneDriver } from './phoneDriver.js';

/** What the steps hand on to later steps. */
export interface JourneyState {
  person: { email: string; name: string };
  /** The game the created-game steps made and played. */
  created?: { id: string; title: string };
  /** The played game's frame just before the input step. */
  gameBefore?: Buffer;
}

export interface JourneyContext {
  driver: PhoneDriver;
  state: JourneyState;
  /** Prints a timing or a fact about the run (never asserted: the machines are shared). */
  note(message: string): void;
}

export interface JourneyStep {
  /** File-name part of the step's screenshot: `NN-<slug>.png`. */
  slug: string;
  title: string;
  run(context: JourneyContext): Promise<void>;
}

const CARD = testId('game-card');
const CARD_TITLE = testId('game-card-title');
const PLATFORMER_TITLE = `${CARD}[data-genre="PLATFORMER"] ${CARD_TITLE}`;
const MODAL = testId('game-modal');
const LAYER = testId('game-layer');
const PROMPT = 'a tiny robot collecting bolts in a rusty junkyard';
/** A drawn game frame has many colours; a blank or single-colour one a handful. */
const MIN_FRAME_COLOURS = 20;

function scrollToEnd(driver: PhoneDriver): Promise<void> {
  return driver.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight), null);
}

/** Waits until the runtime has run its first gameplay frame and the loading card has gone. */
async function waitForPlayingGame(
  driver: PhoneDriver,
  startedAt: number,
  note: (message: string) => void,
) {
  await waitForVisible(driver, LAYER);
  const firstFrame = async () => ((await readRuntime(driver))?.frames ?? 0) > 0;
  await waitFor("the runtime's first game frame", firstFrame, { timeoutMs: 60_000 });
  await waitForGone(driver, testId('game-progress'), { timeoutMs: 15_000 });
  const colours = await waitFor(
    `a drawn game frame (> ${MIN_FRAME_COLOURS} colours)`,
    async () => {
      const distinct = await countDistinctColours(await captureGame(driver));
      return distinct > MIN_FRAME_COLOURS ? distinct : 0;
    },
    { timeoutMs: 15_000, intervalMs: 500 },
  );
  note(`game drawn ${Date.now() - startedAt} ms after the tap (${colours} colours)`);
}

export const PHONE_JOURNEY: readonly JourneyStep[] = [
  {
    slug: 'feed',
    title: 'the feed loads with cards',
    async run({ driver }) {
      await openApp(driver, '/');
      await waitForVisible(driver, testId('bottom-nav'));
      // A first visit asks for consent above the navigation: accept, as a player would.
      await driver.tap(`${testId('consent-banner')} .button--primary`);
      const firstPage = async () => (await count(driver, CARD)) >= CONSTANTS.FEED_INITIAL_PAGE_SIZE;
      await waitFor('the first page of cards', firstPage);
      expect(await textOf(driver, `${CARD} ${testId('game-card-play')}`)).toBe(MESSAGES.play);
      expect(await textOf(driver, testId('header-profile-button'))).toBe(MESSAGES.signUp);
    },
  },
  {
    slug: 'infinite-scroll',
    title: 'infinite scroll loads a second page',
    async run({ driver, note }) {
      const firstPage = await count(driver, CARD);
      const cards = await waitFor(
        'more cards after scrolling',
        async () => {
          await scrollToEnd(driver);
          const now = await count(driver, CARD);
          return now > firstPage ? now : 0;
        },
        { intervalMs: 400 },
      );
      note(`${firstPage} → ${cards} cards`);
      const ids = await driver.evaluate(
        (css) =>
          Array.from(document.querySelectorAll(css), (card) => card.getAttribute('data-game-id')),
        CARD,
      );
      expect(new Set(ids).size).toBe(ids.length);
    },
  },
  {
    slug: 'detail-modal',
    title: 'the detail modal opens',
    async run({ driver }) {
      // The catalogue mixes genres; the journey plays a Platformer (it scrolls to one).
      const platformerShown = async () => {
        if ((await count(driver, PLATFORMER_TITLE)) > 0) return true;
        await scrollToEnd(driver);
        return false;
      };
      await waitFor('a Platformer card', platformerShown, { intervalMs: 400 });
      const title = await textOf(driver, PLATFORMER_TITLE);
      await driver.tap(PLATFORMER_TITLE);
      await waitForVisible(driver, MODAL);
      expect(await textOf(driver, testId('game-modal-title'))).toBe(title);
      expect(await textOf(driver, testId('play-game'))).toBe(MESSAGES.playGame);
      expect(await isVisible(driver, testId('like-button'))).toBe(true);
    },
  },
  {
    slug: 'first-frame',
    title: 'Play Game draws the first game frame',
    async run({ driver, state, note }) {
      const tappedAt = Date.now();
      await driver.tap(testId('play-game'));
      await waitForPlayingGame(driver, tappedAt, note);
      state.gameBefore = await captureGame(driver);
    },
  },
  {
    slug: 'input-moves-game',
    title: 'keys move the hero and the frame changes',
    async run({ driver, state, note }) {
      const start = await waitFor('the hero', async () => (await readRuntime(driver))?.player);
      // Run right and jump (jumping clears whatever stands near the start) until the hero has
      // travelled and the picture follows; the runtime's frame has the focus while a game plays.
      const startedAt = { at: Date.now(), frames: (await readRuntime(driver))?.frames ?? 0 };
      let travelled = 0;
      let changed = 0;
      for (let attempt = 0; attempt < 8 && (travelled <= 20 || changed <= 0.02); attempt++) {
        await driver.holdKeys(['ArrowRight', 'Space'], 1_000);
        const runtime = await readRuntime(driver);
        travelled = Math.max(travelled, (runtime?.player?.x ?? start.x) - start.x);
        changed = await changedPixelFraction(state.gameBefore!, await captureGame(driver));
        const fps =
          ((runtime?.frames ?? 0) - startedAt.frames) / ((Date.now() - startedAt.at) / 1000);
        note(
          `hero moved ${Math.round(travelled)} px, ${(changed * 100).toFixed(1)} % of pixels changed, ${fps.toFixed(1)} frames/s`,
        );
      }
      expect(travelled).toBeGreaterThan(20);
      expect(changed).toBeGreaterThan(0.02);
    },
  },
  {
    slug: 'back-to-feed',
    title: 'Back to feed closes the game',
    async run({ driver }) {
      await driver.tap(testId('back-to-feed'));
      await waitFor('the game layer to close', async () => (await count(driver, LAYER)) === 0);
      // Hidden, not removed: the runtime waits, with no game, for the next Play (issue 11).
      expect(await isVisible(driver, RUNTIME_FRAME)).toBe(false);
      await waitForVisible(driver, CARD);
    },
  },
  {
    slug: 'create-and-play',
    title: 'a game created from a prompt plays',
    async run({ driver, state, note }) {
      await driver.tap(testId('nav-create'));
      await waitForVisible(driver, testId('create-step-prompt'));
      await driver.type(testId('create-prompt-input'), PROMPT);
      await driver.tap(`${testId('genre-option')}[data-genre="Platformer"]`);
      await driver.tap(testId('generate-button'));
      await waitForVisible(driver, testId('create-step-categorization'), { timeoutMs: 60_000 });
      const startedAt = Date.now();
      await driver.tap(testId('start-build'));
      await waitForPlayingGame(driver, startedAt, note);
      const title = await attributeOf(driver, RUNTIME_FRAME, 'title');
      await driver.tap(testId('back-to-feed'));
      await waitFor('the game layer to close', async () => (await count(driver, LAYER)) === 0);
      // The new game leads Latest (the first card in the page is the first of the feed).
      await openApp(driver, '/');
      const leadsLatest = async () => (await textOf(driver, `${CARD} ${CARD_TITLE}`)) === title;
      await waitFor(`"${title}" first in the feed`, leadsLatest);
      state.created = { id: (await attributeOf(driver, CARD, 'data-game-id'))!, title: title! };
    },
  },
  {
    slug: 'signed-in-like',
    title: 'a signed-in player likes a game',
    async run({ driver, state }) {
      await driver.tap(testId('header-profile-button'));
      // The built-in OpenID provider's form (no Google client configured).
      await waitForVisible(driver, '#email', { timeoutMs: 20_000 });
      await driver.type('#email', state.person.email);
      await driver.type('#name', state.person.name);
      await driver.tap('button[type="submit"]');
      await waitFor(
        'the header to name the signed-in player',
        async () =>
          (await textOf(driver, testId('header-profile-button')))?.includes(state.person.name),
        { timeoutMs: 20_000 },
      );
      // Someone else's game: the first card that is not the one made above.
      const card = `${CARD}:not([data-game-id="${state.created?.id}"])`;
      await waitForVisible(driver, card);
      const gameId = await attributeOf(driver, card, 'data-game-id');
      const likedCard = `${CARD}[data-game-id="${gameId}"] ${CARD_TITLE}`;
      await driver.tap(likedCard);
      await waitForVisible(driver, testId('like-button'));
      const likes = Number(await textOf(driver, testId('like-count')));
      expect(await attributeOf(driver, testId('like-button'), 'aria-pressed')).toBe('false');
      await driver.tap(testId('like-button'));
      const liked = async () =>
        (await attributeOf(driver, testId('like-button'), 'aria-pressed')) === 'true' &&
        Number(await textOf(driver, testId('like-count'))) === likes + 1;
      await waitFor('the like to show', liked);
      // Kept by the server: a fresh page shows it too.
      await openApp(driver, '/');
      await driver.tap(likedCard);
      await waitFor('the like after a reload', liked);
    },
  },
  {
    slug: 'profile',
    title: 'the profile shows the player and the game they made',
    async run({ driver, state }) {
      await openApp(driver, '/');
      await driver.tap(testId('nav-me'));
      await waitForVisible(driver, testId('profile-page'));
      await waitFor('the player name', async () =>
        (await textOf(driver, testId('profile-name')))?.includes(state.person.name),
      );
      // The game made as a guest moved to the account at sign-up.
      await waitForVisible(
        driver,
        `${testId('my-games-grid')} [data-game-id="${state.created?.id}"]`,
      );
      expect(await textOf(driver, testId('stat-total-likes'))).toContain(MESSAGES.statTotalLikes);
    },
  },
];
