import { describe, expect, it } from 'vitest';
import { FPS_WORLD_VERSION, type FpsWorld } from './fps.js';
import { parseWorldFile } from './index.js';

const character = (name: string) => ({
  name,
  description: `${name} description`,
  sheetUrl: `/media/games/g1/${name}.png`,
  frameWidth: 96,
  frameHeight: 96,
  frameCount: 8 as const,
});

function validFpsWorld(): FpsWorld {
  return {
    formatVersion: 1,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName: 'Acorn Maze',
      backgroundStoryText: 'A squirrel hunts wasps through the hedge maze.',
      author: 'Ada',
      gameGenre: 'FPS',
    },
    seed: 7,
    difficulty: 2,
    targetAudience: 'family',
    palette: {
      skyTop: '#112233',
      skyBottom: '#445566',
      ground: '#333333',
      groundAccent: '#44aa44',
      primary: '#ff0000',
      secondary: '#00ff00',
      accent: '#ffcc00',
      text: '#ffffff',
    },
    background: {
      theme: 'forest',
      layers: [{ shape: 'trees', color: '#225522', parallax: 0.3, height: 0.4 }],
    },
    genreSpecificFields: { ammoDescription: 'acorns', primaryEnemyDescription: 'wasps' },
    gameGenre: 'FPS',
    characters: {
      hero: character('hero'),
      primaryEnemy: character('primary'),
      basicEnemy: character('basic'),
      fastEnemy: character('fast'),
    },
    items: { ammo: { name: 'Acorn', url: '/media/games/g1/ammo.png', size: 48 } },
    fps: {
      genreVersion: FPS_WORLD_VERSION,
      mazeCells: 6,
      wallPattern: 'bricks',
      waves: 4,
      enemiesPerWave: 4,
      fastEnemyShare: 0.3,
      primaryEnemyHealth: 12,
      playerHealth: 100,
      startAmmo: 30,
      ammoPerPickup: 12,
    },
  };
}

describe('fps world schema', () => {
  it('accepts a complete fps world', () => {
    const result = parseWorldFile(validFpsWorld());
    expect(result.ok && result.world.gameGenre).toBe('FPS');
  });

  it('refuses a world without a primary enemy, naming the field', () => {
    const world: Record<string, unknown> = { ...validFpsWorld() };
    world.characters = { ...validFpsWorld().characters, primaryEnemy: undefined };
    const result = parseWorldFile(world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('characters.primaryEnemy');
  });

  it('refuses an unknown wall pattern and a maze too small to hunt in', () => {
    const world = validFpsWorld();
    const pattern = parseWorldFile({ ...world, fps: { ...world.fps, wallPattern: 'lava' } });
    expect(pattern.ok).toBe(false);
    if (!pattern.ok) expect(pattern.error).toContain('fps.wallPattern');
    const tiny = parseWorldFile({ ...world, fps: { ...world.fps, mazeCells: 1 } });
    expect(tiny.ok).toBe(false);
    if (!tiny.ok) expect(tiny.error).toContain('fps.mazeCells');
  });
});
