import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  categorizedPromptSchema,
  draftCreateResponseSchema,
  endGameSessionResponseSchema,
  InteractionType,
  likeStatusSchema,
  startGameSessionResponseSchema,
  type DraftStatus,
} from '@promptplay/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { REPO_ROOT } from '../config.js';
import type { Database } from '../db/database.js';
import { countedPlays, draftGames, games, interactions, players } from '../db/schema.js';
import { createAccessTokens } from '../modules/auth/accessTokens.js';
import { loadSigningKeys } from '../modules/auth/signingKeys.js';
import { PLAY_MIN_SESSION_MS } from '../modules/gameSessions/playCounting.js';
import { findFreePort } from '../testing/freePort.js';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js';
import { testEnv } from '../testing/testEnv.js';

/**
 * Crashes survived (issue 12): two API processes (no draft slots) and one draft worker, the
 * real entry points on one Postgres database, one of them killed with SIGKILL in the middle
 * of a like storm, a play storm and a queue of drafts, then started again. SIGTERM draining
 * is e2e/src/operations.e2e.ts's.
 */

const PLAYERS = 6;
const GAMES = 5;
const DRAFTS = 20;
const CONCURRENCY = 8;
const HEALTHY_WITHIN_MS = 90_000;

const ENTRY = (name: 'main' | 'worker') => ['--import', 'tsx', `apps/server/src/${name}.ts`];

interface ServerProcess {
  baseUrl: string;
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function waitForHealthy(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}\n${output()}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseUrl} was not healthy in time\n${output()}`);
}

/** A server process on a fixed port that can be killed and started again on it. */
async function serverProcess(
  entry: 'main' | 'worker',
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const exited = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  return {
    baseUrl,
    async start() {
      let output = '';
      child = spawn('node', ENTRY(entry), {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: baseUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      await waitForHealthy(baseUrl, child, () => output);
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child?.kill('SIGTERM');
      await exited();
    },
  };
}

/** A request the dead process never answered is unacknowledged; any other failure fails. */
function unacknowledgedOnNetworkError(error: unknown): false {
  // fetch rejects with a TypeError when the connection is refused or dropped.
  if (error instanceof TypeError) return false;
  throw error;
}

/** Sends `items` CONCURRENCY at a time; true for each one acknowledged (a 2xx that says so). */
async function storm<T>(items: T[], send: (item: T, index: number) => Promise<boolean>) {
  const acknowledged: boolean[] = new Array<boolean>(items.length).fill(false);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      acknowledged[index] = await send(items[index]!, index).catch(unacknowledgedOnNetworkError);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return acknowledged;
}

async function postJson(url: string, token: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${await response.text()}`);
  return response.json();
}

/** Social players written to the database, with tokens signed by the servers' key. */
async function createPlayers(db: Database, howMany: number) {
  const tokens = createAccessTokens(await loadSigningKeys(db), systemClock);
  return Promise.all(
    Array.from({ length: howMany }, async (_, index) => {
      const playerId = randomUUID();
      await db.insert(players).values({
        id: playerId,
        playerName: `Crash ${index}`,
        authMethod: 'social',
        loginMethod: 'google',
        email: `${playerId}@example.test`,
        hasEverLoggedIn: true,
      });
      const issued = await tokens.issue({ playerId, authMethod: 'social', loginMethod: 'google' });
      return { playerId, token: issued.token };
    }),
  );
}

async function insertGames(db: Database, howMany: number): Promise<string[]> {
  const ids = Array.from({ length: howMany }, () => `crash-${randomUUID().slice(0, 8)}`);
  await db.insert(games).values(
    ids.map((id) => ({
      id,
      title: 'Crash game',
      description: 'A game',
      genre: 'PLATFORMER' as const,
      targetAudience: 'family' as const,
      version: '1.0.0',
      authorName: 'Author',
      screenshotKey: `games/${id}/screenshot.png`,
      worldKey: `worlds/${id}.json`,
    })),
  );
  return ids;
}

/** Every (player, game) pair: each player likes, or plays, each game once. */
function pairsOf<P, G>(people: P[], gameIds: G[]) {
  return people.flatMap((player) => gameIds.map((gameId) => ({ player, gameId })));
}

