import { feedPageSchema, myGamesResponseSchema, parseWorldFile } from '@promptplay/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeStarterCatalogue } from '../../testing/fakeGameBuilder.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { createSocialPlayer, type TestPlayer } from '../../testing/testPlayers.js';
import { gameIdOfDraft } from './draftGameId.js';
import {
  createDraft,
  draftRow,
  draftStatus,
  gate,
  generatorBuilder,
  payloadFor,
  photoPng,
  promptsLeft,
  fakeDraftBuild,
  recordingBuilder,
  startDraftApp,
  uploadPhoto,
  type DraftApp,
} from './draftTestKit.js';
import { DRAFT_TEXTS } from './draftTexts.js';
import { claimNextDraft, completeDraft } from './queries.js';

const PROMPT = 'A pickle knight fights rats in the sewer';
const LEASE_MS = 60_000;

async function fetchJson(app: DraftApp['app'], url: string, player?: TestPlayer) {
  const response = await app.inject({ url, headers: player?.headers ?? {} });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<unknown>();
}

/** Counts `gamePublished` events per game id from now on. */
function countPublications(ctx: TestContext): Map<string, number> {
  const counts = new Map<string, number>();
  ctx.catalogueEvents.onGamePublished((gameId) => {
    counts.set(gameId, (counts.get(gameId) ?? 0) + 1);
  });
  return counts;
}

/** A dead worker: claims the next due draft and never comes back. */
function claimAndAbandon(ctx: TestContext, leaseToken: string) {
  const now = ctx.clock.now();
  return claimNextDraft(ctx.db, {
    now,
    leaseUntil: new Date(now.getTime() + LEASE_MS),
    leaseToken,
  });
}

