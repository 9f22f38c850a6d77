import { useEffect, useState } from 'react';
import { useOnline } from '@/lib/offline/connection';
import { useAppDispatch } from '@/lib/store';
import { historyChanged, useHistoryOwner } from '../api/history-api';
import { hasPendingMark, usePendingVersion } from '../offline/pending-mark';

/** How long a round that left diagnoses waiting (no answer, or a server error) waits before the next. */
export const PENDING_RETRY_MS = 30_000;

/**
 * Sends the signed-in farmer's diagnoses made offline (offline/pending.ts) once the phone is online:
 * at start, when the connection comes back, when one is kept, and again every PENDING_RETRY_MS
 * while some wait. The history is asked for again when some were saved. Loads the database and the
 * sending code only when the account has some waiting.
 */
export function usePendingSync(): void {
  const userId = useHistoryOwner();
  const online = useOnline();
  const version = usePendingVersion();
  const dispatch = useAppDispatch();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version (one kept, sent or dropped) starts a round
  useEffect(() => {
    if (!userId || !online || !hasPendingMark(userId)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const round = async () => {
      const { sendPending } = await import('../offline/send-pending');
      const { saved, waiting } = await sendPending(userId);
      if (saved > 0) dispatch(historyChanged());
      if (waiting > 0 && !stopped) timer = setTimeout(() => void round().catch(logFailure), PENDING_RETRY_MS);
    };
    round().catch(logFailure);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [userId, online, version, dispatch]);
}

const logFailure = (error: unknown) => console.error('Diagnoses made offline not sent', error);

/** How many of the signed-in farmer's diagnoses made offline wait to be saved (0 for a guest). */
export function usePendingCount(): number {
  const userId = useHistoryOwner();
  const version = usePendingVersion();
  const [count, setCount] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again at each version
  useEffect(() => {
    if (!userId || !hasPendingMark(userId)) {
      setCount(0);
      return;
    }
    let current = true;
    void import('../offline/pending')
      .then(({ pendingOf }) => pendingOf(userId))
      .then((entries) => current && setCount(entries.length))
      .catch(() => current && setCount(0));
    return () => {
      current = false;
    };
  }, [userId, version]);
  return count;
}
