import { categorizePrompt } from '@promptplay/generator';
import type { PromptCategorizer } from './promptCategorizer.js';

/** The generator's built-in categorizer: real language processing, offline, deterministic. */
export function createBuiltInCategorizer(): PromptCategorizer {
  return {
    categorize: (request) => Promise.resolve(categorizePrompt(request)),
  };
}
