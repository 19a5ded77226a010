import { racingWorldSchema, type RacingWorld } from '@promptplay/contracts';

type Settings = Partial<Omit<RacingWorld['racing'], 'genreVersion'>> & { seed?: number };

const character = (name: string) => ({
  name,
  description: name,
  sheetUrl: `/media/games/race/${name}.png`,
  frameWidth: 96,
  frameHeight: 96,
  frameCount: 8 as const,
});
const item = (name: string, size = 128) => ({ name, url: `/media/games/race/${name}.png`, size });

/** A valid racing world for tests, with optional overrides of its seed and race settings. */
export function buildSampleRacingWorld(overrides: Settings = {}): RacingWorld {
  const { seed = 7, ...settings } = overrides;
  return racingWorldSchema.parse({
    formatVersion: 1,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName: 'Pickle Grand Prix',
      backgroundStoryText: 'A pickle knight races rats.',
      author: 'Ada',
      gameGenre: 'RACING',
    },
    seed,
    difficulty: 3,
    targetAudience: 'family',
    palette: {
      skyTop: '#4aa3ff',
      skyBottom: '#bfe6ff',
      ground: '#3f8f3a',
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
    genreSpecificFields: { vehicleDescription: 'green race car' },
    gameGenre: 'RACING',
    characters: { driver: character('driver'), rival: character('rival') },
    items: {
      vehicle: item('vehicle'),
      rivalVehicle: item('rival-vehicle'),
      pickup: item('pickup', 48),
      obstacle: item('obstacle', 64),
    },
    racing: {
      genreVersion: 1,
      laneCount: 3,
      trackLengthMeters: 2800,
      timeLimitSeconds: 60,
      lives: 3,
      topSpeed: 70,
      trafficDensity: 0.6,
      obstacleDensity: 0.5,
      pickupDensity: 0.6,
      curviness: 0.6,
      ...settings,
    },
  });
}
