import { isId } from '@farmai/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { addresses } from '../../db/schema-addresses.js';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<AddressRow, 'address' | 'city' | 'pincode' | 'phone' | 'notes'>;

export const listAddresses = (db: Executor, userId: string) =>
  db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id));

const ownAddressStatement = (db: Executor) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, sql.placeholder('id')), eq(addresses.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('own_address');

export async function findAddress(db: Executor, userId: string, id: string): Promise<AddressRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await preparedOn(db, 'own_address', ownAddressStatement).execute({ id, userId });
  return row;
}

/**
 * Serialises address changes of one user until the transaction ends: a lock of this module's own, named by
 * the user (a transaction-level advisory lock), rather than a lock on the account's row.
 */
export async function lockAddressesOf(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);
}

export async function countAddresses(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(db: Executor, userId: string, values: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAddress(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<AddressValues>,
): Promise<AddressRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Executor, userId: string, id: string): Promise<AddressRow | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Forgets every address of the user (the account is deleted). */
export async function deleteAddressesOf(db: Executor, userId: string): Promise<void> {
  await db.delete(addresses).where(eq(addresses.userId, userId));
}
