import type { Executor } from './client.js';

/**
 * Statements prepared once per database for the hottest reads: Drizzle builds their SQL once, and
 * PostgreSQL parses and plans a named statement once per connection instead of at every call.
 * Keyed by the database, so that every database a process opens (tests open many) has its own; in a
 * transaction, by the transaction (its connection keeps the named statement all the same).
 */
const preparedByDatabase = new WeakMap<Executor, Map<string, unknown>>();

/** The statement `name` prepared on `db`, made by `prepare` the first time it is asked for. */
export function preparedOn<E extends Executor, T>(db: E, name: string, prepare: (db: E) => T): T {
  let statements = preparedByDatabase.get(db);
  if (!statements) {
    statements = new Map();
    preparedByDatabase.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(db);
    statements.set(name, statement);
  }
  return statement;
}
