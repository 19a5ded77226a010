import { GAME_GENRES } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { GENRE_REGISTRY, UnsupportedGenreError, loadGenre } from './registry.js';

describe('genre registry', () => {
  it('has the platformer', () => {
    expect(GENRE_REGISTRY.PLATFORMER).toBeTypeOf('function');
  });

  it('rejects a genre without a module with a message naming it', async () => {
    // Genres land one by one: test with whichever has no module yet.
    const missing = GAME_GENRES.find((genre) => GENRE_REGISTRY[genre] === undefined);
    if (missing === undefined) return;
    await expect(loadGenre(missing)).rejects.toBeInstanceOf(UnsupportedGenreError);
    await expect(loadGenre(missing)).rejects.toThrow(new RegExp(missing));
  });
});
