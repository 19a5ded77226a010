import {
  CONSTANTS,
  MESSAGES,
  draftCreateResponseSchema,
  draftStatusResponseSchema,
  type DraftCreateRequest,
  type DraftStatus,
} from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { ApiError } from '../../lib/api/errors.js';
import { sleep as timerSleep } from '../../lib/timing/timers.js';
import { GameLoadError, type GameLoadErrorOptions } from '../game/gameLoadError.js';
import { isDailyPromptsExhausted } from './categorizeApi.js';
import { CREATE_RETURN_PATH } from './signInToCreate.js';

export const DRAFT_CREATE_PATH = '/api/draft-game/create';
export const draftStatusPath = (draftId: string) =>
  `/api/draft-game/${encodeURIComponent(draftId)}/status`;

/** A game that could not be made: `message` for the game layer, `toastMessage` for the toast. */
export class GameCreationError extends GameLoadError {
  readonly toastMessage: string;

  constructor(
    message: string,
    toastMessage: string = MESSAGES.startGameCreationFailed,
    options: GameLoadErrorOptions = {},
  ) {
    super(message, options);
    this.toastMessage = toastMessage;
  }
}

/**
 * The server refused a Fighting game to a guest during the live event (403, issue 9): the
 * modal's own check ran on an older view of the event or of the player. The layer shows the
 * message with Sign Up, back to the create modal.
 */
export class FightingSignInRequiredError extends GameCreationError {
  constructor(options: ErrorOptions = {}) {
    super(MESSAGES.fightingNeedsSocialSignIn, MESSAGES.fightingNeedsSocialSignIn, {
      ...options,
      signInReturnPath: CREATE_RETURN_PATH,
    });
  }
}

function isFightingRefusal(error: unknown, payload: DraftCreateRequest): boolean {
  return error instanceof ApiError && error.status === 403 && payload.gameGenre === 'FIGHTING';
}

function abortError(): DOMException {
  return new DOMException('Game creation cancelled', 'AbortError');
}

/** Creates the draft (spec §7); not retried, since a repeat could build the game twice. */
export async function createDraft(
  api: ApiClient,
  payload: DraftCreateRequest,
  signal?: AbortSignal,
): Promise<string> {
  try {
    const answer = await api.request(DRAFT_CREATE_PATH, {
      method: 'POST',
      json: payload,
      schema: draftCreateResponseSchema,
      requiresAuth: true,
      retry: false,
      signal,
    });
    if (!answer.success) throw new GameCreationError(MESSAGES.failedToStartGameCreation);
    return answer.draftId;
  } catch (error) {
    if (signal?.aborted) throw abortError();
    if (error instanceof GameCreationError) throw error;
    if (isFightingRefusal(error, payload)) throw new FightingSignInRequiredError({ cause: error });
    if (isDailyPromptsExhausted(error)) {
      throw new GameCreationError(MESSAGES.dailyPromptsUsed, MESSAGES.dailyPromptsUsed);
    }
    throw new GameCreationError(MESSAGES.failedToStartGameCreation);
  }
}

export interface DraftPollOptions {
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  /** Called after each status answer, with the attempt number (1-based). */
  onStatus?: (status: DraftStatus, attempt: number) => void;
}

/** A status call that failed for good: the draft is gone or the player may not see it. */
function isFinalPollFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.errorClass === 'auth');
}

/**
 * Waits for a draft to be built (spec §4): first look after 1 s, then every 2 s, at most
 * 30 looks. Resolves with the new game's id; a failed draft throws with the server's
 * message, and running out of looks throws 'Failed to start game creation'.
 */
export async function waitForDraftGame(
  api: ApiClient,
  draftId: string,
  options: DraftPollOptions = {},
): Promise<string> {
  const sleep = options.sleep ?? ((ms: number) => timerSleep(ms));
  const { signal } = options;
  await sleep(CONSTANTS.DRAFT_POLL_INITIAL_DELAY_MS);
  for (let attempt = 1; attempt <= CONSTANTS.DRAFT_POLL_MAX_ATTEMPTS; attempt++) {
    if (signal?.aborted) throw abortError();
    try {
      const answer = await api.request(draftStatusPath(draftId), {
        schema: draftStatusResponseSchema,
        requiresAuth: true,
        // Polling is its own retry.
        retry: false,
        signal,
      });
      options.onStatus?.(answer.status, attempt);
      if (answer.status === 'completed' && answer.gameId) return answer.gameId;
      if (answer.status === 'failed' || answer.status === 'completed') {
        throw new GameCreationError(answer.message?.trim() || MESSAGES.failedToStartGameCreation);
      }
    } catch (error) {
      if (signal?.aborted) throw abortError();
      if (error instanceof GameCreationError) throw error;
      if (isFinalPollFailure(error))
        throw new GameCreationError(MESSAGES.failedToStartGameCreation);
      // A network blip or a busy server: the next look may well succeed.
    }
    if (attempt < CONSTANTS.DRAFT_POLL_MAX_ATTEMPTS) await sleep(CONSTANTS.DRAFT_POLL_INTERVAL_MS);
  }
  throw new GameCreationError(MESSAGES.failedToStartGameCreation);
}
