import { describe, expect, it } from 'vitest';
import { ImageGate, ImageQueueFullError } from '../src/image.js';

describe('ImageGate', () => {
  it('runs at most `concurrency` at once, queues up to the limit, and refuses past it', async () => {
    const gate = new ImageGate(2, 3);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const job = () =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return 'done';
      });
    const accepted = Array.from({ length: 5 }, job);
    await new Promise((r) => setTimeout(r, 10));
    expect(running).toBe(2);
    expect(gate.pending).toBe(3);
    await expect(job()).rejects.toBeInstanceOf(ImageQueueFullError);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(most).toBe(2);
    expect(gate.pending).toBe(0);
    // free again
    await expect(gate.run(async () => 'again')).resolves.toBe('again');
  });

  it('passes the slot on when a job fails', async () => {
    const gate = new ImageGate(1, 1);
    await expect(gate.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
