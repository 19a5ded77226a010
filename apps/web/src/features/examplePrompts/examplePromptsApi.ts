import { BUILT_IN_EXAMPLE_PROMPTS, parseExamplePrompts } from '@promptplay/contracts';
import { z } from 'zod/mini';
import type { ApiClient } from '../../lib/api/apiClient.js';

/** The example-prompts text file on our own domain (spec §7): prompts separated by semicolons. */
export const EXAMPLE_PROMPTS_PATH = '/media/example-prompts.txt';

/** The file is plain text; anything else in its place is treated as missing. */
const examplePromptsFileSchema = z.string().check(z.maxLength(50_000));

/**
 * Loads the example prompts (spec §5: split on semicolons, trailing period removed, empties
 * dropped). A missing, empty or unreadable file gives the ten built-in prompts.
 */
export async function loadExamplePrompts(api: ApiClient, signal?: AbortSignal): Promise<string[]> {
  try {
    const text = await api.request(EXAMPLE_PROMPTS_PATH, {
      schema: examplePromptsFileSchema,
      retry: false,
      signal,
    });
    const prompts = parseExamplePrompts(text);
    return prompts.length > 0 ? prompts : [...BUILT_IN_EXAMPLE_PROMPTS];
  } catch {
    return [...BUILT_IN_EXAMPLE_PROMPTS];
  }
}

/**
 * A prompt for "surprise me": any example other than the one already typed.
 *
 * @example pickSurprisePrompt(['a', 'b'], 'a', () => 0) // 'b'
 */
export function pickSurprisePrompt(
  prompts: readonly string[],
  current: string,
  random: () => number = Math.random,
): string | null {
  const choices = prompts.filter((prompt) => prompt !== current.trim());
  if (choices.length === 0) return prompts[0] ?? null;
  return choices[Math.min(Math.floor(random() * choices.length), choices.length - 1)] ?? null;
}
