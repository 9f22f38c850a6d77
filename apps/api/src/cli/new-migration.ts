/**
 * `npm run migration:new -w apps/api -- <name>`: writes the next numbered SQL file in
 * src/db/migrations and its entry in the migrations journal. Write the SQL into the new file;
 * every start (or `npm run migrate`) applies it once.
 */
import path from 'node:path';
import { createMigration } from '../db/migration-files.js';

const name = process.argv[2];
if (!name) {
  console.error('usage: npm run migration:new -w apps/api -- <name_in_snake_case>');
  process.exit(2);
}
try {
  const file = createMigration(name);
  console.log(`Wrote ${path.relative(process.cwd(), file)} and its journal entry; add the SQL to it.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
