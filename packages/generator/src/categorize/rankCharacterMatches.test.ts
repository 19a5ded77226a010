import type { CharacterMatch } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { categorizePrompt } from './categorizePrompt.js';
import { rankCharacterMatchesForDescription } from './rankCharacterMatches.js';

/** Names of the best archetypes (the art library's sprites left out). */
const topNames = (description: string, count = 1) =>
  rankCharacterMatchesForDescription(description, null, 20)
    .filter((match) => !match.url.includes('/sprites/'))
    .slice(0, count)
    .map((match) => match.name);

const archetypes = (matches: readonly CharacterMatch[]) =>
  matches.filter((match) => !match.url.includes('/sprites/'));

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
    expect(archetypes(heroMatches('A lava monster'))[0]?.name).toBe('Lava Monster');
    expect(archetypes(heroMatches('An ice monster'))[0]?.name).toBe('Ice Golem');
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

describe('rankCharacterMatches with the art library', () => {
  it("offers the art library's sprite first when the rig cannot draw the character", () => {
    const [first] = rankCharacterMatchesForDescription('a seahorse');
    expect(first).toEqual({
      url: '/media/library/sprites/game-icons/seahorse.png',
      assetUrl: '/media/library/sprites/game-icons/seahorse.png',
      name: 'Seahorse',
      similarity: 0.8,
    });
  });

  it('keeps the archetype first when the rig draws it, sprites among the others', () => {
    const matches = rankCharacterMatchesForDescription('a knight');
    expect(matches[0]?.name).toBe('Knight');
    const cat = rankCharacterMatchesForDescription('a cat');
    expect(cat.map((match) => match.url)).toContain(
      '/media/library/sprites/fluent-emoji-flat/cat.png',
    );
    for (const list of [matches, cat]) {
      const scores = list.map((match) => match.similarity);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });
});
