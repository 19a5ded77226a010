import { adminWhoAmISchema } from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { players } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';
import { buildAdminApp, createTestAdmin, signInLocally } from './adminTestKit.js';

const EVENT = {
  name: 'Week of Fight',
  prize: 'A game console',
  previewAt: '2030-01-01T00:00:00Z',
  startAt: '2030-01-02T00:00:00Z',
  endingSoonAt: '2030-01-08T00:00:00Z',
  endAt: '2030-01-09T00:00:00Z',
  reviewUntil: '2030-01-11T00:00:00Z',
};

/** Every operator route with a valid request: only the caller decides the answer. */
const ADMIN_REQUESTS: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/events' },
  { method: 'POST', url: '/api/admin/events', payload: EVENT },
  { method: 'PUT', url: '/api/admin/events/some-event', payload: EVENT },
  { method: 'DELETE', url: '/api/admin/events/some-event' },
  { method: 'POST', url: '/api/admin/mail', payload: { title: 'Hi', body: '<p>Hello</p>' } },
  { method: 'POST', url: '/api/admin/games/some-game/hide', payload: { reason: 'Spam' } },
  { method: 'POST', url: '/api/admin/games/some-game/restore' },
  { method: 'GET', url: '/api/admin/audit' },
];

async function isAdmin(app: App, player: TestPlayer): Promise<boolean> {
  const response = await app.inject({ url: '/api/admin/me', headers: player.headers });
  expect(response.statusCode, response.body).toBe(200);
  return adminWhoAmISchema.parse(response.json()).isAdmin;
}

async function roleOf(ctx: TestContext, playerId: string) {
  const rows = await ctx.db
    .select({ role: players.role })
    .from(players)
    .where(eq(players.id, playerId));
  return rows[0]?.role;
}

describeEachDatabase('admin access', (context) => {
  let adminApp: App;
  beforeAll(async () => {
    adminApp = await buildAdminApp(context());
  });

  describe('the admin role from ADMIN_EMAILS at social sign-in', () => {
    it('makes a listed email an operator, whatever its case, through the local provider', async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      const operator = await signInLocally(
        adminApp,
        { email: 'OPS@example.TEST', name: 'Olga' },
        guest,
      );
      expect(operator.playerId).toBe(guest.playerId);
      expect(await roleOf(ctx, operator.playerId)).toBe('admin');
      expect(await isAdmin(adminApp, operator)).toBe(true);
      const events = await adminApp.inject({ url: '/api/admin/events', headers: operator.headers });
      expect(events.statusCode, events.body).toBe(200);
    });

    it('keeps an unlisted email a player', async () => {
      const ctx = context();
      const player = await signInLocally(adminApp, { email: 'ann@example.test', name: 'Ann' });
      expect(await roleOf(ctx, player.playerId)).toBe('player');
      expect(await isAdmin(adminApp, player)).toBe(false);
    });

    it('takes the role away at the next sign-in once the email is no longer listed', async () => {
      const ctx = context();
      const account = { email: 'boss@example.test', name: 'Boss' };
      const before = await signInLocally(adminApp, account);
      expect(await isAdmin(adminApp, before)).toBe(true);

      const appWithoutBoss = await ctx.buildAnotherApp({ adminEmails: ['ops@example.test'] });
      // Not listed any more: refused at once, even before signing in again.
      expect(await isAdmin(appWithoutBoss, before)).toBe(false);
      const after = await signInLocally(appWithoutBoss, account);
      expect(after.playerId).toBe(before.playerId);
      expect(await roleOf(ctx, after.playerId)).toBe('player');
      // The role itself is gone: listing the email again needs a new sign-in.
      expect(await isAdmin(adminApp, after)).toBe(false);
      const again = await signInLocally(adminApp, account);
      expect(await isAdmin(adminApp, again)).toBe(true);
    });

    it('answers /api/admin/me for guests (false) and 401 without a token', async () => {
      const ctx = context();
      expect(await isAdmin(adminApp, await registerGuest(ctx))).toBe(false);
      expectApiError(await adminApp.inject({ url: '/api/admin/me' }), 401, 'UNAUTHORIZED');
    });
  });

  describe('every operator route refuses everyone else', () => {
    it.each(ADMIN_REQUESTS)(
      '$method $url: 401 without a token or with a bad one',
      async (request) => {
        expectApiError(await adminApp.inject(request), 401, 'UNAUTHORIZED');
        const badToken = { ...request, headers: { authorization: 'Bearer not-a-token' } };
        expectApiError(await adminApp.inject(badToken), 401, 'UNAUTHORIZED');
      },
    );

    it.each(ADMIN_REQUESTS)('$method $url: 403 for a guest', async (request) => {
      const guest = await registerGuest(context());
      expectApiError(
        await adminApp.inject({ ...request, headers: guest.headers }),
        403,
        'FORBIDDEN',
      );
    });

    it.each(ADMIN_REQUESTS)('$method $url: 403 for a signed-in player', async (request) => {
      const player = await createSocialPlayer(context());
      expectApiError(
        await adminApp.inject({ ...request, headers: player.headers }),
        403,
        'FORBIDDEN',
      );
    });

    it('refuses before reading the body: bad input from a player is still 403', async () => {
      const player = await createSocialPlayer(context());
      const response = await adminApp.inject({
        method: 'POST',
        url: '/api/admin/events',
        headers: player.headers,
        payload: { name: '' },
      });
      expectApiError(response, 403, 'FORBIDDEN');
    });

    it('refuses an admin role whose email the server does not list', async () => {
      const ctx = context();
      const admin = await createTestAdmin(ctx);
      // The suite's own app has no ADMIN_EMAILS.
      const response = await ctx.app.inject({ url: '/api/admin/audit', headers: admin.headers });
      expectApiError(response, 403, 'FORBIDDEN');
      expect(await isAdmin(adminApp, admin)).toBe(true);
    });

    it('leaves nothing behind when refused', async () => {
      const ctx = context();
      const gameId = await insertTestGame(ctx, null);
      const guest = await registerGuest(ctx);
      await adminApp.inject({
        method: 'POST',
        url: `/api/admin/games/${gameId}/hide`,
        headers: guest.headers,
        payload: { reason: 'Spam' },
      });
      const feed = await adminApp.inject({ url: `/api/game-feeds/${gameId}` });
      expect(feed.statusCode).toBe(200);
    });
  });
});
