import { AERIAL_WORLD_VERSION } from './aerial.js';
import { BRAINROT_WORLD_VERSION } from './brainrot.js';
import { COLLECTIBLE_WORLD_VERSION } from './collectible.js';
import { FARMING_WORLD_VERSION } from './farming.js';
import { FIGHTING_WORLD_VERSION } from './fighting.js';
import { FPS_WORLD_VERSION } from './fps.js';
import { HILL_RACER_WORLD_VERSION } from './hillRacer.js';
import type { WorldFile } from './index.js';
import { MERGE_WORLD_VERSION } from './merge.js';
import { PLATFORMER_WORLD_VERSION } from './platformer.js';
import { RACING_WORLD_VERSION } from './racing.js';
import { SHOOTER_WORLD_VERSION } from './shooter.js';
import { SLAPPER_WORLD_VERSION } from './slapper.js';
import { SPLATTER_WORLD_VERSION } from './splatter.js';

export type WorldGenre = WorldFile['gameGenre'];
type SampleWorlds = { [G in WorldGenre]: Extract<WorldFile, { gameGenre: G }> };

const character = (name: string) => ({
  name,
  description: `${name} description`,
  sheetUrl: `/media/games/g1/${name}.png`,
  frameWidth: 96,
  frameHeight: 96,
  frameCount: 8 as const,
});
const item = (name: string, size = 48) => ({ name, url: `/media/games/g1/${name}.png`, size });
const picture = (name: string, width: number, height: number) => ({
  name,
  url: `/media/games/g1/${name}.png`,
  width,
  height,
});

/** The fields every world shares: format, profile, palette and background. */
function envelope<G extends WorldGenre>(gameGenre: G, locationName: string) {
  return {
    formatVersion: 1 as const,
    version: '1.0.0',
    creationTimeUtc: '2025-01-01T00:00:00.000Z',
    worldProfileData: {
      locationName,
      backgroundStoryText: `A short story about ${locationName}.`,
      author: 'Ada',
      gameGenre,
    },
    seed: 7,
    difficulty: 2,
    targetAudience: 'family' as const,
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
      layers: [{ shape: 'hills' as const, color: '#225522', parallax: 0.3, height: 0.4 }],
    },
    gameGenre,
  };
}

/** The shooter's and the FPS's shared cast: a hero, three kinds of enemy and their ammo. */
function waspHunt() {
  return {
    genreSpecificFields: { ammoDescription: 'acorns', primaryEnemyDescription: 'wasps' },
    characters: {
      hero: character('hero'),
      primaryEnemy: character('primary'),
      basicEnemy: character('basic'),
      fastEnemy: character('fast'),
    },
    items: { ammo: item('ammo') },
  };
}

