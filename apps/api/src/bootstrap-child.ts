/**
 * The start-up work of bootstrap.ts, run in a child process by `bootstrapInChild`: it reports
 * what it did to the parent and exits, taking the memory of creating the database with it.
 */
import { bootstrap, openDatabase } from './bootstrap.js';
import { loadConfig } from './config.js';
import { createStorage } from './plugins/storage.js';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const report = await bootstrap(config, database, createStorage(config.storage));
  await new Promise<void>((resolve, reject) => {
    process.send?.(report, undefined, {}, (err) => (err ? reject(err) : resolve()));
  });
} finally {
  await database.close();
}
process.disconnect?.();
