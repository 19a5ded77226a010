import type { GameGenre } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';
import { seedFromString } from '../../random/seededRandom.js';
import { composeScene, parseSceneKey } from './composeScene.js';

async function worldOf(prompt: string, genre: GameGenre) {
  const built = await buildGame({
    gameId: 'kind',
    prompt,
    genre,
    author: 'Test',
    seed: seedFromString(prompt),
    createdAt: '2026-11-25T12:00:00.000Z',
    mediaBaseUrl: '/media/games/kind/',
  });
  return built.world;
}

describe('a place read by its kind reaches the world file', () => {
  it('names the kind in the scene and draws its layers', async () => {
    const cases: readonly [string, GameGenre, string][] = [
      ['Fight goblins in a diamond mine', 'FPS', 'mine'],
      ['Squash beetles in a paddy field', 'SPLATTER', 'paddy'],
      ['A pilot dashes across the airfield', 'PLATFORMER', 'airport'],
    ];
    for (const [prompt, genre, place] of cases) {
      const world = await worldOf(prompt, genre);
      expect(world.background.theme.split('/')[0]?.split('+')[0], prompt).toBe(place);
      expect(world.background.layers.length, prompt).toBeGreaterThanOrEqual(2);
    }
  }, 60_000);

  it('carries a sky phenomenon to the runtime and draws it in the sky', async () => {
    const world = await worldOf(
      'A seal slides across Greenland under the northern lights',
      'PLATFORMER',
    );
    expect(world.atmosphere).toMatchObject({ timeOfDay: 'night', sky: 'aurora' });
    expect(world.background.theme).toContain('/aurora');
  }, 60_000);
});

describe('sky phenomena in the scene', () => {
  it('hangs each in front of the sky of a place in the open, never indoors', () => {
    const sky = (event: 'hail' | 'sandstorm' | 'rainbow' | 'eclipse') =>
      composeScene(['desert'], { timeOfDay: 'day', weather: 'clear', mood: 'plain', sky: event });
    expect(sky('sandstorm').layers.map((l) => l.kind)).toContain('sandstorm');
    expect(sky('rainbow').layers.map((l) => l.kind)).toContain('rainbow');
    expect(sky('eclipse').key).toBe('desert/eclipse');
    const indoors = composeScene(['library'], {
      timeOfDay: 'day',
      weather: 'storm',
      mood: 'plain',
      sky: 'hail',
    });
    expect(indoors.layers.map((l) => l.kind)).not.toContain('hail');
  });

  it('reads the phenomenon back from the scene key', () => {
    expect(parseSceneKey('mountains/storm/hail')?.atmosphere).toMatchObject({
      weather: 'storm',
      sky: 'hail',
    });
  });
});
