import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // each file builds its own database; two at a time fits a 2-core machine
    maxWorkers: 2,
    setupFiles: ['@farmai/server-kit/vitest-setup'],
  },
});
