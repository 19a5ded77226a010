import { describe, expect, it } from 'vitest';
import { FARMING_WORLD_VERSION, type FarmingWorld } from './farming.js';
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

function validFarmingWorld(): FarmingWorld {
  return {
    ...common,
    worldProfileData: {
      locationName: 'Pumpkin Patch',
      backgroundStoryText: 'Grow pumpkins and sell them at the market.',
      author: 'Ada',
      gameGenre: 'FARMING',
    },
    genreSpecificFields: { farmCropDescription: 'giant pumpkins' },
    gameGenre: 'FARMING',
    characters: {
      farmer: character('farmer'),
      landSeller: character('land'),
      seedSeller: character('seeds'),
      cropBuyer: character('buyer'),
    },
    items: { crop: item('pumpkin'), seed: item('seed'), coin: item('coin') },
    farming: {
      genreVersion: FARMING_WORLD_VERSION,
      plotColumns: 3,
      plotRows: 3,
      startPlots: 2,
      startCoins: 20,
      landPrice: 30,
      landPriceStep: 10,
      seedPrice: 5,
      cropPrice: 15,
      growSeconds: 6,
      witherSeconds: 10,
      coinGoal: 300,
      timeLimitSeconds: 90,
    },
  };
}

describe('farming world schema', () => {
  it('accepts a valid farming world', () => {
    const result = parseWorldFile(validFarmingWorld());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.world.gameGenre).toBe('FARMING');
  });

  it('refuses a world without a crop buyer, naming the field', () => {
    const world = validFarmingWorld();
    const { cropBuyer: _cropBuyer, ...characters } = world.characters;
    const result = parseWorldFile({ ...world, characters });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('characters.cropBuyer');
  });

  it('refuses a non-positive seed price', () => {
    const world = validFarmingWorld();
    const result = parseWorldFile({ ...world, farming: { ...world.farming, seedPrice: 0 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('farming.seedPrice');
  });
});
