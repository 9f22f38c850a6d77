import { type ComponentType, lazy } from 'react';

/**
 * React.lazy with a `preload()` that starts the download early (e.g. when the browser is idle),
 * so overlays and secondary pages stay out of the first load without a wait when they are used.
 */
export function lazyWithPreload<P extends object>(factory: () => Promise<ComponentType<P>>) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    pending ??= factory().then((component) => ({ default: component }));
    return pending;
  };
  return Object.assign(lazy(load), { preload: load });
}

/** Runs `task` once the page is idle (or after a short delay where idle callbacks do not exist). */
export function whenIdle(task: () => unknown): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}
