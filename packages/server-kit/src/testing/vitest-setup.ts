import { afterEach, vi } from 'vitest';

/*
 * Vitest set-up shared by the servers' test suites (`setupFiles: ['@farmai/server-kit/vitest-setup']`).
 * Not part of the package's main entry: nothing at run time imports it.
 */

// A console.error during a test is a failure unless the test expects it.
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) throw new Error(`console.error was called during the test: ${String(seen[0]?.[0])}`);
});
vi.setConfig({ testTimeout: 30_000 });
