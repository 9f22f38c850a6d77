import type { Language } from '@farmai/contracts';
import { type DBSchema, openDB } from 'idb';
import { pendingChanged, setPendingMark } from './pending-mark';

/**
 * Diagnoses a signed-in farmer made on the phone with no connection, kept in this browser (IndexedDB)
 * until they are sent again to the diagnosis service, whose answer the API keeps in the account's
 * history (docs/decisions/034-diagnosis-on-the-phone.md). Each is kept under its account: only that
 * account, signed in again on this browser, sends it.
 */
export interface PendingDiagnosis {
  /** Given by the database when kept. */
  id: number;
  userId: string;
  text: string;
  /** The photo as it would have gone up (already shrunk). */
  photo?: File;
  /** The language the farmer asked in: the answer kept is worded in it. */
  language: Language;
  /** When it was made (ms since 1970). */
  createdAt: number;
}

interface PendingSchema extends DBSchema {
  pending: { key: number; value: PendingDiagnosis; indexes: { byUser: string } };
}

const DATABASE = 'farmai-diagnosis';
const STORE = 'pending';

function database() {
  return openDB<PendingSchema>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true }).createIndex('byUser', 'userId');
    },
  });
}

/** Keeps a diagnosis made offline, to be sent when the phone is back online. */
export async function keepPending(entry: Omit<PendingDiagnosis, 'id' | 'createdAt'>): Promise<void> {
  const db = await database();
  await db.add(STORE, { ...entry, createdAt: Date.now() } as PendingDiagnosis);
  db.close();
  setPendingMark(entry.userId, true);
  pendingChanged();
}

/** The account's waiting diagnoses, oldest first. */
export async function pendingOf(userId: string): Promise<PendingDiagnosis[]> {
  const db = await database();
  const all = await db.getAllFromIndex(STORE, 'byUser', userId);
  db.close();
  if (all.length === 0) setPendingMark(userId, false);
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

/** Removes a waiting diagnosis (sent, or refused for good). */
export async function dropPending(id: number): Promise<void> {
  const db = await database();
  await db.delete(STORE, id);
  db.close();
  pendingChanged();
}
