import type { SplatterWorld } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { splatColorIndexAt, thrownSplatColorsOf } from './splatterTints.js';

/** A world's splatter settings as made before worlds had several splat colours. */
const OLDER: SplatterWorld['splatter'] = {
  genreVersion: 1,
  splatColor: '#66cc33',
  timeLimitSeconds: 45,
  startTargets: 2,
  maxTargets: 6,
  targetSpeed: 0.2,
  missPenaltySeconds: 1,
  friendShare: 0.25,
  lives: 3,
};

const colorOfSplat = (settings: SplatterWorld['splatter'], count: number): number => {
  const colors = thrownSplatColorsOf(settings);
  return colors[splatColorIndexAt(count, colors.length)] ?? 0;
};

describe('splat colours', () => {
  it('cycles through the colours of what is thrown, hit by hit', () => {
    const paint = {
      ...OLDER,
      splatColor: '#ff3b5c',
      splatColors: ['#ff3b5c', '#ffd23f', '#2ec4ff'],
    };
    expect([1, 2, 3, 4].map((n) => colorOfSplat(paint, n))).toEqual([
      0xff3b5c, 0xffd23f, 0x2ec4ff, 0xff3b5c,
    ]);
  });

  it('gives every splat the one splat colour of an older world', () => {
    expect([1, 2, 3].map((n) => colorOfSplat(OLDER, n))).toEqual([0x66cc33, 0x66cc33, 0x66cc33]);
  });
});
