import type { GameGenre } from '../enums.js';
import type { WorldFile } from '../worlds/index.js';

/**
 * The highest score one round of a genre can reach, derived from the runtime's scoring rules
 * (packages/runtime/src/genres/<genre>/*Rules.ts and *Simulation.ts). OGP registration declares
 * it as `maxScorePerSession` and the server caps each round's points with it.
 *
 * Each genre has a bound computed from the settings of its world (`maxRoundScore(genre,
 * world)`) and a table value (`GENRE_MAX_ROUND_SCORE`): the same bound at the largest
 * settings the generator (packages/generator/src/world) produces. Where the rules put no limit
 * on a score other than time, the bound is the one the round's clock gives, and says so.
 */

type World<K extends GameGenre> = Extract<WorldFile, { gameGenre: K }>;

// Scoring constants mirrored from the runtime's rules; packages/runtime's maxRoundScore.test.ts
// plays rounds against these bounds.
const COLLECTIBLE = { item: 10, comboMax: 5 * 2, bonus: 50, bonusExtra: 5, bonusEvery: 11 };
const PLATFORMER = { coin: 10, stomp: 50, perSecond: 5, screenTiles: 24 };
const RACING = { pickup: 50, overtake: 25, perMetre: 0.1, perSecond: 10 };
const HILL = {
  coin: 10,
  checkpoint: 50,
  finish: 200,
  flip: 100,
  flipsPerSecond: 4.2 / Math.PI / 2,
};
const SPLATTER = { best: 40 + 5 * 10, respawnSeconds: 0.45 };
const BRAINROT = { best: 50 * 5 * 2, chaosRate: 1.8 };
const FIGHTING = { dummyHit: 10, bestHit: 20 + 5 * 4, blockedHit: 5, ko: 150 + 100, chip: 0.2 };
const SLAPPER = { perDamage: 2, perfect: 50, koPerSecond: 5, perfectMultiplier: 1.5 };
const SHOOTER = { bestEnemy: 25, primary: 60, wave: 50 };
const FPS = { bestEnemy: 5 + 80, bossKill: 500, hit: 5, wave: 100, healthBonus: 2 };
const AERIAL = { perMetre: 0.1, segment: 50 + 4 * 10, minSegment: 36 * 0.85 * 0.9, fuel: 100 * 2 };

function collectible({
  targetCount,
  timeLimitSeconds: t,
}: Pick<World<'COLLECTIBLE'>['collectible'], 'targetCount' | 'timeLimitSeconds'>) {
  // A bonus comes 11 s after the last and gives 5 s back: at most t / 6 of them in a round.
  const bonuses = Math.floor(t / (COLLECTIBLE.bonusEvery - COLLECTIBLE.bonusExtra));
  const secondsLeft = t - (COLLECTIBLE.bonusEvery - COLLECTIBLE.bonusExtra) * bonuses + 1;
  return (
    targetCount * (COLLECTIBLE.item + COLLECTIBLE.comboMax) +
    bonuses * COLLECTIBLE.bonus +
    2 * secondsLeft
  );
}

function platformer({
  levelScreens,
  timeLimitSeconds,
}: Pick<World<'PLATFORMER'>['platformer'], 'levelScreens' | 'timeLimitSeconds'>) {
  const width = levelScreens * PLATFORMER.screenTiles;
  // The level holds at most one coin per column (4 .. width - 5) and one enemy per ≥ 4-wide run.
  const coins = width - 9;
  const enemies = Math.floor((width - 15) / 4);
  return (
    coins * PLATFORMER.coin + enemies * PLATFORMER.stomp + timeLimitSeconds * PLATFORMER.perSecond
  );
}

