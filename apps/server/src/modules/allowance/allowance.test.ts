import { MESSAGES, playerProfileSchema } from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema.js';
import { AppError } from '../../errors/appError.js';
import { createTestClock } from '../../testing/testClock.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { createSocialPlayer, registerGuest, type TestPlayer } from '../../testing/testPlayers.js';
import type { App } from '../../appTypes.js';
import { DEFAULT_DAILY_PROMPT_LIMITS, utcDay } from './limits.js';
import { createPromptAllowance, type PromptAllowance } from './service.js';

const LIMITS = { guest: 2, social: 5 };

function allowanceFor(ctx: TestContext, clock = ctx.clock): PromptAllowance {
  return createPromptAllowance(ctx.db, clock, LIMITS);
}

async function takeAll(allowance: PromptAllowance, player: TestPlayer, kind: 'guest' | 'social') {
  const remaining: number[] = [];
  for (;;) {
    const ticket = await allowance.takePrompt(player.playerId, kind);
    if (!ticket) return remaining;
    remaining.push(ticket.remaining);
  }
}

async function profileAllowance(app: App, player: TestPlayer): Promise<number> {
  const response = await app.inject({ url: '/api/player-profile', headers: player.headers });
  expect(response.statusCode, response.body).toBe(200);
  return playerProfileSchema.parse(response.json()).dailyPromptsRemaining;
}

describe('utcDay', () => {
  it.each([
    ['2025-06-01T00:00:00Z', '2025-06-01'],
    ['2025-06-01T23:59:59.999Z', '2025-06-01'],
    ['2025-06-01T23:30:00-02:00', '2025-06-02'],
  ])('puts %s on %s', (at, day) => {
    expect(utcDay(new Date(at))).toBe(day);
  });
});

describeEachDatabase('prompt allowance', (context) => {
  it('counts down from the configured limit, social players getting more than guests', async () => {
    const ctx = context();
    const allowance = allowanceFor(ctx);
    const guest = await registerGuest(ctx);
    const social = await createSocialPlayer(ctx);
    expect(await takeAll(allowance, guest, 'guest')).toEqual([1, 0]);
    expect(await takeAll(allowance, social, 'social')).toEqual([4, 3, 2, 1, 0]);
    expect(await allowance.remaining(guest.playerId, 'guest')).toBe(0);
    expect(await allowance.remaining(social.playerId, 'social')).toBe(0);
  });

  it('refuses the prompt after the last with the spec message', async () => {
    const ctx = context();
    const allowance = allowanceFor(ctx);
    const guest = await registerGuest(ctx);
    const player = { playerId: guest.playerId, authMethod: 'guest' } as const;
    await allowance.take(player);
    await allowance.take(player);
    const error = await allowance.take(player).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'DAILY_PROMPTS_EXHAUSTED',
      statusCode: 429,
      message: MESSAGES.dailyPromptsUsed,
    });
  });

  it('lets exactly one of many parallel requests take the last prompt', async () => {
    const ctx = context();
    const allowance = allowanceFor(ctx);
    const social = await createSocialPlayer(ctx);
    for (let i = 0; i < LIMITS.social - 1; i++)
      await allowance.takePrompt(social.playerId, 'social');
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => allowance.takePrompt(social.playerId, 'social')),
    );
    expect(attempts.filter((ticket) => ticket !== null)).toEqual([
      { playerId: social.playerId, day: '2025-06-01', remaining: 0 },
    ]);
    expect(await allowance.remaining(social.playerId, 'social')).toBe(0);
  });

  it('lets exactly one of many parallel first prompts of the day through a limit of one', async () => {
    const ctx = context();
    const allowance = createPromptAllowance(ctx.db, ctx.clock, { guest: 1, social: 1 });
    const guest = await registerGuest(ctx);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => allowance.takePrompt(guest.playerId, 'guest')),
    );
    expect(attempts.filter((ticket) => ticket !== null)).toHaveLength(1);
  });

  it('starts afresh at midnight UTC', async () => {
    const ctx = context();
    const clock = createTestClock(new Date('2025-07-10T23:59:00Z'));
    const allowance = allowanceFor(ctx, clock);
    const guest = await registerGuest(ctx);
    expect(await takeAll(allowance, guest, 'guest')).toEqual([1, 0]);
    clock.advance(59_000);
    expect(await allowance.remaining(guest.playerId, 'guest')).toBe(0);
    clock.advance(1_000);
    expect(await allowance.remaining(guest.playerId, 'guest')).toBe(2);
    expect(await takeAll(allowance, guest, 'guest')).toEqual([1, 0]);
  });

  it('gives a refunded prompt back to the day it was taken from', async () => {
    const ctx = context();
    const allowance = allowanceFor(ctx);
    const guest = await registerGuest(ctx);
    const ticket = await allowance.take({ playerId: guest.playerId, authMethod: 'guest' });
    expect(await allowance.remaining(guest.playerId, 'guest')).toBe(1);
    await allowance.refund(ticket);
    expect(await allowance.remaining(guest.playerId, 'guest')).toBe(2);
    await allowance.refund(ticket);
    expect(await allowance.remaining(guest.playerId, 'guest')).toBe(2);
  });

  it('takes nothing when a kind is configured to 0', async () => {
    const ctx = context();
    const allowance = createPromptAllowance(ctx.db, ctx.clock, { guest: 0, social: 1 });
    const guest = await registerGuest(ctx);
    expect(await allowance.takePrompt(guest.playerId, 'guest')).toBeNull();
    expect(await allowance.remaining(guest.playerId, 'guest')).toBe(0);
  });

  it('asks a player that no longer exists to sign in again', async () => {
    const ctx = context();
    const allowance = allowanceFor(ctx);
    const guest = await registerGuest(ctx);
    await ctx.db.delete(players).where(eq(players.id, guest.playerId));
    await expect(
      allowance.take({ playerId: guest.playerId, authMethod: 'guest' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  describe('in the profile', () => {
    it('shows the default allowance minus what was used today', async () => {
      const ctx = context();
      const allowance = createPromptAllowance(ctx.db, ctx.clock, DEFAULT_DAILY_PROMPT_LIMITS);
      const social = await createSocialPlayer(ctx);
      expect(await profileAllowance(ctx.app, social)).toBe(DEFAULT_DAILY_PROMPT_LIMITS.social);
      await allowance.takePrompt(social.playerId, 'social');
      await allowance.takePrompt(social.playerId, 'social');
      expect(await profileAllowance(ctx.app, social)).toBe(DEFAULT_DAILY_PROMPT_LIMITS.social - 2);
    });

    it('shows the configured limits (DAILY_PROMPTS_GUEST, DAILY_PROMPTS_SOCIAL)', async () => {
      const ctx = context();
      const app = await ctx.buildAnotherApp({ dailyPrompts: { guest: 1, social: 25 } });
      const guest = await registerGuest(ctx);
      const social = await createSocialPlayer(ctx);
      expect(await profileAllowance(app, guest)).toBe(1);
      expect(await profileAllowance(app, social)).toBe(25);
    });
  });
});
