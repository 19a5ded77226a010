import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyzePrompt.js';
import { parsePhrases, singularOf } from './parsePhrases.js';

const read = (prompt: string) => analyzePrompt(prompt, 5);

describe('a creature’s verb is a verb, what it acts on is the thing', () => {
  it.each([
    ['A sleepy sloth farms bananas on a jungle island', 'Sleepy Sloth', 'bananas'],
    ['A robot waters flowers', 'Robot', 'flowers'],
    ['A witch brews potions', 'Witch', 'potions'],
    ['A bear bakes cookies', 'Bear', 'cookies'],
    ['A chef juggles sushi', 'Chef', 'sushi'],
    ['A karate kid breaks boards', 'Karate Kid', 'boards'],
    ['A cat paints fences', 'Cat', 'fences'],
    ['A seagull steals fries', 'Seagull', 'fries'],
    ['A dog collects socks', 'Dog', 'socks'],
  ])('%s', (prompt, hero, collectible) => {
    const analysis = read(prompt);
    expect(analysis.hero.name).toBe(hero);
    expect(analysis.collectible.phrase).toBe(collectible);
    expect(analysis.collectible.sprite ?? analysis.collectible.kind).not.toBe('coin');
  });

  it('draws boards as planks, flames as fire and fences as a fence', () => {
    expect(read('A karate kid breaks boards').collectible.sprite?.id).toBe('game-icons:planks');
    expect(read('A firefighter fights roaring flames').enemy.sprite?.id).toBe(
      'fluent-emoji-flat:fire',
    );
    expect(read('A cat paints fences').collectible.sprite?.id).toBe('game-icons:wooden-fence');
  });

  it('reads a bare verb after many and a verb that ends the clause', () => {
    expect(read('Two grannies sprint through the mall').hero.name).toBe('Granny');
    expect(read('A cheetah runs').hero.name).toBe('Cheetah');
    // Things stay nouns: the ships are the subject, "sail" the verb.
    expect(parsePhrases('pirate ships sail across the sea')[0]?.text).toBe('pirate ships');
  });

  it('takes no other subject’s verb for the hero’s ("while lava bombs fall")', () => {
    const analysis = read('Race go-karts around a volcano while lava bombs fall');
    expect(analysis.collectible.phrase).not.toBe('fall');
  });

  it('keeps singular words that look like Latin plurals', () => {
    expect(singularOf('opera')).toBe('opera');
    expect(singularOf('pasta')).toBe('pasta');
  });
});

describe('what the hero throws, shoots or splashes, and at what', () => {
  it('throws pies at clowns: the pie is the ammunition, the clowns the enemies', () => {
    const analysis = read('Throw pies at clowns');
    expect(analysis.weapon?.phrase).toBe('pies');
    expect(analysis.enemy.phrase).toBe('clowns');
  });

  it('shoots at things as targets, and never rides them', () => {
    const analysis = read('A clown shoots cream pies at balloons in the fairground');
    expect(analysis.enemy.phrase).toBe('balloons');
    expect(analysis.weapon?.phrase).toBe('cream pies');
    expect(analysis.vehicle).toBeUndefined();
  });

  it('splashes paint, not at paint', () => {
    const analysis = read('Splatter paint across the dance floor');
    expect(analysis.enemy.phrase).not.toBe('paint');
    expect(analysis.weapon?.phrase).toBe('paint');
  });

  it('makes dust bunnies dusty grey bunnies', () => {
    const enemy = read('A maid fights dust bunnies').enemy;
    expect(enemy.name).toBe('Dust Bunny');
    expect(enemy.look.ears).toBe('bunny');
  });
});
