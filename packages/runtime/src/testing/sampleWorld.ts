import {
  WORLD_FORMAT_VERSION,
  PLATFORMER_WORLD_VERSION,
  type PlatformerWorld,
} from '@promptplay/contracts';

/** Platformer-block overrides are merged field by field; everything else replaces whole. */
export type SampleWorldOverrides = Partial<Omit<PlatformerWorld, 'platformer'>> & {
  platformer?: Partial<PlatformerWorld['platformer']>;
};

/**
 * A small valid platformer world for tests and smoke runs. Sprite URLs point at
 * `/media/sample/*.png`; serve matching images there (or override the URLs).
 *
 * @example
 * const world = buildSampleWorld({ seed: 7, platformer: { gapDensity: 1 } });
 */
export function buildSampleWorld(overrides: SampleWorldOverrides = {}): PlatformerWorld {
  const base: PlatformerWorld = {
    formatVersion: WORLD_FORMAT_VERSION,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName: 'Candy Cliffs',
      backgroundStoryText: 'A brave fox hops across candy cliffs to reach the golden flag.',
      author: 'Sample Author',
      gameGenre: 'PLATFORMER',
    },
    seed: 12345,
    difficulty: 2,
    targetAudience: 'family',
    palette: {
      skyTop: '#4a90e2',
      skyBottom: '#bfe6ff',
      ground: '#6b4226',
      groundAccent: '#5cc93b',
      primary: '#ff7a3d',
      secondary: '#7a3dff',
      accent: '#ffd23f',
      text: '#ffffff',
    },
    background: {
      theme: 'candy hills',
      layers: [
        { shape: 'clouds', color: '#ffffff', parallax: 0.1, height: 0.35 },
        { shape: 'mountains', color: '#8fb8de', parallax: 0.2, height: 0.45 },
        { shape: 'hills', color: '#6cc070', parallax: 0.45, height: 0.3 },
      ],
    },
    genreSpecificFields: { collectibleDescription: 'shiny coins' },
    gameGenre: 'PLATFORMER',
    characters: {
      hero: {
        name: 'Fox',
        description: 'A quick orange fox',
        sheetUrl: '/media/sample/hero.png',
        frameWidth: 48,
        frameHeight: 48,
        frameCount: 8,
      },
      enemy: {
        name: 'Slime',
        description: 'A wobbly slime',
        sheetUrl: '/media/sample/enemy.png',
        frameWidth: 48,
        frameHeight: 48,
        frameCount: 8,
      },
    },
    items: {
      collectible: { name: 'Coin', url: '/media/sample/coin.png', size: 32 },
      goal: { name: 'Flag', url: '/media/sample/goal.png', size: 64 },
    },
    platformer: {
      genreVersion: PLATFORMER_WORLD_VERSION,
      levelScreens: 4,
      enemyDensity: 0.5,
      gapDensity: 0.5,
      collectibleDensity: 0.5,
      lives: 3,
      timeLimitSeconds: 120,
    },
  };
  const { platformer, ...rest } = overrides;
  return { ...base, ...rest, platformer: { ...base.platformer, ...platformer } };
}
