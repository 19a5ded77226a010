// Test support for the draft suites (imported by *.test.ts only).
import {
  draftCreateResponseSchema,
  draftStatusResponseSchema,
  playerProfileSchema,
  uploadPresignResponseSchema,
  type DraftCreateRequestInput,
  type DraftStatusResponse,
  type GameGenre,
} from '@promptplay/contracts';
import { buildGame, categorizePrompt, seedFromString } from '@promptplay/generator';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { buildApp, type AppDeps } from '../../app.js';
import type { App } from '../../appTypes.js';
import { draftGames } from '../../db/schema.js';
import { writeDistFixtures } from '../../testing/distFixtures.js';
import type { TestContext } from '../../testing/testHarness.js';
import type { TestPlayer } from '../../testing/testPlayers.js';
import { fakeBuildGame } from '../../testing/fakeGameBuilder.js';
import type { BuildDraftGameInput, DraftBuilder } from './draftServices.js';
import type { DraftWorker } from './worker.js';
import type { DraftWorkerSettings } from './workerSettings.js';

/** Tests drive the worker with `runUntilIdle`; the poll never fires on its own. */
export const TEST_WORKER_SETTINGS: DraftWorkerSettings = {
  slots: 2,
  leaseMs: 60_000,
  pollIntervalMs: 600_000,
  maxAttempts: 3,
  retryBaseMs: 1_000,
};

/** The generator itself, as `main.ts` passes it. */
export const generatorBuilder: DraftBuilder = { buildGame, seedFromString };

/**
 * The server's fake builder with a fixed title: its own title carries the random game id,
 * and hex like "a55" reads as a swear word to the generated-text check now and then.
 */
export const fakeDraftBuild = async (input: BuildDraftGameInput) => ({
  ...(await fakeBuildGame(input)),
  title: 'A test game',
});

/** A builder that records each call (by game id) before handing it to `inner`. */
export function recordingBuilder(
  inner: (input: BuildDraftGameInput) => ReturnType<DraftBuilder['buildGame']>,
): DraftBuilder & { calls: BuildDraftGameInput[] } {
  const calls: BuildDraftGameInput[] = [];
  return {
    calls,
    seedFromString,
    buildGame(input) {
      calls.push(input);
      return inner(input);
    },
  };
}

export interface DraftApp {
  app: App;
  worker: DraftWorker;
}

/** An app on the suite's database that builds drafts (its worker not started). */
export async function startDraftApp(
  ctx: TestContext,
  builder: DraftBuilder,
  settings: Partial<DraftWorkerSettings> = {},
  config: Pick<AppDeps['config'], 'ai' | 'metrics'> = {},
): Promise<DraftApp> {
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      publicUrl: 'http://localhost',
      dataDir: ctx.tempDir,
      dailyPrompts: { guest: 3, social: 10 },
      ...writeDistFixtures(ctx.tempDir),
      ...config,
    },
    db: ctx.db,
    storage: ctx.storage,
    catalogueEvents: ctx.catalogueEvents,
    clock: ctx.clock,
    drafts: { builder, settings: { ...TEST_WORKER_SETTINGS, ...settings } },
  });
  if (!app.draftWorker) throw new Error('The app was built without its draft worker');
  return { app, worker: app.draftWorker };
}

/** The payload the create modal sends for a prompt, categorized by the built-in analyzer. */
export function payloadFor(
  prompt: string,
  gameGenre: GameGenre = 'PLATFORMER',
  overrides: Partial<DraftCreateRequestInput> = {},
): DraftCreateRequestInput {
  const categorized = categorizePrompt({ prompt, gameGenre });
  return {
    originalPlayerPrompt: prompt,
    characterPrompt: categorized.characterPrompt,
    secondaryCharacterPrompt: categorized.secondaryCharacterPrompt,
    environmentCreationPrompt: categorized.environmentCreationPrompt,
    gameCreationPrompt: categorized.gameCreationPrompt,
    gameGenre,
    genreSpecificFields: categorized.genreSpecificFields,
    referenceImageUrl: null,
    ...overrides,
  };
}

export function postDraft(
  app: App,
  player: TestPlayer | null,
  payload: DraftCreateRequestInput | Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/draft-game/create',
    headers: player?.headers ?? {},
    payload,
  });
}

/** Creates a draft and returns its id (the answer must be a success). */
export async function createDraft(
  app: App,
  player: TestPlayer,
  payload: DraftCreateRequestInput,
): Promise<string> {
  const response = await postDraft(app, player, payload);
  expect(response.statusCode, response.body).toBe(200);
  const answer = draftCreateResponseSchema.parse(response.json());
  expect(answer.success).toBe(true);
  return answer.draftId;
}

export function getDraftStatus(
  app: App,
  player: TestPlayer | null,
  draftId: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    url: `/api/draft-game/${encodeURIComponent(draftId)}/status`,
    headers: player?.headers ?? {},
  });
}

/** The draft's status as its owner sees it. */
export async function draftStatus(
  app: App,
  player: TestPlayer,
  draftId: string,
): Promise<DraftStatusResponse> {
  const response = await getDraftStatus(app, player, draftId);
  expect(response.statusCode, response.body).toBe(200);
  return draftStatusResponseSchema.parse(response.json());
}

export async function promptsLeft(app: App, player: TestPlayer): Promise<number> {
  const response = await app.inject({ url: '/api/player-profile', headers: player.headers });
  expect(response.statusCode, response.body).toBe(200);
  return playerProfileSchema.parse(response.json()).dailyPromptsRemaining;
}

export async function draftCountOf(ctx: TestContext, player: TestPlayer): Promise<number> {
  const rows = await ctx.db
    .select({ n: count() })
    .from(draftGames)
    .where(eq(draftGames.playerId, player.playerId));
  return rows[0]?.n ?? 0;
}

export async function draftRow(ctx: TestContext, draftId: string) {
  const rows = await ctx.db.select().from(draftGames).where(eq(draftGames.id, draftId));
  const row = rows[0];
  if (!row) throw new Error(`No draft ${draftId}`);
  return row;
}

/** A photo a player could upload: magenta face on a grey background, as a PNG. */
export function photoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><rect width="240" height="180" fill="#808080"/><circle cx="120" cy="90" r="70" fill="#ff00ff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads an image like the web client (presign, then PUT) and returns its file URL. */
export async function uploadPhoto(app: App, player: TestPlayer, body: Buffer): Promise<string> {
  const presigned = await app.inject({
    method: 'POST',
    url: '/api/upload/presign',
    headers: player.headers,
    payload: {
      fileName: 'me.png',
      fileSize: body.byteLength,
      contentType: 'image/png',
      uploadType: 'reference_image',
      metadata: {
        userId: player.playerId,
        originalFileName: 'me.png',
        category: 'reference_image',
        source: 'create_modal',
      },
    },
  });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const target = uploadPresignResponseSchema.parse(presigned.json());
  const put = await app.inject({
    method: 'PUT',
    url: target.uploadUrl,
    headers: { 'content-type': 'image/png' },
    payload: body,
  });
  expect(put.statusCode, put.body).toBe(200);
  if (!target.fileUrl) throw new Error('The presign answer has no file URL');
  return target.fileUrl;
}

/** A promise to resolve from outside, to hold a build mid-way. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
