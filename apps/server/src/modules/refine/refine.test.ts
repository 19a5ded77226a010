import { MESSAGES, REFINE_PROMPT_MAX_LENGTH } from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import { createSocialPlayer, registerGuest } from '../../testing/testPlayers.js';
import {
  draftCountOf,
  draftStatus,
  generatorBuilder,
  promptsLeft,
  recordingBuilder,
  startDraftApp,
  type DraftApp,
} from '../drafts/draftTestKit.js';
import {
  gameOf,
  postRefine,
  publishedGame,
  refined,
  versionsOf,
  worldAt,
} from './refineTestKit.js';

describeEachDatabase('refine: follow-up prompts and versions', (context) => {
  let drafts: DraftApp;
  beforeAll(async () => {
    drafts = await startDraftApp(context(), generatorBuilder);
  });
  afterAll(async () => {
    await drafts.app.close();
  });

  describe('POST /api/games/{gameId}/refine', () => {
    it('builds a new version of the same game: id, likes and plays kept, version bumped', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      const gameId = await publishedGame(drafts, ada);
      await drafts.app.inject({
        method: 'POST',
        url: '/api/player-interactions/add',
        headers: bob.headers,
        payload: { gameId, interactionType: 0 },
      });
      await ctx.db.update(games).set({ playsCount: 7 }).where(eq(games.id, gameId));
      const before = await gameOf(drafts.app, gameId);
      const firstWorld = await worldAt(drafts.app, before.jsonDataUrl);
      const left = await promptsLeft(drafts.app, ada);

      const draftId = await refined(drafts, ada, gameId, 'make it night time');

      expect(await draftStatus(drafts.app, ada, draftId)).toEqual({
        draftId,
        status: 'completed',
        gameId,
      });
      expect(await promptsLeft(drafts.app, ada)).toBe(left - 1);
      const after = await gameOf(drafts.app, gameId);
      expect(after).toMatchObject({ id: gameId, likesCount: 1, playsCount: 7, version: '2.0' });
      expect(after.jsonDataUrl).toBe(`/worlds/2.0/${gameId}.json`);
      expect(after.screenshotUrl).not.toBe(before.screenshotUrl);
      const night = await worldAt(drafts.app, after.jsonDataUrl);
      expect(night.atmosphere?.timeOfDay).toBe('night');
      expect(firstWorld.atmosphere?.timeOfDay).not.toBe('night');
      // The story says when it now happens; nothing else of it changed.
      const story = night.worldProfileData.backgroundStoryText;
      expect(story).toMatch(/\bat night\b/);
      expect(story.replace(' at night', '')).toBe(firstWorld.worldProfileData.backgroundStoryText);
      // Only the sky changed: the same hero, enemy and level, drawn into the version's folder.
      const folderOf = (game: typeof before) => game.screenshotUrl.replace(/screenshot\.png$/, '');
      const inFirstFolder = JSON.parse(
        JSON.stringify(night).replaceAll(folderOf(after), folderOf(before)),
      ) as typeof night;
      const withoutSkyAndStory = (world: typeof night) => ({
        ...world,
        palette: 0,
        background: 0,
        atmosphere: 0,
        worldProfileData: { ...world.worldProfileData, backgroundStoryText: '' },
      });
      expect(withoutSkyAndStory(inFirstFolder)).toEqual(withoutSkyAndStory(firstWorld));

      // Version 1 is still served, unchanged and immutable; the current one revalidates.
      const old = await drafts.app.inject({ url: `/worlds/1.0/${gameId}.json` });
      expect(old.statusCode).toBe(200);
      expect(old.json()).toEqual(firstWorld);
      expect(old.headers['cache-control']).toContain('immutable');
      const current = await drafts.app.inject({ url: `/worlds/${gameId}.json` });
      expect(current.json()).toEqual(night);
      expect(current.headers['cache-control']).not.toContain('immutable');
      const oldScreenshot = await drafts.app.inject({ url: before.screenshotUrl });
      expect(oldScreenshot.statusCode).toBe(200);

      expect((await versionsOf(drafts.app, gameId)).items).toMatchObject([
        { version: 1, label: '1.0', prompt: null, current: false },
        { version: 2, label: '2.0', prompt: 'make it night time', current: true },
      ]);
    });

    it('chains follow-ups: version 3 has both edits', async () => {
      const ada = await createSocialPlayer(context(), 'Ada');
      const gameId = await publishedGame(drafts, ada);
      await refined(drafts, ada, gameId, 'make it night time');
      await refined(drafts, ada, gameId, 'the enemies are zombies');

      const game = await gameOf(drafts.app, gameId);
      expect(game.version).toBe('3.0');
      const world = await worldAt(drafts.app, game.jsonDataUrl);
      expect(world.atmosphere?.timeOfDay).toBe('night');
      expect(world.genreSpecificFields.basicEnemyDescription).toBe('zombie');
    });

    it('lets a guest refine the game they made', async () => {
      const guest = await registerGuest(context());
      const gameId = await publishedGame(drafts, guest);
      await refined(drafts, guest, gameId, 'make it rain');
      expect((await gameOf(drafts.app, gameId)).version).toBe('2.0');
    });

    it('is for the game’s creator only', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      const gameId = await publishedGame(drafts, ada);
      const bobs = await postRefine(drafts.app, bob, gameId, { prompt: 'make it night time' });
      expect(expectApiError(bobs, 403, 'FORBIDDEN').message).toBe(MESSAGES.refineOwnerOnly);
      expectApiError(
        await postRefine(drafts.app, null, gameId, { prompt: 'make it night time' }),
        401,
        'UNAUTHORIZED',
      );
      const unknown = await postRefine(drafts.app, ada, 'no-such-game', { prompt: 'make it rain' });
      expect(expectApiError(unknown, 404, 'NOT_FOUND').message).toBe(MESSAGES.gameNotFound);
    });

    it.each([
      ['an empty prompt', { prompt: '  ' }],
      ['a prompt too long', { prompt: `make it night ${'x'.repeat(REFINE_PROMPT_MAX_LENGTH)}` }],
      ['no prompt', {}],
      ['a prompt that is not text', { prompt: 42 }],
      ['a follow-up the generator cannot read', { prompt: 'blorp the snarf' }],
      ['a follow-up the safety check refuses', { prompt: 'make the enemies shit' }],
    ])('answers 400 naming prompt for %s, spending nothing', async (_case, payload) => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const gameId = await publishedGame(drafts, ada);
      const left = await promptsLeft(drafts.app, ada);
      const drafted = await draftCountOf(ctx, ada);
      expectApiError(
        await postRefine(drafts.app, ada, gameId, payload),
        400,
        'VALIDATION_FAILED',
        'prompt',
      );
      expect(await promptsLeft(drafts.app, ada)).toBe(left);
      expect(await draftCountOf(ctx, ada)).toBe(drafted);
    });

    it('tells the player how to say it when the follow-up cannot be read', async () => {
      const ada = await createSocialPlayer(context(), 'Ada');
      const gameId = await publishedGame(drafts, ada);
      const body = expectApiError(
        await postRefine(drafts.app, ada, gameId, { prompt: 'blorp the snarf' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.fieldErrors).toEqual([{ field: 'prompt', message: MESSAGES.refineUnreadable }]);
    });
  });

  describe('versions and restore', () => {
    it('restores version 1 without a build, and version 2 again', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const gameId = await publishedGame(drafts, ada);
      const first = await gameOf(drafts.app, gameId);
      await refined(drafts, ada, gameId, 'make it night time');
      const drafted = await draftCountOf(ctx, ada);

      const restore = (version: number) =>
        drafts.app.inject({
          method: 'POST',
          url: `/api/games/${gameId}/versions/${version}/restore`,
          headers: ada.headers,
        });
      const back = await restore(1);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toMatchObject({
        items: [
          { version: 1, current: true },
          { version: 2, current: false },
        ],
      });
      const game = await gameOf(drafts.app, gameId);
      expect(game).toMatchObject({
        version: '1.0',
        title: first.title,
        screenshotUrl: first.screenshotUrl,
      });
      const current = await worldAt(drafts.app, `/worlds/${gameId}.json`);
      expect(current).toEqual(await worldAt(drafts.app, `/worlds/1.0/${gameId}.json`));
      expect(await draftCountOf(ctx, ada)).toBe(drafted);

      expect((await restore(2)).statusCode).toBe(200);
      expect((await gameOf(drafts.app, gameId)).version).toBe('2.0');
      expect((await worldAt(drafts.app, `/worlds/${gameId}.json`)).atmosphere?.timeOfDay).toBe(
        'night',
      );

      // A refine of a restored version builds on it: back on 1, "make it rain" has no night.
      await restore(1);
      await refined(drafts, ada, gameId, 'make it rain');
      const rain = await worldAt(drafts.app, `/worlds/3.0/${gameId}.json`);
      expect(rain.atmosphere).toMatchObject({ weather: 'rain' });
      expect(rain.atmosphere?.timeOfDay).not.toBe('night');
    });

    it("renders each version's screenshot tiers beside its own screenshot", async () => {
      const ada = await createSocialPlayer(context(), 'Ada');
      drafts.app.screenshotTiers.start();
      const gameId = await publishedGame(drafts, ada);
      await refined(drafts, ada, gameId, 'make it night time');
      await drafts.app.screenshotTiers.whenIdle();
      const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

      const night = await gameOf(drafts.app, gameId);
      expect(night.screenshotTiers?.length).toBeGreaterThan(0);
      for (const tier of night.screenshotTiers ?? []) {
        expect(folderOf(tier.webpUrl)).toBe(folderOf(night.screenshotUrl));
        expect((await drafts.app.inject({ url: tier.webpUrl })).statusCode).toBe(200);
      }

      await drafts.app.inject({
        method: 'POST',
        url: `/api/games/${gameId}/versions/1/restore`,
        headers: ada.headers,
      });
      await drafts.app.screenshotTiers.whenIdle();
      const first = await gameOf(drafts.app, gameId);
      expect(first.screenshotTiers?.length).toBeGreaterThan(0);
      for (const tier of first.screenshotTiers ?? []) {
        expect(folderOf(tier.webpUrl)).toBe(folderOf(first.screenshotUrl));
      }
    });

    it('restores for the creator only, and only versions there are', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      const gameId = await publishedGame(drafts, ada);
      const url = (version: number | string) => `/api/games/${gameId}/versions/${version}/restore`;
      const bobs = await drafts.app.inject({ method: 'POST', url: url(1), headers: bob.headers });
      expect(expectApiError(bobs, 403, 'FORBIDDEN').message).toBe(MESSAGES.refineOwnerOnly);
      const missing = await drafts.app.inject({
        method: 'POST',
        url: url(5),
        headers: ada.headers,
      });
      expect(expectApiError(missing, 404, 'NOT_FOUND').message).toBe(MESSAGES.versionNotFound);
      const bad = await drafts.app.inject({ method: 'POST', url: url('x'), headers: ada.headers });
      expectApiError(bad, 400, 'VALIDATION_FAILED', 'version');
      expect((await gameOf(drafts.app, gameId)).version).toBe('1.0');
    });

    it('lists version 1 for a game that has never been refined; 404 for an unknown game', async () => {
      const ada = await createSocialPlayer(context(), 'Ada');
      const gameId = await publishedGame(drafts, ada);
      expect((await versionsOf(drafts.app, gameId)).items).toMatchObject([
        { version: 1, label: '1.0', prompt: null, current: true },
      ]);
      const unknown = await drafts.app.inject({ url: '/api/games/no-such-game/versions' });
      expectApiError(unknown, 404, 'NOT_FOUND');
      const noVersion = await drafts.app.inject({ url: `/worlds/2.0/${gameId}.json` });
      expectApiError(noVersion, 404, 'NOT_FOUND');
    });

    it('keeps every version of a hidden game from everyone but its creator', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const gameId = await publishedGame(drafts, ada);
      await refined(drafts, ada, gameId, 'make it night time');
      await ctx.db
        .update(games)
        .set({ hiddenAt: new Date(), hiddenReason: 'test' })
        .where(eq(games.id, gameId));
      ctx.catalogueEvents.gameVisibilityChanged(gameId);
      for (const url of [
        `/worlds/${gameId}.json`,
        `/worlds/1.0/${gameId}.json`,
        `/worlds/2.0/${gameId}.json`,
        `/api/games/${gameId}/versions`,
      ]) {
        expectApiError(await drafts.app.inject({ url }), 404, 'NOT_FOUND');
        const own = await drafts.app.inject({ url, headers: ada.headers });
        expect(own.statusCode, url).toBe(200);
      }
    });
  });
});

describeEachDatabase('refine: a failed build', (context) => {
  let drafts: DraftApp;
  beforeAll(async () => {
    const failing = recordingBuilder(async (input) => {
      if (input.followUps) throw new Error('the generator broke');
      return generatorBuilder.buildGame(input);
    });
    drafts = await startDraftApp(context(), failing, { maxAttempts: 1 });
  });
  afterAll(async () => {
    await drafts.app.close();
  });

  it('leaves the game as it was and gives the prompt back', async () => {
    const ada = await createSocialPlayer(context(), 'Ada');
    const gameId = await publishedGame(drafts, ada);
    const before = await gameOf(drafts.app, gameId);
    const left = await promptsLeft(drafts.app, ada);

    const draftId = await refined(drafts, ada, gameId, 'make it night time');

    expect((await draftStatus(drafts.app, ada, draftId)).status).toBe('failed');
    expect(await gameOf(drafts.app, gameId)).toEqual(before);
    expect(await promptsLeft(drafts.app, ada)).toBe(left);
    expect((await versionsOf(drafts.app, gameId)).items).toHaveLength(1);
  });
});
