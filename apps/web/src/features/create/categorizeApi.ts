import {
  CONSTANTS,
  MESSAGES,
  categorizedPromptSchema,
  type CategorizeRequest,
  type CategorizedPrompt,
} from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { ApiError, isAbortError } from '../../lib/api/errors.js';

export const CATEGORIZE_PATH = '/api/player-profile/categorize';

/** A failed analysis, carrying the toast text (spec §8). */
export class CategorizeError extends Error {
  override readonly name = 'CategorizeError';
}

/** True when the server refused because today's prompts are used up. */
export function isDailyPromptsExhausted(error: unknown): boolean {
  return error instanceof ApiError && error.body?.code === 'DAILY_PROMPTS_EXHAUSTED';
}

/**
 * Analyses a prompt (spec §7, 40 s timeout). A `success: false` answer throws with the
 * server's errorMessage or 'Failed to categorize prompt'; a refused prompt with the server's
 * reason; any other failure with 'Failed to categorize prompt. Please try again.' Aborts pass
 * through untouched.
 */
export async function categorizePrompt(
  api: ApiClient,
  request: CategorizeRequest,
  signal?: AbortSignal,
): Promise<CategorizedPrompt> {
  let answer: CategorizedPrompt;
  try {
    answer = await api.request(CATEGORIZE_PATH, {
      method: 'POST',
      json: request,
      schema: categorizedPromptSchema,
      requiresAuth: true,
      timeoutMs: CONSTANTS.CATEGORIZE_TIMEOUT_MS,
      // One 40 s wait is the most a player should sit through; they can press Generate again.
      retry: false,
      signal,
    });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    if (isDailyPromptsExhausted(error)) {
      throw new CategorizeError(MESSAGES.dailyPromptsUsed, { cause: error });
    }
    // A refused prompt (e.g. the abuse check) says why; trying again would not help.
    if (
      error instanceof ApiError &&
      error.body?.code === 'VALIDATION_FAILED' &&
      error.body.message
    ) {
      throw new CategorizeError(error.body.message, { cause: error });
    }
    throw new CategorizeError(MESSAGES.categorizeFailedTryAgain, { cause: error });
  }
  if (!answer.success) {
    throw new CategorizeError(answer.errorMessage?.trim() || MESSAGES.categorizeFailed);
  }
  return answer;
}
