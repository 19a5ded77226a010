import { describe, expect, it } from 'vitest';
import { HILL_RACER_WORLD_VERSION, type HillRacerWorld } from './hillRacer.js';
import { parseWorldFile } from './index.js';

const item = (name: string, size = 64) => ({ name, url: `/media/games/g1/${name}.png`, size });

function validHillRacerWorld(): HillRacerWorld {
  return {
    formatVersion: 1,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName: 'Frog: Mossy Hill Climb',
      backgroundStoryText: 'A frog drives a jeep over the mossy hills.',
      author: 'Ada',
      gameGenre: 'HILL_RACER',
    },
    seed: 7,
    difficulty: 2,
    targetAudience: 'family',
    palette: {
      skyTop: '#112233',
      skyBottom: '#445566',
      ground: '#6b4a2b',
      groundAccent: '#44aa44',
      primary: '#ff0000',
      secondary: '#00ff00',
      accent: '#ffcc00',
      text: '#ffffff',
    },
    background: {
      theme: 'meadow',
      layers: [{ shape: 'hills', color: '#225522', parallax: 0.3, height: 0.4 }],
    },
    genreSpecificFields: { vehicleDescription: 'green jeep' },
    gameGenre: 'HILL_RACER',
    characters: {
      driver: {
        name: 'Frog',
        description: 'a frog',
        sheetUrl: '/media/games/g1/driver.png',
        frameWidth: 96,
        frameHeight: 96,
        frameCount: 8,
      },
    },
    items: {
      vehicle: item('vehicle', 256),
      wheel: item('wheel'),
      coin: item('coin', 48),
      fuel: item('fuel'),
      goal: item('goal', 96),
    },
    hillRacer: {
      genreVersion: HILL_RACER_WORLD_VERSION,
      trackLengthMeters: 1200,
      hilliness: 0.5,
      steepnessGrowth: 0.6,
      maxSlopeDegrees: 35,
      fuelSeconds: 30,
      fuelCanSpacingMeters: 220,
      coinDensity: 0.6,
      checkpointCount: 3,
      vehicle: {
        kind: 'car',
        bodyLengthMeters: 3.2,
        wheelRadiusMeters: 0.45,
        rearAxle: { x: 0.2, y: 0.8 },
        frontAxle: { x: 0.8, y: 0.8 },
        seat: { x: 0.42, y: 0.7 },
        driverHeightMeters: 1.3,
        enginePower: 1,
      },
    },
  };
}

describe('hill racer world schema', () => {
  it('accepts a valid hill racer world', () => {
    const result = parseWorldFile(validHillRacerWorld());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.world.gameGenre).toBe('HILL_RACER');
  });

  it('refuses a slope too steep to climb, naming the field', () => {
    const world = validHillRacerWorld();
    const result = parseWorldFile({
      ...world,
      hillRacer: { ...world.hillRacer, maxSlopeDegrees: 80 },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('hillRacer.maxSlopeDegrees');
  });

  it('refuses an axle placed off the vehicle image', () => {
    const world = validHillRacerWorld();
    const vehicle = { ...world.hillRacer.vehicle, frontAxle: { x: 1.4, y: 0.8 } };
    const result = parseWorldFile({ ...world, hillRacer: { ...world.hillRacer, vehicle } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('hillRacer.vehicle.frontAxle.x');
  });

  it('refuses a world without its fuel can', () => {
    const world = validHillRacerWorld();
    const { fuel: _fuel, ...items } = world.items;
    const result = parseWorldFile({ ...world, items });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('items.fuel');
  });
});
