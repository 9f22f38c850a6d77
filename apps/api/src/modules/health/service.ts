import type { Database } from '../../db/client.js';

const READY_TIMEOUT_MS = 1_500;

/** Resolves when the database answers; a database that does not answer within the probe's patience fails it. */
export async function databaseAnswers(database: Pick<Database, 'ping'>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('Database did not answer within 1.5 s')), READY_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
