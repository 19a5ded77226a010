import type { GameGenre } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { interleavedPositions } from './feedOrder.js';

const entries = (...genres: GameGenre[]) => genres.map((genre) => ({ genre }));

describe('starter feed order', () => {
  it('puts one game of each genre first, newest first, before any genre repeats', () => {
    const list = entries('PLATFORMER', 'PLATFORMER', 'PLATFORMER', 'RACING', 'MERGE', 'RACING');
    const positions = interleavedPositions(list);
    const newestFirst = [...positions.keys()].sort((a, b) => positions[b]! - positions[a]!);
    expect(newestFirst.map((index) => list[index]!.genre)).toEqual([
      'PLATFORMER',
      'RACING',
      'MERGE',
      'PLATFORMER',
      'RACING',
      'PLATFORMER',
    ]);
    // Within a genre the list order holds: later entries are newer.
    expect(positions[0]).toBeLessThan(positions[1]!);
    expect(positions[1]).toBeLessThan(positions[2]!);
    expect(new Set(positions).size).toBe(list.length);
    expect(Math.min(...positions)).toBe(0);
  });
});
