import type { Database } from './database.js';

/**
 * Makes `build` run once per database handle and keeps what it returns: hot paths build
 * their Drizzle prepared statements (`.prepare(name)` with `sql.placeholder`s) the first
 * time, then skip query building, and Postgres' parse and plan, on every later call.
 * Prepared statements run on the handle itself, never inside a transaction.
 *
 * @example const findThing = preparedOnce((db) => db.select().from(things).where(eq(things.id, sql.placeholder('id'))).prepare('find_thing'));
 */
export function preparedOnce<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
