import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyOgpRequest } from '../modules/ogp/ogpSignature.js';
import { isOgpPlayerId } from '@promptplay/contracts';

/**
 * A local stand-in of the Play.fun (OpenGameProtocol) API, built from its public reference:
 * every request signed (HMAC-SHA256, ogpSignature.ts); `POST /games` and
 * `POST /games/update/:gameId` as multipart forms with only the documented fields;
 * `POST /play/dev/batch-save-points` with `{gameApiKey, points: [{playerId, points}]}`, at most
 * 1,000 entries, each player once, ids in the documented formats, points a decimal string
 * within the game's declared caps; at most 3 batch requests in any second, else 429 with
 * Retry-After. Answers are `{data, error}` like the API's.
 */

export const FAKE_OGP_MAX_ENTRIES = 1000;
export const FAKE_OGP_BATCHES_PER_SECOND = 3;
const PLATFORMS = ['WEB', 'IOS', 'ANDROID', 'STEAM', 'ITCH'];
const TEXT_FIELDS = ['name', 'description', 'gameUrl', 'platform', 'gameCoinSymbol'];
const SOCIAL_FIELDS = ['twitter', 'discord', 'telegram'];
const FLAG_FIELDS = ['isHTMLGame', 'iframable'];
const CAP_FIELDS = ['maxScorePerSession', 'maxSessionsPerDay', 'maxCumulativePointsPerDay'];
const DOCUMENTED_FIELDS = new Set([
  ...TEXT_FIELDS,
  ...SOCIAL_FIELDS,
  ...FLAG_FIELDS,
  ...CAP_FIELDS,
]);

export interface FakeOgpGame {
  id: string;
  gameApiKey: string;
  fields: Record<string, string>;
}

export interface FakeOgpRequest {
  method: string;
  path: string;
  /** JSON bodies parsed; form posts as an object of their fields. */
  body: unknown;
  /** Wall-clock arrival (ms), to check the request rate. */
  arrivedAt: number;
}

/** What the fake does with an accepted batch before applying it (tests drive failures). */
export type FakeBatchPlan = 'apply' | { status: number; retryAfterSeconds?: number } | 'stall';

export interface FakeOgpServer {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** Requests that passed the signature check, in order (refused ones included). */
  accepted: FakeOgpRequest[];
  /** Requests refused for a bad key, stale timestamp or wrong signature. */
  refused: number;
  /** Batch requests answered 429 for going over 3 per second. */
  tooManyRequests: number;
  /** Requests answered 400, with the reason. */
  invalid: string[];
  games: Map<string, FakeOgpGame>;
  /** Points applied per game id and player id. */
  points: Map<string, Map<string, number>>;
  /** Applied batch entries in order: one per player per batch. */
  entries: { gameId: string; playerId: string; points: number }[];
  /** Decides each batch before it is applied (default: apply). */
  planBatch: (batchNumber: number) => FakeBatchPlan;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://fake.invalid/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: raw,
    }).formData();
    return Object.fromEntries(
      [...form.entries()].map(([key, value]) => [
        key,
        typeof value === 'string' ? value : value.name,
      ]),
    );
  }
  if (!type.startsWith('application/json')) return undefined;
  const text = raw.toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

