import { describe, expect, it } from 'vitest';
import { COLLECTIBLE_WORLD_VERSION, type CollectibleWorld } from './collectible.js';
import { parseWorldFile } from './index.js';

const character = (name: string) => ({
  name,
  description: `${name} description`,
  sheetUrl: `/media/games/g1/${name}.png`,
  frameWidth: 96,
  frameHeight: 96,
  frameCount: 8 as const,
});
const item = (name: string) => ({ name, url: `/media/games/g1/${name}.png`, size: 48 });

const common = {
  formatVersion: 1 as const,
  version: '1.0.0',
  creationTimeUtc: '2025-01-01T00:00:00.000Z',
  seed: 7,
  difficulty: 2,
  targetAudience: 'family' as const,
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
    theme: 'meadow',
    layers: [{ shape: 'hills' as const, color: '#225522', parallax: 0.3, height: 0.4 }],
  },
};

function validCollectibleWorld(): CollectibleWorld {
  return {
    ...common,
    worldProfileData: {
      locationName: 'Acorn Dash',
      backgroundStoryText: 'A squirrel gathers acorns while dodging wasps.',
      author: 'Ada',
      gameGenre: 'COLLECTIBLE',
    },
    genreSpecificFields: { collectibleItemsDescription: 'golden acorns' },
    gameGenre: 'COLLECTIBLE',
    characters: { hero: character('hero'), hazard: character('hazard') },
    items: { collectible: item('acorn'), bonus: item('bonus') },
    collectible: {
      genreVersion: COLLECTIBLE_WORLD_VERSION,
      arenaWidth: 720,
      arenaHeight: 960,
      targetCount: 25,
      timeLimitSeconds: 60,
      lives: 3,
      itemsOnField: 4,
      startHazards: 2,
      maxHazards: 6,
      hazardSpeed: 90,
      heroSpeed: 230,
    },
  };
}

describe('collectible world schema', () => {
  it('accepts a valid collectible world', () => {
    const result = parseWorldFile(validCollectibleWorld());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.world.gameGenre).toBe('COLLECTIBLE');
  });

  it('refuses a world without a target count, naming the field', () => {
    const world: Record<string, unknown> = validCollectibleWorld();
    world.collectible = { ...validCollectibleWorld().collectible, targetCount: 0 };
    const result = parseWorldFile(world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('collectible.targetCount');
  });

  it('accepts the place’s obstacles and refuses one drawn with a picture it lacks', () => {
    const obstacles = {
      sprites: [item('tree')],
      placed: [{ sprite: 0, x: 120, y: 200, radius: 30 }],
    };
    expect(parseWorldFile({ ...validCollectibleWorld(), obstacles }).ok).toBe(true);
    const result = parseWorldFile({
      ...validCollectibleWorld(),
      obstacles: { ...obstacles, placed: [{ sprite: 3, x: 120, y: 200, radius: 30 }] },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('obstacles.placed.0.sprite');
  });

  it('refuses a world without its hazard character', () => {
    const world = validCollectibleWorld();
    const result = parseWorldFile({ ...world, characters: { hero: world.characters.hero } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('characters.hazard');
  });
});
