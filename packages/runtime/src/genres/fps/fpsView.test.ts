import { describe, expect, it } from 'vitest';
import { FpsCamera, MAX_COLUMNS } from './fpsCamera.js';
import { FOG_LEVELS, FpsColors, fogLevelAt, wallIndex } from './fpsColors.js';
import { WALL_PLAIN } from './fpsMaze.js';
import { nextWallRunEnd } from './fpsWallRuns.js';

const palette = {
  skyTop: '#102040',
  skyBottom: '#a0c0ff',
  ground: '#403020',
  groundAccent: '#40a040',
  primary: '#ff0000',
  secondary: '#00ffff',
  accent: '#ffcc00',
  text: '#ffffff',
};

const channels = (color: number) => [(color >> 16) & 0xff, (color >> 8) & 0xff, color & 0xff];
const distance = (a: number, b: number) => {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return (
    Math.abs((ar ?? 0) - (br ?? 0)) +
    Math.abs((ag ?? 0) - (bg ?? 0)) +
    Math.abs((ab ?? 0) - (bb ?? 0))
  );
};
const brightness = (color: number) => channels(color).reduce((sum, c) => sum + c, 0);

describe('fps camera', () => {
  it('keeps the horizon above the touch controls and casts a bounded number of columns', () => {
    const camera = new FpsCamera();
    camera.layout(390, 844, 220);
    expect(camera.horizonY).toBeLessThan(844 - 220);
    expect(camera.columns * camera.columnWidth).toBeCloseTo(390);
    camera.layout(4000, 900, 0);
    expect(camera.columns).toBeLessThanOrEqual(MAX_COLUMNS);
  });

  it('widens the view on landscape screens up to 90 degrees', () => {
    const camera = new FpsCamera();
    camera.layout(390, 844, 0);
    const portrait = camera.plane;
    camera.layout(844, 390, 0);
    expect(camera.plane).toBeGreaterThan(portrait);
    expect(camera.plane).toBeLessThanOrEqual(1);
  });
});

describe('fps colours', () => {
  it('fades far walls into the haze and shades side faces darker', () => {
    const colors = new FpsColors(palette);
    const near = colors.wall[wallIndex(WALL_PLAIN, 0, fogLevelAt(1))] ?? 0;
    const far = colors.wall[wallIndex(WALL_PLAIN, 0, fogLevelAt(10))] ?? 0;
    expect(distance(far, colors.haze)).toBeLessThan(distance(near, colors.haze));
    const side = colors.wall[wallIndex(WALL_PLAIN, 1, fogLevelAt(1))] ?? 0;
    expect(brightness(side)).toBeLessThan(brightness(near));
    expect(fogLevelAt(1000)).toBe(FOG_LEVELS - 1);
  });
});

describe('fps wall runs', () => {
  it('joins neighbouring columns that see one face in one shade, and nothing else', () => {
    const face = [7, 7, 7, 9, 9, Number.NaN, Number.NaN, 4];
    const shade = [1, 1, 2, 2, 2, 3, 3, 3];
    const runs: [number, number][] = [];
    for (let first = 0; first < face.length;) {
      const last = nextWallRunEnd(face, shade, first, face.length);
      runs.push([first, last]);
      first = last + 1;
    }
    // Same face, new shade: a new run. Outside the maze (NaN) never joins.
    expect(runs).toEqual([
      [0, 1],
      [2, 2],
      [3, 4],
      [5, 5],
      [6, 6],
      [7, 7],
    ]);
  });
});
