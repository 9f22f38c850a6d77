import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { removeAllToasts } from '@/components/ui/use-toast';

/*
 * The light DOM lays nothing out, so nothing would ever come into view: every watched element is
 * reported on screen as soon as it is watched, as on a screen tall enough for the whole page.
 */
class OnScreenObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;

/*
 * A console.error during a test is a failure unless the test expects it (allowConsoleErrors):
 * React and RTK Query report mistakes there.
 */
let allowed = false;
export const allowConsoleErrors = () => {
  allowed = true;
};

beforeEach(() => {
  allowed = false;
  // kept out of the output: the calls are shown when the test fails because of them
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  removeAllToasts();
  const calls = vi.mocked(console.error).mock.calls;
  vi.restoreAllMocks();
  if (!allowed) expect(calls, 'console.error during the test').toEqual([]);
  sessionStorage.clear();
  localStorage.clear();
});
