import { describe, expect, it, vi } from 'vitest';
import { importWithRetry } from './lazy';

describe('importWithRetry', () => {
  it('tries again after each pause and answers the first success', async () => {
    vi.useFakeTimers();
    try {
      const load = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue('module');
      const result = importWithRetry(load, [1000, 3000]);
      await vi.advanceTimersByTimeAsync(999);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(3000);
      expect(load).toHaveBeenCalledTimes(3);
      await expect(result).resolves.toBe('module');
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws the last failure once the tries are used up', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('last'));
    await expect(importWithRetry(load, [1])).rejects.toThrow('last');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
