import { describe, expect, it } from '@jest/globals';
import { ArrivalTicker } from '../../../src/engine/open/arrival-ticker.js';

// The ticker thread that wakes the open model's scheduler: what it guarantees is the order of things (never before
// the time set, again after each new time, not after a release), never how soon, which depends on the machine.

/** Calls of a ticker's callback, at performance.now(), and a way to wait for the next one. */
function recorder() {
  const calls: number[] = [];
  let waiting: (() => void) | undefined;
  return {
    calls,
    onTime: () => {
      calls.push(performance.now());
      waiting?.();
    },
    /** Resolves at the next call; rejects after 5 s, far beyond any wake-up of an idle machine. */
    next: () =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error('the ticker never called back'));
        }, 5000);
        waiting = () => {
          clearTimeout(timer);
          waiting = undefined;
          resolve(calls.at(-1)!);
        };
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `test` with a ticker taken for a new scheduler, released at the end whatever happens. */
async function withTicker(test: (ticker: ArrivalTicker, scheduler: ReturnType<typeof recorder>) => Promise<void>) {
  const scheduler = recorder();
  const ticker = ArrivalTicker.take(scheduler.onTime);
  try {
    await test(ticker, scheduler);
  } finally {
    ticker.release();
  }
}

describe('ArrivalTicker', () => {
  it('calls back no earlier than each time set, tick after tick', () =>
    withTicker(async (ticker, scheduler) => {
      for (let tick = 0; tick < 20; tick++) {
        const due = performance.now() + 2;
        const called = scheduler.next();
        ticker.wakeAt(due);
        expect(await called).toBeGreaterThanOrEqual(due);
      }
    }));

  it('keeps a time moved later without waking the thread: nothing at the earlier time', () =>
    withTicker(async (ticker, scheduler) => {
      const first = scheduler.next();
      ticker.wakeAt(performance.now() + 1);
      await first;
      // The thread is parked after its post; the first time wakes it, the second only moves the time on.
      const start = performance.now();
      const called = scheduler.next();
      ticker.wakeAt(start + 30);
      ticker.wakeAt(start + 80);
      expect(await called).toBeGreaterThanOrEqual(start + 80);
      expect(scheduler.calls).toHaveLength(2);
    }));

  it('wakes the sleeping thread when the time moves earlier', () =>
    withTicker(async (ticker, scheduler) => {
      const start = performance.now();
      const called = scheduler.next();
      ticker.wakeAt(start + 60_000);
      await sleep(20);
      ticker.wakeAt(start + 30);
      const at = await called;
      expect(at).toBeGreaterThanOrEqual(start + 30);
      expect(at).toBeLessThan(start + 60_000);
    }));

  it('stops calling a released scheduler, and serves the next one that takes it', async () => {
    const first = recorder();
    const ticker = ArrivalTicker.take(first.onTime);
    ticker.wakeAt(performance.now() + 40);
    ticker.release();

    const second = recorder();
    const again = ArrivalTicker.take(second.onTime);
    expect(again).toBe(ticker);
    try {
      const called = second.next();
      again.wakeAt(performance.now() + 60);
      await called;
      expect(first.calls).toHaveLength(0);
    } finally {
      again.release();
    }
  });
});
