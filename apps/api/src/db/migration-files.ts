import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const migrationsDir = path.join(import.meta.dirname, 'migrations');
const journalFile = path.join(migrationsDir, 'meta/_journal.json');

export interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

export const readJournal = (file = journalFile): Journal => JSON.parse(readFileSync(file, 'utf8')) as Journal;

/** The SQL files of the folder, by name (`0007_orders.sql` → `0007_orders`), in name order. */
export const migrationTags = (dir = migrationsDir): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => name.slice(0, -'.sql'.length))
    .sort();

/**
 * Writes an empty migration `NNNN_<name>.sql` after the newest one and its journal entry, whose `when`
 * is later than every earlier one (the migrator applies what is newer than the database's last).
 * Returns the new file's path.
 */
export function createMigration(name: string, now = Date.now(), dir = migrationsDir): string {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`a migration name is lower-case words joined by _: ${name}`);
  const file = path.join(dir, 'meta/_journal.json');
  const journal = readJournal(file);
  const last = journal.entries.at(-1);
  const idx = (last?.idx ?? -1) + 1;
  const tag = `${String(idx).padStart(4, '0')}_${name}`;
  const sqlFile = path.join(dir, `${tag}.sql`);
  writeFileSync(sqlFile, `-- ${name.replaceAll('_', ' ')}\n`, { flag: 'wx' });
  journal.entries.push({
    idx,
    version: last?.version ?? '7',
    when: Math.max(now, (last?.when ?? 0) + 1000),
    tag,
    breakpoints: true,
  });
  writeFileSync(file, `${JSON.stringify(journal, null, 2)}\n`);
  return sqlFile;
}
