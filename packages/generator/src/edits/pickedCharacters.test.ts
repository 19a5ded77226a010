import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../analyze/analyzePrompt.js';
import { characterSheetFor } from '../art/castArt.js';
import { spritesOfLook } from '../art/library/spritedLook.js';
import { librarySpriteUrls } from '../art/library/spriteUrls.js';
import { renderPng } from '../art/renderPng.js';
import { buildGame } from '../buildGame.js';
import { categorizePrompt } from '../categorize/categorizePrompt.js';
import { libraryUrls } from '../categorize/characterLibrary.js';
import { seedFromString } from '../random/seededRandom.js';
import { withPickedCharacters } from './pickedCharacters.js';

const PROMPT = 'A pickle knight fights rats in the sewer';
const SHARK = librarySpriteUrls('fluent-emoji-flat:shark').url;

function textsOf(prompt: string) {
  const categorized = categorizePrompt({ prompt, gameGenre: 'PLATFORMER' });
  return {
    characterPrompt: categorized.characterPrompt,
    secondaryCharacterPrompt: categorized.secondaryCharacterPrompt,
    environmentCreationPrompt: categorized.environmentCreationPrompt,
  };
}

describe('withPickedCharacters', () => {
  it('draws a picked library sprite as the character, and a picked archetype with the rig', () => {
    const analysis = analyzePrompt(PROMPT, 1);
    const picked = withPickedCharacters(analysis, {
      ...textsOf(PROMPT),
      characterMatchUrl: SHARK,
      secondaryCharacterMatchUrl: librarySpriteUrls('fluent-emoji-flat:toilet').assetUrl,
    });
    expect(picked.hero.sprite?.id).toBe('fluent-emoji-flat:shark');
    expect(spritesOfLook(picked.hero.look).sprite?.id).toBe('fluent-emoji-flat:shark');
    expect(picked.enemy.sprite?.id).toBe('fluent-emoji-flat:toilet');
    expect(picked.enemy.look.isHostile).toBe(true);
    const back = withPickedCharacters(picked, {
      ...textsOf(PROMPT),
      characterMatchUrl: libraryUrls('knight').url,
    });
    expect(back.hero.sprite).toBeNull();
    expect(spritesOfLook(back.hero.look).sprite).toBeUndefined();
  });

  it('ignores a url that names no library character or sprite', () => {
    const analysis = analyzePrompt(PROMPT, 1);
    const texts = { ...textsOf(PROMPT), characterMatchUrl: '/media/library/sprites/x/y.png' };
    expect(withPickedCharacters(analysis, texts)).toBe(analysis);
  });

  it('builds the game with the picked sprite as its hero', async () => {
    const game = await buildGame({
      gameId: 'picked-shark',
      prompt: PROMPT,
      genre: 'PLATFORMER',
      author: 'Ada',
      seed: seedFromString(PROMPT),
      createdAt: '2025-06-01T10:00:00.000Z',
      mediaBaseUrl: '/media/games/picked-shark/',
      texts: { ...textsOf(PROMPT), characterMatchUrl: SHARK },
    });
    const hero = game.files.find((file) => file.path === 'hero.png');
    const picked = withPickedCharacters(analyzePrompt(PROMPT, seedFromString(PROMPT)), {
      ...textsOf(PROMPT),
      characterMatchUrl: SHARK,
    }).hero;
    const raw = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
    const expected = await raw(await renderPng(characterSheetFor(picked, 'x')));
    expect((await raw(hero?.body ?? new Uint8Array())).equals(expected)).toBe(true);
  });
});
