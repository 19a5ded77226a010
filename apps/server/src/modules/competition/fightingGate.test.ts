import { MESSAGES, type EventPhase, type GameGenre } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { createSocialPlayer, registerGuest, type TestPlayer } from '../../testing/testPlayers.js';
import { draftCountOf, payloadFor, postDraft, promptsLeft } from '../drafts/draftTestKit.js';
import { scheduleEventInPhase } from './competitionTestKit.js';

const PROMPT = 'A boxer kangaroo fights a robot in the ring';

function categorize(ctx: TestContext, player: TestPlayer, gameGenre: GameGenre) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/player-profile/categorize',
    headers: player.headers,
    payload: { prompt: PROMPT, gameGenre },
  });
}

describeEachDatabase('Fighting creation during Week of Fight', (context) => {
  describe.each(['NormalActive', 'EndingSoon'] as const)('while %s', (phase) => {
    it('refuses a guest a Fighting game with 403, spending no prompt', async () => {
      const ctx = context();
      await scheduleEventInPhase(ctx, phase);
      const guest = await registerGuest(ctx);
      const before = await promptsLeft(ctx.app, guest);

      const draft = expectApiError(
        await postDraft(ctx.app, guest, payloadFor(PROMPT, 'FIGHTING')),
        403,
        'FORBIDDEN',
      );
      expect(draft.message).toBe(MESSAGES.fightingNeedsSocialSignIn);
      const analysis = expectApiError(await categorize(ctx, guest, 'FIGHTING'), 403, 'FORBIDDEN');
      expect(analysis.message).toBe(MESSAGES.fightingNeedsSocialSignIn);

      expect(await promptsLeft(ctx.app, guest)).toBe(before);
      expect(await draftCountOf(ctx, guest)).toBe(0);
    });

    it('lets a guest create other genres, and a social player Fighting', async () => {
      const ctx = context();
      await scheduleEventInPhase(ctx, phase);
      const guest = await registerGuest(ctx);
      const social = await createSocialPlayer(ctx);
      expect((await postDraft(ctx.app, guest, payloadFor(PROMPT, 'SLAPPER'))).statusCode).toBe(200);
      expect((await categorize(ctx, social, 'FIGHTING')).statusCode).toBe(200);
      expect((await postDraft(ctx.app, social, payloadFor(PROMPT, 'FIGHTING'))).statusCode).toBe(
        200,
      );
    });
  });

  it.each<EventPhase | null>(['Preview', 'Review', null])(
    'lets a guest create a Fighting game in phase %s',
    async (phase) => {
      const ctx = context();
      await scheduleEventInPhase(ctx, phase);
      const guest = await registerGuest(ctx);
      expect((await categorize(ctx, guest, 'FIGHTING')).statusCode).toBe(200);
      const response = await postDraft(ctx.app, guest, payloadFor(PROMPT, 'FIGHTING'));
      expect(response.statusCode, response.body).toBe(200);
      expect(await draftCountOf(ctx, guest)).toBe(1);
    },
  );
});