describe.skipIf(!testEnv.postgresUrl)('crashes survived: kill -9 mid-storm [postgres]', () => {
  let database: TestDatabase;
  let dataDir: string;
  let apis: [ServerProcess, ServerProcess];
  let worker: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crashes-'));
    database = await createTestDatabase('postgres', {
      dataDir,
      postgresUrl: testEnv.postgresUrl,
    });
    const shared = {
      DATABASE_URL: database.url!,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      MEDIA_TIERS: 'false',
      DAILY_PROMPTS_SOCIAL: String(DRAFTS),
      DRAFT_WORKER_POLL_MS: '200',
    };
    const api = { ...shared, DRAFT_WORKER_SLOTS: '0' };
    apis = [await serverProcess('main', api), await serverProcess('main', api)];
    worker = await serverProcess('worker', {
      ...shared,
      DRAFT_WORKER_SLOTS: '2',
      DRAFT_LEASE_SECONDS: '5',
    });
    // The first one seeds the starter catalogue; the others find it in place.
    await apis[0].start();
    await Promise.all([apis[1].start(), worker.start()]);
  });

  afterAll(async () => {
    await Promise.all([...(apis ?? []), worker].filter(Boolean).map((server) => server.stop()));
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sends each item to the APIs in turn; kills API #1 once `killAfter` are acknowledged. */
  async function stormWithCrash<T>(
    items: T[],
    killAfter: number,
    send: (baseUrl: string, item: T) => Promise<boolean>,
  ) {
    let acknowledgedSoFar = 0;
    const crash: { killed?: Promise<void> } = {};
    const acknowledged = await storm(items, async (item, index) => {
      const ok = await send(apis[index % 2]!.baseUrl, item);
      if (ok && ++acknowledgedSoFar === killAfter) crash.killed = apis[0].kill();
      return ok;
    });
    expect(crash.killed, 'API #1 was killed mid-storm').toBeDefined();
    await crash.killed;
    await apis[0].start();
    // What was not acknowledged, the client sends again (to either API).
    const missed = items.filter((_, index) => !acknowledged[index]);
    const retried = await storm(missed, (item, index) => send(apis[index % 2]!.baseUrl, item));
    expect(retried.every(Boolean)).toBe(true);
    return { missed: missed.length };
  }

  it('counts every acknowledged like exactly once', async () => {
    const { db } = database.connection;
    const gameIds = await insertGames(db, GAMES);
    const likers = await createPlayers(db, PLAYERS);
    const pairs = pairsOf(likers, gameIds);

    const { missed } = await stormWithCrash(pairs, pairs.length / 3, async (url, pair) => {
      const status = likeStatusSchema.parse(
        await postJson(`${url}/api/player-interactions/add`, pair.player.token, {
          gameId: pair.gameId,
          interactionType: InteractionType.Like,
        }),
      );
      return status.isLikedByPlayer;
    });
    expect(missed).toBeGreaterThan(0);

    const rows = await db
      .select({ gameId: interactions.gameId, likes: count() })
      .from(interactions)
      .where(inArray(interactions.gameId, gameIds))
      .groupBy(interactions.gameId);
    const counts = await db
      .select({ gameId: games.id, likesCount: games.likesCount })
      .from(games)
      .where(inArray(games.id, gameIds));
    for (const gameId of gameIds) {
      expect(rows.find((row) => row.gameId === gameId)?.likes).toBe(PLAYERS);
      expect(counts.find((row) => row.gameId === gameId)?.likesCount).toBe(PLAYERS);
    }
  });

  it('counts every acknowledged play exactly once', async () => {
    const { db } = database.connection;
    const gameIds = await insertGames(db, GAMES);
    const people = await createPlayers(db, PLAYERS);
    const sessions = await Promise.all(
      pairsOf(people, gameIds).map(async ({ player, gameId }, index) => {
        const started = startGameSessionResponseSchema.parse(
          await postJson(`${apis[index % 2]!.baseUrl}/api/game-sessions`, player.token, {
            gameId,
            source: 'feed_play',
          }),
        );
        return { token: player.token, sessionId: started.sessionId };
      }),
    );
    // Every session lasts long enough to be a play when it ends.
    await new Promise((resolve) => setTimeout(resolve, PLAY_MIN_SESSION_MS + 500));

    const { missed } = await stormWithCrash(sessions, sessions.length / 3, async (url, session) => {
      const ended = endGameSessionResponseSchema.parse(
        await postJson(`${url}/api/game-sessions/${session.sessionId}/end`, session.token),
      );
      return ended.counted;
    });
    expect(missed).toBeGreaterThan(0);

    const sessionIds = sessions.map((session) => session.sessionId);
    const counted = await db.$count(countedPlays, inArray(countedPlays.sessionId, sessionIds));
    expect(counted).toBe(sessions.length);
    const playsCounts = await db
      .select({ playsCount: games.playsCount })
      .from(games)
      .where(inArray(games.id, gameIds));
    expect(playsCounts.map((row) => row.playsCount)).toEqual(gameIds.map(() => PLAYERS));
  });

  it('publishes every queued draft exactly once when the worker is killed mid-queue', async () => {
    const { db } = database.connection;
    const [creator] = await createPlayers(db, 1);
    const api = apis[1].baseUrl;
    const prompt = 'A fox who jumps over logs in a sunny forest';
    const categorized = categorizedPromptSchema.parse(
      await postJson(`${api}/api/player-profile/categorize`, creator!.token, {
        prompt,
        gameGenre: 'PLATFORMER',
      }),
    );
    const request = {
      originalPlayerPrompt: prompt,
      characterPrompt: categorized.characterPrompt,
      secondaryCharacterPrompt: categorized.secondaryCharacterPrompt,
      environmentCreationPrompt: categorized.environmentCreationPrompt,
      gameCreationPrompt: categorized.gameCreationPrompt,
      gameGenre: 'PLATFORMER',
      genreSpecificFields: categorized.genreSpecificFields,
    };
    const draftIds: string[] = [];
    for (let index = 0; index < DRAFTS; index++) {
      const created = draftCreateResponseSchema.parse(
        await postJson(`${api}/api/draft-game/create`, creator!.token, request),
      );
      draftIds.push(created.draftId);
    }
    const statusCount = (status: DraftStatus) =>
      db.$count(draftGames, and(inArray(draftGames.id, draftIds), eq(draftGames.status, status)));

    // Mid-queue: some drafts are published, one is being built.
    await expect
      .poll(
        async () => (await statusCount('completed')) > 0 && (await statusCount('building')) > 0,
        {
          timeout: 60_000,
          interval: 50,
        },
      )
      .toBe(true);
    await worker.kill();
    expect(await statusCount('completed')).toBeLessThan(DRAFTS);
    await worker.start();

    await expect
      .poll(() => statusCount('completed'), { timeout: 90_000, interval: 500 })
      .toBe(DRAFTS);
    const drafts = await db
      .select({ id: draftGames.id, gameId: draftGames.gameId })
      .from(draftGames)
      .where(inArray(draftGames.id, draftIds));
    expect(drafts.map((draft) => draft.gameId).sort()).toEqual(
      draftIds.map((id) => `game-${id}`).sort(),
    );
    expect(await db.$count(games, eq(games.createdBy, creator!.playerId))).toBe(DRAFTS);
  });
});
