import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../analyze/analyzePrompt.js';
import { lookFromWords } from '../analyze/characterLook.js';
import type { CharacterConcept, ItemConcept } from '../analyze/types.js';
import { buildGame } from '../buildGame.js';
import { createRandom, seedFromString } from '../random/seededRandom.js';
import {
  characterArt,
  characterSheetFor,
  goalArtFor,
  itemArtFor,
  itemSpriteFor,
  rideArt,
} from './castArt.js';
import { characterSheetSvg } from './character/drawCharacter.js';
import { collectibleSvg } from './items/itemSprites.js';
import { characterSpriteOf } from './library/characterSprite.js';
import { vehicleSpriteOf, type SpritedGoal } from './library/itemSprite.js';
import type { SpritedLook } from './library/spritedLook.js';
import { spriteSvgBody } from './library/spriteSvg.js';
import { renderPng } from './renderPng.js';

/** A character as the reader makes one, its sprite decided as `withLibrarySprites` does. */
const concept = (phrase: string): CharacterConcept => {
  const words = phrase.split(' ');
  const look = lookFromWords(
    { head: words.at(-1) ?? '', modifiers: words.slice(0, -1), isPerson: false, isHostile: false },
    createRandom(3),
  );
  const sprite = characterSpriteOf({ phrase });
  const spritedLook: SpritedLook = sprite ? { ...look, sprite } : look;
  return { name: phrase, phrase, look: spritedLook, sprite };
};

/** True when an SVG draws the library sprite (its body is in it). */
const draws = (svg: string, id: string): boolean =>
  svg.includes(spriteSvgBody(id)?.body ?? '\u0000');

const item = (phrase: string, sprite?: ItemConcept['sprite']): ItemConcept => ({
  name: phrase,
  phrase,
  kind: 'coin',
  color: '#f5c431',
  ...(sprite !== undefined ? { sprite } : {}),
});

describe('cast art', () => {
  it('draws with the rig what the rig draws, and the library sprite of what it cannot', () => {
    const knight = concept('knight');
    expect(knight.sprite).toBeNull();
    expect(characterSheetFor(knight, 'hero') === characterSheetSvg(knight.look, 'hero')).toBe(true);
    const seahorse = concept('seahorse');
    expect(seahorse.sprite?.id).toBe('game-icons:seahorse');
    const sheet = characterSheetFor(seahorse, 'hero');
    expect(draws(sheet, 'game-icons:seahorse')).toBe(true);
    expect(sheet.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Looks derived from the concept (a rival, a flyer) keep the sprite.
    const rival = { ...seahorse.look, bodyColor: '#3f6fd6' };
    expect(draws(characterArt(rival, 'rival').defs, 'game-icons:seahorse')).toBe(true);
  });

  it('draws named things no item shape draws with the library, and shapes for the rest', () => {
    expect(itemSpriteFor(item('gold coins')) === collectibleSvg(item('gold coins'))).toBe(true);
    expect(draws(itemArtFor(item('toilet plungers'), 'a').body, 'fluent-emoji-flat:plunger')).toBe(
      true,
    );
    expect(draws(itemArtFor(item('pizza slices'), 'a').body, 'fluent-emoji-flat:pizza')).toBe(true);
    // A decided item keeps its answer: null is the hand shape.
    const decided = itemSpriteFor(item('pizza slices', null));
    expect(decided === collectibleSvg(item('pizza slices'))).toBe(true);
    const goal = analyzePrompt('a cat runs to the statue of liberty', 1).goal;
    const undecided: SpritedGoal = { ...goal, phrase: 'statue of liberty', sprite: undefined };
    const statue = goalArtFor(undecided, 'g').body;
    expect(draws(statue, 'fluent-emoji-flat:statue-of-liberty')).toBe(true);
  });

  it('draws vehicles no body draws with the library, the rider aboard', () => {
    const own = new Set(['airplane', 'car', 'racecar']);
    expect(vehicleSpriteOf('shopping carts', own)?.id).toBe('fluent-emoji-flat:shopping-cart');
    expect(vehicleSpriteOf('paper airplane', own)?.id).toBe('game-icons:paper-plane');
    expect(vehicleSpriteOf('red airplane', own)).toBeNull();
    expect(vehicleSpriteOf('race car', own)).toBeNull();
    const frame = { width: 128, height: 128, groundY: 122, maxWidth: 118, maxHeight: 84 };
    const ride = rideArt('fluent-emoji-flat:shopping-cart', concept('knight'), 'v', {
      ...frame,
      riderScale: 0.6,
      isSideView: false,
    });
    expect(draws(ride?.body ?? '', 'fluent-emoji-flat:shopping-cart')).toBe(true);
    expect(ride?.defs).toContain('v-rider');
  });

  it('builds the fighting grandma with her frying pan against the giant robot', async () => {
    const prompt = 'a grandma with a frying pan fights a giant robot in a kitchen';
    const seed = seedFromString(prompt);
    const analysis = analyzePrompt(prompt, seed);
    expect(analysis.hero.phrase).toMatch(/grandma/);
    expect(analysis.enemy.phrase).toMatch(/robot/);
    expect(analysis.weapon?.sprite?.id).toBe('fluent-emoji-flat:cooking');
    const game = await buildGame({
      gameId: 'grandma-fight',
      prompt,
      genre: 'FIGHTING',
      author: 'Ada',
      seed,
      createdAt: '2025-03-01T12:00:00.000Z',
      mediaBaseUrl: '/media/games/grandma-fight/',
    });
    if (game.world.gameGenre !== 'FIGHTING') throw new Error('expected a fighting world');
    expect(game.world.characters.fighter.name).toMatch(/Grandma/);
    // The fighter's sheet is the hero as cast art draws it: the pan in her hand.
    const fighter = game.files.find((file) => file.path.endsWith('fighter.png'));
    const drawn = characterSheetFor(analysis.hero, 'fighter');
    expect(draws(drawn, 'fluent-emoji-flat:cooking')).toBe(true);
    expect(Buffer.from(fighter?.body ?? []).equals(Buffer.from(await renderPng(drawn)))).toBe(true);
  });
});
