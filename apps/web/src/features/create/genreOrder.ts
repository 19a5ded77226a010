import {
  MODAL_GENRES,
  PRODUCTION_HIDDEN_GENRES,
  modalGenreSchema,
  type ModalGenre,
} from '@promptplay/contracts';
import { z } from 'zod';

/** FNV-1a: a stable 32-bit number from a string, to seed the shuffle. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, well-mixed PRNG giving numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Fisher–Yates shuffle driven by a seed string: the same seed always gives the same order.
 *
 * @example shuffleWithSeed(['a', 'b', 'c'], 'player-1') // the same permutation every time
 */
export function shuffleWithSeed<T>(items: readonly T[], seed: string): T[] {
  const random = seededRandom(hashString(seed));
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const swap = Math.floor(random() * (index + 1));
    [result[index], result[swap]] = [result[swap] as T, result[index] as T];
  }
  return result;
}

export const genreOrderStorageKey = (playerId: string) => `promptplay.genreOrder.${playerId}`;

const storedOrderSchema = z.array(z.string());

function readStoredOrder(storage: Storage, playerId: string): ModalGenre[] | null {
  try {
    const raw = storage.getItem(genreOrderStorageKey(playerId));
    if (!raw) return null;
    const parsed = storedOrderSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const known = parsed.data.flatMap((name) => {
      const genre = modalGenreSchema.safeParse(name);
      return genre.success ? [genre.data] : [];
    });
    const unique = [...new Set(known)];
    // Genres added since the order was saved go at the end.
    const missing = MODAL_GENRES.filter((genre) => !unique.includes(genre));
    return unique.length > 0 ? [...unique, ...missing] : null;
  } catch {
    return null;
  }
}

/**
 * The player's own genre order (spec §9: shuffled per player and persisted): read from
 * storage, or shuffled from the player id and saved. No player yet: the modal's order.
 */
export function playerGenreOrder(playerId: string | null, storage: Storage): ModalGenre[] {
  if (!playerId) return [...MODAL_GENRES];
  const stored = readStoredOrder(storage, playerId);
  if (stored) return stored;
  const shuffled = shuffleWithSeed(MODAL_GENRES, playerId);
  try {
    storage.setItem(genreOrderStorageKey(playerId), JSON.stringify(shuffled));
  } catch {
    // Storage blocked: the seeded shuffle gives the same order next time anyway.
  }
  return shuffled;
}

export interface GenreListOptions {
  /** Production hides Shooter, Racing and Aerial (spec §9). */
  hideProductionGenres: boolean;
  /** During a live event (NormalActive, EndingSoon) Fighting leads the list (spec §9). */
  isLiveEvent: boolean;
}

/** The genres the create modal lists, in order, from the player's order. */
export function visibleGenres(
  order: readonly ModalGenre[],
  options: GenreListOptions,
): ModalGenre[] {
  const shown = options.hideProductionGenres
    ? order.filter((genre) => !PRODUCTION_HIDDEN_GENRES.includes(genre))
    : [...order];
  if (!options.isLiveEvent || !shown.includes('Fighting')) return shown;
  return ['Fighting', ...shown.filter((genre) => genre !== 'Fighting')];
}

/** Build-time switch for production genre hiding. */
export function shouldHideProductionGenres(): boolean {
  return import.meta.env.VITE_HIDE_PRODUCTION_GENRES === 'true';
}
