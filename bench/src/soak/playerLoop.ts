import { setTimeout as sleep } from 'node:timers/promises';
import {
  categorizeRequestSchema,
  endGameSessionResponseSchema,
  feedPageSchema,
  interactionRequestSchema,
  InteractionType,
  startGameSessionResponseSchema,
} from '@promptplay/contracts';
import { STARTER_PROMPTS } from '@promptplay/generator';
import { payloadFor } from '../draftsBench.js';
import type { SoakClient } from './soakClient.js';
import type { SoakPlayer } from './soakPlayers.js';

/** How often a loop also creates a game (categorize, then create a draft). */
const CREATION_CHANCE = 1 / 40;
const FEED_PAGES = 3;
const PAGE_SIZE = 20;
/** A session counts after 10 s: plays last 2–14 s, so some count and some do not. */
const PLAY_MS = { min: 2_000, max: 14_000 } as const;
const THINK_MS = { min: 300, max: 1_500 } as const;

/** What the players saw, to compare with the database afterwards. */
export interface SoakLedger {
  /** Games each social player likes now ("player|game"). */
  liked: Set<string>;
  /** Ends answered `counted: true`. */
  countedEnds: number;
  creations: number;
}

export function createLedger(): SoakLedger {
  return { liked: new Set(), countedEnds: 0, creations: 0 };
}

const between = (range: { min: number; max: number }) =>
  range.min + Math.random() * (range.max - range.min);
const pickOne = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];

/** A feed page (latest or top rated, one of the first few), then one of its games in full. */
async function browse(client: SoakClient, player: SoakPlayer): Promise<string | undefined> {
  const sort = Math.random() < 0.5 ? 'latest' : 'topRated';
  const pageNumber = 1 + Math.floor(Math.random() * FEED_PAGES);
  const page = await client.get(
    'reads',
    `/api/game-feeds/${sort}?pageNumber=${pageNumber}&pageSize=${PAGE_SIZE}`,
    player.headers,
  );
  const parsed = feedPageSchema.safeParse(page.body);
  const gameId = parsed.success ? pickOne(parsed.data.items)?.id : undefined;
  if (!gameId) return undefined;
  await client.get('reads', `/api/game-feeds/${encodeURIComponent(gameId)}`, player.headers);
  await client.get('reads', `/worlds/${encodeURIComponent(gameId)}.json`);
  return gameId;
}

/** Reads the like status and toggles it, remembering the outcome. */
async function toggleLike(
  client: SoakClient,
  player: SoakPlayer,
  gameId: string,
  ledger: SoakLedger,
): Promise<void> {
  const path = encodeURIComponent(gameId);
  await client.get('reads', `/api/player-interactions/game/${path}`, player.headers);
  const key = `${player.playerId}|${gameId}`;
  const action = ledger.liked.has(key) ? 'remove' : 'add';
  const answer = await client.post(
    'likes',
    `/api/player-interactions/${action}`,
    player.headers,
    interactionRequestSchema.parse({ gameId, interactionType: InteractionType.Like }),
  );
  if (answer.status !== 200) return;
  if (action === 'add') ledger.liked.add(key);
  else ledger.liked.delete(key);
}

/** Starts a session, plays a while, sends a result half the time, ends it. */
async function play(
  client: SoakClient,
  player: SoakPlayer,
  gameId: string,
  ledger: SoakLedger,
): Promise<void> {
  const started = await client.post('plays', '/api/game-sessions', player.headers, {
    gameId,
    source: 'feed_play',
  });
  const session = startGameSessionResponseSchema.safeParse(started.body);
  if (!session.success) return;
  const playedMs = between(PLAY_MS);
  await sleep(playedMs);
  const { sessionId } = session.data;
  if (Math.random() < 0.5) {
    await client.post('plays', '/api/game-sessions/result', player.headers, {
      resultId: crypto.randomUUID(),
      sessionId,
      gameId,
      source: 'feed_play',
      won: Math.random() < 0.5,
      score: Math.floor(Math.random() * 1000),
      durationMs: Math.round(playedMs),
    });
  }
  const ended = await client.post(
    'plays',
    `/api/game-sessions/${encodeURIComponent(sessionId)}/end`,
    player.headers,
  );
  const end = endGameSessionResponseSchema.safeParse(ended.body);
  if (end.success && end.data.counted) ledger.countedEnds += 1;
}

/** The create modal: categorize a prompt, then create the draft (built in the background). */
async function create(client: SoakClient, player: SoakPlayer, ledger: SoakLedger) {
  const payload = payloadFor(STARTER_PROMPTS.length + ledger.creations);
  ledger.creations += 1;
  const request = categorizeRequestSchema.parse({
    prompt: payload.originalPlayerPrompt,
    gameGenre: payload.gameGenre,
  });
  await client.post('creations', '/api/player-profile/categorize', player.headers, request);
  await client.post('creations', '/api/draft-game/create', player.headers, payload);
}

/** One simulated player until `deadline` (performance.now() ms); a started loop finishes. */
export async function runPlayer(
  client: SoakClient,
  player: SoakPlayer,
  deadline: number,
  ledger: SoakLedger,
): Promise<void> {
  while (performance.now() < deadline) {
    const gameId = await browse(client, player);
    if (gameId) {
      if (player.social) await toggleLike(client, player, gameId, ledger);
      await play(client, player, gameId, ledger);
    }
    if (Math.random() < CREATION_CHANCE) await create(client, player, ledger);
    await sleep(between(THINK_MS));
  }
}
