/** Where a guest's plays are counted (spec §6: "counter in local storage"). */
export const GUEST_PLAY_COUNT_KEY = 'promptplay.guestPlayCount';

/**
 * Counts one more play by a guest on this browser and answers whether it is an
 * odd-numbered one (the 1st, 3rd, 5th...), which shows an ad (spec §6). Storage that
 * cannot be read or written counts every play as the first.
 *
 * @example countGuestPlay(localStorage) // true on the first play, false on the second
 */
export function countGuestPlay(storage: Storage): boolean {
  let count = 1;
  try {
    const previous = Number.parseInt(storage.getItem(GUEST_PLAY_COUNT_KEY) ?? '0', 10);
    count = Number.isSafeInteger(previous) && previous > 0 ? previous + 1 : 1;
    storage.setItem(GUEST_PLAY_COUNT_KEY, String(count));
  } catch {
    // Private mode or a full quota: fall through with the first play.
  }
  return count % 2 === 1;
}
