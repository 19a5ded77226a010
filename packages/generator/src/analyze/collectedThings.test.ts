import { describe, expect, it } from 'vitest';
import { buildGame } from '../buildGame.js';
import { seedFromString } from '../random/seededRandom.js';
import { analyzePrompt } from './analyzePrompt.js';

const pickupOf = (prompt: string) => analyzePrompt(prompt, seedFromString(prompt)).collectible;

describe('what the hero collects, finds or searches for is the pickup', () => {
  it.each([
    ['An astronaut hops across asteroids collecting lost keys', /key/i],
    ['A crab scuttles across rocks by the sea gathering lost coins', /coin/i],
    ['A robot jumps over clouds finding hidden gears', /gear/i],
    ['A fox runs through the forest collecting scattered pages', /page/i],
    ['A knight explores a castle finding lost socks', /sock/i],
    ['A goat leaps across stones on a mountain picking up apples', /apple/i],
  ])('%s: a participle before the thing ("lost", "hidden") keeps it the pickup', (prompt, name) => {
    expect(pickupOf(prompt).name).toMatch(name);
  });

  it.each([
    ['A fox searches the forest for lost socks', /sock/i],
    ['A mermaid swims through a coral reef looking for keys', /key/i],
    ['A dog hunts for bones in a garden', /bone/i],
    ['A pirate searching for gold coins on an island', /coin/i],
  ])('%s: many things searched for are the pickups', (prompt, name) => {
    expect(pickupOf(prompt).name).toMatch(name);
  });

  it('keeps the place a place when it is searched ("searches the forest for…")', () => {
    const analysis = analyzePrompt('A fox searches the forest for lost socks', 1);
    expect(analysis.setting.places).toContain('forest');
  });

  it('shows the named pickup over the place’s own in a platformer, course named or not', async () => {
    const prompt = 'A crab scuttles across rocks by the sea gathering lost coins';
    const game = await buildGame({
      gameId: 'crab-coins',
      prompt,
      genre: 'PLATFORMER',
      author: 'a',
      seed: seedFromString(prompt),
      createdAt: '2025-03-01T12:00:00.000Z',
      mediaBaseUrl: '/media/games/crab-coins/',
    });
    if (game.world.gameGenre !== 'PLATFORMER') throw new Error('expected a platformer world');
    expect(game.world.items.collectible.name).toMatch(/Coin/);
    expect(game.description).toMatch(/lost coins/);
    expect(game.description).not.toMatch(/seashell/i);
  });
});
