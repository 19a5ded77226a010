/**
 * Stable 32-bit FNV-1a hash of a string: the same text gives the same seed on every machine.
 *
 * @example seedFromString('pickle knight') // => a number in 0..2^32-1
 */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    hash ^= code & 0xff;
    hash = Math.imul(hash, 0x01000193);
    if (code > 0xff) {
      hash ^= code >>> 8;
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return hash >>> 0;
}

export interface SeededRandom {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** An independent stream for a named purpose, so adding draws elsewhere does not shift it. */
  fork(label: string): SeededRandom;
}

/** Mulberry32: tiny, fast and good enough for procedural art and level choices. */
export function createRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: SeededRandom = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (probability) => next() < probability,
    fork: (label) => createRandom((seedFromString(label) ^ seed) >>> 0),
  };
  return random;
}