function racing(
  settings: Pick<
    World<'RACING'>['racing'],
    'trackLengthMeters' | 'timeLimitSeconds' | 'pickupDensity' | 'trafficDensity'
  >,
) {
  const length = settings.trackLengthMeters;
  // Runs of ≤ 3 pickups at least 0.7 × (200 - 140 × density) m apart from 90 m to length - 30.
  const pickupRuns = Math.ceil((length - 120) / (0.7 * (200 - 140 * settings.pickupDensity)));
  // Rivals start at least 0.7 × 0.68 × (260 - 170 × density) m apart from 140 m to 0.95 × length.
  const rivals =
    Math.floor((0.95 * length - 140) / (0.7 * 0.68 * (260 - 170 * settings.trafficDensity))) + 1;
  return (
    Math.floor(length * RACING.perMetre) +
    3 * pickupRuns * RACING.pickup +
    rivals * RACING.overtake +
    settings.timeLimitSeconds * RACING.perSecond
  );
}

function hillRacer(
  settings: Pick<
    World<'HILL_RACER'>['hillRacer'],
    'trackLengthMeters' | 'fuelSeconds' | 'fuelCanSpacingMeters' | 'coinDensity' | 'checkpointCount'
  >,
) {
  const length = settings.trackLengthMeters;
  const coinGap = 70 - 48 * settings.coinDensity;
  // Rows of ≤ 6 coins 1.7 m apart, at least 0.6 × the density's gap between rows.
  const coins = 6 * Math.ceil(length / (6 * 1.7 + 0.6 * coinGap));
  const cans = Math.ceil(length / (0.9 * settings.fuelCanSpacingMeters)) + 1;
  // No clock: the run lasts while there is fuel (idling burns 0.3 of the full rate), and flips
  // turn at most 4.2 rad/s; the bound is the one the fuel's time gives.
  const fuelTime = ((1 + cans + settings.checkpointCount) * settings.fuelSeconds) / 0.3;
  return (
    length +
    60 +
    coins * HILL.coin +
    settings.checkpointCount * HILL.checkpoint +
    HILL.finish +
    Math.ceil(fuelTime * HILL.flipsPerSecond) * HILL.flip
  );
}

function merge({ tiers, columns, rows }: { tiers: number; columns: number; rows: number }) {
  const top = tiers - 1;
  const cells = columns * rows;
  // Making a tier-t item from the lowest tier pays 5 × t × 2^t; the round ends with the top
  // item and at most every other cell holding the tier below it (no clock).
  const built = (tier: number) => 5 * tier * 2 ** tier;
  return built(top) + (cells - 1) * built(top - 1);
}

function farming(
  settings: Pick<
    World<'FARMING'>['farming'],
    'plotColumns' | 'plotRows' | 'cropPrice' | 'growSeconds' | 'timeLimitSeconds'
  >,
) {
  // Each plot ripens at most once per growSeconds; every crop sells for cropPrice.
  const plots = settings.plotColumns * settings.plotRows;
  return settings.cropPrice * plots * Math.floor(settings.timeLimitSeconds / settings.growSeconds);
}

function splatter(
  settings: Pick<World<'SPLATTER'>['splatter'], 'startTargets' | 'timeLimitSeconds'>,
) {
  // One critter joins every 0.45 s; bonus critters add seconds without a rule-given limit, so
  // this is the bound the time limit gives.
  const critters = settings.startTargets + settings.timeLimitSeconds / SPLATTER.respawnSeconds + 1;
  return Math.ceil(critters) * SPLATTER.best;
}

function brainrot(
  settings: Pick<
    World<'BRAINROT'>['brainrot'],
    'timeLimitSeconds' | 'spawnPerSecond' | 'spawnRamp'
  >,
) {
  const t = settings.timeLimitSeconds;
  const drops =
    BRAINROT.chaosRate * (settings.spawnPerSecond * t + (settings.spawnRamp * t * t) / 2) + 1;
  // Every drop caught as a golden one at combo 5 during chaos.
  return Math.ceil(drops) * BRAINROT.best;
}

