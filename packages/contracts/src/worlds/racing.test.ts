import { describe, expect, it } from 'vitest';
import { RACING_WORLD_VERSION, type RacingWorld } from './racing.js';
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

function validRacingWorld(): RacingWorld {
  return {
    ...common,
    worldProfileData: {
      locationName: 'Pickle Grand Prix',
      backgroundStoryText: 'A pickle knight races rats through the sewer.',
      author: 'Ada',
      gameGenre: 'RACING',
    },
    genreSpecificFields: { vehicleDescription: 'a green race car' },
    gameGenre: 'RACING',
    characters: { driver: character('driver'), rival: character('rival') },
    items: {
      vehicle: item('vehicle'),
      rivalVehicle: item('rival-vehicle'),
      pickup: item('pickup'),
      obstacle: item('obstacle'),
    },
    racing: {
      genreVersion: RACING_WORLD_VERSION,
      laneCount: 3,
      trackLengthMeters: 3000,
      timeLimitSeconds: 60,
      lives: 3,
      topSpeed: 70,
      trafficDensity: 0.5,
      obstacleDensity: 0.4,
      pickupDensity: 0.6,
      curviness: 0.5,
    },
  };
}

describe('racing world schema', () => {
  it('accepts a valid racing world', () => {
    const result = parseWorldFile(validRacingWorld());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.world.gameGenre).toBe('RACING');
  });

  it('refuses a track too short to race, naming the field', () => {
    const world: Record<string, unknown> = validRacingWorld();
    world.racing = { ...validRacingWorld().racing, trackLengthMeters: 10 };
    const result = parseWorldFile(world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('racing.trackLengthMeters');
  });

  it('refuses a world without the player vehicle', () => {
    const world = validRacingWorld();
    const { vehicle: _vehicle, ...items } = world.items;
    const result = parseWorldFile({ ...world, items });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('items.vehicle');
  });
});
