import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { createRandom } from '../../random/seededRandom.js';
import { mergeChainFor } from './mergeChain.js';

const chainOf = (prompt: string, tiers = 7) =>
  mergeChainFor(prompt, analyzePrompt(prompt, 1), tiers, createRandom(1)).map((t) => t.name);

describe('mergeChainFor', () => {
  it('grows a creature up rung by rung, from the first words to the last', () => {
    const chain = chainOf('merge tiny dragons into a legendary volcano dragon');
    expect(chain).toHaveLength(7);
    expect(chain[0]).toBe('Tiny Dragon');
    expect(chain.at(-1)).toBe('Legendary Volcano Dragon');
    for (const name of chain) expect(name).toMatch(/Dragon$/);
    expect(chain.join(' ')).not.toMatch(/coin|gem|key/i);
  });

  it('grows smaller ones into a plain grown-up and eggs into chickens', () => {
    const snow = chainOf('Merge snowflakes into a snowman');
    expect(snow[0]).toBe('Snowflake');
    expect(snow.at(-1)).toBe('Snowman');
    expect(snow.slice(1, -1).every((name) => !/Giant|Mighty|Big/.test(name))).toBe(true);
    expect(chainOf('Merge eggs into a golden chicken on the farm').at(-1)).toBe('Golden Chicken');
  });

  it('keeps themed ladders for items', () => {
    const chain = chainOf('Merge tiny seeds into a giant magic tree in an enchanted garden');
    expect(chain[0]).toBe('Seed');
    expect(chain.at(-1)).toBe('Giant Magic Tree');
  });
});
