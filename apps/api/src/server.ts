import { createDrain, listenUntilStopped, loggerOptions, runMain } from '@farmai/server-kit';
import { buildApp } from './app.js';
import { bootstrap, bootstrapInChild, openDatabase, preparesInChild } from './bootstrap.js';
import { DEMO_FARMER, loadConfig } from './config.js';
import { isDatabaseUnavailable } from './lib/pg-errors.js';
import { createStorage } from './plugins/storage.js';

async function main() {
  const config = loadConfig();
  // a new embedded database, or the demo data, is made in a child process, which takes its memory with it
  const prepared = preparesInChild(config) ? await bootstrapInChild() : undefined;
  const database = await openDatabase(config);
  const storage = createStorage(config.storage);
  const report = prepared ?? (await bootstrap(config, database, storage));

  const drain = createDrain();
  const app = await buildApp({
    config,
    drain,
    database,
    storage,
    closeDatabase: true,
    logger: loggerOptions(config.logLevel),
  });

  // The job queue completes and fails jobs without waiting for the answer: while the database is
  // away those calls reject with nobody to hear it. Such a job stays active, expires and is run
  // again; the process goes on. Any other unhandled rejection still ends it.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      app.log.warn({ err: reason }, 'a background call failed while the database was away');
      return;
    }
    app.log.fatal({ err: reason }, 'unhandled promise rejection');
    process.exit(1);
  });

  await listenUntilStopped(app, { port: config.port, host: config.host, drainMs: config.shutdownDrainMs, drain });

  const lines = [
    `FarmAI is running at ${config.publicUrl}`,
    `  database: ${database.kind}, storage: ${config.storage.driver}`,
  ];
  if (report.seed?.seeded) {
    lines.push(
      `  demo data: ${report.seed.products} products, ${report.seed.advice} advice articles, ` +
        `${report.seed.cultivation} cultivation guides, ${report.seed.banners} banners`,
    );
  }
  if (config.seedDemo || config.admin.fromEnv) {
    lines.push(
      `  admin:  ${config.admin.email} / ${config.admin.fromEnv ? '(from ADMIN_PASSWORD)' : config.admin.password}`,
    );
  }
  if (config.seedDemo) lines.push(`  farmer: ${DEMO_FARMER.email} / ${DEMO_FARMER.password}`);
  console.log(lines.join('\n'));
}

runMain('FarmAI API', main);
