import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_IN_EXAMPLE_PROMPTS, parseExamplePrompts } from '@promptplay/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalObjectStorage } from '../storage/localObjectStorage.js';
import { EXAMPLE_PROMPTS_KEY, seedExamplePrompts } from './seedExamplePrompts.js';

const dirs: string[] = [];
function storage() {
  const dir = mkdtempSync(join(tmpdir(), 'promptplay-prompts-'));
  dirs.push(dir);
  return createLocalObjectStorage(dir);
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('seedExamplePrompts', () => {
  it('writes a file the web app parses back into the built-in prompts', async () => {
    const objects = storage();
    await seedExamplePrompts(objects);
    const stored = await objects.getObject(EXAMPLE_PROMPTS_KEY);
    expect(stored?.contentType).toContain('text/plain');
    expect(parseExamplePrompts(stored!.body.toString('utf8'))).toEqual([
      ...BUILT_IN_EXAMPLE_PROMPTS,
    ]);
  });

  it("keeps an operator's own file", async () => {
    const objects = storage();
    await objects.putObject(EXAMPLE_PROMPTS_KEY, 'a dragon bakery; a moon race', 'text/plain');
    await seedExamplePrompts(objects);
    const stored = await objects.getObject(EXAMPLE_PROMPTS_KEY);
    expect(stored!.body.toString('utf8')).toBe('a dragon bakery; a moon race');
  });
});
