import { describe, expect, it } from 'vitest';
import { parseWorldFile } from './index.js';
import { sampleWorld, WORLD_GENRES, type WorldGenre } from './sampleWorlds.js';

/** The fields every world has; the genre owns the rest (its cast, its items, its settings). */
const SHARED_FIELDS = new Set([
  'formatVersion',
  'version',
  'creationTimeUtc',
  'worldProfileData',
  'seed',
  'difficulty',
  'targetAudience',
  'palette',
  'background',
  'genreSpecificFields',
  'gameGenre',
]);

/** A value a world must not have, and the field the error has to name. */
interface BadValue {
  genre: WorldGenre;
  path: string;
  value: unknown;
  why: string;
}

const BAD_VALUES: readonly BadValue[] = [
  { genre: 'PLATFORMER', path: 'platformer.levelScreens', value: 2, why: 'a level too short' },
  { genre: 'PLATFORMER', path: 'platformer.lives', value: 0, why: 'no lives' },
  { genre: 'RACING', path: 'racing.trackLengthMeters', value: 10, why: 'a track too short' },
  { genre: 'RACING', path: 'racing.roadSurface', value: 'lava', why: 'an unknown road surface' },
  { genre: 'COLLECTIBLE', path: 'collectible.targetCount', value: 0, why: 'nothing to collect' },
  { genre: 'MERGE', path: 'merge.columns', value: 1, why: 'a board too narrow' },
  { genre: 'MERGE', path: 'items.chain', value: [], why: 'a chain shorter than four tiers' },
  { genre: 'FARMING', path: 'farming.seedPrice', value: 0, why: 'free seeds' },
  { genre: 'SHOOTER', path: 'shooter.waves', value: 0, why: 'no waves' },
  { genre: 'FPS', path: 'fps.wallPattern', value: 'lava', why: 'an unknown wall pattern' },
  { genre: 'FPS', path: 'fps.mazeCells', value: 1, why: 'a maze too small to hunt in' },
  { genre: 'SPLATTER', path: 'splatter.splatColor', value: 'green', why: 'a colour by name' },
  { genre: 'FIGHTING', path: 'fighting.opponents', value: [], why: 'no opponents' },
  {
    genre: 'FIGHTING',
    path: 'fighting.opponents.0.personality',
    value: 'lazy',
    why: 'an unknown personality',
  },
  { genre: 'FIGHTING', path: 'fighting.warmup', value: 'skip', why: 'an unknown warm-up' },
  { genre: 'SLAPPER', path: 'slapper.weapons', value: [], why: 'no weapons' },
  { genre: 'SLAPPER', path: 'slapper.meterSpeed', value: 10, why: 'a meter impossibly fast' },
  { genre: 'BRAINROT', path: 'items.props', value: [], why: 'no props' },
  { genre: 'BRAINROT', path: 'brainrot.hazardShare', value: 0.9, why: 'nothing but hazards' },
  { genre: 'AERIAL', path: 'aerial.distanceMeters', value: 5, why: 'a flight too short' },
  { genre: 'AERIAL', path: 'aerial.vehicleKind', value: 'train', why: 'a vehicle not drawn' },
  { genre: 'AERIAL', path: 'aerial.topSpeed', value: 12, why: 'top speed below start speed' },
  {
    genre: 'HILL_RACER',
    path: 'hillRacer.maxSlopeDegrees',
    value: 80,
    why: 'a slope too steep to climb',
  },
  {
    genre: 'HILL_RACER',
    path: 'hillRacer.vehicle.frontAxle.x',
    value: 1.4,
    why: 'an axle off the vehicle image',
  },
];

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every required field of a world: its top-level fields and those of the genre's own blocks. */
function requiredPaths(world: Fields): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(world)) {
    paths.push(key);
    if (SHARED_FIELDS.has(key) || !isFields(value)) continue;
    for (const child of Object.keys(value)) paths.push(`${key}.${child}`);
  }
  return paths;
}

/** Sets (or with `undefined`, removes) the field at a dotted path of a world copy. */
function withField(world: Fields, path: string, value: unknown): Fields {
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let target: Fields | unknown[] = world;
  for (const key of keys) {
    const next: unknown = Array.isArray(target) ? target[Number(key)] : target[key];
    if (!isFields(next) && !Array.isArray(next)) throw new Error(`${path}: no ${key} here`);
    target = next;
  }
  if (Array.isArray(target)) target[Number(last)] = value;
  else if (value === undefined) delete target[last];
  else target[last] = value;
  return world;
}

function errorOf(world: unknown): string {
  const result = parseWorldFile(world);
  return result.ok ? 'accepted' : result.error;
}

describe.each(WORLD_GENRES)('%s world schema', (genre) => {
  it('accepts its sample world', () => {
    const result = parseWorldFile(sampleWorld(genre));
    expect(result.ok && result.world.gameGenre).toBe(genre);
  });

  it.each(requiredPaths(sampleWorld(genre)))('refuses the world without %s, naming it', (path) => {
    expect(errorOf(withField(sampleWorld(genre), path, undefined))).toContain(`: ${path}: `);
  });

  const badValues = BAD_VALUES.filter((bad) => bad.genre === genre);
  it.each(badValues)('refuses $why, naming $path', ({ path, value }) => {
    expect(errorOf(withField(sampleWorld(genre), path, value))).toContain(`: ${path}: `);
  });
});
