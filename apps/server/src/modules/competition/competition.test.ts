import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { competitionDataSchema } from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { games, players } from '../../db/schema.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';
import { playFor, sendResult, startSession, withFreshToken } from '../../testing/testSessions.js';
import { competitionEntries, scheduleEvent, scheduleEventInPhase } from './competitionTestKit.js';
import { COMPETITION_CACHE_TTL_MS } from './service.js';

const MINUTE_MS = 60_000;

/** The entries once the cached answer has expired. */
async function freshEntries(ctx: TestContext) {
  ctx.clock.advance(COMPETITION_CACHE_TTL_MS);
  return competitionEntries(ctx);
}

/** An event that went live a minute ago and ends in `endsInMs`. */
async function liveEvent(ctx: TestContext, endsInMs = 20 * MINUTE_MS) {
  const now = ctx.clock.now().getTime();
  const at = (ms: number) => new Date(now + ms);
  return scheduleEvent(ctx, {
    previewAt: at(-60 * MINUTE_MS),
    startAt: at(-MINUTE_MS),
    endingSoonAt: at(endsInMs / 2),
    endAt: at(endsInMs),
    reviewUntil: at(endsInMs + 60 * MINUTE_MS),
  });
}

function fightingGame(ctx: TestContext, owner: TestPlayer, title: string, createdAt?: Date) {
  return insertTestGame(ctx, owner.playerId, {
    genre: 'FIGHTING',
    title,
    ...(createdAt ? { createdAt } : {}),
  });
}

describeEachDatabase('competition', (context) => {
  // Each test's event a day after the last one: earlier tests' games are outside its window.
  beforeEach(() => context().clock.advance(24 * 60 * MINUTE_MS));

  it('answers no entries without an event, and none before the event goes live', async () => {
    const ctx = context();
    await scheduleEventInPhase(ctx, null);
    expect(await freshEntries(ctx)).toEqual([]);
    await scheduleEventInPhase(ctx, 'Preview');
    await fightingGame(ctx, await createSocialPlayer(ctx), 'Too early');
    expect(await freshEntries(ctx)).toEqual([]);
  });

  it('enters only Fighting games made by social players during the event, not hidden', async () => {
    const ctx = context();
    const event = await liveEvent(ctx);
    const ada = await createSocialPlayer(ctx, 'Ada');
    const guest = await registerGuest(ctx);
    const entry = await fightingGame(ctx, ada, 'The entry');
    await fightingGame(ctx, guest, 'Made by a guest');
    await fightingGame(ctx, ada, 'Made before the start', new Date(event.startAt.getTime() - 1));
    await fightingGame(ctx, ada, 'Made after the end', event.endAt);
    await insertTestGame(ctx, ada.playerId, { genre: 'PLATFORMER', title: 'Not Fighting' });
    const hidden = await fightingGame(ctx, ada, 'Hidden by an operator');
    await ctx.db
      .update(games)
      .set({ hiddenAt: ctx.clock.now(), hiddenReason: 'test' })
      .where(eq(games.id, hidden));

    expect(await freshEntries(ctx)).toEqual([
      {
        gameId: entry,
        gameTitle: 'The entry',
        ownerPlayerId: ada.playerId,
        ownerPlayerName: 'Ada',
        score: 0,
      },
    ]);
  });

  it('ranks by plays in the window, ties to who reached the score first', async () => {
    const ctx = context();
    const event = await liveEvent(ctx);
    const owner = await createSocialPlayer(ctx, 'Owner');
    const [a, b, c, d, e] = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((title, index) =>
        fightingGame(ctx, owner, title, new Date(event.startAt.getTime() + index * 1_000)),
      ),
    );
    let fans = await Promise.all([1, 2, 3].map((n) => createSocialPlayer(ctx, `Fan ${n}`)));
    const play = async (fan: number, gameId: string | undefined) => {
      expect(await playFor(ctx, fans[fan]!, gameId!, 12_000)).toBe(true);
    };
    // B scores first, but A reaches 2 plays before B does; C has 3; D and E none.
    await play(0, b);
    await play(0, a);
    await play(1, a);
    await play(1, b);
    await play(0, c);
    await play(1, c);
    await play(2, c);
    await ctx.db
      .update(players)
      .set({ playerName: 'Renamed' })
      .where(eq(players.id, owner.playerId));

    const ranked = await freshEntries(ctx);
    expect(ranked.map((each) => [each.gameTitle, each.score])).toEqual([
      ['C', 3],
      ['A', 2],
      ['B', 2],
      ['D', 0],
      ['E', 0],
    ]);
    expect(new Set(ranked.map((each) => each.ownerPlayerName))).toEqual(new Set(['Renamed']));

    // After the end (Review shows the final results), plays no longer score.
    ctx.clock.advance(event.endAt.getTime() - ctx.clock.now().getTime());
    fans = await Promise.all(fans.map((fan) => withFreshToken(ctx, fan)));
    await play(0, e);
    await play(1, e);
    await play(2, d);
    expect((await freshEntries(ctx)).map((each) => each.gameTitle)).toEqual([
      'C',
      'A',
      'B',
      'D',
      'E',
    ]);
  });

  it('answers compressed for clients that accept it, and names the encoding', async () => {
    const ctx = context();
    await liveEvent(ctx);
    await fightingGame(ctx, await createSocialPlayer(ctx, 'Ada'), 'Squeezed');
    const plain = await freshEntries(ctx);
    for (const [accept, decode] of [
      ['gzip', gunzipSync],
      ['gzip, deflate, br', brotliDecompressSync],
    ] as const) {
      const response = await ctx.app.inject({
        url: '/api/game-competition',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const data = competitionDataSchema.parse(JSON.parse(decode(response.rawPayload).toString()));
      expect(data.gameCompetitionEntries).toEqual(plain);
    }
  });

  describe('caching', () => {
    it('serves one answer for a few seconds, by the server clock', async () => {
      const ctx = context();
      await liveEvent(ctx);
      const owner = await createSocialPlayer(ctx, 'Owner');
      const gameId = await fightingGame(ctx, owner, 'Cached');
      const fan = await createSocialPlayer(ctx, 'Fan');
      const sessionId = await startSession(ctx.app, fan, gameId);
      const before = await freshEntries(ctx);
      expect(before.find((each) => each.gameId === gameId)?.score).toBe(0);
      // A result more than 3 s into the session counts the play at once…
      expect((await sendResult(ctx.app, fan, sessionId, gameId)).statusCode).toBe(200);
      // …but the leaderboard shows it only once the cached answer expires.
      expect(await competitionEntries(ctx)).toEqual(before);
      expect((await freshEntries(ctx)).find((each) => each.gameId === gameId)?.score).toBe(1);
    });
  });
});
