import type { Executor } from './client.js';

/**
 * Statements prepared once per database for the hottest reads and writes: Drizzle builds their SQL once,
 * and PostgreSQL parses and plans a named statement once per connection instead of at every call.
 * Keyed by the database, so that every database a process opens (tests open many) has its own; in a
 * transaction, by the connection the transaction holds: a pool's connection serves one transaction after
 * another, and what was prepared for the first serves the next ones (PGlite opens a new transaction object
 * each time, so there it serves one transaction).
 */
const preparedByDatabase = new WeakMap<object, Map<string, unknown>>();

/** The connection a transaction holds (Drizzle's session client), else the database itself. */
function ownerOf(db: Executor): object {
  if (!('rollback' in db)) return db;
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return typeof client === 'object' && client !== null ? client : db;
}

/** The statement `name` prepared on `db`, made by `prepare` the first time it is asked for. */
export function preparedOn<E extends Executor, T>(db: E, name: string, prepare: (db: E) => T): T {
  const owner = ownerOf(db);
  let statements = preparedByDatabase.get(owner);
  if (!statements) {
    statements = new Map();
    preparedByDatabase.set(owner, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(db);
    statements.set(name, statement);
  }
  return statement;
}
