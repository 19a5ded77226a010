import {
  MESSAGES,
  feedGameResponseSchema,
  feedPageSchema,
  myGamesResponseSchema,
  remixListResponseSchema,
  remixSourceSchema,
  type Game,
} from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { games } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';
import {
  createDraft,
  draftCountOf,
  draftStatus,
  fakeDraftBuild,
  payloadFor,
  postDraft,
  promptsLeft,
  recordingBuilder,
  startDraftApp,
  type DraftApp,
} from '../drafts/draftTestKit.js';
import { buildAdminApp, createTestAdmin } from '../admin/adminTestKit.js';

const SOURCE_PROMPT = 'A pickle knight fights rats in the sewer';
const REMIX_PROMPT = 'A pickle knight fights rats on the moon';

describeEachDatabase('remixes', (context) => {
  let drafts: DraftApp;
  /** Operators hide games here; it shares the catalogue events with the drafts app. */
  let adminApp: App;
  let admin: TestPlayer;
  beforeAll(async () => {
    drafts = await startDraftApp(context(), recordingBuilder(fakeDraftBuild));
    adminApp = await buildAdminApp(context());
    admin = await createTestAdmin(context());
  });
  afterAll(async () => {
    await drafts.app.close();
    await adminApp.close();
  });

  /** Makes a game through the draft API as the create modal does; its id once published. */
  async function makeGame(player: TestPlayer, prompt: string, remixOf?: string) {
    const draftId = await createDraft(
      drafts.app,
      player,
      payloadFor(prompt, 'PLATFORMER', remixOf ? { remixOf } : {}),
    );
    await drafts.worker.runUntilIdle();
    const status = await draftStatus(drafts.app, player, draftId);
    expect(status.status).toBe('completed');
    return status.gameId ?? '';
  }

  async function feedGame(gameId: string): Promise<Game> {
    const response = await drafts.app.inject({ url: `/api/game-feeds/${gameId}` });
    expect(response.statusCode, response.body).toBe(200);
    return feedGameResponseSchema.parse(response.json());
  }

  function getRemixes(gameId: string, query = '') {
    return drafts.app.inject({ url: `/api/games/${gameId}/remixes${query}` });
  }

  async function remixesOf(gameId: string, query = '') {
    const response = await getRemixes(gameId, query);
    expect(response.statusCode, response.body).toBe(200);
    return remixListResponseSchema.parse(response.json());
  }

  async function hide(gameId: string) {
    const response = await adminApp.inject({
      method: 'POST',
      url: `/api/admin/games/${gameId}/hide`,
      headers: admin.headers,
      payload: { reason: 'Not for children' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function latestFeedItem(gameId: string) {
    const response = await drafts.app.inject({ url: '/api/game-feeds/latest?pageSize=50' });
    return feedPageSchema.parse(response.json()).items.find((item) => item.id === gameId);
  }

  async function myGame(player: TestPlayer, gameId: string) {
    const response = await drafts.app.inject({ url: '/api/my-games', headers: player.headers });
    return myGamesResponseSchema.parse(response.json()).games.find((item) => item.id === gameId);
  }

  async function worldStatus(gameId: string) {
    return (await drafts.app.inject({ url: `/worlds/${gameId}.json` })).statusCode;
  }

  describe('POST /api/draft-game/create with remixOf', () => {
    it('publishes a game owned by the remixer, crediting and counting its source', async () => {
      const ada = await createSocialPlayer(context(), 'Ada');
      const bob = await createSocialPlayer(context(), 'Bob');
      const sourceId = await makeGame(ada, SOURCE_PROMPT);
      const source = await feedGame(sourceId);
      const promptsBefore = await promptsLeft(drafts.app, bob);

      const remixId = await makeGame(bob, REMIX_PROMPT, sourceId);

      expect(await promptsLeft(drafts.app, bob)).toBe(promptsBefore - 1);
      const remix = await feedGame(remixId);
      expect(remix.createdBy).toBe(bob.playerId);
      expect(remix.remixOf).toEqual({
        gameId: sourceId,
        title: source.title,
        author: 'Ada',
        available: true,
      });
      expect((await feedGame(sourceId)).remixCount).toBe(1);
      expect((await latestFeedItem(remixId))?.remixOf?.available).toBe(true);
      const list = await remixesOf(sourceId);
      expect(list.items.map((item) => item.id)).toEqual([remixId]);
      expect(list).toMatchObject({ total: 1, hasNextPage: false });
    });

    it('asks a guest to sign in, spending nothing', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const sourceId = await insertTestGame(ctx, ada.playerId);
      const guest = await registerGuest(ctx);
      const before = await promptsLeft(drafts.app, guest);

      const response = await postDraft(
        drafts.app,
        guest,
        payloadFor(REMIX_PROMPT, 'PLATFORMER', { remixOf: sourceId }),
      );

      expect(expectApiError(response, 403, 'FORBIDDEN').message).toBe(MESSAGES.remixNeedsSignIn);
      expect(await promptsLeft(drafts.app, guest)).toBe(before);
      expect(await draftCountOf(ctx, guest)).toBe(0);
    });

    it('answers 404 naming remixOf for an unknown or hidden source, spending nothing', async () => {
      const ctx = context();
      const bob = await createSocialPlayer(ctx, 'Bob');
      const hiddenId = await insertTestGame(ctx, null);
      await hide(hiddenId);
      const before = await promptsLeft(drafts.app, bob);

      for (const remixOf of ['no-such-game', hiddenId]) {
        const response = await postDraft(
          drafts.app,
          bob,
          payloadFor(REMIX_PROMPT, 'PLATFORMER', { remixOf }),
        );
        const body = expectApiError(response, 404, 'NOT_FOUND', 'remixOf');
        expect(body.message).toBe(MESSAGES.remixSourceNotFound);
      }
      expect(await promptsLeft(drafts.app, bob)).toBe(before);
    });

    it.each([['a_b'], [''], [42]])('answers 400 naming remixOf for %j', async (remixOf) => {
      const bob = await createSocialPlayer(context(), 'Bob');
      const response = await postDraft(drafts.app, bob, {
        ...payloadFor(REMIX_PROMPT),
        remixOf,
      });
      expectApiError(response, 400, 'VALIDATION_FAILED', 'remixOf');
    });

    it('publishes an uncredited game when the source was deleted before the build', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      const sourceId = await insertTestGame(ctx, ada.playerId);
      const draftId = await createDraft(
        drafts.app,
        bob,
        payloadFor(REMIX_PROMPT, 'PLATFORMER', { remixOf: sourceId }),
      );
      await ctx.db.delete(games).where(eq(games.id, sourceId));

      await drafts.worker.runUntilIdle();

      const status = await draftStatus(drafts.app, bob, draftId);
      expect(status.status).toBe('completed');
      expect((await feedGame(status.gameId ?? '')).remixOf).toBeNull();
    });
  });

  describe('a remix whose source goes away', () => {
    it('stays playable with a plain credit once the source is hidden', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      const sourceId = await makeGame(ada, SOURCE_PROMPT);
      const remixId = await makeGame(bob, REMIX_PROMPT, sourceId);

      await hide(sourceId);

      const plain = { gameId: sourceId, author: 'Ada', available: false };
      expect((await feedGame(remixId)).remixOf).toMatchObject(plain);
      expect((await latestFeedItem(remixId))?.remixOf).toMatchObject(plain);
      expect((await myGame(bob, remixId))?.remixOf).toMatchObject(plain);
      expect(await worldStatus(remixId)).toBe(200);
      expectApiError(await getRemixes(sourceId), 404, 'NOT_FOUND');
    });

    it('stays playable with a plain credit once the source is deleted', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      const sourceId = await makeGame(ada, SOURCE_PROMPT);
      const source = await feedGame(sourceId);
      const remixId = await makeGame(bob, REMIX_PROMPT, sourceId);

      await ctx.db.delete(games).where(eq(games.id, sourceId));

      expect((await feedGame(remixId)).remixOf).toEqual({
        gameId: null,
        title: source.title,
        author: 'Ada',
        available: false,
      });
      expect(await worldStatus(remixId)).toBe(200);
    });
  });

  describe('GET /api/games/:gameId/remixes', () => {
    it('pages the visible remixes newest first, with the total', async () => {
      const ctx = context();
      const sourceId = await insertTestGame(ctx, null);
      const remixAt = (day: number, hidden = false) =>
        insertTestGame(ctx, null, {
          remixOfGameId: sourceId,
          remixOfTitle: 'Source',
          remixOfAuthor: 'Author',
          createdAt: new Date(`2026-01-0${day}T00:00:00Z`),
          ...(hidden ? { hiddenAt: new Date(), hiddenReason: 'Spam' } : {}),
        });
      const oldest = await remixAt(1);
      const middle = await remixAt(2);
      await remixAt(3, true);
      const newest = await remixAt(4);

      const first = await remixesOf(sourceId, '?pageNumber=1&pageSize=2');
      const second = await remixesOf(sourceId, '?pageNumber=2&pageSize=2');

      expect(first.items.map((item) => item.id)).toEqual([newest, middle]);
      expect(first).toMatchObject({ hasNextPage: true, total: 3 });
      expect(second.items.map((item) => item.id)).toEqual([oldest]);
      expect(second).toMatchObject({ hasNextPage: false, total: 3 });
    });

    it('answers 404 for an unknown game', async () => {
      expectApiError(await getRemixes('no-such-game'), 404, 'NOT_FOUND');
    });

    it.each([
      ['gameId', 'a_b', ''],
      ['pageSize', 'some-game', '?pageSize=0'],
      ['pageSize', 'some-game', '?pageSize=51'],
      ['pageNumber', 'some-game', '?pageNumber=x'],
    ])('answers 400 naming %s', async (field, gameId, query) => {
      expectApiError(await getRemixes(gameId, query), 400, 'VALIDATION_FAILED', field);
    });
  });

  describe('GET /api/games/:gameId/remix-source', () => {
    function getSource(gameId: string, player: TestPlayer | null) {
      return drafts.app.inject({
        url: `/api/games/${gameId}/remix-source`,
        headers: player?.headers ?? {},
      });
    }

    it("answers the prompt and the fields the source's creator confirmed", async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const payload = payloadFor(SOURCE_PROMPT, 'PLATFORMER', {
        characterPrompt: 'A brave green pickle in silver armour',
      });
      const draftId = await createDraft(drafts.app, ada, payload);
      await drafts.worker.runUntilIdle();
      const gameId = (await draftStatus(drafts.app, ada, draftId)).gameId ?? '';

      const response = await getSource(gameId, await registerGuest(ctx));

      expect(response.statusCode, response.body).toBe(200);
      const source = remixSourceSchema.parse(response.json());
      expect(source).toMatchObject({ gameId, author: 'Ada', prompt: SOURCE_PROMPT });
      expect(source.categorized).toMatchObject({
        gameGenre: 'PLATFORMER',
        characterPrompt: 'A brave green pickle in silver armour',
        environmentCreationPrompt: payload.environmentCreationPrompt,
        gameCreationPrompt: payload.gameCreationPrompt,
      });
    });

    it('reads a starter game without a draft from its title and description', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null, {
        title: 'Robot Runner',
        description: 'A robot runs across a neon city',
        genre: 'RACING',
      });
      const response = await getSource(gameId, await registerGuest(ctx));
      const source = remixSourceSchema.parse(response.json());
      expect(source.prompt).toBe('Robot Runner. A robot runs across a neon city');
      expect(source.categorized.gameGenre).toBe('RACING');
      expect(source.categorized.characterPrompt).not.toBe('');
    });

    it('answers 404 for a hidden game and 401 without a bearer', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      await hide(gameId);
      const guest = await registerGuest(ctx);
      expectApiError(await getSource(gameId, guest), 404, 'NOT_FOUND');
      expectApiError(await getSource('a_b', guest), 400, 'VALIDATION_FAILED', 'gameId');
      expectApiError(await getSource(gameId, null), 401, 'UNAUTHORIZED');
    });
  });
});
