import { describe, expect, it } from 'vitest';
import { parseWorldFile } from './index.js';
import { sampleWorld } from './sampleWorlds.js';

// The fields every genre shares are checked in worldSchemas.test.ts; this is the fight's own rule.
describe('fighting world warm-up', () => {
  it('opens on the dummy in worlds made before the warm-up choice, or as the world says', () => {
    const old = parseWorldFile(sampleWorld('FIGHTING'));
    expect(old.ok && old.world.gameGenre === 'FIGHTING' && old.world.fighting.warmup).toBe(
      undefined,
    );
    const world = sampleWorld('FIGHTING');
    world.fighting.warmup = 'none';
    const opensOnRival = parseWorldFile(world);
    expect(opensOnRival.ok && opensOnRival.world.gameGenre === 'FIGHTING').toBe(true);
    if (opensOnRival.ok && opensOnRival.world.gameGenre === 'FIGHTING')
      expect(opensOnRival.world.fighting.warmup).toBe('none');
  });
});