/** One small valid world per genre (the key is its genre); TypeScript asks for every genre. */
const SAMPLE_WORLDS: SampleWorlds = {
  PLATFORMER: {
    ...envelope('PLATFORMER', 'Candy Cliffs'),
    genreSpecificFields: { collectibleDescription: 'shiny coins' },
    characters: { hero: character('hero'), enemy: character('enemy') },
    items: { collectible: item('coin', 32), goal: item('goal', 64) },
    platformer: {
      genreVersion: PLATFORMER_WORLD_VERSION,
      levelScreens: 4,
      enemyDensity: 0.5,
      gapDensity: 0.5,
      collectibleDensity: 0.5,
      lives: 3,
      timeLimitSeconds: 120,
    },
  },
  RACING: {
    ...envelope('RACING', 'Frog Grand Prix'),
    genreSpecificFields: { vehicleDescription: 'a green race car' },
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
  },
  COLLECTIBLE: {
    ...envelope('COLLECTIBLE', 'Acorn Dash'),
    genreSpecificFields: { collectibleItemsDescription: 'golden acorns' },
    characters: { hero: character('hero'), hazard: character('hazard') },
    items: { collectible: item('acorn'), bonus: item('bonus') },
    collectible: {
      genreVersion: COLLECTIBLE_WORLD_VERSION,
      arenaWidth: 720,
      arenaHeight: 960,
      targetCount: 25,
      timeLimitSeconds: 60,
      lives: 3,
      itemsOnField: 4,
      startHazards: 2,
      maxHazards: 6,
      hazardSpeed: 90,
      heroSpeed: 230,
    },
  },
  MERGE: {
    ...envelope('MERGE', 'Oak Garden'),
    genreSpecificFields: { mergeChainDescription: 'seed, sprout, sapling, oak' },
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
  },
  FARMING: {
    ...envelope('FARMING', 'Pumpkin Patch'),
    genreSpecificFields: { farmCropDescription: 'giant pumpkins' },
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
  },
  SHOOTER: {
    ...envelope('SHOOTER', 'Wasp Siege'),
    ...waspHunt(),
    shooter: {
      genreVersion: SHOOTER_WORLD_VERSION,
      waves: 5,
      enemiesPerWave: 6,
      fastEnemyShare: 0.3,
      magazineSize: 12,
      primaryEnemyHealth: 4,
      lives: 3,
    },
  },
  FPS: {
    ...envelope('FPS', 'Acorn Maze'),
    ...waspHunt(),
    fps: {
      genreVersion: FPS_WORLD_VERSION,
      mazeCells: 6,
      wallPattern: 'bricks',
      waves: 4,
      enemiesPerWave: 4,
      fastEnemyShare: 0.3,
      primaryEnemyHealth: 12,
      playerHealth: 100,
      startAmmo: 30,
      ammoPerPickup: 12,
    },
  },
  SPLATTER: {
    ...envelope('SPLATTER', 'Bug Splat'),
    genreSpecificFields: { splatterTargetsDescription: 'slimy bugs' },
    characters: { target: character('target'), friend: character('friend') },
    items: { bonus: item('bonus') },
    splatter: {
      genreVersion: SPLATTER_WORLD_VERSION,
      splatColor: '#66cc33',
      timeLimitSeconds: 45,
      startTargets: 2,
      maxTargets: 7,
      targetSpeed: 0.3,
      missPenaltySeconds: 1,
      friendShare: 0.2,
      lives: 3,
    },
  },
  FIGHTING: {
    ...envelope('FIGHTING', 'Sewer Showdown'),
    genreSpecificFields: {
      opponentPersonalitiesDescription: 'grumpy rats and a sneaky cat',
      punchingDummyDescription: 'a straw dummy',
    },
    characters: { fighter: character('knight'), dummy: character('dummy') },
    items: { badge: item('badge') },
    fighting: {
      genreVersion: FIGHTING_WORLD_VERSION,
      opponents: [
        {
          character: character('rat'),
          personality: 'brawler',
          trait: 'grumpy',
          maxHealth: 100,
          aggression: 0.6,
          guard: 0.2,
          speed: 120,
          power: 8,
        },
      ],
      dummyHits: 6,
      warmupSeconds: 15,
      playerHealth: 100,
      playerPower: 10,
      boutSeconds: 45,
    },
  },
  SLAPPER: {
    ...envelope('SLAPPER', 'Beach Slap'),
    genreSpecificFields: {
      slapWeaponsDescription: 'a floppy fish',
      punchingDummyDescription: 'a dummy',
    },
    characters: { slapper: character('cat'), target: character('dummy') },
    slapper: {
      genreVersion: SLAPPER_WORLD_VERSION,
      weapons: [{ sprite: item('fish', 64), power: 20, sweetSpot: 0.12 }],
      targetHealth: 300,
      meterSpeed: 0.8,
      whiffs: 3,
      timeLimitSeconds: 60,
    },
  },
  BRAINROT: {
    ...envelope('BRAINROT', 'Chaos Rain'),
    genreSpecificFields: { brainrotPropsDescription: 'flying sneakers and spinning pizzas' },
    characters: { hero: character('shark'), hazard: character('toilet') },
    items: { props: [item('sneaker', 64)] },
    brainrot: {
      genreVersion: BRAINROT_WORLD_VERSION,
      timeLimitSeconds: 60,
      lives: 3,
      spawnPerSecond: 1.2,
      spawnRamp: 0.03,
      fallSpeed: 160,
      hazardShare: 0.25,
    },
  },
  AERIAL: {
    ...envelope('AERIAL', 'Owl Sky Patrol'),
    genreSpecificFields: { aerialVehicleDescription: 'a paper plane' },
    characters: { pilot: character('pilot'), flyer: character('flyer') },
    items: {
      vehicle: picture('vehicle', 160, 112),
      pickup: picture('pickup', 48, 48),
      ring: picture('ring', 64, 128),
      tower: picture('tower', 96, 768),
      hanging: picture('hanging', 96, 768),
      cloud: picture('cloud', 160, 96),
      destination: picture('destination', 96, 96),
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
  },
  HILL_RACER: {
    ...envelope('HILL_RACER', 'Frog Hill Climb'),
    genreSpecificFields: { vehicleDescription: 'green jeep' },
    characters: { driver: character('driver') },
    items: {
      vehicle: item('vehicle', 256),
      wheel: item('wheel', 64),
      coin: item('coin'),
      fuel: item('fuel', 64),
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
  },
};

/** Every genre with a world schema. */
export const WORLD_GENRES = Object.keys(SAMPLE_WORLDS) as WorldGenre[];

/**
 * A fresh small valid world of `genre` for tests (a deep copy: change it freely).
 *
 * @example
 * const world = sampleWorld('AERIAL');
 * world.aerial.distanceMeters = 5; // now too short to fly
 */
export function sampleWorld<G extends WorldGenre>(genre: G): SampleWorlds[G] {
  return JSON.parse(JSON.stringify(SAMPLE_WORLDS[genre])) as SampleWorlds[G];
}
