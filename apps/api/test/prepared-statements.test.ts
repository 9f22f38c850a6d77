import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { preparedOn } from '../src/db/prepared.js';
import { users } from '../src/db/schema-auth.js';
import { createTestDatabase } from './helper.js';

let database: Database;
let drop: () => Promise<void>;
let onServer: boolean;

beforeAll(async () => {
  const made = await createTestDatabase();
  database = made.database;
  drop = made.drop;
  onServer = made.url !== undefined;
});
afterAll(() => drop());

describe('statements prepared in a transaction', () => {
  it('serve the later transactions on the same connection, answering for each', async () => {
    let prepared = 0;
    const count = (db: Parameters<typeof preparedOn>[0]) => {
      prepared += 1;
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')))
        .prepare('test_count_users');
    };
    const answers: number[] = [];
    // one after another: the pool hands the same idle connection back each time
    for (const email of ['nobody@example.com', 'nobody@example.com', 'nobody@example.com']) {
      answers.push(
        await database.db.transaction(async (tx) => {
          const [row] = await preparedOn(tx, 'test_count_users', count).execute({ email });
          return row?.n ?? -1;
        }),
      );
    }
    expect(answers).toEqual([0, 0, 0]);
    // PGlite makes a new transaction object, with nothing to keep, each time
    expect(prepared).toBe(onServer ? 1 : 3);
  });
});
