// Test support for the refine suite (imported by *.test.ts only).
import {
  gameSchema,
  gameVersionsResponseSchema,
  parseWorldFile,
  refineResponseSchema,
  type Game,
  type GameVersionsResponse,
  type WorldFile,
} from '@promptplay/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../appTypes.js';
import type { TestPlayer } from '../../testing/testPlayers.js';
import { createDraft, draftStatus, payloadFor, type DraftApp } from '../drafts/draftTestKit.js';

export const REFINE_PROMPT = 'A fox explorer collects acorns in a forest';

/** Makes the player a game through the create flow and returns its id. */
export async function publishedGame(drafts: DraftApp, player: TestPlayer): Promise<string> {
  const draftId = await createDraft(drafts.app, player, payloadFor(REFINE_PROMPT));
  await drafts.worker.runUntilIdle();
  const status = await draftStatus(drafts.app, player, draftId);
  if (!status.gameId) throw new Error(`The draft did not publish: ${JSON.stringify(status)}`);
  return status.gameId;
}

export function postRefine(
  app: App,
  player: TestPlayer | null,
  gameId: string,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/refine`,
    headers: player?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
}

/** Refines the game and builds the version; returns the refine's draft id. */
export async function refined(
  drafts: DraftApp,
  player: TestPlayer,
  gameId: string,
  prompt: string,
): Promise<string> {
  const response = await postRefine(drafts.app, player, gameId, { prompt });
  expect(response.statusCode, response.body).toBe(202);
  const { draftId } = refineResponseSchema.parse(response.json());
  await drafts.worker.runUntilIdle();
  return draftId;
}

export async function gameOf(app: App, gameId: string): Promise<Game> {
  const response = await app.inject({ url: `/api/game-feeds/${gameId}` });
  expect(response.statusCode, response.body).toBe(200);
  return gameSchema.parse(response.json());
}

export async function versionsOf(app: App, gameId: string): Promise<GameVersionsResponse> {
  const response = await app.inject({ url: `/api/games/${gameId}/versions` });
  expect(response.statusCode, response.body).toBe(200);
  return gameVersionsResponseSchema.parse(response.json());
}

export async function worldAt(app: App, url: string): Promise<WorldFile> {
  const response = await app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const parsed = parseWorldFile(response.json());
  if (!parsed.ok) throw new Error(`${url} is not a world: ${parsed.error}`);
  return parsed.world;
}
