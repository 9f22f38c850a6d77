import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** A buyer or an admin as the back office names them. */
export interface Customer {
  userName: string;
  email: string;
}

/**
 * What the back office's order views ask of the accounts (the auth module's `accountNames`, handed
 * over by the app: that module calls this one, so this one does not import it).
 */
export interface Accounts {
  /** The names of these accounts, by id; an id with no account is left out. */
  of(db: Executor, ids: readonly string[]): Promise<Map<string, Customer>>;
  /** The ids of the accounts whose name or e-mail address is like `pattern` (`ilike`), as a subquery not yet run. */
  matching(pattern: string): SQL;
}
