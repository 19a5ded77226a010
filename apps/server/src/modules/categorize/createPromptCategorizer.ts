import type { FastifyBaseLogger } from 'fastify';
import { createBuiltInCategorizer } from './builtInCategorizer.js';
import { createOpenAiCategorizer, type AiProviderSettings } from './openAiCategorizer.js';
import type { PromptCategorizer } from './promptCategorizer.js';

/**
 * The categorizer the configuration asks for: the AI provider (with the built-in one as its
 * fallback) when AI_BASE_URL and AI_MODEL are set, else the built-in one.
 */
export function createPromptCategorizer(
  ai: AiProviderSettings | null,
  log: Pick<FastifyBaseLogger, 'warn'>,
): PromptCategorizer {
  const builtIn = createBuiltInCategorizer();
  return ai ? createOpenAiCategorizer({ settings: ai, fallback: builtIn, log }) : builtIn;
}
