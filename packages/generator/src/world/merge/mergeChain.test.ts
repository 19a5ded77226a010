import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { lookupSprite } from '../../art/library/rankSprites.js';
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

  it('grows things through what they become on the way, each drawn as itself', () => {
    const seeds = chainOf('Merge tiny seeds into a giant magic tree in an enchanted garden');
    expect(seeds[0]).toBe('Seed');
    expect(seeds.at(-1)).toBe('Giant Magic Tree');
    expect(seeds).toContain('Sprout');
    const rain = chainOf('merge raindrops into a thunderstorm cloud');
    expect(rain[0]).toBe('Raindrop');
    expect(rain).toContain('Cloud');
    expect(rain).toContain('Rain Cloud');
    expect(rain.at(-1)).toBe('Thunderstorm Cloud');
    expect(rain.join(' ')).not.toMatch(/leaf|coin|feather|gem/i);
    const stones = chainOf('merge pebbles into a mountain', 6);
    expect(stones).toEqual([
      'Pebble',
      'Small Rock',
      'Rock',
      'Small Boulder',
      'Boulder',
      'Mountain',
    ]);
    for (const name of [...rain, ...stones]) {
      expect(lookupSprite(name.toLowerCase()), name).not.toBeNull();
    }
  });

  it('grows two things no path joins through sizes of each', () => {
    const chain = chainOf('merge pencils into a rocket', 6);
    expect(chain).toEqual([
      'Pencil',
      'Big Pencil',
      'Giant Pencil',
      'Tiny Rocket',
      'Small Rocket',
      'Rocket',
    ]);
  });

  it('grows the thing a prompt names without "into" ("brews potions")', () => {
    const chain = chainOf('A witch brews potions in a haunted house');
    expect(chain[0]).toBe('Potion');
    expect(chain.at(-1)).toBe('Cauldron');
    expect(chain.join(' ')).not.toMatch(/candy|cake/i);
  });

  it('keeps themed ladders when the prompt names nothing to merge', () => {
    const chain = chainOf('A merge game in a candy kingdom');
    expect(chain.at(-1)).toBe('Giant Cake');
  });
});
