import { describe, expect, it } from 'vitest';
import { AERIAL_WORLD_VERSION, type AerialWorld } from './aerial.js';
import { parseWorldFile } from './index.js';

const character = (name: string) => ({
  name,
  description: `${name} description`,
  sheetUrl: `/media/games/g1/${name}.png`,
  frameWidth: 96,
  frameHeight: 96,
  frameCount: 8 as const,
});
const sprite = (name: string, width = 64, height = 64) => ({
  name,
  url: `/media/games/g1/${name}.png`,
  width,
  height,
});

function validAerialWorld(): AerialWorld {
  return {
    formatVersion: 1,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName: 'Owl Sky Patrol',
      backgroundStoryText: 'An owl flies a paper plane over the forest.',
      author: 'Ada',
      gameGenre: 'AERIAL',
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
    genreSpecificFields: { aerialVehicleDescription: 'a paper plane' },
    gameGenre: 'AERIAL',
    characters: { pilot: character('pilot'), flyer: character('flyer') },
    items: {
      vehicle: sprite('vehicle', 160, 112),
      pickup: sprite('pickup', 48, 48),
      ring: sprite('ring', 64, 128),
      tower: sprite('tower', 96, 768),
      hanging: sprite('hanging', 96, 768),
      cloud: sprite('cloud', 160, 96),
      destination: sprite('destination', 96, 96),
    },
    aerial: {
      genreVersion: AERIAL_WORLD_VERSION,
      vehicleKind: 'plane',
      trailColor: '#ffffff',
      distanceMeters: 2000,
      lives: 3,
      startSpeed: 24,
      topSpeed: 36,
      fuelSeconds: 20,
      obstacleDensity: 0.5,
      flyerDensity: 0.4,
      pickupDensity: 0.6,
    },
  };
}

describe('aerial world schema', () => {
  it('accepts a valid aerial world', () => {
    const result = parseWorldFile(validAerialWorld());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.world.gameGenre).toBe('AERIAL');
  });

  it('refuses a flight too short to play, naming the field', () => {
    const world = validAerialWorld();
    const result = parseWorldFile({ ...world, aerial: { ...world.aerial, distanceMeters: 5 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('aerial.distanceMeters');
  });

  it('refuses a vehicle kind the art cannot draw', () => {
    const world = validAerialWorld();
    const result = parseWorldFile({ ...world, aerial: { ...world.aerial, vehicleKind: 'train' } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('aerial.vehicleKind');
  });

  it('refuses a top speed below the start speed', () => {
    const world = validAerialWorld();
    const result = parseWorldFile({ ...world, aerial: { ...world.aerial, topSpeed: 12 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('aerial.topSpeed');
  });

  it('refuses a world without the vehicle sprite', () => {
    const world = validAerialWorld();
    const { vehicle: _vehicle, ...items } = world.items;
    const result = parseWorldFile({ ...world, items });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('items.vehicle');
  });
});
