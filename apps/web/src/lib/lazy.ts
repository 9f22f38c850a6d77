import { type ComponentType, lazy } from 'react';

/** Pauses before the second and third try of a part of the app that failed to download. */
export const IMPORT_RETRY_PAUSES_MS = [1000, 3000];

/**
 * Runs a dynamic import, trying again after a pause when it fails: on a weak rural connection
 * a chunk that did not arrive often does at the next try. The last failure is thrown (and the
 * routing-error screen shows it).
 */
export async function importWithRetry<T>(load: () => Promise<T>, pauses = IMPORT_RETRY_PAUSES_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (err) {
      const pause = pauses[attempt];
      if (pause === undefined) throw err;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * React.lazy with a `preload()` that starts the download early (e.g. when the browser is idle),
 * so overlays and secondary pages stay out of the first load without a wait when they are used.
 * A failed download is tried again (importWithRetry).
 */
export function lazyWithPreload<P extends object>(factory: () => Promise<ComponentType<P>>) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    pending ??= importWithRetry(factory).then(
      (component) => ({ default: component }),
      (err: unknown) => {
        pending = undefined; // the next use tries again
        throw err;
      },
    );
    return pending;
  };
  // preloading is a hint: a failed download shows (and is tried again) when the part is rendered
  const preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(lazy(load), { preload });
}

/**
 * Resolves once the page has loaded and no file or answer has arrived for `quietMs` (or `maxMs` after the
 * load at the latest).
 */
export function networkSettled(quietMs: number, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const watch = () => {
      if (typeof PerformanceObserver === 'undefined') return resolve();
      let quiet = window.setTimeout(done, quietMs);
      const latest = window.setTimeout(done, maxMs);
      const arrivals = new PerformanceObserver(() => {
        window.clearTimeout(quiet);
        quiet = window.setTimeout(done, quietMs);
      });
      arrivals.observe({ type: 'resource' });
      function done() {
        arrivals.disconnect();
        window.clearTimeout(quiet);
        window.clearTimeout(latest);
        resolve();
      }
    };
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
  });
}

let firstView: Promise<void> | undefined;

/**
 * The first page has what it needs: loaded, and nothing arrived for 4 s (60 s at most). What is only
 * likely to be needed later (the next pages' code, the app's offline copy) waits for it, so that on a
 * weak signal it does not take the bandwidth and the browser's six connections from the first page.
 */
export const firstViewLoaded = (): Promise<void> => {
  firstView ??= networkSettled(4000, 60_000);
  return firstView;
};

/** Runs `task` once the page is idle (or after a short delay where idle callbacks do not exist). */
export function whenIdle(task: () => unknown): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}

/** Runs `task` once the first page has loaded (`firstViewLoaded`) and the browser is idle. */
export function afterFirstView(task: () => unknown): () => void {
  let cancel = () => {};
  let cancelled = false;
  void firstViewLoaded().then(() => {
    if (!cancelled) cancel = whenIdle(task);
  });
  return () => {
    cancelled = true;
    cancel();
  };
}
