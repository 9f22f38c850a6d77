import { Workbox } from 'workbox-window';

type Listener = () => void;

/** A new version of the app is installed and waits for the reader to reload into it. */
let waiting: Workbox | null = null;
const listeners = new Set<Listener>();

export const updateWaiting = () => waiting !== null;

export function onUpdateWaiting(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Moves every tab to the waiting version, then reloads this one into it. */
export function reloadIntoUpdate() {
  if (!waiting) return;
  waiting.addEventListener('controlling', () => window.location.reload());
  waiting.messageSkipWaiting();
}

/**
 * Registers the service worker (built by vite-plugin-pwa) that keeps the app usable with no
 * signal. A new version never takes over a page by itself: the reader is asked first.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = workbox;
    for (const listener of listeners) listener();
  });
  try {
    await workbox.register();
  } catch {
    // a browser that refuses workers (some private windows, a policy) simply has no offline copy
  }
}
