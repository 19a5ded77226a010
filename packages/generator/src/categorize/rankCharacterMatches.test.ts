import { describe, expect, it } from 'vitest';
import { categorizePrompt } from './categorizePrompt.js';
import { rankCharacterMatchesForDescription } from './rankCharacterMatches.js';

const topNames = (description: string, count = 1) =>
  rankCharacterMatchesForDescription(description)
    .slice(0, count)
    .map((match) => match.name);

const heroMatches = (prompt: string) =>
  categorizePrompt({ prompt, gameGenre: 'PLATFORMER' }).characterMatches.character ?? [];

describe('rankCharacterMatches', () => {
  it('finds the archetype named by a synonym or an inflected word', () => {
    expect(topNames('three little kittens')).toEqual(['Cat']);
    expect(topNames('an undead ghoul')).toEqual(['Zombie']);
    expect(topNames('a rabbit')).toEqual(['Bunny']);
    expect(topNames('a T-rex dinosaur')).toEqual(['Dinosaur']);
  });

  it('reads a longer description, details included', () => {
    expect(topNames('A brave green pickle with a silver helmet and a sword', 2)).toEqual([
      'Pickle',
      'Knight',
    ]);
    expect(topNames('a shiny metal robot wearing armor and holding a sword', 2)).toEqual([
      'Robot Knight',
      'Robot',
    ]);
  });

  it('lets the named colour and material decide between close archetypes', () => {
    expect(heroMatches('A lava monster')[0]?.name).toBe('Lava Monster');
    expect(heroMatches('An ice monster')[0]?.name).toBe('Ice Golem');
  });

  it('scores a perfect word match near 1 and an unknown creature low', () => {
    expect(heroMatches('A little fox')[0]?.similarity).toBeGreaterThan(0.9);
    const unknown = heroMatches('A blorp from planet zog');
    expect(unknown[0]?.similarity).toBeLessThan(0.5);
    expect(unknown).toHaveLength(5);
  });

  it('breaks ties the same way every time', () => {
    const first = rankCharacterMatchesForDescription('a wobbly thing');
    expect(rankCharacterMatchesForDescription('a wobbly thing')).toEqual(first);
  });
});
