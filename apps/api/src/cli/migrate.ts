/**
 * `npm run migrate -w apps/api`: applies the database migrations and exits. Run it once before
 * starting servers with MIGRATE_ON_START=false (a Kubernetes Job before a rollout, a one-shot
 * container). It takes the same advisory lock as a starting server, so it is safe to run while
 * others migrate too; a database that is up to date is left as it is.
 */
import { openDatabase } from '../bootstrap.js';
import { ConfigError, loadConfig } from '../config.js';
import { newestMigration } from '../db/migration-state.js';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const started = Date.now();
    await database.migrate();
    const newest = newestMigration();
    console.log(
      `Database migrated to ${newest.tag} (${database.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
