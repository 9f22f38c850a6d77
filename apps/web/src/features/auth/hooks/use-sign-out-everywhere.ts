import { useCallback } from 'react';
import { useAppDispatch } from '@/lib/store';
import { logoutEverywhere } from '../auth-slice';

/** What signing out everywhere came to: done, or refused with the server's reason (when it gave one). */
export type SignOutEverywhereResult = { ok: true } | { ok: false; reason: string | undefined };

/** Ends every session of the account: this browser and any other where the user is signed in. */
export function useSignOutEverywhere() {
  const dispatch = useAppDispatch();
  return useCallback(async (): Promise<SignOutEverywhereResult> => {
    const result = await dispatch(logoutEverywhere());
    if (!logoutEverywhere.rejected.match(result)) return { ok: true };
    return { ok: false, reason: result.payload === undefined ? undefined : String(result.payload) };
  }, [dispatch]);
}
