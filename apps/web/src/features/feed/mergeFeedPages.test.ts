import type { Game } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { makeGame } from '../../testing/fixtures.js';
import { mergeFeedPages } from './mergeFeedPages.js';

const ids = (games: Game[]) => games.map((game) => game.id);

describe('mergeFeedPages', () => {
  it('concatenates pages in order', () => {
    const pages = [{ items: [makeGame('a1'), makeGame('b2')] }, { items: [makeGame('c3')] }];
    expect(ids(mergeFeedPages(pages))).toEqual(['a1', 'b2', 'c3']);
  });

  it('keeps the first copy of a game that appears on two pages', () => {
    const first = makeGame('dup', { title: 'First' });
    const again = makeGame('dup', { title: 'Again' });
    const merged = mergeFeedPages([
      { items: [first, makeGame('x01')] },
      { items: [again, makeGame('y01')] },
    ]);
    expect(ids(merged)).toEqual(['dup', 'x01', 'y01']);
    expect(merged[0]!.title).toBe('First');
  });

  it('drops duplicates within one page and handles no pages', () => {
    expect(ids(mergeFeedPages([{ items: [makeGame('aaa'), makeGame('aaa')] }]))).toEqual(['aaa']);
    expect(mergeFeedPages([])).toEqual([]);
  });
});
