import {
  accessTokenClaimsSchema,
  endGameSessionResponseSchema,
  startGameSessionResponseSchema,
  tokenResponseSchema,
} from '@promptplay/contracts';
import type pg from 'pg';
import { z } from 'zod';
import type { PlaysServer } from './childServer.js';
import { createJsonClient, mapConcurrently, type JsonClient } from './jsonClient.js';

/** Requests in flight at once, like many players' phones. */
export const STORM_CONCURRENCY = 64;
/** A session lasts this long on the server clock before it ends (≥ 10 s: a play). */
const SESSION_MS = 11_000;

export interface BenchPlayer {
  playerId: string;
  headers: Record<string, string>;
}

export interface BenchGame {
  gameId: string;
  ownerId: string;
}

interface PlannedSession {
  player: BenchPlayer;
  game: BenchGame;
}

export interface StormRow {
  scenario: string;
  sessions: number;
  /** Start, result and end calls answered 200. */
  calls: number;
  /** Milliseconds of the phase that records plays (results and ends). */
  recordMs: number;
  expected: number;
  /** counted_plays rows of the scenario's games. */
  rows: number;
  /** Sum of the games' plays_count. */
  playsCount: number;
}

/** Plays the bench counts: distinct (player, game) pairs, owners' own games left out. */
export function expectedPlays(plan: readonly PlannedSession[]): number {
  const pairs = new Set(
    plan
      .filter((each) => each.game.ownerId !== each.player.playerId)
      .map((each) => `${each.player.playerId}|${each.game.gameId}`),
  );
  return pairs.size;
}

/** The player an access token speaks for, with the header that sends it. */
export function benchPlayerOf(accessToken: string): BenchPlayer {
  const payload = accessToken.split('.')[1] ?? '';
  const claims = accessTokenClaimsSchema.parse(
    JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
  );
  return { playerId: claims.playerId, headers: { authorization: `Bearer ${accessToken}` } };
}

/** Registers `count` guests through the API (as the web app does on a first visit). */
export async function registerPlayers(origin: string, count: number): Promise<BenchPlayer[]> {
  const client = createJsonClient(origin, STORM_CONCURRENCY);
  try {
    return await mapConcurrently(Array.from({ length: count }), STORM_CONCURRENCY, async () => {
      const answer = await client.post('/api/player/register', {});
      return benchPlayerOf(tokenResponseSchema.parse(answer.body).access_token);
    });
  } finally {
    client.close();
  }
}

/** Publishes one game per owner (copies of the starter game), straight into the database. */
export async function insertOwnedGames(
  pool: pg.Pool,
  prefix: string,
  owners: readonly BenchPlayer[],
): Promise<BenchGame[]> {
  const result = await pool.query(
    `insert into games (id, title, description, genre, target_audience, version, created_by,
       author_name, screenshot_key, preview_key, world_key, created_at)
     select $1 || '-' || owner.n, 'Bench game ' || owner.n, game.description, game.genre,
       game.target_audience, game.version, owner.id, 'Bench', game.screenshot_key,
       game.preview_key, game.world_key, now()
     from (select id from games where id like 'starter-%' limit 1) as starter
     join games as game on game.id = starter.id
     cross join unnest($2::text[]) with ordinality as owner(id, n)
     returning id, created_by`,
    [prefix, owners.map((owner) => owner.playerId)],
  );
  return z
    .array(z.object({ id: z.string(), created_by: z.string() }))
    .parse(result.rows)
    .map((row) => ({ gameId: row.id, ownerId: row.created_by }));
}

/**
 * Each player plays `distinct` games (some of them their own), and the first `repeats` of
 * those again in the same hour: many sessions that must not count.
 */
export function planSessions(
  players: readonly BenchPlayer[],
  games: readonly BenchGame[],
  distinct: number,
  repeats: number,
): PlannedSession[] {
  return players.flatMap((player, p) => {
    // A step coprime with the number of games visits `distinct` different games.
    const chosen = Array.from(
      { length: distinct },
      (_, k) => games[(p * 7 + k * 3) % games.length]!,
    );
    return [...chosen, ...chosen.slice(0, repeats)].map((game) => ({ player, game }));
  });
}

