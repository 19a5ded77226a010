/**
 * A word table with no prototype: looking up any word a player types ("constructor",
 * "toString", "__proto__") finds only the table's own entries, never Object's members.
 *
 * @example const COLORS = wordTable({ red: '#f00' }); COLORS['constructor'] // undefined
 */
export function wordTable<Value>(entries: Record<string, Value>): Readonly<Record<string, Value>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, Value>, entries));
}
