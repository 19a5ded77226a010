import type { SuitePrompt } from './suitePrompt.js';

/** Places by landmark region, crop and flower fields, and a place's state (burning, ruined, muddy, messy). */
// prettier-ignore
export const PLACE_STATE_SUITE: readonly SuitePrompt[] = [
];
