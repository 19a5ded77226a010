import { describe, expect, it } from 'vitest';
import { parseWorldFile } from './index.js';
import { RACING_ROAD_SURFACES, ROAD_SURFACE_COLORS } from './racingRoadSurface.js';
import { sampleWorld } from './sampleWorlds.js';

describe('racing road surfaces', () => {
  it('keeps a world without a surface valid (it races on tarmac)', () => {
    const world = sampleWorld('RACING');
    expect('roadSurface' in (world as { racing: object }).racing).toBe(false);
    expect(parseWorldFile(world).ok).toBe(true);
  });

  it.each(RACING_ROAD_SURFACES)('accepts a road of %s, with colours of its own', (surface) => {
    const world = sampleWorld('RACING') as { racing: Record<string, unknown> };
    world.racing.roadSurface = surface;
    expect(parseWorldFile(world).ok).toBe(true);
    if (surface === 'tarmac') return;
    const colors = ROAD_SURFACE_COLORS[surface];
    for (const color of Object.values(colors)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    // The lanes' marks stand out from the road.
    expect(colors.line).not.toBe(colors.road);
  });
});
