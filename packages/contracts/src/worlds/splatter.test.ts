import { describe, expect, it } from 'vitest';
import { parseWorldFile } from './index.js';
import { SPLATTER_WORLD_VERSION, type SplatterWorld } from './splatter.js';

const character = (name: string) => ({
  name,
  description: `${name} description`,
  sheetUrl: `/media/games/g1/${name}.png`,
  frameWidth: 96,
  frameHeight: 96,
  frameCount: 8 as const,
});

function validSplatterWorld(): SplatterWorld {
  return {
    formatVersion: 1,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName: 'Acorn Barrage',
      backgroundStoryText: 'A squirrel defends the oak tree.',
      author: 'Ada',
      gameGenre: 'SPLATTER',
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
    genreSpecificFields: { splatterTargetsDescription: 'slimy bugs' },
    gameGenre: 'SPLATTER',
    characters: {
      target: character('target'),
      friend: character('friend'),
    },
    items: { bonus: { name: 'Star', url: '/media/games/g1/bonus.png', size: 48 } },
    splatter: {
      genreVersion: SPLATTER_WORLD_VERSION,
      splatColor: '#66cc33',
      timeLimitSeconds: 45,
      startTargets: 2,
      maxTargets: 7,
      targetSpeed: 0.3,
      missPenaltySeconds: 1,
      friendShare: 0.2,
      lives: 3,
    },
  };
}

describe('splatter world schema', () => {
  it('accepts a complete splatter world', () => {
    const result = parseWorldFile(validSplatterWorld());
    expect(result.ok && result.world.gameGenre).toBe('SPLATTER');
  });

  it('refuses a world without a friend, naming the field', () => {
    const world: Record<string, unknown> = { ...validSplatterWorld() };
    world.characters = { ...validSplatterWorld().characters, friend: undefined };
    const result = parseWorldFile(world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('characters.friend');
  });

  it('refuses a splat colour that is not a colour, naming the field', () => {
    const world = validSplatterWorld();
    const result = parseWorldFile({
      ...world,
      splatter: { ...world.splatter, splatColor: 'green' },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('splatter.splatColor');
  });
});
