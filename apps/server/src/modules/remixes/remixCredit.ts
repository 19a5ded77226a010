import type { Game } from '@promptplay/contracts';
import type { DatabaseOrTransaction } from '../../db/database.js';
import { findHiddenGameIds } from './queries.js';

/**
 * The game with its credit line turned plain (`available: false`) when an operator hid the
 * source, as for a deleted one.
 */
function plainIfSourceHidden<T extends Game>(item: T, hiddenIds: ReadonlySet<string>): T {
  return item.remixOf?.gameId && hiddenIds.has(item.remixOf.gameId)
    ? { ...item, remixOf: { ...item.remixOf, available: false } }
    : item;
}

/** `plainIfSourceHidden` for a page of games, with the hidden games already known. */
export function withHiddenSourcesPlain<T extends Game>(items: T[], hiddenIds: Iterable<string>) {
  const hidden = new Set(hiddenIds);
  return items.map((item) => plainIfSourceHidden(item, hidden));
}

/** `withHiddenSourcesPlain`, looking up the few sources these games credit. */
export async function withRemixSourcesChecked<T extends Game>(
  db: DatabaseOrTransaction,
  items: T[],
): Promise<T[]> {
  const sourceIds = new Set<string>();
  for (const item of items) if (item.remixOf?.gameId) sourceIds.add(item.remixOf.gameId);
  if (sourceIds.size === 0) return items;
  return withHiddenSourcesPlain(items, await findHiddenGameIds(db, [...sourceIds]));
}

/** One game's credit checked against its source. */
export async function withRemixSourceChecked<T extends Game>(
  db: DatabaseOrTransaction,
  item: T,
): Promise<T> {
  const sourceId = item.remixOf?.gameId;
  if (!sourceId) return item;
  return plainIfSourceHidden(item, await findHiddenGameIds(db, [sourceId]));
}
