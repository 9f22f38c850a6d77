import type { Executor } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema-newsletter.js';

/** Adds the address unless it is already there (any letter case); true when a row was written. */
export async function insertSubscriber(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
