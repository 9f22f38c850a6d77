import { parseArgs } from 'node:util';
import { openDatabase } from '../bootstrap.js';
import { ConfigError, DEMO_FARMER, loadConfig } from '../config.js';
import { createStorage } from '../plugins/storage.js';
import { seedDemoData } from '../seed/index.js';

// npm run seed [-- --force]: fills the database with the demo shop (an empty one, unless --force).
const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const result = await seedDemoData(
      database.db,
      createStorage(config.storage),
      {
        admin: config.admin,
        farmer: DEMO_FARMER,
      },
      { force: values.force },
    );
    if (result.seeded) {
      console.log(
        `Seeded ${result.products} products, ${result.advice} advice articles, ${result.cultivation} cultivation guides ` +
          `and ${result.banners} banners.\n  admin:  ${config.admin.email} / ${config.admin.fromEnv ? '(ADMIN_PASSWORD)' : config.admin.password}` +
          `\n  farmer: ${DEMO_FARMER.email} / ${DEMO_FARMER.password}`,
      );
    } else {
      console.log('The catalog already has products; nothing seeded. Use --force to add the demo data anyway.');
    }
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
