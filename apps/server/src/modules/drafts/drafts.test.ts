import { MESSAGES } from '@promptplay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import { createSocialPlayer, registerGuest } from '../../testing/testPlayers.js';
import {
  createDraft,
  draftCountOf,
  draftRow,
  draftStatus,
  getDraftStatus,
  payloadFor,
  photoPng,
  postDraft,
  promptsLeft,
  fakeDraftBuild,
  recordingBuilder,
  startDraftApp,
  uploadPhoto,
  type DraftApp,
} from './draftTestKit.js';
import { DRAFT_TEXTS } from './draftTexts.js';

const PROMPT = 'A pickle knight fights rats in the sewer';

describeEachDatabase('drafts: create and status', (context) => {
  let drafts: DraftApp;
  beforeAll(async () => {
    drafts = await startDraftApp(context(), recordingBuilder(fakeDraftBuild));
  });
  afterAll(async () => {
    await drafts.app.close();
  });

  describe('POST /api/draft-game/create', () => {
    it('queues the draft, answers its id and spends one daily prompt', async () => {
      const ada = await createSocialPlayer(context(), 'Ada');
      const before = await promptsLeft(drafts.app, ada);

      const draftId = await createDraft(drafts.app, ada, payloadFor(PROMPT));

      expect(await draftStatus(drafts.app, ada, draftId)).toEqual({ draftId, status: 'queued' });
      expect(await promptsLeft(drafts.app, ada)).toBe(before - 1);
    });

    it('fills in the tuning fields the client may leave out', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const draftId = await createDraft(drafts.app, ada, payloadFor(PROMPT));
      const { payload } = await draftRow(ctx, draftId);
      expect(payload).toMatchObject({
        timeLimit: 180,
        addressableVersion: 1,
        referenceImageUrl: null,
      });
    });

    it('needs a bearer token', async () => {
      expectApiError(await postDraft(drafts.app, null, payloadFor(PROMPT)), 401, 'UNAUTHORIZED');
    });

    it('refuses a payload without a genre or prompt, naming the fields', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const { gameGenre: _omitted, ...withoutGenre } = payloadFor(PROMPT);
      expectApiError(
        await postDraft(drafts.app, ada, withoutGenre),
        400,
        'VALIDATION_FAILED',
        'gameGenre',
      );
      expectApiError(
        await postDraft(
          drafts.app,
          ada,
          payloadFor(PROMPT, 'PLATFORMER', { originalPlayerPrompt: '   ' }),
        ),
        400,
        'VALIDATION_FAILED',
        'originalPlayerPrompt',
      );
      expect(await draftCountOf(ctx, ada)).toBe(0);
    });

    it('refuses abusive texts, naming the field, and spends no prompt', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const before = await promptsLeft(drafts.app, ada);

      const body = expectApiError(
        await postDraft(
          drafts.app,
          ada,
          payloadFor(PROMPT, 'PLATFORMER', { characterPrompt: 'A shitty knight with a sword' }),
        ),
        400,
        'VALIDATION_FAILED',
        'characterPrompt',
      );
      expect(body.message).not.toMatch(/shit/i);
      expectApiError(
        await postDraft(
          drafts.app,
          ada,
          payloadFor(PROMPT, 'PLATFORMER', {
            genreSpecificFields: { basicEnemyDescription: 'fucking rats' },
          }),
        ),
        400,
        'VALIDATION_FAILED',
        'genreSpecificFields.basicEnemyDescription',
      );

      expect(await promptsLeft(drafts.app, ada)).toBe(before);
      expect(await draftCountOf(ctx, ada)).toBe(0);
    });

    it('stops at the daily allowance with the spec toast and writes no draft', async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      for (let i = 0; i < 3; i++)
        await createDraft(drafts.app, guest, payloadFor(`${PROMPT} ${i}`));

      const body = expectApiError(
        await postDraft(drafts.app, guest, payloadFor(PROMPT)),
        429,
        'DAILY_PROMPTS_EXHAUSTED',
      );
      expect(body.message).toBe(MESSAGES.dailyPromptsUsed);
      expect(await draftCountOf(ctx, guest)).toBe(3);
      expect(await promptsLeft(drafts.app, guest)).toBe(0);
    });

    it('lets only one of two parallel requests take the last prompt', async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      await createDraft(drafts.app, guest, payloadFor(`${PROMPT} 1`));
      await createDraft(drafts.app, guest, payloadFor(`${PROMPT} 2`));

      const answers = await Promise.all([
        postDraft(drafts.app, guest, payloadFor(`${PROMPT} 3`)),
        postDraft(drafts.app, guest, payloadFor(`${PROMPT} 4`)),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
      expect(await draftCountOf(ctx, guest)).toBe(3);
    });

    it('spends no prompt when the draft cannot be written', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const before = await promptsLeft(drafts.app, ada);
      await ctx.db.execute(sql`
        create function refuse_drafts() returns trigger language plpgsql as
          $$ begin raise exception 'draft_games is read-only in this test'; end $$`);
      await ctx.db.execute(sql`
        create trigger refuse_drafts before insert on draft_games
          for each row execute function refuse_drafts()`);
      try {
        expectApiError(await postDraft(drafts.app, ada, payloadFor(PROMPT)), 500, 'INTERNAL');
      } finally {
        await ctx.db.execute(sql`drop trigger refuse_drafts on draft_games`);
        await ctx.db.execute(sql`drop function refuse_drafts()`);
      }
      expect(await promptsLeft(drafts.app, ada)).toBe(before);
      expect(await draftCountOf(ctx, ada)).toBe(0);
    });

    it('takes the player’s own uploaded photo, and refuses anyone else’s or a foreign URL', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      const photoUrl = await uploadPhoto(drafts.app, ada, await photoPng());

      await createDraft(
        drafts.app,
        ada,
        payloadFor(PROMPT, 'PLATFORMER', {
          referenceImageUrl: photoUrl,
          referenceCharacterUrl: photoUrl,
        }),
      );
      const before = await promptsLeft(drafts.app, bob);
      for (const url of [photoUrl, 'https://images.example.test/me.png', '/media/worlds/x.json']) {
        expectApiError(
          await postDraft(
            drafts.app,
            bob,
            payloadFor(PROMPT, 'PLATFORMER', { referenceImageUrl: url }),
          ),
          400,
          'BAD_REQUEST',
          'referenceImageUrl',
        );
      }
      expect(await promptsLeft(drafts.app, bob)).toBe(before);
      expect(await draftCountOf(ctx, bob)).toBe(0);
    });
  });

  describe('GET /api/draft-game/:id/status', () => {
    it('answers only the draft’s owner; anyone else gets a 404', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      const draftId = await createDraft(drafts.app, ada, payloadFor(PROMPT));

      const body = expectApiError(await getDraftStatus(drafts.app, bob, draftId), 404, 'NOT_FOUND');
      expect(body.message).toBe(DRAFT_TEXTS.draftNotFound);
      expectApiError(await getDraftStatus(drafts.app, ada, 'no-such-draft'), 404, 'NOT_FOUND');
      expectApiError(await getDraftStatus(drafts.app, null, draftId), 401, 'UNAUTHORIZED');
      expect((await draftStatus(drafts.app, ada, draftId)).status).toBe('queued');
    });
  });
});
