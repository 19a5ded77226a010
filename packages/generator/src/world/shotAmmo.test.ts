import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../analyze/analyzePrompt.js';
import { buildGame } from '../buildGame.js';
import { ammoOf } from './shotAmmo.js';

describe('what a shooter hero fires', () => {
  it.each([
    ['Zap evil robots with a laser in a neon city', 'Laser Bolt', 'game-icons:laser-blast'],
    ['A cowboy with a slingshot shoots crows over a barn', 'Pebble', 'fluent-emoji-flat:rock'],
    ['A wizard with a wand fights ghosts in a crypt', 'Magic Spark', 'fluent-emoji-flat:sparkles'],
    ['A pirate with a cannon blasts sea monsters', 'Cannonball', 'game-icons:cannon-ball'],
  ])('%s: fires %s, drawn as itself', (prompt, name, spriteId) => {
    const ammo = ammoOf(analyzePrompt(prompt, 7));
    expect(ammo.name).toBe(name);
    expect(ammo.sprite?.id).toBe(spriteId);
  });

  it.each([
    'A chef throws tomatoes at rats in a diner',
    'A farmer shoots tomatoes at crows over a field',
  ])('fires what the prompt names to throw or shoot: %s', (prompt) => {
    expect(ammoOf(analyzePrompt(prompt, 7)).name).toBe('Tomato');
  });

  it.each([
    ['A cowboy shoots outlaws in a desert town', 'Bullet'],
    ['A wizard fights ghosts in a crypt', 'Magic Spark'],
    ['A knight battles goblins at a castle', 'Spear'],
    ['A robot fights aliens on Mars', 'Laser Bolt'],
    ['A cat defends its garden from mice', 'Energy Bolt'],
  ])('with nothing named to fire, %s fires a %s that fits, never coins', (prompt, name) => {
    const ammo = ammoOf(analyzePrompt(prompt, 7));
    expect(ammo.name).toBe(name);
    expect(ammo.sprite).not.toBeNull();
  });

  it('throws a weapon that fires nothing (a frying pan) rather than the place’s coins', () => {
    const ammo = ammoOf(analyzePrompt('A grandma with a frying pan fights robots in a kitchen', 7));
    expect(ammo.name).toBe('Frying Pan');
  });

  it.each([
    ['Hunt ghosts in an old haunted mansion with a flashlight', 'Light Beam'],
    ['A knight explores a dungeon with a torch', 'Light Beam'],
    ['A photographer shoots aliens with a camera', 'Camera Flash'],
    ['A firefighter sprays monsters with a hose', 'Water Drop'],
    ['A kid shoots zombies with a water gun', 'Water Drop'],
    ['A janitor fights ghosts with a vacuum cleaner', 'Air Blast'],
    ['A gardener fights slugs with a leaf blower', 'Air Blast'],
  ])('%s: a tool held as the weapon sends its %s, never copies of itself', (prompt, name) => {
    const analysis = analyzePrompt(prompt, 7);
    const ammo = ammoOf(analysis);
    expect(ammo.name).toBe(name);
    expect(ammo.sprite).not.toBeNull();
    expect(ammo.sprite?.id).not.toBe(analysis.weapon?.sprite?.id);
  });

  it.each(['SHOOTER', 'FPS'] as const)(
    'names the shot in the %s game’s item and story, not the place’s collectible',
    async (genre) => {
      const game = await buildGame({
        gameId: `laser-${genre}`,
        prompt: 'Zap evil robots with a laser in a neon city',
        genre,
        author: 'Tester',
        seed: 3,
        createdAt: '2025-01-01T00:00:00.000Z',
        mediaBaseUrl: `/media/games/laser-${genre}/`,
      });
      if (game.world.gameGenre !== 'SHOOTER' && game.world.gameGenre !== 'FPS') throw new Error();
      expect(game.world.items.ammo.name).toBe('Laser Bolt');
      expect(game.description).toContain('laser bolts');
      expect(game.description).not.toContain('coin');
    },
  );
});
