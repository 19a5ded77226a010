import type { SuitePrompt } from './suitePrompt.js';

/** Specific vehicles, small named things, what an odd hero wears or does, and verbs after an object hero. */
// prettier-ignore
export const NAMED_THINGS_SUITE: readonly SuitePrompt[] = [
];
