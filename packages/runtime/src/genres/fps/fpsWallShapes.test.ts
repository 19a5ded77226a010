import { FPS_WALL_PATTERNS, FPS_WALL_SHAPES } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { FpsColors, fogLevelAt, wallIndex } from './fpsColors.js';
import { WALL_PLAIN } from './fpsMaze.js';

const palette = {
  skyTop: '#102040',
  skyBottom: '#a0c0ff',
  ground: '#403020',
  groundAccent: '#40a040',
  primary: '#d03030',
  secondary: '#3070d0',
  accent: '#ffcc00',
  text: '#ffffff',
};
const PLAIN = ['bricks', 'panels', 'blocks'];
const near = wallIndex(WALL_PLAIN, 0, fogLevelAt(1));
const channels = (color: number) => [(color >> 16) & 0xff, (color >> 8) & 0xff, color & 0xff];
const brightness = (color: number) => channels(color).reduce((sum, c) => sum + c, 0) / 3;

describe('fps wall patterns', () => {
  it('gives each place pattern its own look: a material or features the plain ones lack', () => {
    const looks = new Set<string>();
    for (const name of FPS_WALL_PATTERNS) {
      const shape = FPS_WALL_SHAPES[name];
      looks.add(JSON.stringify(shape));
      if (PLAIN.includes(name)) continue;
      expect(shape.material !== undefined || shape.features.length > 0, name).toBe(true);
      for (const f of shape.features) {
        expect(f.u0 >= 0 && f.u1 <= 1 && f.u0 < f.u1, name).toBe(true);
        expect(f.v0 >= 0 && f.v1 <= 1 && f.v0 < f.v1, name).toBe(true);
      }
    }
    expect(looks.size).toBe(FPS_WALL_PATTERNS.length);
  });

  it('draws a cathedral with an arched window and a space station with lights', () => {
    expect(FPS_WALL_SHAPES.gothic.features.some((f) => f.isArched && f.tone === 'glass')).toBe(
      true,
    );
    const hull = new FpsColors(palette, FPS_WALL_SHAPES.hull);
    const light = hull.tones.glow[near] ?? 0;
    expect(brightness(light)).toBeGreaterThan(brightness(hull.wall[near] ?? 0) + 40);
  });

  it("paints hospital tiles pale and a mine's timber props brown against its rock", () => {
    const tiles = new FpsColors(palette, FPS_WALL_SHAPES.tiles);
    const plain = new FpsColors(palette, FPS_WALL_SHAPES.bricks);
    expect(brightness(tiles.wall[near] ?? 0)).toBeGreaterThan(
      brightness(plain.wall[near] ?? 0) + 40,
    );
    const mine = new FpsColors(palette, FPS_WALL_SHAPES.mine);
    const [r, g, b] = channels(mine.tones.timber[near] ?? 0);
    expect((r ?? 0) > (b ?? 0) + 30 && (g ?? 0) > (b ?? 0)).toBe(true);
    const rock = channels(mine.wall[near] ?? 0);
    const apart = rock.reduce((sum, c, i) => sum + Math.abs(c - ([r, g, b][i] ?? 0)), 0);
    expect(apart).toBeGreaterThan(60);
  });

  it('walls the open with trees, snow and sand: brown trunks on green, white snow on pines', () => {
    const forest = new FpsColors(palette, FPS_WALL_SHAPES.trunks);
    const [r, , b] = channels(forest.tones.timber[near] ?? 0);
    const [lr, lg, lb] = channels(forest.tones.leaf[near] ?? 0);
    expect((r ?? 0) > (b ?? 0) + 30 && (lg ?? 0) > (lr ?? 0) + 30 && (lg ?? 0) > (lb ?? 0)).toBe(
      true,
    );
    expect(FPS_WALL_SHAPES.trunks.features.some((f) => f.tone === 'timber' && f.v1 === 1)).toBe(
      true,
    );
    const pines = new FpsColors(palette, FPS_WALL_SHAPES.snowPines);
    expect(brightness(pines.tones.snow[near] ?? 0)).toBeGreaterThan(
      brightness(pines.wall[near] ?? 0) + 100,
    );
    expect(FPS_WALL_SHAPES.palms.features.some((f) => f.tone === 'sand')).toBe(true);
  });
});
