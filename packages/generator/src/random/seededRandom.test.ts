import { describe, expect, it } from 'vitest';
import { createRandom, seedFromString } from './seededRandom.js';

describe('seedFromString', () => {
  it('is the FNV-1a hash, stable across runs and machines', () => {
    expect(seedFromString('')).toBe(0x811c9dc5);
    expect(seedFromString('a')).toBe(0xe40c292c);
    expect(seedFromString('pickle knight')).toBe(seedFromString('pickle knight'));
  });

  it('gives different unsigned 32-bit seeds for different texts', () => {
    const seeds = ['cat', 'cats', 'dog', 'Cat', 'ünïcode 🐸'].map(seedFromString);
    expect(new Set(seeds).size).toBe(seeds.length);
    for (const seed of seeds) {
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThanOrEqual(0xffffffff);
    }
  });
});

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
  });

  it('keeps forks independent of draws on the parent', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    b.next();
    expect(a.fork('art').next()).toBe(b.fork('art').next());
  });

  it('stays inside the requested integer range', () => {
    const random = createRandom(3);
    for (let i = 0; i < 200; i++) {
      const value = random.int(2, 5);
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThanOrEqual(5);
    }
  });
});
