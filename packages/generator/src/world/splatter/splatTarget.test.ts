import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { isThingTarget, withThrownAtTarget } from './splatTarget.js';

const read = (prompt: string) => withThrownAtTarget(prompt, analyzePrompt(prompt, 5));

describe('what a splatter prompt throws at', () => {
  it('splats the thing thrown at when no creature is named', () => {
    expect(read('Throw snowballs at the school bus').enemy.name).toBe('School Bus');
    expect(read('Splash paint on a fence').enemy.name).toBe('Fence');
    expect(read('Throw eggs at the school bus').enemy.isImplied).toBeUndefined();
  });

  it('keeps a named creature and tells things from creatures', () => {
    expect(read('Throw tomatoes at a clown').enemy.name).toBe('Clown');
    expect(isThingTarget(read('Throw tomatoes at a clown').enemy)).toBe(false);
    expect(isThingTarget(read('Throw eggs at a car').enemy)).toBe(true);
    expect(isThingTarget(read('Splat slugs in a garden').enemy)).toBe(false);
  });
});
