import { describe, expect, it } from 'vitest';
import { parseWorldFile } from './index.js';
import { MERGE_WORLD_VERSION, type MergeWorld } from './merge.js';

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

function validMergeWorld(): MergeWorld {
  return {
    ...common,
    worldProfileData: {
      locationName: 'Seed to Tree',
      backgroundStoryText: 'Merge seeds into a mighty oak.',
      author: 'Ada',
      gameGenre: 'MERGE',
    },
    genreSpecificFields: { mergeChainDescription: 'seed, sprout, sapling, oak' },
    gameGenre: 'MERGE',
    characters: { mascot: character('mascot') },
    items: { chain: [item('seed'), item('sprout'), item('sapling'), item('oak')] },
    merge: {
      genreVersion: MERGE_WORLD_VERSION,
      columns: 5,
      rows: 6,
      startItems: 6,
      spawnSeconds: 3,
      minSpawnSeconds: 1,
      maxSpawnTier: 1,
    },
  };
}

describe('merge world schema', () => {
  it('accepts a valid merge world', () => {
    const result = parseWorldFile(validMergeWorld());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.world.gameGenre).toBe('MERGE');
  });

  it('refuses a merge chain shorter than four tiers, naming the field', () => {
    const world = validMergeWorld();
    const result = parseWorldFile({ ...world, items: { chain: world.items.chain.slice(0, 2) } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('items.chain');
  });

  it('refuses a board with too few columns', () => {
    const world = validMergeWorld();
    const result = parseWorldFile({ ...world, merge: { ...world.merge, columns: 1 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('merge.columns');
  });
});
