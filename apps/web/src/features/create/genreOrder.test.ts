import { MODAL_GENRES } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import {
  genreOrderStorageKey,
  playerGenreOrder,
  shuffleWithSeed,
  visibleGenres,
} from './genreOrder.js';

describe('seeded shuffle', () => {
  it('gives the same order for the same seed and keeps every item', () => {
    const first = shuffleWithSeed(MODAL_GENRES, 'player-1');
    expect(shuffleWithSeed(MODAL_GENRES, 'player-1')).toEqual(first);
    expect([...first].sort()).toEqual([...MODAL_GENRES].sort());
  });

  it('gives different players different orders', () => {
    const orders = new Set(
      ['p-1', 'p-2', 'p-3', 'p-4', 'p-5'].map((seed) =>
        shuffleWithSeed(MODAL_GENRES, seed).join(','),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
    expect(orders.has(MODAL_GENRES.join(','))).toBe(false);
  });
});

describe('player genre order', () => {
  it('shuffles once per player, saves it, and keeps it', () => {
    const order = playerGenreOrder('player-1', localStorage);
    expect(JSON.parse(localStorage.getItem(genreOrderStorageKey('player-1'))!)).toEqual(order);
    localStorage.setItem(
      genreOrderStorageKey('player-1'),
      JSON.stringify([
        'Aerial',
        'Merge',
        ...MODAL_GENRES.filter((g) => g !== 'Aerial' && g !== 'Merge'),
      ]),
    );
    expect(playerGenreOrder('player-1', localStorage).slice(0, 2)).toEqual(['Aerial', 'Merge']);
  });

  it('keeps a saved order per player', () => {
    localStorage.setItem(genreOrderStorageKey('player-2'), JSON.stringify(['Farming']));
    expect(playerGenreOrder('player-2', localStorage)[0]).toBe('Farming');
    expect(playerGenreOrder('player-3', localStorage)).toEqual(
      shuffleWithSeed(MODAL_GENRES, 'player-3'),
    );
  });

  it('repairs a saved order with unknown or missing genres', () => {
    localStorage.setItem(genreOrderStorageKey('p'), JSON.stringify(['Nope', 'Merge', 'Merge']));
    const order = playerGenreOrder('p', localStorage);
    expect(order[0]).toBe('Merge');
    expect([...order].sort()).toEqual([...MODAL_GENRES].sort());
  });

  it('uses the modal order before a player is known', () => {
    expect(playerGenreOrder(null, localStorage)).toEqual(MODAL_GENRES);
  });
});

describe('visible genres', () => {
  it('hides Shooter, Racing and Aerial in production', () => {
    const shown = visibleGenres(MODAL_GENRES, { hideProductionGenres: true, isLiveEvent: false });
    expect(shown).toEqual([
      'Platformer',
      'Fighting',
      'Merge',
      'Slapper',
      'Farming',
      'Splatter',
      'Brainrot',
      'FPS',
    ]);
    expect(
      visibleGenres(MODAL_GENRES, { hideProductionGenres: false, isLiveEvent: false }),
    ).toEqual(MODAL_GENRES);
  });

  it('puts Fighting first during a live event', () => {
    const order = shuffleWithSeed(MODAL_GENRES, 'player-9');
    const shown = visibleGenres(order, { hideProductionGenres: false, isLiveEvent: true });
    expect(shown[0]).toBe('Fighting');
    expect(shown.slice(1)).toEqual(order.filter((genre) => genre !== 'Fighting'));
  });
});
