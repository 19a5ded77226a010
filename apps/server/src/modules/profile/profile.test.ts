import {
  DEFAULT_NAME_VALIDATION_RULES,
  MESSAGES,
  hasLoggedInResponseSchema,
  myGamesResponseSchema,
  playerProfileSchema,
} from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';

async function getProfile(ctx: TestContext, player: TestPlayer) {
  const response = await ctx.app.inject({ url: '/api/player-profile', headers: player.headers });
  expect(response.statusCode, response.body).toBe(200);
  return playerProfileSchema.parse(response.json());
}

function rename(ctx: TestContext, player: TestPlayer, Name: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/player-profile',
    headers: player.headers,
    payload: { Name },
  });
}

describeEachDatabase('profile', (context) => {
  describe('GET /api/player-profile', () => {
    it('shows a guest their name, rules, allowance and no games', async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      const profile = await getProfile(ctx, guest);
      expect(profile).toMatchObject({
        playerId: guest.playerId,
        id: guest.playerId,
        feeds: [],
        validationRules: DEFAULT_NAME_VALIDATION_RULES,
        dailyPromptsRemaining: 3,
        email: null,
        createdAt: ctx.clock.now().toISOString(),
      });
      expect(profile.playerName).toMatch(/^Player\d{4}$/);
    });

    it('lists a social player their own games, newest first, with a larger allowance', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const other = await createSocialPlayer(ctx, 'Other');
      const older = await insertTestGame(ctx, ada.playerId, {
        createdAt: new Date('2025-01-01T00:00:00Z'),
      });
      const newer = await insertTestGame(ctx, ada.playerId, {
        createdAt: new Date('2025-02-01T00:00:00Z'),
      });
      await insertTestGame(ctx, other.playerId);
      const profile = await getProfile(ctx, ada);
      expect(profile.feeds.map((game) => game.id)).toEqual([newer, older]);
      expect(profile.dailyPromptsRemaining).toBe(10);
      expect(profile.email).toBe(`${ada.playerId}@example.test`);

      const mine = await ctx.app.inject({ url: '/api/my-games', headers: ada.headers });
      expect(myGamesResponseSchema.parse(mine.json()).games.map((game) => game.id)).toEqual([
        newer,
        older,
      ]);
    });

    it('needs a bearer token for profile, my games and has-logged-in', async () => {
      const ctx = context();
      for (const url of ['/api/player-profile', '/api/my-games', '/api/ogp/has-logged-in']) {
        expectApiError(await ctx.app.inject({ url }), 401, 'UNAUTHORIZED');
      }
    });

    it('tells whether the player has ever signed in', async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      const social = await createSocialPlayer(ctx);
      for (const [player, expected] of [
        [guest, false],
        [social, true],
      ] as const) {
        const response = await ctx.app.inject({
          url: '/api/ogp/has-logged-in',
          headers: player.headers,
        });
        expect(hasLoggedInResponseSchema.parse(response.json()).hasEverLoggedIn).toBe(expected);
      }
    });
  });

  describe('PUT /api/player-profile', () => {
    it('stores the normalised name and shows it on the player and their games', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const gameId = await insertTestGame(ctx, ada.playerId);
      const response = await rename(ctx, ada, '  Ada   Lovelace ');
      expect(response.statusCode, response.body).toBe(200);
      expect(playerProfileSchema.parse(response.json()).playerName).toBe('Ada Lovelace');
      expect((await getProfile(ctx, ada)).playerName).toBe('Ada Lovelace');
      const game = await ctx.app.inject({ url: `/api/game-feeds/${gameId}` });
      expect(game.json()).toMatchObject({ playerName: 'Ada Lovelace' });
    });

    it('lets a guest rename too (spec §6: profile via guest token)', async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      expect((await rename(ctx, guest, 'Guesty')).statusCode).toBe(200);
      expect((await getProfile(ctx, guest)).playerName).toBe('Guesty');
    });

    it.each([
      ['   ', [MESSAGES.nameEmpty]],
      ['Al', [MESSAGES.nameTooShort(2, 3)]],
      ['A'.repeat(21), [MESSAGES.nameTooLong(21, 20)]],
      ['Ada;Bob', [MESSAGES.nameSemicolons]],
      ['Ada\u0007Bob', [MESSAGES.nameControlCharacters]],
      ['SuperAdmin', [MESSAGES.nameReservedWords]],
      ['[GM] x;', [MESSAGES.nameSemicolons, MESSAGES.nameReservedWords]],
    ])('refuses %j with the spec messages under Name', async (name, messages) => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const body = expectApiError(await rename(ctx, ada, name), 400, 'VALIDATION_FAILED', 'Name');
      expect(body.fieldErrors).toEqual(messages.map((message) => ({ field: 'Name', message })));
      expect((await getProfile(ctx, ada)).playerName).toBe('Ada');
    });

    it('refuses a body without Name', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/player-profile',
        headers: ada.headers,
        payload: { name: 'lowercase key' },
      });
      expectApiError(response, 400, 'VALIDATION_FAILED', 'Name');
    });
  });
});
