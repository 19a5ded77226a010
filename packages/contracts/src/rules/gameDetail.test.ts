import { describe, expect, it } from 'vitest';
import { gameDetailFromWorld, validateGameDetail } from './gameDetail.js';
import { parseWorldFile, type WorldFile } from '../worlds/index.js';

const world: WorldFile = {
  formatVersion: 1,
  version: '1.0.0',
  creationTimeUtc: '2025-01-02T03:04:05.000Z',
  worldProfileData: {
    locationName: 'Cheese Moon',
    backgroundStoryText: 'A cat knight hops to the moon.',
    author: 'Ada',
    gameGenre: 'PLATFORMER',
  },
  seed: 7,
  difficulty: 2,
  targetAudience: 'family',
  palette: {
    skyTop: '#112233',
    skyBottom: '#223344',
    ground: '#334455',
    groundAccent: '#445566',
    primary: '#556677',
    secondary: '#667788',
    accent: '#778899',
    text: '#ffffff',
  },
  background: {
    theme: 'moon',
    layers: [{ shape: 'hills', color: '#000000', parallax: 0.5, height: 0.3 }],
  },
  genreSpecificFields: { collectibleDescription: 'cheese wedges' },
  gameGenre: 'PLATFORMER',
  characters: {
    hero: {
      name: 'Sir Whiskers',
      description: 'a cat knight',
      sheetUrl: '/media/hero.png',
      frameWidth: 64,
      frameHeight: 64,
      frameCount: 8,
    },
    enemy: {
      name: 'Mouse',
      description: 'a space mouse',
      sheetUrl: '/media/enemy.png',
      frameWidth: 64,
      frameHeight: 64,
      frameCount: 8,
    },
  },
  items: {
    collectible: { name: 'Cheese', url: '/media/cheese.png', size: 32 },
    goal: { name: 'Flag', url: '/media/flag.png', size: 48 },
  },
  platformer: {
    genreVersion: 1,
    levelScreens: 4,
    enemyDensity: 0.3,
    gapDensity: 0.2,
    collectibleDensity: 0.5,
    lives: 3,
    timeLimitSeconds: 180,
  },
};

describe('gameDetailFromWorld', () => {
  it('maps locationName to title and backgroundStoryText to description', () => {
    expect(gameDetailFromWorld('cheese-moon', world)).toEqual({
      id: 'cheese-moon',
      title: 'Cheese Moon',
      description: 'A cat knight hops to the moon.',
      author: 'Ada',
      gameGenre: 'PLATFORMER',
      version: '1.0.0',
      creationTimeUtc: '2025-01-02T03:04:05.000Z',
    });
  });

  it('produces a detail that passes validation', () => {
    const detail = gameDetailFromWorld('cheese-moon', world);
    expect(validateGameDetail(detail)).toEqual({ ok: true, detail });
  });
});

describe('validateGameDetail', () => {
  const detail = gameDetailFromWorld('cheese-moon', world);

  it.each([['id'], ['title']])('refuses a detail without %s', (field) => {
    const broken: Record<string, unknown> = { ...detail };
    delete broken[field];
    expect(validateGameDetail(broken)).toEqual({
      ok: false,
      error: 'Invalid game details received from server',
    });
  });

  it('refuses an empty title', () => {
    expect(validateGameDetail({ ...detail, title: '' }).ok).toBe(false);
  });
});

describe('parseWorldFile', () => {
  it('accepts a valid world', () => {
    expect(parseWorldFile(world)).toEqual({ ok: true, world });
  });

  it('names the nested field that is broken', () => {
    const broken = { ...world, palette: { ...world.palette, skyTop: 'blue' } };
    const result = parseWorldFile(broken);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain('palette.skyTop');
  });

  it('names a missing top-level field', () => {
    const { seed: _seed, ...withoutSeed } = world;
    const result = parseWorldFile(withoutSeed);
    expect(!result.ok && result.error).toContain('seed');
  });

  it('refuses an unknown genre', () => {
    const result = parseWorldFile({ ...world, gameGenre: 'KNITTING' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^Invalid world file: gameGenre/);
  });

  it('refuses something that is not an object', () => {
    expect(parseWorldFile(null).ok).toBe(false);
  });
});
