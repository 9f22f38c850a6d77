import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema-auth.js';

/** An account's name and e-mail address, as the back office shows them beside its orders. */
export interface AccountName {
  userName: string;
  email: string;
}

/**
 * What the back office's order views read of the accounts: names and e-mail addresses. The app hands
 * these to the orders module (this module calls that one to anonymise a deleted account's orders,
 * so that one cannot import this one). A deleted account answers its anonymised name.
 */
export const accountNames = {
  /** The names of these accounts, by id; an id with no account is left out. */
  async of(db: Executor, ids: readonly string[]): Promise<Map<string, AccountName>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, userName: users.userName, email: users.email })
      .from(users)
      .where(inArray(users.id, unique));
    return new Map(rows.map(({ id, ...name }) => [id, name]));
  },
  /** The ids of the accounts whose name or e-mail address is like `pattern` (`ilike`), as a subquery not yet run. */
  matching: (pattern: string): SQL =>
    sql`select ${users.id} from ${users} where ${users.userName} ilike ${pattern} or ${users.email} ilike ${pattern}`,
};
