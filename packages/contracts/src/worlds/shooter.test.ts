import { describe, expect, it } from 'vitest';
import { parseWorldFile } from './index.js';
import { SHOOTER_WORLD_VERSION, type ShooterWorld } from './shooter.js';

const character = (name: string) => ({
  name,
  description: `${name} description`,
  sheetUrl: `/media/games/g1/${name}.png`,
  frameWidth: 96,
  frameHeight: 96,
  frameCount: 8 as const,
});

function validShooterWorld(): ShooterWorld {
  return {
    formatVersion: 1,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName: 'Acorn Barrage',
      backgroundStoryText: 'A squirrel defends the oak tree.',
      author: 'Ada',
      gameGenre: 'SHOOTER',
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
    gameGenre: 'SHOOTER',
    characters: {
      hero: character('hero'),
      primaryEnemy: character('primary'),
      basicEnemy: character('basic'),
      fastEnemy: character('fast'),
    },
    items: { ammo: { name: 'Acorn', url: '/media/games/g1/ammo.png', size: 48 } },
    shooter: {
      genreVersion: SHOOTER_WORLD_VERSION,
      waves: 5,
      enemiesPerWave: 6,
      fastEnemyShare: 0.3,
      magazineSize: 12,
      primaryEnemyHealth: 4,
      lives: 3,
    },
  };
}

describe('shooter world schema', () => {
  it('accepts a complete shooter world', () => {
    const result = parseWorldFile(validShooterWorld());
    expect(result.ok && result.world.gameGenre).toBe('SHOOTER');
  });

  it('refuses a world without a fast enemy, naming the field', () => {
    const world: Record<string, unknown> = { ...validShooterWorld() };
    world.characters = { ...validShooterWorld().characters, fastEnemy: undefined };
    const result = parseWorldFile(world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('characters.fastEnemy');
  });

  it('refuses zero waves, naming the field', () => {
    const world = validShooterWorld();
    const result = parseWorldFile({ ...world, shooter: { ...world.shooter, waves: 0 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('shooter.waves');
  });
});
