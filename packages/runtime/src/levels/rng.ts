/**
 * Seeded PRNG (mulberry32): the same seed gives the same sequence on every machine.
 * Every random choice of a scene goes through one of these, so a world file always plays the same.
 *
 * @example
 * const rng = createRng(42);
 * const roll = rng(); // 0 <= roll < 1
 */
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [min, max] (both inclusive) from a seeded rng. */
export function randomInt(rng: () => number, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** Mixes several integers into one 32-bit seed (FNV-1a over their bytes). */
export function mixSeed(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    let value = Math.floor(part) >>> 0;
    for (let i = 0; i < 4; i++) {
      hash ^= value & 0xff;
      hash = Math.imul(hash, 0x01000193) >>> 0;
      value >>>= 8;
    }
  }
  return hash >>> 0;
}
