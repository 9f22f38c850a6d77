import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('deploy folder', () => {
  it('holds the cluster test entry point', () => {
    expect(existsSync(new URL('../cluster/run.ts', import.meta.url))).toBe(true);
  });
});
