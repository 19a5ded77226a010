import { CONSTANTS } from '@promptplay/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildGameCreationPayload, editsFromCategorized } from './creationPayload.js';
import { makeCategorized } from '../../testing/createFixtures.js';
import { PENDING_PROMPT_KEY, takePendingPrompt } from './pendingPrompt.js';
import {
  SAVED_CREATE_STATE_KEY,
  readSavedCreateModalState,
  saveCreateModalState,
} from './savedCreateState.js';
import { startGameCreation } from './startGameCreation.js';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../lib/api/apiClient.js';
import { createDataLayerAnalytics } from '../../lib/analytics/dataLayer.js';

const state = {
  prompt: 'a pickle knight',
  gameGenre: 'FIGHTING' as const,
  characterGenerationType: 'PREMIUM' as const,
  uploadedImageUrl: '/media/uploads/u1.png',
};

describe('saved create-modal state', () => {
  it('restores a save younger than 1 hour', () => {
    saveCreateModalState(localStorage, state, 1_000_000);
    const restored = readSavedCreateModalState(
      localStorage,
      1_000_000 + CONSTANTS.CREATE_STATE_VALID_MS - 1,
    );
    expect(restored).toEqual({ ...state, timestamp: 1_000_000 });
  });

  it('drops a save of 1 hour or older, and one that does not parse', () => {
    saveCreateModalState(localStorage, state, 1_000_000);
    expect(
      readSavedCreateModalState(localStorage, 1_000_000 + CONSTANTS.CREATE_STATE_VALID_MS),
    ).toBeNull();
    expect(localStorage.getItem(SAVED_CREATE_STATE_KEY)).toBeNull();
    localStorage.setItem(SAVED_CREATE_STATE_KEY, '{"prompt":');
    expect(readSavedCreateModalState(localStorage, 1_000_000)).toBeNull();
  });
});

describe('pending prompt', () => {
  const payload = buildGameCreationPayload({
    originalPrompt: 'a pickle knight',
    gameGenre: 'PLATFORMER',
    edits: editsFromCategorized(makeCategorized()),
    referenceImageUrl: null,
  });

  function deps(hasLoadedRuntime: boolean) {
    return {
      api: createApiClient({ fetch: vi.fn<typeof fetch>() }),
      runtimeHost: { hasLoadedRuntime, startCreatedGame: vi.fn(() => Promise.resolve(null)) },
      queryClient: new QueryClient(),
      toast: vi.fn(),
      analytics: createDataLayerAnalytics({} as Window),
      sessionStorage,
      reload: vi.fn(),
    };
  }

  it('waits in session storage for a fresh page when a runtime already ran', () => {
    const withRuntime = deps(true);
    expect(startGameCreation(payload, withRuntime)).toBe('reloading');
    expect(withRuntime.reload).toHaveBeenCalledOnce();
    expect(withRuntime.runtimeHost.startCreatedGame).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(PENDING_PROMPT_KEY)!)).toEqual(payload);

    expect(takePendingPrompt(sessionStorage)).toEqual(payload);
    expect(sessionStorage.getItem(PENDING_PROMPT_KEY)).toBeNull();
    expect(takePendingPrompt(sessionStorage)).toBeNull();
  });

  it('starts at once on a page whose runtime has not run', () => {
    const fresh = deps(false);
    expect(startGameCreation(payload, fresh)).toBe('started');
    expect(fresh.reload).not.toHaveBeenCalled();
    expect(fresh.runtimeHost.startCreatedGame).toHaveBeenCalledWith(
      expect.objectContaining({ prompt: 'a pickle knight', genre: 'PLATFORMER' }),
    );
  });

  it('ignores a pending prompt that does not parse', () => {
    sessionStorage.setItem(PENDING_PROMPT_KEY, '{"originalPlayerPrompt":""}');
    expect(takePendingPrompt(sessionStorage)).toBeNull();
    expect(sessionStorage.getItem(PENDING_PROMPT_KEY)).toBeNull();
  });
});
