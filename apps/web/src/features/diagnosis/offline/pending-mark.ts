import { useSyncExternalStore } from 'react';

/**
 * A mark per account in localStorage that it has diagnoses made offline waiting to be sent
 * (pending.ts), read without opening the database: every page checks it, and the database and the
 * sending code load only when it is set. Also a change count that pages follow.
 */
const MARK_PREFIX = 'farmai.diagnosis-pending:';

let version = 0;
const listeners = new Set<() => void>();

/** Tells the pages following the waiting diagnoses that they changed (kept, sent or dropped). */
export function pendingChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A number that changes each time the waiting diagnoses change; re-renders then. */
export function usePendingVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}

export function setPendingMark(userId: string, waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(MARK_PREFIX + userId, '1');
    else localStorage.removeItem(MARK_PREFIX + userId);
  } catch {
    // storage switched off: the database alone is read, on the diagnosis page
  }
}

/** Whether this account may have diagnoses waiting to be sent (cheap: no database opened). */
export function hasPendingMark(userId: string): boolean {
  try {
    return localStorage.getItem(MARK_PREFIX + userId) !== null;
  } catch {
    return true;
  }
}