function fighting(settings: {
  playerPower: number;
  dummyHits: number;
  opponents: readonly { maxHealth: number }[];
}) {
  const power = settings.playerPower;
  const chip = Math.ceil(power * FIGHTING.chip);
  const bout = (health: number) =>
    Math.ceil(health / power) * FIGHTING.bestHit +
    Math.ceil(health / chip) * FIGHTING.blockedHit +
    FIGHTING.ko;
  const bouts = settings.opponents.reduce((sum, opponent) => sum + bout(opponent.maxHealth), 0);
  return settings.dummyHits * FIGHTING.dummyHit + bouts;
}

function slapper(settings: {
  weapons: readonly { power: number }[];
  targetHealth: number;
  timeLimitSeconds: number;
}) {
  const powers = settings.weapons.map((weapon) => weapon.power);
  const perfectDamage = (power: number) => Math.round(power * SLAPPER.perfectMultiplier);
  const health = settings.targetHealth;
  // The perfect streak pays 50 × its length; every perfect slap takes at least the weakest
  // weapon's perfect damage off the target.
  const perfects = Math.ceil(health / Math.max(1, perfectDamage(Math.min(...powers))));
  return (
    SLAPPER.perDamage * (health - 1 + perfectDamage(Math.max(...powers))) +
    (SLAPPER.perfect * perfects * (perfects + 1)) / 2 +
    settings.timeLimitSeconds * SLAPPER.koPerSecond
  );
}

function shooter({
  waves,
  enemiesPerWave,
}: Pick<World<'SHOOTER'>['shooter'], 'waves' | 'enemiesPerWave'>) {
  let total = 0;
  for (let w = 0; w < waves; w++) {
    const primaries = w === waves - 1 ? 2 + Math.floor(waves / 4) : w === 0 ? 0 : 1;
    total +=
      (enemiesPerWave + 2 * w) * SHOOTER.bestEnemy +
      primaries * SHOOTER.primary +
      SHOOTER.wave * (w + 1);
  }
  return total;
}

function fps(
  settings: Pick<
    World<'FPS'>['fps'],
    'waves' | 'enemiesPerWave' | 'primaryEnemyHealth' | 'playerHealth'
  >,
) {
  let total = 0;
  for (let w = 0; w < settings.waves; w++) {
    total += (settings.enemiesPerWave + w) * FPS.bestEnemy;
    if (w < settings.waves - 1) total += FPS.wave * (w + 1);
  }
  const boss = settings.primaryEnemyHealth * FPS.hit + FPS.bossKill;
  return total + boss + settings.playerHealth * FPS.healthBonus;
}

function aerial({ distanceMeters, lives }: { distanceMeters: number; lives: number }) {
  // One ring and ≤ 4 pickups per course segment, segments at least 27.5 m apart.
  const segments = Math.floor((distanceMeters - 140) / AERIAL.minSegment) + 1;
  return (
    Math.floor(distanceMeters * AERIAL.perMetre) +
    segments * AERIAL.segment +
    AERIAL.fuel +
    50 * lives
  );
}

/** A world's bound, by its genre. */
function boundOf(world: WorldFile): number {
  switch (world.gameGenre) {
    case 'COLLECTIBLE':
      return collectible(world.collectible);
    case 'PLATFORMER':
      return platformer(world.platformer);
    case 'RACING':
      return racing(world.racing);
    case 'HILL_RACER':
      return hillRacer(world.hillRacer);
    case 'MERGE':
      return merge({ tiers: world.items.chain.length, ...world.merge });
    case 'FARMING':
      return farming(world.farming);
    case 'SPLATTER':
      return splatter(world.splatter);
    case 'BRAINROT':
      return brainrot(world.brainrot);
    case 'FIGHTING':
      return fighting(world.fighting);
    case 'SLAPPER':
      return slapper(world.slapper);
    case 'SHOOTER':
      return shooter(world.shooter);
    case 'FPS':
      return fps(world.fps);
    case 'AERIAL':
      return aerial(world.aerial);
  }
}

