import { describe, expect, it } from 'vitest';
import { parseWorldFile } from './index.js';

const sheet = (name: string) => ({
  name,
  description: name,
  sheetUrl: `/media/games/b1/${name.toLowerCase()}.png`,
  frameWidth: 96,
  frameHeight: 96,
  frameCount: 8,
});

function validBrainrotWorld() {
  return {
    formatVersion: 1,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName: 'Skibidi Shark: Chaos Rain',
      backgroundStoryText: 'Catch the flying sneakers, dodge the toilets.',
      author: 'Ada',
      gameGenre: 'BRAINROT',
    },
    seed: 9,
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
      theme: 'city',
      layers: [{ shape: 'buildings', color: '#335577', parallax: 0.3, height: 0.4 }],
    },
    genreSpecificFields: { brainrotPropsDescription: 'flying sneakers and spinning pizzas' },
    gameGenre: 'BRAINROT',
    characters: { hero: sheet('Shark'), hazard: sheet('Toilet') },
    items: { props: [{ name: 'Sneaker', url: '/media/games/b1/prop-0.png', size: 64 }] },
    brainrot: {
      genreVersion: 1,
      timeLimitSeconds: 60,
      lives: 3,
      spawnPerSecond: 1.2,
      spawnRamp: 0.03,
      fallSpeed: 160,
      hazardShare: 0.25,
    },
  };
}

describe('brainrot world schema', () => {
  it('accepts a complete brainrot world', () => {
    expect(parseWorldFile(validBrainrotWorld()).ok).toBe(true);
  });

  it('refuses a world without props and names the field', () => {
    const world = validBrainrotWorld();
    world.items.props = [];
    const result = parseWorldFile(world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('items.props');
  });

  it('refuses a world that is nothing but hazards', () => {
    const world = validBrainrotWorld();
    world.brainrot.hazardShare = 0.9;
    const result = parseWorldFile(world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('brainrot.hazardShare');
  });
});
