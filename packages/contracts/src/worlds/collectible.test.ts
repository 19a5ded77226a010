import { describe, expect, it } from 'vitest';
import { parseWorldFile } from './index.js';
import { sampleWorld } from './sampleWorlds.js';

// The fields every genre shares are checked in worldSchemas.test.ts; this is the arena's own rule.
describe('collectible world obstacles', () => {
  const tree = { name: 'tree', url: '/media/games/g1/tree.png', size: 48 };

  it('accepts the place’s obstacles and refuses one drawn with a picture it lacks', () => {
    const obstacles = { sprites: [tree], placed: [{ sprite: 0, x: 120, y: 200, radius: 30 }] };
    expect(parseWorldFile({ ...sampleWorld('COLLECTIBLE'), obstacles }).ok).toBe(true);
    const result = parseWorldFile({
      ...sampleWorld('COLLECTIBLE'),
      obstacles: { ...obstacles, placed: [{ sprite: 3, x: 120, y: 200, radius: 30 }] },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('obstacles.placed.0.sprite');
  });
});
