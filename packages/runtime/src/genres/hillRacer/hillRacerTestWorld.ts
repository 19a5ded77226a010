import { hillRacerWorldSchema, type HillRacerWorld } from '@promptplay/contracts';

type Settings = Partial<Omit<HillRacerWorld['hillRacer'], 'genreVersion' | 'vehicle'>> & {
  seed?: number;
  vehicle?: Partial<HillRacerWorld['hillRacer']['vehicle']>;
};

const item = (name: string, size = 64) => ({ name, url: `/media/games/hill/${name}.png`, size });

/** A valid hill racer world for tests, with optional overrides of its seed and settings. */
export function buildSampleHillRacerWorld(overrides: Settings = {}): HillRacerWorld {
  const { seed = 7, vehicle = {}, ...settings } = overrides;
  return hillRacerWorldSchema.parse({
    formatVersion: 1,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName: 'Frog: Mossy Hill Climb',
      backgroundStoryText: 'A frog drives a jeep over the mossy hills.',
      author: 'Ada',
      gameGenre: 'HILL_RACER',
    },
    seed,
    difficulty: 3,
    targetAudience: 'family',
    palette: {
      skyTop: '#4aa3ff',
      skyBottom: '#bfe6ff',
      ground: '#7a5232',
      groundAccent: '#56a94c',
      primary: '#ff7a3d',
      secondary: '#2d6cdf',
      accent: '#ffd23f',
      text: '#ffffff',
    },
    background: {
      theme: 'meadow',
      layers: [{ shape: 'hills', color: '#2f7a3a', parallax: 0.3, height: 0.3 }],
    },
    genreSpecificFields: { vehicleDescription: 'green jeep' },
    gameGenre: 'HILL_RACER',
    characters: {
      driver: {
        name: 'Frog',
        description: 'frog',
        sheetUrl: '/media/games/hill/driver.png',
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
      genreVersion: 1,
      trackLengthMeters: 1200,
      hilliness: 0.5,
      steepnessGrowth: 0.6,
      maxSlopeDegrees: 38,
      fuelSeconds: 26,
      fuelCanSpacingMeters: 230,
      coinDensity: 0.6,
      checkpointCount: 3,
      ...settings,
      vehicle: {
        kind: 'car',
        bodyLengthMeters: 3.2,
        wheelRadiusMeters: 0.46,
        rearAxle: { x: 0.2, y: 0.78 },
        frontAxle: { x: 0.8, y: 0.78 },
        seat: { x: 0.43, y: 0.7 },
        driverHeightMeters: 1.6,
        enginePower: 1,
        ...vehicle,
      },
    },
  });
}
