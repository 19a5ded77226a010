import { describe, expect, it } from 'vitest';
import { parseWorldFile } from './index.js';

const sheet = (name: string) => ({
  name,
  description: name,
  sheetUrl: `/media/games/s1/${name.toLowerCase()}.png`,
  frameWidth: 96,
  frameHeight: 96,
  frameCount: 8,
});

function validSlapperWorld() {
  return {
    formatVersion: 1,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName: 'Slap Cat: Beach Slap-Off',
      backgroundStoryText: 'Time your slaps and knock the dummy over.',
      author: 'Ada',
      gameGenre: 'SLAPPER',
    },
    seed: 7,
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
      theme: 'beach',
      layers: [{ shape: 'waves', color: '#3388cc', parallax: 0.3, height: 0.3 }],
    },
    genreSpecificFields: {
      slapWeaponsDescription: 'a floppy fish',
      punchingDummyDescription: 'a dummy',
    },
    gameGenre: 'SLAPPER',
    characters: { slapper: sheet('Cat'), target: sheet('Dummy') },
    slapper: {
      genreVersion: 1,
      weapons: [
        {
          sprite: { name: 'Fish', url: '/media/games/s1/weapon-0.png', size: 64 },
          power: 20,
          sweetSpot: 0.12,
        },
      ],
      targetHealth: 300,
      meterSpeed: 0.8,
      whiffs: 3,
      timeLimitSeconds: 60,
    },
  };
}

describe('slapper world schema', () => {
  it('accepts a complete slapper world', () => {
    expect(parseWorldFile(validSlapperWorld()).ok).toBe(true);
  });

  it('refuses a world without weapons and names the field', () => {
    const world = validSlapperWorld();
    world.slapper.weapons = [];
    const result = parseWorldFile(world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('slapper.weapons');
  });

  it('refuses a meter that sweeps impossibly fast', () => {
    const world = validSlapperWorld();
    world.slapper.meterSpeed = 10;
    const result = parseWorldFile(world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('slapper.meterSpeed');
  });
});
