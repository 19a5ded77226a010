import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  LIBRARY_CHARACTERS,
  libraryCharacterOfUrl,
  libraryObjectKey,
  libraryUrls,
  type LibraryCharacter,
} from './characterLibrary.js';
import { LIBRARY_PORTRAIT_SIZE, renderLibraryPortrait } from './libraryArt.js';
import { libraryLookOf } from './libraryLooks.js';

function libraryCharacter(id: string): LibraryCharacter {
  const found = LIBRARY_CHARACTERS.find((character) => character.id === id);
  if (!found) throw new Error(`No library character ${id}`);
  return found;
}

describe('character library', () => {
  it('holds at least 40 archetypes with unique ids, names and tags', () => {
    expect(LIBRARY_CHARACTERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(LIBRARY_CHARACTERS.map((c) => c.id)).size).toBe(LIBRARY_CHARACTERS.length);
    expect(new Set(LIBRARY_CHARACTERS.map((c) => c.name)).size).toBe(LIBRARY_CHARACTERS.length);
    for (const character of LIBRARY_CHARACTERS) {
      expect(character.id).toMatch(/^[a-z0-9-]+$/);
      expect(character.tags.length).toBeGreaterThan(0);
    }
    const names = LIBRARY_CHARACTERS.map((c) => c.name);
    for (const name of ['Knight', 'Robot', 'Cat', 'Dragon', 'Pickle', 'Ninja', 'Astronaut']) {
      expect(names).toContain(name);
    }
  });

  it('serves each portrait under /media/library/<id>.png and finds it back by URL', () => {
    for (const character of LIBRARY_CHARACTERS) {
      const { url, assetUrl } = libraryUrls(character.id);
      expect(url).toBe(`/media/${libraryObjectKey(character.id)}`);
      expect(libraryCharacterOfUrl(assetUrl)).toBe(character);
    }
    expect(libraryCharacterOfUrl('/media/library/nobody.png')).toBeNull();
  });

  it('draws archetypes apart: different shapes for different kinds', () => {
    const bodyOf = (id: string) => libraryLookOf(libraryCharacter(id)).body;
    expect(bodyOf('robot')).toBe('robot');
    expect(bodyOf('pickle')).toBe('bean');
    expect(bodyOf('ghost')).toBe('ghost');
    expect(bodyOf('knight')).toBe('humanoid');
    expect(bodyOf('robot-knight')).toBe('robot');
  });

  it('renders a portrait as a square PNG, the same bytes every time', async () => {
    const knight = libraryCharacter('knight');
    const first = await renderLibraryPortrait(knight);
    const again = await renderLibraryPortrait(knight);
    expect(first.key).toBe('library/knight.png');
    expect(first.contentType).toBe('image/png');
    expect(Buffer.from(first.body).equals(Buffer.from(again.body))).toBe(true);
    const meta = await sharp(first.body).metadata();
    expect(meta).toMatchObject({
      format: 'png',
      width: LIBRARY_PORTRAIT_SIZE,
      height: LIBRARY_PORTRAIT_SIZE,
    });
  });
});
