// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkSettled } from './lazy';

/** Stands in for the browser's resource timeline: `arrive()` is a file or an answer arriving. */
class Arrivals {
  static current: Arrivals | undefined;
  connected = false;
  constructor(private readonly callback: () => void) {
    Arrivals.current = this;
  }
  observe() {
    this.connected = true;
  }
  disconnect() {
    this.connected = false;
  }
  arrive() {
    if (this.connected) this.callback();
  }
}

describe('networkSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', Arrivals);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const settled = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => {
      state.done = true;
    });
    return state;
  };

  it('waits until nothing has arrived for the quiet time', async () => {
    const state = settled(networkSettled(4000, 60_000));
    await vi.advanceTimersByTimeAsync(3000);
    Arrivals.current?.arrive();
    await vi.advanceTimersByTimeAsync(3000);
    expect(state.done).toBe(false);
    Arrivals.current?.arrive();
    await vi.advanceTimersByTimeAsync(3999);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
    expect(Arrivals.current?.connected).toBe(false);
  });

  it('stops waiting after the longest wait even when files keep arriving', async () => {
    const state = settled(networkSettled(4000, 10_000));
    for (let second = 0; second < 9; second++) {
      await vi.advanceTimersByTimeAsync(1000);
      Arrivals.current?.arrive();
    }
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.done).toBe(true);
  });
});