/**
 * Each genre's bound at the largest settings the generator produces (difficulty 5, the
 * audience that gets the longer clock), for a game whose world is not at hand.
 */
export const GENRE_MAX_ROUND_SCORE: Readonly<Record<GameGenre, number>> = {
  /** 34 items (16 + 3 × 5 + 3), 60 s: items at full combo, a bonus every 6 s net, time bonus. */
  COLLECTIBLE: collectible({ targetCount: 34, timeLimitSeconds: 60 }),
  /** 10 screens, 180 s: a coin per column, an enemy per run, 5 points a second left. */
  PLATFORMER: platformer({ levelScreens: 10, timeLimitSeconds: 180 }),
  /** 3,200 m, 76 s, dense traffic and pickups: distance, every pickup, each rival passed once. */
  RACING: racing({
    trackLengthMeters: 3200,
    timeLimitSeconds: 76,
    pickupDensity: 0.85,
    trafficDensity: 1,
  }),
  /** 1,500 m, 34 s tanks every 190 m, 3 checkpoints: flips bounded by the fuel's time. */
  HILL_RACER: hillRacer({
    trackLengthMeters: 1500,
    fuelSeconds: 34,
    fuelCanSpacingMeters: 190,
    coinDensity: 1,
    checkpointCount: 3,
  }),
  /** 10 tiers on 5 × 6 cells: the top item plus a full board one tier below (no clock). */
  MERGE: merge({ tiers: 10, columns: 5, rows: 6 }),
  /** 12 plots, 20 a crop, 4 s to grow, 75 s: every plot harvested as soon as it ripens. */
  FARMING: farming({
    plotColumns: 3,
    plotRows: 4,
    cropPrice: 20,
    growSeconds: 4,
    timeLimitSeconds: 75,
  }),
  /** 50 s, 3 targets at the start: every critter that can join splatted at full combo. */
  SPLATTER: splatter({ startTargets: 3, timeLimitSeconds: 50 }),
  /** 60 s, 1.9 drops a second + 0.03/s: every drop a golden one at combo 5 in chaos. */
  BRAINROT: brainrot({ timeLimitSeconds: 60, spawnPerSecond: 1.9, spawnRamp: 0.03 }),
  /** 8 dummy hits, 4 opponents of 150 health, power 10: every hit clean at full combo. */
  FIGHTING: fighting({
    playerPower: 10,
    dummyHits: 8,
    opponents: [{ maxHealth: 150 }, { maxHealth: 150 }, { maxHealth: 150 }, { maxHealth: 150 }],
  }),
  /** 520 health, weapons 10..34, 90 s: one perfect streak with the weakest weapon, KO at once. */
  SLAPPER: slapper({
    weapons: [{ power: 10 }, { power: 34 }],
    targetHealth: 520,
    timeLimitSeconds: 90,
  }),
  /** 5 waves from 10 enemies: every enemy the fast kind, every primary, every wave bonus. */
  SHOOTER: shooter({ waves: 5, enemiesPerWave: 10 }),
  /** 5 waves from 8 enemies, boss 18 hits, 150 health: all fast kills, full-health bonus. */
  FPS: fps({ waves: 5, enemiesPerWave: 8, primaryEnemyHealth: 18, playerHealth: 150 }),
  /** 2,150 m, 4 lives: distance, a ring and 4 pickups per segment, full tank at the end. */
  AERIAL: aerial({ distanceMeters: 2150, lives: 4 }),
};

/**
 * Highest score one round of `genre` can reach: from its world's settings when given, else
 * the genre's table value.
 */
export function maxRoundScore(genre: GameGenre, world?: WorldFile): number {
  if (world && world.gameGenre === genre) return Math.ceil(boundOf(world));
  return Math.ceil(GENRE_MAX_ROUND_SCORE[genre]);
}
