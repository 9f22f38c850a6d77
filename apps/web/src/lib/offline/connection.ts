import { useSyncExternalStore } from 'react';

/** Names of the service worker's runtime caches (vite.config.ts). */
export const SAVED_ANSWERS_CACHE = 'farmai-answers';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection now; re-renders when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Drops the answers the service worker kept for reading offline (the account's cart, orders and
 * profile among them), so the next person on a shared phone does not find them. Guides and articles
 * the farmer saved for offline (cache `farmai-saved`) stay: they are public content, nothing of the
 * account, and the farmer chose to keep them.
 */
export async function forgetSavedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(SAVED_ANSWERS_CACHE).catch(() => false);
}
