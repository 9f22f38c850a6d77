import type { Database } from './client.js';
import { readJournal } from './migration-files.js';

/** PostgreSQL error codes for a missing table or schema: no migration has ever run. */
const NOTHING_MIGRATED = new Set(['42P01', '3F000']);

/** The newest migration this code ships; the migrator records its `when` as `created_at`. */
export function newestMigration(): { tag: string; when: number } {
  const newest = readJournal().entries.at(-1);
  if (!newest) throw new Error('no migrations listed in the migrations journal');
  return newest;
}

/**
 * Throws unless the database holds every migration of this code. A server started with
 * MIGRATE_ON_START=false checks this instead of migrating, so that a replica never runs on a
 * schema older than its queries (its migration step has not run yet, or failed).
 */
export async function assertSchemaCurrent(database: Database): Promise<void> {
  const newest = newestMigration();
  let applied = 0;
  try {
    const { rows } = await database.executeSql('select max(created_at) as newest from drizzle.__drizzle_migrations');
    applied = Number((rows[0] as { newest: string | number | null } | undefined)?.newest ?? 0);
  } catch (err) {
    if (!NOTHING_MIGRATED.has((err as { code?: string }).code ?? '')) throw err;
  }
  if (applied < newest.when) {
    throw new Error(
      `the database schema is older than this version (migration ${newest.tag} is not applied): ` +
        'run `npm run migrate -w apps/api` first, or start with MIGRATE_ON_START=true',
    );
  }
}
