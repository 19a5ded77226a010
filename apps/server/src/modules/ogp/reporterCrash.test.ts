import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.js';
import { REPO_ROOT } from '../../config.js';
import type { Database } from '../../db/database.js';
import { games, playResults, players } from '../../db/schema.js';
import { startFakeOgpServer, type FakeOgpServer } from '../../testing/fakeOgpServer.js';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase.js';
import { testEnv } from '../../testing/testEnv.js';
import { createHttpOgpClient } from './ogpClient.js';
import { OGP_TEST_RULES } from './ogpTestKit.js';
import { createOgpPointsReporter } from './pointsReporter.js';

const CHILD = fileURLToPath(new URL('./testing/reporterProcess.ts', import.meta.url));
const PLAYERS = 6;
const ROUNDS_PER_PLAYER = 3;
const LEASE_MS = 1500;

/** Queues ROUNDS_PER_PLAYER rounds for each of PLAYERS players: three batch requests. */
async function queueRounds(db: Database, gameApiKey: string, ogpGameId: string) {
  const gameId = `crash-${randomUUID().slice(0, 8)}`;
  await db.insert(games).values({
    id: gameId,
    title: 'Crash',
    description: 'A game',
    genre: 'PLATFORMER',
    targetAudience: 'family',
    version: '1.0.0',
    authorName: 'Author',
    screenshotKey: 'games/x/screenshot.png',
    worldKey: 'worlds/x.json',
    registeredToOgp: true,
    ogpGameId,
    ogpGameApiKey: gameApiKey,
  });
  for (let p = 0; p < PLAYERS; p++) {
    const playerId = randomUUID();
    await db.insert(players).values({
      id: playerId,
      playerName: 'Player',
      authMethod: 'social',
      loginMethod: 'google',
      email: `p${p}@example.test`,
    });
    for (let r = 0; r < ROUNDS_PER_PLAYER; r++) {
      await db.insert(playResults).values({
        id: randomUUID(),
        sessionId: randomUUID(),
        playerId,
        gameId,
        source: 'feed_play',
        won: true,
        score: 10 + r,
        durationMs: 60_000,
        createdAt: new Date(Date.now() - 60_000 + r * 1000),
        ogpStatus: 'pending',
        ogpPoints: 10 + r,
      });
    }
  }
}

describe.skipIf(!testEnv.postgresUrl)('OGP points across a kill -9 [postgres]', () => {
  let database: TestDatabase;
  let fake: FakeOgpServer;
  let tempDir: string;
  beforeAll(async () => {
    tempDir = mkdtempSync(join(tmpdir(), 'ogp-crash-'));
    database = await createTestDatabase('postgres', {
      dataDir: tempDir,
      postgresUrl: testEnv.postgresUrl,
    });
    fake = await startFakeOgpServer();
  });
  afterAll(async () => {
    await fake.close();
    await database.dispose();
    rmSync(tempDir, { recursive: true, force: true });
  });

  it('loses nothing and sends nothing twice when a reporting process is killed mid-batch', async () => {
    const { db } = database.connection;
    const credentials = { baseUrl: fake.baseUrl, apiKey: fake.apiKey, secretKey: fake.secretKey };
    const client = createHttpOgpClient(credentials, systemClock);
    const registration = await client.registerGame({
      title: 'Crash',
      description: 'A game',
      gameUrl: 'https://promptplay.example.test/play/crash',
      caps: OGP_TEST_RULES.caps,
    });
    await queueRounds(db, registration.publicKey, registration.ogpGameId);

    // The second batch reaches the API, which never answers: the process dies meanwhile.
    let onStall: () => void = () => undefined;
    const stalled = new Promise<void>((resolve) => (onStall = resolve));
    fake.planBatch = (batch) => {
      if (batch !== 2) return 'apply';
      onStall();
      return 'stall';
    };
    const child = spawn('node', ['--import', 'tsx', CHILD], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        OGP_BASE_URL: credentials.baseUrl,
        OGP_API_KEY: credentials.apiKey,
        OGP_SECRET_KEY: credentials.secretKey,
        REPORTER_LEASE_MS: String(LEASE_MS),
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await stalled;
    child.kill('SIGKILL');
    await exited;
    fake.planBatch = () => 'apply';
    expect(fake.entries).toHaveLength(PLAYERS);

    const survivor = createOgpPointsReporter({
      db,
      client,
      clock: systemClock,
      log: { warn: () => undefined, info: () => undefined },
    });
    const pending = async () => {
      await survivor.flush();
      return db.$count(playResults, eq(playResults.ogpStatus, 'pending'));
    };
    await expect.poll(pending, { timeout: 15_000, interval: 500 }).toBe(0);

    const perPlayer = new Map<string, number[]>();
    for (const entry of fake.entries) {
      perPlayer.set(entry.playerId, [...(perPlayer.get(entry.playerId) ?? []), entry.points]);
    }
    expect(fake.entries).toHaveLength(PLAYERS * ROUNDS_PER_PLAYER);
    for (const points of perPlayer.values()) expect(points).toEqual([10, 11, 12]);
    expect(fake.invalid).toEqual([]);
    expect(fake.tooManyRequests).toBe(0);
  });
});
