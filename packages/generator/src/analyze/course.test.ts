import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyzePrompt.js';
import { buildPlatformerWorld } from '../world/buildPlatformerWorld.js';
import { drawTiles } from '../art/scene/tiles.js';
import { generatePlatformerLevel } from '@promptplay/runtime/levels';

const read = (prompt: string) => analyzePrompt(prompt, 4);

describe('things hopped across are the course, not the thing to collect', () => {
  it.each([
    ['A frog hops across lily pads in a foggy swamp', 'lilyPad'],
    ['A girl jumps across stepping stones over a river', 'stone'],
    ['A cat leaps between rooftops in Paris at night', 'roof'],
    ['A penguin hops across ice floes in the arctic', 'ice'],
    ['A beaver hops across floating logs on a lake', 'log'],
    ['A bunny jumps on clouds in the sky', 'cloud'],
    ['A fox runs across the rooftops of London', 'roof'],
  ])('"%s" runs on %s', (prompt, course) => {
    const analysis = read(prompt);
    expect(analysis.course).toBe(course);
    // Neither the pickup nor the goal is the course itself.
    const named = `${analysis.collectible.phrase} ${analysis.goal.name}`.toLowerCase();
    expect(named).not.toMatch(/lily|stone|roof|floe|\blog|cloud/);
  });

  it('picks a pickup that fits the course when the place would offer the course itself', () => {
    expect(read('A frog hops across lily pads in a foggy swamp').collectible.name).toBe(
      'Lotus Flower',
    );
    expect(read('A frog hops across lily pads').collectible.name).toBe('Lotus Flower');
  });

  it('keeps a named collectible, and things jumped over stay obstacles', () => {
    expect(read('A frog collects flies while hopping across lily pads').collectible.phrase).toBe(
      'flies',
    );
    expect(read('A fox jumps over logs in a forest').course).toBeUndefined();
    expect(read('A knight in a dark castle').course).toBeUndefined();
  });

  it('tells the platformer to draw its floating platforms as the course', () => {
    const analysis = read('A frog hops across lily pads in a foggy swamp');
    const world = buildPlatformerWorld({
      analysis,
      author: 'a',
      seed: 4,
      createdAt: new Date(0).toISOString(),
      mediaBaseUrl: '/m/',
      targetAudience: 'family',
    });
    expect(world.platformer.course).toBe('lilyPad');
    // Pads float on water: the ground under them is no longer dirt.
    expect(world.palette.ground).toBe('#3d7a78');
    const level = generatePlatformerLevel(world);
    const plain = drawTiles(level, world.palette, 0, level.widthTiles);
    const pads = drawTiles(level, world.palette, 0, level.widthTiles, 'lilyPad');
    // Lily pad green on floating tiles, where the plain level has grass caps.
    expect(pads).toContain('#5cbf4f');
    expect(plain).not.toContain('#5cbf4f');
  });
});
