import { describe, expect, it } from 'vitest';
import { TERRAIN_SPACING } from './hillRacerRules.js';
import {
  CHUNK_COLUMNS,
  CHUNK_DEPTH,
  chunkBounds,
  chunkCount,
  tallestChunk,
} from './hillRacerTerrainChunk.js';
import { buildSampleHillRacerWorld } from './hillRacerTestWorld.js';
import { generateHillTrack, heightAt } from './hillRacerTrack.js';

const track = generateHillTrack(buildSampleHillRacerWorld());
const chunkWidth = CHUNK_COLUMNS * TERRAIN_SPACING;

describe('the hill racer ground painted once in chunks', () => {
  it('covers the whole course, each chunk reaching into the next so no gap shows', () => {
    const count = chunkCount(track);
    const courseEnd = track.startX + (track.heights.length - 1) * TERRAIN_SPACING;
    expect(chunkBounds(track, 0).left).toBe(track.startX);
    expect(chunkBounds(track, count - 1).right).toBeGreaterThanOrEqual(courseEnd);
    for (let index = 1; index < count; index++) {
      const before = chunkBounds(track, index - 1);
      const after = chunkBounds(track, index);
      expect(after.left).toBeCloseTo(before.left + chunkWidth);
      expect(before.right).toBeGreaterThan(after.left);
    }
  });

  it('holds the grass and every pebble under the ground inside its texture', () => {
    for (let index = 0; index < chunkCount(track); index++) {
      const bounds = chunkBounds(track, index);
      for (let x = bounds.left; x <= bounds.right; x += TERRAIN_SPACING / 4) {
        const surface = heightAt(track, x);
        expect(surface).toBeLessThan(bounds.top);
        expect(surface - CHUNK_DEPTH).toBeGreaterThanOrEqual(bounds.bottom - 1e-6);
      }
    }
    for (let p = 0; p < track.pebbleX.length; p++) {
      const x = track.pebbleX[p] ?? 0;
      const deepest = heightAt(track, x) - (track.pebbleDepth[p] ?? 0) - (track.pebbleSize[p] ?? 0);
      const index = Math.floor((x - track.startX) / chunkWidth);
      if (index < 0 || index >= chunkCount(track)) continue;
      expect(deepest).toBeGreaterThan(chunkBounds(track, index).bottom);
    }
  });

  it('makes every texture as tall as the steepest chunk needs, and no taller', () => {
    const heights = Array.from({ length: chunkCount(track) }, (_, index) => {
      const bounds = chunkBounds(track, index);
      return bounds.top - bounds.bottom;
    });
    expect(tallestChunk(track)).toBe(Math.max(...heights));
  });
});
