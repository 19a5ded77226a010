import { describe, expect, it } from 'vitest';
import { textCaseMisses } from './textCaseMisses.js';
import { TEXT_CASES_11 } from './textSuite11.js';

describe('round 11 text: the story says what the prompt asked for', () => {
  // One test per prompt: each stays well inside its timeout on a busy two-core machine.
  it.each(TEXT_CASES_11.map((entry) => [entry.entry.prompt, entry] as const))(
    'tells what "%s" names: time, weather, weapon, plurals, hero and place',
    async (_prompt, entry) => {
      expect(await textCaseMisses(entry)).toEqual([]);
    },
    60_000,
  );
});
