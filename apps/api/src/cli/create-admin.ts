import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '../bootstrap.js';
import { ConfigError, loadConfig } from '../config.js';
import { upsertAdmin } from '../modules/auth/index.js';

// npm run create-admin -- --email you@example.com --password '…' [--name you]
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const input = z
  .object({
    email: z.email({ message: '--email must be a valid e-mail address' }),
    password: z
      .string({ message: '--password is required' })
      .min(8, { message: '--password must be at least 8 characters' }),
    name: z.string().min(2).max(50).optional(),
  })
  .safeParse(values);

if (!input.success) {
  console.error(input.error.issues.map((i) => i.message).join('\n'));
  console.error("Usage: npm run create-admin -- --email you@example.com --password 'a-long-secret' [--name you]");
  process.exit(1);
}

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { user, created } = await upsertAdmin(database.db, {
      email: input.data.email,
      password: input.data.password,
      ...(input.data.name ? { userName: input.data.name } : {}),
    });
    console.log(`${created ? 'Created' : 'Updated'} admin ${user.email} (user name ${user.userName}).`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
