import { ogpIdentityResponseSchema } from '@promptplay/contracts';
import { expect, it } from 'vitest';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import { createSocialPlayer, registerGuest, type TestPlayer } from '../../testing/testPlayers.js';
import { createTestAdmin, TEST_ADMIN_EMAILS } from '../admin/adminTestKit.js';
import { OGP_IDENTITY_PATH } from './identityRoutes.js';
import { buildOgpApp, playRound, registerNewGame, useFakeOgp } from './ogpTestKit.js';

const WALLET = 'sol:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

describeEachDatabase('ogp identities and the operator view', (context) => {
  const suite = useFakeOgp(context);

  const link = (player: TestPlayer, linkedId: unknown) =>
    suite.app.inject({
      method: 'PUT',
      url: OGP_IDENTITY_PATH,
      headers: player.headers,
      payload: { linkedId },
    });
  const describeFor = async (player: TestPlayer) => {
    const response = await suite.app.inject({ url: OGP_IDENTITY_PATH, headers: player.headers });
    expect(response.statusCode, response.body).toBe(200);
    return ogpIdentityResponseSchema.parse(response.json());
  };

  it('a linked wallet takes precedence over the email; the profile shows points per identity', async () => {
    const ctx = context();
    const { gameId, ogpGameId } = await registerNewGame(ctx, suite.app);
    const player = await createSocialPlayer(ctx, 'Linker', { email: 'linker@example.test' });
    expect(await describeFor(player)).toEqual({
      activeId: 'email:linker@example.test',
      linkedId: null,
      delivered: [],
      waitingPoints: 0,
    });
    await playRound(ctx, suite.app, player, gameId, 100);
    await expect
      .poll(() => suite.fake.entries.filter((e) => e.gameId === ogpGameId).length)
      .toBe(1);
    expect((await link(player, WALLET)).statusCode).toBe(200);
    await playRound(ctx, suite.app, player, gameId, 200);
    await expect
      .poll(() => suite.fake.entries.filter((e) => e.gameId === ogpGameId).map((e) => e.playerId))
      .toEqual(['email:linker@example.test', WALLET]);
    await expect
      .poll(() => describeFor(player))
      .toEqual({
        activeId: WALLET,
        linkedId: WALLET,
        delivered: [
          { identity: 'email:linker@example.test', points: 100, rounds: 1 },
          { identity: WALLET, points: 200, rounds: 1 },
        ],
        waitingPoints: 0,
      });
    expect((await link(player, null)).json()).toMatchObject({
      activeId: 'email:linker@example.test',
      linkedId: null,
    });
  });

  it('refuses a malformed id naming linkedId, and guests linking at all', async () => {
    const ctx = context();
    const player = await createSocialPlayer(ctx);
    for (const bad of ['email:me@example.test', 'sol:0OIl', 'eth:0x123', 'my-player-id', 42]) {
      expectApiError(await link(player, bad), 400, 'VALIDATION_FAILED', 'linkedId');
    }
    for (const good of [
      'eth:0x52908400098527886E0F7030069857D2E4169EE7',
      'did:privy:cm1abcdefghijklmnop',
      '0b6f2d1e-8a4c-4f9e-9d3b-2c1a0e9f8b7d',
    ]) {
      expect((await link(player, good)).json()).toMatchObject({ activeId: good });
    }
    const guest = await registerGuest(ctx);
    expectApiError(await link(guest, WALLET), 401, 'UNAUTHORIZED');
    expect(await describeFor(guest)).toMatchObject({ activeId: null, linkedId: null });
  });

  it('shows operators the registered games, points per state and the last error', async () => {
    const ctx = context();
    const adminApp = await buildOgpApp(ctx, suite.fake, {
      adminEmails: TEST_ADMIN_EMAILS.map((email) => email.toLowerCase()),
    });
    const { gameId, ogpGameId } = await registerNewGame(ctx, adminApp);
    const guest = await registerGuest(ctx);
    await playRound(ctx, adminApp, guest, gameId, 70);
    const admin = await createTestAdmin(ctx);
    const response = await adminApp.inject({ url: '/api/admin/ogp', headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json<{
      configured: boolean;
      games: { gameId: string; ogpGameId: string }[];
      points: Record<string, { rounds: number; points: number }>;
    }>();
    expect(overview.configured).toBe(true);
    expect(overview.games).toContainEqual(
      expect.objectContaining({ gameId, ogpGameId, registeredToOgp: true }),
    );
    expect(overview.points.held!.points).toBeGreaterThanOrEqual(70);
    const player = await createSocialPlayer(ctx);
    expectApiError(
      await adminApp.inject({ url: '/api/admin/ogp', headers: player.headers }),
      403,
      'FORBIDDEN',
    );
    expectApiError(await adminApp.inject({ url: '/api/admin/ogp' }), 401, 'UNAUTHORIZED');
  });
});