async function startAll(client: JsonClient, plan: readonly PlannedSession[]) {
  return mapConcurrently(plan, STORM_CONCURRENCY, async (each) => {
    const answer = await client.post('/api/game-sessions', each.player.headers, {
      gameId: each.game.gameId,
      source: 'feed_play',
    });
    if (answer.status !== 200)
      throw new Error(`start: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { ...each, sessionId: startGameSessionResponseSchema.parse(answer.body).sessionId };
  });
}

type StartedSession = Awaited<ReturnType<typeof startAll>>[number];

function endCall(client: JsonClient, session: StartedSession) {
  return client.post(
    `/api/game-sessions/${encodeURIComponent(session.sessionId)}/end`,
    session.player.headers,
  );
}

function resultCall(client: JsonClient, session: StartedSession) {
  return client.post('/api/game-sessions/result', session.player.headers, {
    resultId: crypto.randomUUID(),
    sessionId: session.sessionId,
    gameId: session.game.gameId,
    source: 'feed_play',
    won: true,
    score: 100,
    durationMs: SESSION_MS,
  });
}

/** What the database holds for the scenario's games. */
async function countsOf(pool: pg.Pool, games: readonly BenchGame[]) {
  const ids = games.map((game) => game.gameId);
  const result = await pool.query(
    `select (select count(*) from counted_plays where game_id = any($1::text[]))::int as rows,
            (select coalesce(sum(plays_count), 0) from games where id = any($1::text[]))::int as plays`,
    [ids],
  );
  return z.object({ rows: z.number(), plays: z.number() }).parse(result.rows[0]);
}

/** One keep-alive client per server process; session i starts on one, ends on the next. */
function clientsFor(servers: readonly PlaysServer[]): JsonClient[] {
  return servers.map((server) => createJsonClient(server.origin, STORM_CONCURRENCY));
}

const pick = (clients: readonly JsonClient[], index: number) => clients[index % clients.length]!;

async function startEverywhere(clients: readonly JsonClient[], plan: readonly PlannedSession[]) {
  const perClient = clients.map((client, offset) =>
    startAll(
      client,
      plan.filter((_, index) => index % clients.length === offset),
    ),
  );
  return (await Promise.all(perClient)).flat();
}

/** Moves every server's clock on together (they read one clock in production). */
async function advanceAll(servers: readonly PlaysServer[], ms: number): Promise<void> {
  await Promise.all(servers.map((server) => server.advance(ms)));
}

/**
 * Starts every planned session, moves the servers' clocks 11 s on, then every other session
 * sends a result and every session ends, all at once, each on another server process than
 * the one it started on. Counts what the database recorded.
 */
export async function runStorm(
  servers: readonly PlaysServer[],
  pool: pg.Pool,
  games: readonly BenchGame[],
  plan: readonly PlannedSession[],
): Promise<StormRow> {
  const clients = clientsFor(servers);
  try {
    const sessions = await startEverywhere(clients, plan);
    await advanceAll(servers, SESSION_MS);
    const started = performance.now();
    const answers = await mapConcurrently(sessions, STORM_CONCURRENCY, async (session, index) => {
      const client = pick(clients, index + 1);
      const result = index % 2 === 0 ? await resultCall(client, session) : null;
      const end = await endCall(client, session);
      return (result?.status === 200 ? 1 : 0) + (end.status === 200 ? 1 : 0);
    });
    const recordMs = performance.now() - started;
    const counts = await countsOf(pool, games);
    return {
      scenario: 'storm',
      sessions: sessions.length,
      calls: sessions.length + answers.reduce((sum, each) => sum + each, 0),
      recordMs,
      expected: expectedPlays(plan),
      rows: counts.rows,
      playsCount: counts.plays,
    };
  } finally {
    for (const client of clients) client.close();
  }
}

/**
 * The same storm of ends, with the first server process killed (-9) once a third of them
 * answered; it is started again, and the ends that got no answer are sent again, as the
 * players' retries would. Answers the row and the servers now running.
 */
export async function runKilledStorm(
  servers: readonly PlaysServer[],
  restart: (nowMs: number) => Promise<PlaysServer>,
  pool: pg.Pool,
  games: readonly BenchGame[],
  plan: readonly PlannedSession[],
): Promise<{ row: StormRow; servers: PlaysServer[]; killedAfter: number }> {
  const victim = servers[0]!;
  const clients = clientsFor(servers);
  const sessions = await startEverywhere(clients, plan);
  await advanceAll(servers, SESSION_MS);
  const started = performance.now();
  let answered = 0;
  let killedAfter = 0;
  const kills: Promise<void>[] = [];
  const firstTry = await mapConcurrently(sessions, STORM_CONCURRENCY, async (session, index) => {
    const end = await endCall(pick(clients, index + 1), session);
    if (end.status === 200) answered += 1;
    if (kills.length === 0 && answered >= sessions.length / 3) {
      killedAfter = answered;
      kills.push(victim.killHard());
    }
    return end.status === 200;
  });
  await Promise.all(kills);
  for (const client of clients) client.close();

  const running = [await restart(victim.nowMs()), ...servers.slice(1)];
  const retryClients = clientsFor(running);
  try {
    const retries = sessions.filter((_, index) => !firstTry[index]);
    const retried = await mapConcurrently(retries, STORM_CONCURRENCY, async (session, index) => {
      const end = await endCall(pick(retryClients, index), session);
      if (end.status !== 200) throw new Error(`retried end: ${end.status}`);
      return endGameSessionResponseSchema.parse(end.body).counted;
    });
    const recordMs = performance.now() - started;
    const counts = await countsOf(pool, games);
    return {
      row: {
        scenario: 'kill -9 after 1/3, retried',
        sessions: sessions.length,
        calls: sessions.length + answered + retried.length,
        recordMs,
        expected: expectedPlays(plan),
        rows: counts.rows,
        playsCount: counts.plays,
      },
      servers: running,
      killedAfter,
    };
  } finally {
    for (const client of retryClients) client.close();
  }
}
