import type { App } from '../appTypes.js';
import { games } from '../db/schema.js';
import { startFakeOgpServer, type FakeOgpServer } from '../testing/fakeOgpServer.js';
import type { TestContext } from '../testing/testHarness.js';
import { createSocialPlayer, registerGuest, type TestPlayer } from '../testing/testPlayers.js';
import { startSession } from '../testing/testSessions.js';
import { createCredentials, type Credentials } from './credentials.js';
import { operationsOf, type OpenApiDocument, type Operation } from './operations.js';
import type { KnownValues } from './requestArbitrary.js';

const ADMIN_EMAIL = 'fuzz-admin@example.test';

/** An app to fuzz, with every operation of its document and values it knows. */
export interface FuzzTarget {
  app: App;
  operations: Operation[];
  credentials: Credentials;
  known: KnownValues;
  close(): Promise<void>;
}

/**
 * Builds the app to fuzz on the suite's database: OGP wired to the fake OGP server (so its
 * routes answer as in production, not 503 NOT_CONFIGURED), an operator, a guest and a social
 * player, and the ids the fuzzer mixes into requests (games, a session, the players').
 */
export async function prepareFuzzTarget(ctx: TestContext): Promise<FuzzTarget> {
  const ogp: FakeOgpServer = await startFakeOgpServer(() => ctx.clock.now().getTime());
  const app = await ctx.buildAnotherApp({
    ogp: { baseUrl: ogp.baseUrl, apiKey: ogp.apiKey, secretKey: ogp.secretKey },
    adminEmails: [ADMIN_EMAIL],
    // OGP registration needs a configured public origin (else 503 NOT_CONFIGURED).
    publicUrl: 'https://play.example.test',
    publicUrlConfigured: true,
  });
  const fuzzCtx = { ...ctx, app };
  const guest = await registerGuest(fuzzCtx);
  const social = await createSocialPlayer(fuzzCtx, 'Fuzz Social');
  const admin = await createSocialPlayer(fuzzCtx, 'Fuzz Admin', {
    email: ADMIN_EMAIL,
    role: 'admin',
  });
  const players: TestPlayer[] = [guest, social, admin];
  const gameIds = (await ctx.db.select({ id: games.id }).from(games).limit(5)).map((row) => row.id);
  const sessionIds = await Promise.all(
    gameIds.slice(0, 2).map((gameId) => startSession(app, guest, gameId)),
  );
  const document = (await app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
  return {
    app,
    operations: operationsOf(document),
    credentials: await createCredentials(ctx, players),
    known: {
      gameId: gameIds,
      sessionId: sessionIds,
      playerId: players.map((player) => player.playerId),
    },
    close: () => ogp.close(),
  };
}
