import { MESSAGES, type DraftStatusResponse } from '@promptplay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/apiClient.js';
import { createFakeServer, requestedUrls } from '../../testing/fakeServer.js';
import { createDraft, waitForDraftGame } from './draftApi.js';
import { buildGameCreationPayload, editsFromCategorized } from './creationPayload.js';
import { makeCategorized } from '../../testing/createFixtures.js';

function setup(draftStatus: (draftId: string, poll: number) => DraftStatusResponse | number) {
  const server = createFakeServer({ create: { draftStatus } });
  const api = createApiClient({ fetch: server, getAccessToken: () => 'token' });
  const polls = () =>
    requestedUrls(server).filter((url) => url.pathname === '/api/draft-game/d-1/status').length;
  return { api, polls };
}

async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('draft polling', () => {
  it('looks first after 1 s, then every 2 s, until the game is built', async () => {
    const { api, polls } = setup((draftId, poll) =>
      poll < 3
        ? { draftId, status: poll === 1 ? 'queued' : 'building' }
        : { draftId, status: 'completed', gameId: 'pickle-knight' },
    );
    const done = waitForDraftGame(api, 'd-1');
    await vi.advanceTimersByTimeAsync(999);
    expect(polls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(polls()).toBe(3);
    expect(await done).toBe('pickle-knight');
  });

  it('stops after 30 looks and says creation failed', async () => {
    const { api, polls } = setup((draftId) => ({ draftId, status: 'building' }));
    const failed = rejectionOf(waitForDraftGame(api, 'd-1'));
    await vi.advanceTimersByTimeAsync(1_000 + 29 * 2_000);
    expect((await failed).message).toBe(MESSAGES.failedToStartGameCreation);
    expect(polls()).toBe(30);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(30);
  });

  it('reports a failed draft with the server message', async () => {
    const { api } = setup((draftId) => ({
      draftId,
      status: 'failed',
      message: 'The sewer flooded',
    }));
    const failed = rejectionOf(waitForDraftGame(api, 'd-1'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await failed).message).toBe('The sewer flooded');
  });

  it('keeps looking through a server hiccup but not past a missing draft', async () => {
    const hiccup = setup((draftId, poll) =>
      poll === 1 ? 503 : { draftId, status: 'completed', gameId: 'after-hiccup' },
    );
    const done = waitForDraftGame(hiccup.api, 'd-1');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await done).toBe('after-hiccup');

    const missing = setup(() => 404);
    const failed = rejectionOf(waitForDraftGame(missing.api, 'd-1'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await failed).message).toBe(MESSAGES.failedToStartGameCreation);
    expect(missing.polls()).toBe(1);
  });

  it('stops when the player leaves', async () => {
    const { api, polls } = setup((draftId) => ({ draftId, status: 'building' }));
    const controller = new AbortController();
    const failed = rejectionOf(waitForDraftGame(api, 'd-1', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await failed).name).toBe('AbortError');
    expect(polls()).toBe(1);
  });
});

describe('draft creation', () => {
  const payload = buildGameCreationPayload({
    originalPrompt: 'a pickle knight',
    gameGenre: 'PLATFORMER',
    edits: editsFromCategorized(makeCategorized()),
    referenceImageUrl: null,
  });

  it('says the daily prompts are used up when the server refuses with that code', async () => {
    const server = createFakeServer({
      create: {
        createDraft: () => ({
          statusCode: 429,
          code: 'DAILY_PROMPTS_EXHAUSTED',
          message: 'No prompts left today',
          fieldErrors: [],
        }),
      },
    });
    const api = createApiClient({ fetch: server, getAccessToken: () => 'token' });
    const error = await rejectionOf(createDraft(api, payload));
    expect(error.message).toBe(MESSAGES.dailyPromptsUsed);
    expect(server.mock.calls).toHaveLength(1);
  });

  it('is not repeated when the server fails, so a game is never built twice', async () => {
    const server = createFakeServer({ create: { createDraft: () => 503 } });
    const api = createApiClient({ fetch: server, getAccessToken: () => 'token' });
    const error = await rejectionOf(createDraft(api, payload));
    expect(error.message).toBe(MESSAGES.failedToStartGameCreation);
    expect(server.mock.calls).toHaveLength(1);
  });
});