/** The reason a game form is not what the reference documents, or null. */
function formProblem(fields: unknown, isNew: boolean): string | null {
  if (!fields || typeof fields !== 'object') return 'expected a multipart form';
  const form = fields as Record<string, string>;
  const unknown = Object.keys(form).find((key) => !DOCUMENTED_FIELDS.has(key));
  if (unknown) return `undocumented field ${unknown}`;
  if (isNew) {
    const missing = ['name', 'description', 'gameUrl', 'platform'].find((key) => !form[key]);
    if (missing) return `missing ${missing}`;
  }
  if (form.platform !== undefined && !PLATFORMS.includes(form.platform)) return 'bad platform';
  if (form.gameUrl !== undefined && !/^https?:\/\//.test(form.gameUrl)) return 'bad gameUrl';
  const badFlag = FLAG_FIELDS.find(
    (key) => form[key] !== undefined && !/^(true|false)$/.test(form[key]),
  );
  if (badFlag) return `bad ${badFlag}`;
  const badCap = CAP_FIELDS.find((key) => form[key] !== undefined && !/^[1-9]\d*$/.test(form[key]));
  return badCap ? `bad ${badCap}` : null;
}

interface BatchEntry {
  playerId: string;
  points: number;
}

/** The reason a batch body is not what the reference documents, or null. */
function batchProblem(body: unknown, games: Map<string, FakeOgpGame>): string | null {
  const batch = body as { gameApiKey?: unknown; points?: unknown } | null;
  if (!batch || typeof batch.gameApiKey !== 'string') return 'missing gameApiKey';
  const keys = Object.keys(batch);
  if (keys.some((key) => key !== 'gameApiKey' && key !== 'points')) return 'undocumented field';
  if (![...games.values()].some((game) => game.gameApiKey === batch.gameApiKey)) {
    return 'unknown gameApiKey';
  }
  if (!Array.isArray(batch.points) || batch.points.length === 0) return 'missing points';
  if (batch.points.length > FAKE_OGP_MAX_ENTRIES) return 'more than 1000 entries';
  const seen = new Set<string>();
  for (const entry of batch.points as { playerId?: unknown; points?: unknown }[]) {
    if (typeof entry.playerId !== 'string' || !isOgpPlayerId(entry.playerId)) {
      return `bad playerId ${String(entry.playerId)}`;
    }
    if (seen.has(entry.playerId)) return `player ${entry.playerId} twice in one batch`;
    seen.add(entry.playerId);
    if (typeof entry.points !== 'string' || !/^\d+$/.test(entry.points)) return 'bad points';
  }
  return null;
}

/** Checks the game's declared caps for one UTC day, as the API's anti-cheat does. */
function capProblem(game: FakeOgpGame, entries: BatchEntry[], day: Map<string, number[]>) {
  const cap = (name: string) => Number(game.fields[name] ?? Number.POSITIVE_INFINITY);
  for (const entry of entries) {
    if (entry.points > cap('maxScorePerSession'))
      return `${entry.playerId} over maxScorePerSession`;
    const rounds = [...(day.get(entry.playerId) ?? []), entry.points];
    if (rounds.length > cap('maxSessionsPerDay')) return `${entry.playerId} over maxSessionsPerDay`;
    const total = rounds.reduce((sum, points) => sum + points, 0);
    if (total > cap('maxCumulativePointsPerDay')) {
      return `${entry.playerId} over maxCumulativePointsPerDay`;
    }
  }
  return null;
}

/**
 * Starts the fake on a random port, under `/v1`. `now` is the API's clock for signature
 * timestamps and daily caps (the app's test clock in tests); the rate limit uses wall time.
 */
export async function startFakeOgpServer(now: () => number = Date.now): Promise<FakeOgpServer> {
  const credentials = { apiKey: 'fake-api-key', secretKey: 'fake-secret-key' };
  const batchTimes: number[] = [];
  /** Per game and UTC day: each player's applied rounds. */
  const daily = new Map<string, Map<string, number[]>>();
  let batchNumber = 0;
  const state = {
    accepted: [] as FakeOgpRequest[],
    refused: 0,
    tooManyRequests: 0,
    invalid: [] as string[],
    games: new Map<string, FakeOgpGame>(),
    points: new Map<string, Map<string, number>>(),
    entries: [] as FakeOgpServer['entries'],
    planBatch: (() => 'apply') as FakeOgpServer['planBatch'],
  };

  const json = (response: ServerResponse, status: number, data: unknown, error?: string) =>
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(
        JSON.stringify({ data, error: error ? { message: error, code: String(status) } : null }),
      );

  function invalid(response: ServerResponse, reason: string) {
    state.invalid.push(reason);
    json(response, 400, null, reason);
  }

  /** Sliding one-second window over batch arrivals; the seconds until a slot frees. */
  function retryAfterSeconds(arrivedAt: number): number | null {
    while (batchTimes.length > 0 && batchTimes[0]! <= arrivedAt - 1000) batchTimes.shift();
    if (batchTimes.length < FAKE_OGP_BATCHES_PER_SECOND) {
      batchTimes.push(arrivedAt);
      return null;
    }
    return Math.max(1, Math.ceil((batchTimes[0]! + 1000 - arrivedAt) / 1000));
  }

  function saveGame(response: ServerResponse, fields: Record<string, string>, id?: string) {
    const game = id
      ? state.games.get(id)
      : { id: randomUUID(), gameApiKey: randomUUID(), fields: {} };
    if (!game) {
      json(response, 404, null, 'Game not found');
      return;
    }
    game.fields = { ...game.fields, ...fields };
    state.games.set(game.id, game);
    json(response, id ? 200 : 201, { id: game.id, gameApiKey: game.gameApiKey, ...game.fields });
  }

  function applyBatch(
    response: ServerResponse,
    body: { gameApiKey: string; points: { playerId: string; points: string }[] },
  ) {
    const game = [...state.games.values()].find((each) => each.gameApiKey === body.gameApiKey)!;
    const entries = body.points.map((entry) => ({
      playerId: entry.playerId,
      points: Number(entry.points),
    }));
    const dayKey = `${game.id}:${new Date(now()).toISOString().slice(0, 10)}`;
    const day = daily.get(dayKey) ?? new Map<string, number[]>();
    const problem = capProblem(game, entries, day);
    if (problem) {
      invalid(response, problem);
      return;
    }
    daily.set(dayKey, day);
    const totals = state.points.get(game.id) ?? new Map<string, number>();
    state.points.set(game.id, totals);
    for (const entry of entries) {
      day.set(entry.playerId, [...(day.get(entry.playerId) ?? []), entry.points]);
      totals.set(entry.playerId, (totals.get(entry.playerId) ?? 0) + entry.points);
      state.entries.push({ gameId: game.id, ...entry });
    }
    json(response, 200, { saved: entries.length });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const arrivedAt = Date.now();
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    const isSigned = verifyOgpRequest(
      credentials,
      {
        method,
        path,
        authorization: request.headers.authorization,
        provider: request.headers['x-auth-provider'],
      },
      now(),
    );
    if (!isSigned) {
      state.refused += 1;
      return json(response, 401, null, 'Invalid signature');
    }
    const body = await readBody(request);
    state.accepted.push({ method, path, body, arrivedAt });
    const update = /^\/v1\/games\/update\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/games') {
      const problem = formProblem(body, true);
      return problem
        ? invalid(response, problem)
        : saveGame(response, body as Record<string, string>);
    }
    if (method === 'POST' && update) {
      const problem = formProblem(body, false);
      if (problem) return invalid(response, problem);
      return saveGame(response, body as Record<string, string>, decodeURIComponent(update[1]!));
    }
    if (method !== 'POST' || path !== '/v1/play/dev/batch-save-points') {
      return json(response, 404, null, 'Not found');
    }
    const wait = retryAfterSeconds(arrivedAt);
    if (wait !== null) {
      state.tooManyRequests += 1;
      response.setHeader('retry-after', String(wait));
      return json(response, 429, null, 'Too many requests');
    }
    const problem = batchProblem(body, state.games);
    if (problem) return invalid(response, problem);
    batchNumber += 1;
    const plan = state.planBatch(batchNumber);
    if (plan === 'stall') return; // never answered nor applied (the caller is killed meanwhile)
    if (plan !== 'apply') {
      if (plan.retryAfterSeconds) response.setHeader('retry-after', String(plan.retryAfterSeconds));
      return json(response, plan.status, null, 'Planned failure');
    }
    applyBatch(response, body as Parameters<typeof applyBatch>[1]);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => json(response, 400, null, 'Unreadable body'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    ...credentials,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
