import { describe, expect, it } from 'vitest';
import { COLOR_WORDS } from './colorWords.js';
import { PLACE_WORDS } from './placeWords.js';
import { wordTable } from './wordTable.js';

const OBJECT_MEMBERS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

describe('word tables', () => {
  it('find only their own words, never Object members a prompt may contain', () => {
    const table = wordTable({ red: '#f00' });
    expect(table.red).toBe('#f00');
    for (const word of OBJECT_MEMBERS) {
      expect(table[word]).toBeUndefined();
      expect(PLACE_WORDS[word]).toBeUndefined();
      expect(COLOR_WORDS[word]).toBeUndefined();
    }
  });
});
