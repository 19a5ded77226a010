import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameGenre } from '@promptplay/contracts';
import { SCREENSHOT_DIR } from '../browser.js';

/** `test-output/e2e/genres/`: one capture per genre for a person to look at (not committed). */
export const GENRE_SCREENSHOT_DIR = join(SCREENSHOT_DIR, 'genres');

/** Saves a capture as `test-output/e2e/genres/<GENRE>.png`; returns its path. */
export function saveGenreScreenshot(genre: GameGenre, png: Buffer): string {
  mkdirSync(GENRE_SCREENSHOT_DIR, { recursive: true });
  const path = join(GENRE_SCREENSHOT_DIR, `${genre}.png`);
  writeFileSync(path, png);
  return path;
}
