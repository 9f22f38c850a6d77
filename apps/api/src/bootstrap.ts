import type { StorageDriver } from '@farmai/media';
import { type Config, DEMO_FARMER } from './config.js';
import type { Database } from './db/client.js';
import { upsertAdmin } from './modules/auth/service.js';
import { type SeedResult, seedDemoData } from './seed/index.js';

export interface BootstrapReport {
  seed: SeedResult | undefined;
  adminReset: boolean;
}

/**
 * Start-up work on the database: migrations, then the demo data on an empty
 * database (when SEED_DEMO is on), then the admin from the environment.
 */
export async function bootstrap(config: Config, database: Database, storage: StorageDriver): Promise<BootstrapReport> {
  await database.migrate();
  let seed: SeedResult | undefined;
  if (config.seedDemo) {
    seed = await seedDemoData(database.db, storage, { admin: config.admin, farmer: DEMO_FARMER });
  }
  let adminReset = false;
  if (config.admin.fromEnv) {
    await upsertAdmin(database.db, config.admin);
    adminReset = true;
  }
  return { seed, adminReset };
}
