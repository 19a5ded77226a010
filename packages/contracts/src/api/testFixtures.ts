// Test-only sample data; not exported from the package.
import type { Game } from './game.js';

/** A valid feed game for schema tests. */
export const sampleGame: Game = {
  id: 'cheese-moon',
  title: 'Cheese Moon',
  description: 'A cat knight hops to the moon.',
  screenshotUrl: '/media/cheese-moon.png',
  videoUrl: null,
  version: '1.0',
  jsonDataUrl: '/worlds/cheese-moon.json',
  createdBy: 'player-1',
  createdAt: '2025-01-02T03:04:05.000Z',
  gameGenre: 'PLATFORMER',
  registeredToOgp: false,
  ogpGameApiKey: null,
  ogpGameId: null,
  likesCount: 3,
  playsCount: 0,
  playerName: 'Ada',
  targetAudience: 'family',
  commentsCount: 0,
  remixCount: 0,
  remixOf: null,
};
