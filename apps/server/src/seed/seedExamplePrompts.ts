import { BUILT_IN_EXAMPLE_PROMPTS } from '@promptplay/contracts';
import type { ObjectStorage } from '../storage/objectStorage.js';

/** Storage key of the example-prompts file the web app loads on entry (served at `/media/...`). */
export const EXAMPLE_PROMPTS_KEY = 'example-prompts.txt';

/**
 * Writes the default example-prompts file (semicolon separated, as the spec's bucket file is)
 * unless an operator already put their own there.
 */
export async function seedExamplePrompts(storage: ObjectStorage): Promise<void> {
  if (await storage.hasObject(EXAMPLE_PROMPTS_KEY)) return;
  const text = `${BUILT_IN_EXAMPLE_PROMPTS.map((prompt) => `${prompt}.`).join('; ')}\n`;
  await storage.putObject(EXAMPLE_PROMPTS_KEY, text, 'text/plain; charset=utf-8');
}
