import { aerialWorldSchema, type AerialWorld } from '@promptplay/contracts';

type Settings = Partial<Omit<AerialWorld['aerial'], 'genreVersion'>> & { seed?: number };

const character = (name: string) => ({
  name,
  description: name,
  sheetUrl: `/media/games/fly/${name}.png`,
  frameWidth: 96,
  frameHeight: 96,
  frameCount: 8 as const,
});
const sprite = (name: string, width: number, height: number) => ({
  name,
  url: `/media/games/fly/${name}.png`,
  width,
  height,
});

/** A valid aerial world for tests, with optional overrides of its seed and flight settings. */
export function buildSampleAerialWorld(overrides: Settings = {}): AerialWorld {
  const { seed = 7, ...settings } = overrides;
  return aerialWorldSchema.parse({
    formatVersion: 1,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName: 'Owl Sky Patrol',
      backgroundStoryText: 'An owl flies a paper plane over the forest.',
      author: 'Ada',
      gameGenre: 'AERIAL',
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
      theme: 'forest',
      layers: [{ shape: 'trees', color: '#2f7a3a', parallax: 0.3, height: 0.3 }],
    },
    genreSpecificFields: { aerialVehicleDescription: 'paper plane' },
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
      genreVersion: 1,
      vehicleKind: 'plane',
      trailColor: '#ffffff',
      distanceMeters: 2000,
      lives: 3,
      startSpeed: 24,
      topSpeed: 36,
      fuelSeconds: 18,
      obstacleDensity: 0.6,
      flyerDensity: 0.5,
      pickupDensity: 0.6,
      ...settings,
    },
  });
}
