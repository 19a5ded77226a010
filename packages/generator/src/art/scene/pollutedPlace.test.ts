import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { atmosphereOf } from '../../analyze/atmosphere.js';
import { propsOfPlace } from '../../world/placeProps.js';
import { composeScene } from './composeScene.js';

describe('a polluted place', () => {
  it('reads polluted, littered, trashy and dirty places as polluted', () => {
    const prompts = [
      'A crab collects bottle caps on a polluted beach',
      'A turtle swims through a littered harbor',
      'A raccoon runs down a trashy street',
      'A frog hops around a dirty pond',
      'Squash cockroaches in a dirty diner kitchen',
    ];
    for (const prompt of prompts)
      expect(analyzePrompt(prompt, 3).atmosphere?.state, prompt).toBe('polluted');
  });

  it('strews litter in front of the place and turns its colours murky', () => {
    for (const place of ['beach', 'pond', 'city', 'kitchen'] as const) {
      const scene = composeScene([place], atmosphereOf(`a polluted ${place}`));
      expect(scene.layers.at(-1)?.kind, place).toBe('litter');
      const clean = composeScene([place]);
      expect(scene.layers[1]?.color, place).not.toBe(clean.layers[1]?.color);
    }
  });

  it('stands cans and drums among the props', () => {
    expect(propsOfPlace('beach', undefined, 'polluted').props[0]).toBe('soda can');
  });
});
