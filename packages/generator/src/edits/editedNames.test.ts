import { describe, expect, it } from 'vitest';
import { displayNameOf, entriesOf, leadingPhrase, namesBySlot, renamed } from './editedNames.js';

describe('edited names', () => {
  it('names an entry the way the analyzer names prompt phrases', () => {
    expect(displayNameOf('Grumpy Raccoon swings wildly and hits hard')).toBe('Grumpy Raccoon');
    expect(displayNameOf('rubber chickens')).toBe('Rubber Chicken');
    expect(displayNameOf('a greedy goat, who buys every crop')).toBe('Greedy Goat');
    expect(displayNameOf('magic acorn: bonus points')).toBe('Magic Acorn');
  });

  it('reads what a description names first, without its article', () => {
    expect(leadingPhrase('a sleepy yeti, ready to take a slap')).toBe('sleepy yeti');
    expect(leadingPhrase('  The zombie clowns  ')).toBe('zombie clowns');
  });

  it('splits lists by arrows, semicolons or lines before commas', () => {
    expect(entriesOf('seed → sprout -> tree')).toEqual(['seed', 'sprout', 'tree']);
    expect(entriesOf('Rex, who bites; Max, who kicks')).toEqual([
      'Rex, who bites',
      'Max, who kicks',
    ]);
    expect(entriesOf('rubber chicken, wet noodle,, ')).toEqual(['rubber chicken', 'wet noodle']);
  });

  it('gives the last of a short list the top slot when asked', () => {
    expect(namesBySlot(['a', 'b'], 4, true)).toEqual([
      [0, 'a'],
      [3, 'b'],
    ]);
    expect(namesBySlot(['a', 'b'], 4, false)).toEqual([
      [0, 'a'],
      [1, 'b'],
    ]);
    expect(namesBySlot(['a'], 4, true)).toEqual([[0, 'a']]);
    expect(namesBySlot(['a', 'b', 'c'], 2, true)).toEqual([
      [0, 'a'],
      [1, 'b'],
    ]);
  });

  it('renames whole names in one pass', () => {
    const renames = new Map([
      ['Bee', 'Wasp Queen'],
      ['Wasp', 'Hornet'],
    ]);
    expect(renamed('A Bee and a Wasp chase the Beetle.', renames, 600)).toBe(
      'A Wasp Queen and a Hornet chase the Beetle.',
    );
    expect(renamed('Bee', renames, 4)).toBe('Wasp');
  });
});