describeEachDatabase(
  'drafts: the worker',
  (context) => {
    const apps: DraftApp[] = [];
    const draftApp = async (
      ...args: Parameters<typeof startDraftApp> extends [unknown, ...infer R] ? R : never
    ) => {
      const started = await startDraftApp(context(), ...args);
      apps.push(started);
      return started;
    };
    let publications: Map<string, number>;
    beforeAll(() => {
      publications = countPublications(context());
    });
    afterAll(async () => {
      for (const each of apps) await each.app.close();
    });

    it('builds a playable game: queued → building → completed, first in Latest and my games', async () => {
      const ctx = context();
      const held = gate();
      let started = () => {};
      const building = new Promise<void>((resolve) => {
        started = resolve;
      });
      const builder = recordingBuilder(async (input) => {
        started();
        await held.promise;
        return generatorBuilder.buildGame(input);
      });
      const { app, worker } = await draftApp(builder);
      const ada = await createSocialPlayer(ctx, 'Ada Lovelace');

      const draftId = await createDraft(app, ada, payloadFor(PROMPT));
      expect((await draftStatus(app, ada, draftId)).status).toBe('queued');

      const run = worker.runOnce();
      await building;
      expect(await draftStatus(app, ada, draftId)).toEqual({ draftId, status: 'building' });
      ctx.clock.advance(1_000);
      held.open();
      expect(await run).toBe(true);

      const gameId = gameIdOfDraft(draftId);
      expect(await draftStatus(app, ada, draftId)).toEqual({
        draftId,
        status: 'completed',
        gameId,
      });
      const world = parseWorldFile(await fetchJson(app, `/worlds/${gameId}.json`));
      if (!world.ok) throw new Error(world.error);
      expect(world.world.gameGenre).toBe('PLATFORMER');
      expect(world.world.worldProfileData.author).toBe('Ada Lovelace');
      expect(world.world.worldProfileData.locationName).toContain('Pickle Knight');
      expect(world.world.targetAudience).toBe('family');

      const latest = feedPageSchema.parse(await fetchJson(app, '/api/game-feeds/latest'));
      expect(latest.items[0]).toMatchObject({ id: gameId, playerName: 'Ada Lovelace' });
      const mine = myGamesResponseSchema.parse(await fetchJson(app, '/api/my-games', ada));
      expect(mine.games.map((game) => game.id)).toEqual([gameId]);
      const screenshot = await app.inject({ url: latest.items[0]?.screenshotUrl ?? '' });
      expect(screenshot.headers['content-type']).toBe('image/png');
      expect(builder.calls).toHaveLength(1);
      expect(publications.get(gameId)).toBe(1);
    });

    it('puts the uploaded photo on the hero’s face', async () => {
      const ctx = context();
      const { app, worker } = await draftApp(generatorBuilder);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const photoUrl = await uploadPhoto(app, ada, await photoPng());
      const withPhoto = await createDraft(
        app,
        ada,
        payloadFor(PROMPT, 'PLATFORMER', {
          referenceImageUrl: photoUrl,
          referenceCharacterUrl: photoUrl,
        }),
      );
      const withoutPhoto = await createDraft(app, ada, payloadFor(PROMPT));
      await worker.runUntilIdle();

      const heroSheet = async (draftId: string) => {
        const { gameId } = await draftStatus(app, ada, draftId);
        const world = parseWorldFile(await fetchJson(app, `/worlds/${gameId ?? ''}.json`));
        if (!world.ok || world.world.gameGenre !== 'PLATFORMER')
          throw new Error('not a platformer');
        const response = await app.inject({ url: world.world.characters.hero.sheetUrl });
        expect(response.statusCode).toBe(200);
        return response.rawPayload;
      };
      const [faced, plain] = [await heroSheet(withPhoto), await heroSheet(withoutPhoto)];
      expect(faced.equals(plain)).toBe(false);
      const [facedSize, plainSize] = await Promise.all([
        sharp(faced).metadata(),
        sharp(plain).metadata(),
      ]);
      expect([facedSize.width, facedSize.height]).toEqual([plainSize.width, plainSize.height]);
    });

    it('rates the game for its audience: a children’s feed never shows a teen game', async () => {
      const ctx = context();
      const { app, worker } = await draftApp(generatorBuilder);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const draftId = await createDraft(
        app,
        ada,
        payloadFor('A zombie hunter with a shotgun in a haunted graveyard', 'SHOOTER'),
      );
      await worker.runUntilIdle();
      const { gameId } = await draftStatus(app, ada, draftId);
      const world = parseWorldFile(await fetchJson(app, `/worlds/${gameId ?? ''}.json`));
      if (!world.ok) throw new Error(world.error);
      expect(world.world.targetAudience).toBe('teens');
      const ids = async (audience: string) =>
        feedPageSchema
          .parse(
            await fetchJson(app, `/api/game-feeds/latest?targetAudience=${audience}&pageSize=50`),
          )
          .items.map((item) => item.id);
      expect(await ids('children')).not.toContain(gameId);
      expect(await ids('teens')).toContain(gameId);
    });

    it('builds the vehicle the player typed over the one the analysis found', async () => {
      const ctx = context();
      const { app, worker } = await draftApp(generatorBuilder);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const prompt = 'A cowboy dog races a red race car through the desert';
      const draftId = await createDraft(
        app,
        ada,
        payloadFor(prompt, 'RACING', {
          genreSpecificFields: { vehicleDescription: 'purple monster truck' },
        }),
      );
      await worker.runUntilIdle();
      const { gameId } = await draftStatus(app, ada, draftId);
      const world = parseWorldFile(await fetchJson(app, `/worlds/${gameId ?? ''}.json`));
      if (!world.ok) throw new Error(world.error);
      expect(world.world.genreSpecificFields).toEqual({
        vehicleDescription: 'purple monster truck',
      });
      expect(JSON.stringify(world.world.worldProfileData).toLowerCase()).toContain('monster truck');
    });

    it('hands the generator what the player confirmed: texts, picked characters, prompt seed', async () => {
      const ctx = context();
      const builder = recordingBuilder(fakeDraftBuild);
      const { app, worker } = await draftApp(builder);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const picked = {
        url: '/media/library/knight.png',
        assetUrl: '/media/library/knight.png',
        name: 'Knight',
        similarity: 0.8,
      };
      const payload = payloadFor(`  ${PROMPT}  `, 'PLATFORMER', {
        characterPrompt: 'Purple Dragon, the hero.',
        selectedCharacterMatches: { character: picked },
        genreSpecificFields: {
          collectibleDescription: 'golden pickles',
          basicEnemyDescription: 'sewer goblins',
        },
      });
      await createDraft(app, ada, payload);
      await worker.runUntilIdle();

      expect(builder.calls).toHaveLength(1);
      expect(builder.calls[0]).toMatchObject({
        prompt: PROMPT,
        genre: 'PLATFORMER',
        author: 'Ada',
        seed: builder.seedFromString(PROMPT),
        targetAudience: 'family',
        texts: {
          characterPrompt: 'Purple Dragon, the hero.',
          secondaryCharacterPrompt: payload.secondaryCharacterPrompt,
          environmentCreationPrompt: payload.environmentCreationPrompt,
          characterMatchUrl: picked.url,
          secondaryCharacterMatchUrl: null,
          genreSpecificFields: {
            collectibleDescription: 'golden pickles',
            basicEnemyDescription: 'sewer goblins',
          },
          gameCreationPrompt: payload.gameCreationPrompt,
        },
      });
      expect(builder.calls[0]?.referenceImage).toBeUndefined();
    });

    it('retries a failing build with growing waits, then fails with a message and gives the prompt back', async () => {
      const ctx = context();
      const builder = recordingBuilder(() => Promise.reject(new Error('renderer exploded')));
      const { app, worker } = await draftApp(builder);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const before = await promptsLeft(app, ada);
      const draftId = await createDraft(app, ada, payloadFor(PROMPT));

      await worker.runUntilIdle();
      expect(builder.calls).toHaveLength(1);
      expect(await draftStatus(app, ada, draftId)).toEqual({ draftId, status: 'queued' });
      await worker.runUntilIdle();
      expect(builder.calls, 'the retry waits').toHaveLength(1);

      ctx.clock.advance(1_000);
      await worker.runUntilIdle();
      expect(builder.calls).toHaveLength(2);
      ctx.clock.advance(1_000);
      await worker.runUntilIdle();
      expect(builder.calls, 'the second wait is longer').toHaveLength(2);
      ctx.clock.advance(3_000);
      await worker.runUntilIdle();
      expect(builder.calls).toHaveLength(3);

      expect(await draftStatus(app, ada, draftId)).toEqual({
        draftId,
        status: 'failed',
        message: DRAFT_TEXTS.buildFailed,
      });
      expect((await draftRow(ctx, draftId)).lastError).toContain('renderer exploded');
      expect(await promptsLeft(app, ada)).toBe(before);
      ctx.clock.advance(60_000);
      await worker.runUntilIdle();
      expect(builder.calls, 'a failed draft stays failed').toHaveLength(3);
    });

    it('refuses a game whose generated title fails the abuse check, at once', async () => {
      const ctx = context();
      const builder = recordingBuilder(async (input) => ({
        ...(await fakeDraftBuild(input)),
        title: 'Shit Castle',
      }));
      const { app, worker } = await draftApp(builder);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const before = await promptsLeft(app, ada);
      const draftId = await createDraft(app, ada, payloadFor(PROMPT));

      await worker.runUntilIdle();
      expect(await draftStatus(app, ada, draftId)).toEqual({
        draftId,
        status: 'failed',
        message: DRAFT_TEXTS.generatedTextRefused,
      });
      expect(builder.calls).toHaveLength(1);
      expect(await promptsLeft(app, ada)).toBe(before);
      const latest = feedPageSchema.parse(
        await fetchJson(app, '/api/game-feeds/latest?pageSize=50'),
      );
      expect(latest.items.map((item) => item.id)).not.toContain(gameIdOfDraft(draftId));
    });

    it('completes a draft whose first build failed once', async () => {
      const ctx = context();
      let failures = 1;
      const builder = recordingBuilder((input) =>
        failures-- > 0 ? Promise.reject(new Error('flaky disk')) : fakeDraftBuild(input),
      );
      const { app, worker } = await draftApp(builder);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const draftId = await createDraft(app, ada, payloadFor(PROMPT));

      await worker.runUntilIdle();
      ctx.clock.advance(1_000);
      await worker.runUntilIdle();

      expect(await draftStatus(app, ada, draftId)).toMatchObject({ status: 'completed' });
      expect((await draftRow(ctx, draftId)).attempts).toBe(2);
    });

    it('takes over the draft of a worker that died mid-build, and builds it exactly once', async () => {
      const ctx = context();
      const builder = recordingBuilder(fakeDraftBuild);
      const { app, worker } = await draftApp(builder);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const draftId = await createDraft(app, ada, payloadFor(PROMPT));

      expect((await claimAndAbandon(ctx, 'dead-worker'))?.id).toBe(draftId);
      expect((await draftStatus(app, ada, draftId)).status).toBe('building');
      await worker.runUntilIdle();
      expect(builder.calls, 'a live lease is left alone').toHaveLength(0);

      ctx.clock.advance(LEASE_MS + 1);
      await worker.runUntilIdle();
      const gameId = gameIdOfDraft(draftId);
      expect(await draftStatus(app, ada, draftId)).toEqual({
        draftId,
        status: 'completed',
        gameId,
      });
      expect(builder.calls).toHaveLength(1);
      expect(publications.get(gameId)).toBe(1);

      // The dead worker coming back cannot mark it again.
      expect(await completeDraft(ctx.db, draftId, 'dead-worker', gameId, ctx.clock.now())).toBe(
        false,
      );
      expect((await draftRow(ctx, draftId)).attempts).toBe(2);
    });

    it('fails a draft whose workers keep dying once its attempts are used up', async () => {
      const ctx = context();
      const builder = recordingBuilder(fakeDraftBuild);
      const { app, worker } = await draftApp(builder);
      const ada = await createSocialPlayer(ctx, 'Ada');
      const before = await promptsLeft(app, ada);
      const draftId = await createDraft(app, ada, payloadFor(PROMPT));
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect((await claimAndAbandon(ctx, `dead-${attempt}`))?.id).toBe(draftId);
        ctx.clock.advance(LEASE_MS + 1);
      }

      await worker.runUntilIdle();
      expect(builder.calls).toHaveLength(0);
      expect(await draftStatus(app, ada, draftId)).toMatchObject({
        status: 'failed',
        message: DRAFT_TEXTS.buildFailed,
      });
      expect(await promptsLeft(app, ada)).toBe(before);
    });

    it('builds 20 drafts queued at once on two workers: none lost, none built twice', async () => {
      const ctx = context();
      const builder = recordingBuilder(fakeDraftBuild);
      const first = await draftApp(builder);
      const second = await draftApp(builder);
      const players = await Promise.all(
        ['Ann', 'Ben', 'Cid', 'Dot'].map((name) => createSocialPlayer(ctx, name)),
      );
      const created = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const player = players[index % players.length] as TestPlayer;
          const app = index % 2 === 0 ? first.app : second.app;
          return {
            player,
            draftId: await createDraft(app, player, payloadFor(`${PROMPT} ${index}`)),
          };
        }),
      );
      expect(new Set(created.map((each) => each.draftId)).size).toBe(20);

      await Promise.all([first.worker.runUntilIdle(), second.worker.runUntilIdle()]);

      const statuses = await Promise.all(
        created.map(({ player, draftId }) => draftStatus(first.app, player, draftId)),
      );
      expect(statuses.map((status) => status.status)).toEqual(statuses.map(() => 'completed'));
      const gameIds = statuses.map((status) => status.gameId);
      expect(new Set(gameIds).size).toBe(20);
      expect(builder.calls.map((call) => call.gameId).sort()).toEqual([...gameIds].sort());
      for (const gameId of gameIds) expect(publications.get(gameId ?? '')).toBe(1);
      for (const player of players) {
        const mine = myGamesResponseSchema.parse(
          await fetchJson(first.app, '/api/my-games', player),
        );
        expect(mine.games).toHaveLength(5);
      }
    });

    it('wakes at once when a draft is queued, without waiting for its poll', async () => {
      const ctx = context();
      const { app, worker } = await draftApp(recordingBuilder(fakeDraftBuild), {
        pollIntervalMs: 600_000,
      });
      const ada = await createSocialPlayer(ctx, 'Ada');
      worker.start();
      try {
        const draftId = await createDraft(app, ada, payloadFor(PROMPT));
        let status = await draftStatus(app, ada, draftId);
        for (let look = 0; look < 400 && status.status !== 'completed'; look++) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          status = await draftStatus(app, ada, draftId);
        }
        expect(status.status).toBe('completed');
      } finally {
        await worker.stop();
      }
    });
  },
  { catalogue: fakeStarterCatalogue(3) },
);
