import { describe, expect, it } from 'vitest';
import { parseWorldFile } from './index.js';

const sheet = (name: string) => ({
  name,
  description: `${name} fighter`,
  sheetUrl: `/media/games/g1/${name.toLowerCase()}.png`,
  frameWidth: 96,
  frameHeight: 96,
  frameCount: 8,
});

function validFightingWorld() {
  return {
    formatVersion: 1,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName: 'Pickle Knight: Sewer Showdown',
      backgroundStoryText: 'Warm up on the dummy, then beat every rat in the sewer.',
      author: 'Ada',
      gameGenre: 'FIGHTING',
    },
    seed: 42,
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
      theme: 'sewer',
      layers: [{ shape: 'pipes', color: '#335544', parallax: 0.3, height: 0.4 }],
    },
    genreSpecificFields: {
      opponentPersonalitiesDescription: 'grumpy rats and a sneaky cat',
      punchingDummyDescription: 'a straw dummy',
    },
    gameGenre: 'FIGHTING',
    characters: { fighter: sheet('Knight'), dummy: sheet('Dummy') },
    items: { badge: { name: 'Belt', url: '/media/games/g1/badge.png', size: 48 } },
    fighting: {
      genreVersion: 1,
      opponents: [
        {
          character: sheet('Rat'),
          personality: 'brawler',
          trait: 'grumpy',
          maxHealth: 100,
          aggression: 0.6,
          guard: 0.2,
          speed: 120,
          power: 8,
        },
      ],
      dummyHits: 6,
      warmupSeconds: 15,
      playerHealth: 100,
      playerPower: 10,
      boutSeconds: 45,
    },
  };
}

describe('fighting world schema', () => {
  it('accepts a complete fighting world', () => {
    const result = parseWorldFile(validFightingWorld());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.world.gameGenre).toBe('FIGHTING');
  });

  it('opens on the dummy in worlds made before the warm-up choice, or as the world says', () => {
    const old = parseWorldFile(validFightingWorld());
    expect(old.ok && old.world.gameGenre === 'FIGHTING' && old.world.fighting.warmup).toBe(
      undefined,
    );
    const world = validFightingWorld();
    const opensOnRival = parseWorldFile({
      ...world,
      fighting: { ...world.fighting, warmup: 'none' },
    });
    expect(opensOnRival.ok).toBe(true);
    const unknown = parseWorldFile({ ...world, fighting: { ...world.fighting, warmup: 'skip' } });
    expect(unknown.ok).toBe(false);
  });

  it('refuses a world without opponents and names the field', () => {
    const world = validFightingWorld();
    world.fighting.opponents = [];
    const result = parseWorldFile(world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('fighting.opponents');
  });

  it('refuses an unknown personality and names the field', () => {
    const world = validFightingWorld();
    const opponent = world.fighting.opponents[0];
    if (opponent) opponent.personality = 'lazy';
    const result = parseWorldFile(world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('fighting.opponents.0.personality');
  });
});
