import { checkAdResponseSchema } from '@promptplay/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';
import { startSession } from '../../testing/testSessions.js';

const CHECK_AD = '/api/player-profile/check-ad';

async function checkAd(app: App, player: TestPlayer): Promise<boolean> {
  const response = await app.inject({ method: 'POST', url: CHECK_AD, headers: player.headers });
  expect(response.statusCode, response.body).toBe(200);
  return checkAdResponseSchema.parse(response.json()).shouldShowAd;
}

describeEachDatabase('check-ad', (context) => {
  let gameId: string;
  beforeAll(async () => {
    gameId = await insertTestGame(context(), null);
  });

  /** Starts `plays` games, `gapMs` apart on the test clock. */
  async function play(app: App, player: TestPlayer, plays: number, gapMs = 30_000) {
    for (let index = 0; index < plays; index += 1) {
      await startSession(app, player, gameId);
      context().clock.advance(gapMs);
    }
  }

  it('never tells a guest to show one: their client counts odd plays itself', async () => {
    const ctx = context();
    const guest = await registerGuest(ctx);
    await play(ctx.app, guest, 5, 60_000);
    expect(await checkAd(ctx.app, guest)).toBe(false);
  });

  describe('signed-in players (default policy)', () => {
    it('shows one before the play after three plays, then starts counting again', async () => {
      const ctx = context();
      const player = await createSocialPlayer(ctx);
      expect(await checkAd(ctx.app, player)).toBe(false);
      await play(ctx.app, player, 2, 60_000);
      expect(await checkAd(ctx.app, player)).toBe(false);
      await play(ctx.app, player, 1, 60_000);
      expect(await checkAd(ctx.app, player)).toBe(true);
      // Asking again is no new play: no second ad.
      expect(await checkAd(ctx.app, player)).toBe(false);
      await play(ctx.app, player, 2, 60_000);
      expect(await checkAd(ctx.app, player)).toBe(false);
      await play(ctx.app, player, 1, 60_000);
      expect(await checkAd(ctx.app, player)).toBe(true);
    });

    it('never shows two within 2 minutes, however many plays', async () => {
      const ctx = context();
      const player = await createSocialPlayer(ctx);
      await play(ctx.app, player, 3, 60_000);
      expect(await checkAd(ctx.app, player)).toBe(true);
      await play(ctx.app, player, 6, 10_000);
      expect(await checkAd(ctx.app, player)).toBe(false);
      ctx.clock.advance(60_000);
      expect(await checkAd(ctx.app, player)).toBe(true);
    });

    it('answers true to one of many concurrent checks', async () => {
      const ctx = context();
      const player = await createSocialPlayer(ctx);
      await play(ctx.app, player, 3, 60_000);
      const answers = await Promise.all(Array.from({ length: 10 }, () => checkAd(ctx.app, player)));
      expect(answers.filter(Boolean)).toHaveLength(1);
    });
  });

  it('follows AD_EVERY_N_PLAYS and AD_MIN_INTERVAL_SECONDS', async () => {
    const ctx = context();
    const app = await ctx.buildAnotherApp({ adPolicy: { everyNPlays: 1, minIntervalMs: 0 } });
    const player = await createSocialPlayer(ctx);
    for (let index = 0; index < 3; index += 1) {
      await play(app, player, 1, 1_000);
      expect(await checkAd(app, player)).toBe(true);
    }
  });

  it('needs a bearer token', async () => {
    expectApiError(
      await context().app.inject({ method: 'POST', url: CHECK_AD }),
      401,
      'UNAUTHORIZED',
    );
  });
});
