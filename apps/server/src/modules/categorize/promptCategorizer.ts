import type { CategorizedPrompt, CategorizeRequest } from '@promptplay/contracts';

/**
 * Reads a player's prompt into the categorized prompt of spec §3. The built-in one works
 * offline; the AI one asks an OpenAI-compatible provider and falls back to the built-in one.
 */
export interface PromptCategorizer {
  categorize(request: CategorizeRequest): Promise<CategorizedPrompt>;
}
