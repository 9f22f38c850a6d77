import { type Address, ERROR_CODES, MAX_ADDRESSES } from '@farmai/contracts';
import type { Db, Executor } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { toAddress } from './mapper.js';
import * as repo from './repository.js';

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  return (await repo.listAddresses(db, userId)).map(toAddress);
}

export async function addAddress(db: Db, userId: string, values: repo.AddressValues): Promise<Address> {
  return db.transaction(async (tx) => {
    await repo.lockAddressesOf(tx, userId);
    if ((await repo.countAddresses(tx, userId)) >= MAX_ADDRESSES)
      throw badRequest(ERROR_CODES.tooManyAddresses, { n: MAX_ADDRESSES });
    return toAddress(await repo.insertAddress(tx, userId, values));
  });
}

export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  values: Partial<repo.AddressValues>,
): Promise<Address> {
  const row = await repo.updateAddress(db, userId, id, values);
  if (!row) throw notFound('address.notFound');
  return toAddress(row);
}

export async function deleteAddress(db: Db, userId: string, id: string): Promise<Address> {
  const row = await repo.deleteAddress(db, userId, id);
  if (!row) throw notFound('address.notFound');
  return toAddress(row);
}

/** One of the user's own addresses, or undefined (another user's address is never returned). */
export async function findOwnAddress(db: Executor, userId: string, id: string): Promise<Address | undefined> {
  const row = await repo.findAddress(db, userId, id);
  return row && toAddress(row);
}
