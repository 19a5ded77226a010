import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { hexToHsl } from '../../color/colorMath.js';
import { buildSplatterWorld } from '../buildSplatterWorld.js';
import { splatterScreenshotSvg } from './splatterScreenshot.js';

const worldOf = (prompt: string) => {
  const analysis = analyzePrompt(prompt, 7);
  const world = buildSplatterWorld({
    analysis,
    author: 'Tester',
    seed: 7,
    createdAt: '2026-01-01T00:00:00.000Z',
    mediaBaseUrl: '/media/t/',
    targetAudience: 'family',
  });
  return { analysis, world };
};
const colorsOf = (prompt: string): string[] => {
  const { splatColor, splatColors } = worldOf(prompt).world.splatter;
  return splatColors ?? [splatColor];
};
const hueOf = (hex: string) => hexToHsl(hex);

describe('splats take the colour of what is thrown', () => {
  it('splats paint in several bright colours', () => {
    for (const prompt of [
      'Splat paint on ghosts in a creepy mansion',
      'Throw paintballs at robots in a warehouse',
    ]) {
      const colors = colorsOf(prompt);
      expect(new Set(colors).size, prompt).toBeGreaterThanOrEqual(4);
      for (const color of colors) expect(hueOf(color).s, prompt).toBeGreaterThan(0.6);
    }
  });

  it('splats what a tool sends: a hose water blue, a flashlight light yellow, a camera white', () => {
    expect(hueOf(colorsOf('A firefighter sprays monsters with a hose')[0] ?? '').h).toBeGreaterThan(
      190,
    );
    const light = hueOf(colorsOf('Splat ghosts with a flashlight in a crypt')[0] ?? '');
    expect(light.h).toBeGreaterThan(40);
    expect(light.h).toBeLessThan(65);
    expect(colorsOf('A photographer splats aliens with a camera')[0]).toBe('#ffffff');
  });

  it('splats tomatoes red, mud brown, water balloons blue and pies cream', () => {
    const red = colorsOf('Throw tomatoes at zombies in a graveyard')[0] ?? '';
    expect(hueOf(red).h < 15 || hueOf(red).h > 345).toBe(true);
    const brown = hueOf(colorsOf('Throw mud at pigs on a farm')[0] ?? '');
    expect(brown.h).toBeGreaterThan(15);
    expect(brown.h).toBeLessThan(40);
    expect(brown.l).toBeLessThan(0.4);
    const blue = hueOf(colorsOf('Splat pirates with water balloons on a ship')[0] ?? '');
    expect(blue.h).toBeGreaterThan(190);
    expect(blue.h).toBeLessThan(230);
    const cream = hueOf(colorsOf('Hit clowns with cream pies at the circus')[0] ?? '');
    expect(cream.l).toBeGreaterThan(0.8);
  });

  it('never splats grey when nothing thrown is named and the target is pale', () => {
    for (const prompt of ['Squash ghosts in a haunted house', 'Splat snowmen in the arctic']) {
      const color = colorsOf(prompt)[0] ?? '';
      expect(hueOf(color).s, prompt).toBeGreaterThan(0.4);
    }
  });

  it('shows targets clean on the screenshot: one splat, under the one tapped target', () => {
    const { analysis, world } = worldOf('Splat paint on ghosts in a creepy mansion');
    const svg = splatterScreenshotSvg(world, {
      target: analysis.enemy.look,
      friend: analysis.hero.look,
      bonus: analysis.collectible,
    });
    const blobs = svg.match(/<ellipse[^>]*opacity="0.9"/g) ?? [];
    expect(blobs).toHaveLength(1);
    for (const color of world.splatter.splatColors ?? []) expect(svg).toContain(color);
  });
});
