import { describe, expect, it } from 'vitest';
import { atmosphereOf } from '../../analyze/atmosphere.js';
import { composeScene, parseSceneKey } from './composeScene.js';

describe('seasons', () => {
  it('reads autumn and spring, never the verbs "fall" and "spring"', () => {
    expect(atmosphereOf('A squirrel gathers acorns in an autumn forest').season).toBe('autumn');
    expect(atmosphereOf('A goat grows pumpkins on a farm in the fall').season).toBe('autumn');
    expect(atmosphereOf('A bunny hops through a garden in spring').season).toBe('spring');
    expect(atmosphereOf('A little dinosaur escapes while meteors fall').season).toBeUndefined();
    expect(atmosphereOf('A frog springs across the pond').season).toBeUndefined();
  });

  it('turns a grassy place and its playfield to the season, and keeps it in the scene key', () => {
    const autumn = atmosphereOf('an autumn forest');
    const scene = composeScene(['forest'], autumn);
    const summer = composeScene(['forest'], atmosphereOf('a forest'));
    expect(scene.floor).toBe('fallenLeaves');
    expect(scene.groundAccent).not.toBe(summer.groundAccent);
    expect(scene.layers.find((l) => l.kind === 'trees')?.color).not.toBe(
      summer.layers.find((l) => l.kind === 'trees')?.color,
    );
    expect(scene.key).toBe('forest/autumn');
    expect(parseSceneKey(scene.key)?.atmosphere.season).toBe('autumn');
    expect(composeScene(['desert'], autumn).floor).toBe('sand');
  });
});
