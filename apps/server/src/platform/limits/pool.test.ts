import { describe, expect, it } from 'vitest';
import { boundedPool } from './pool.ts';

/** A job that finishes when the test says so. */
const gate = () => {
  let open: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { done, open };
};

describe('the bounded pool of expensive work', () => {
  it('runs at most `concurrency` jobs at once, the next waiting in order', async () => {
    const pool = boundedPool({ concurrency: 2, maxQueued: 4, maxWaitMs: 5_000 });
    const gates = Array.from({ length: 5 }, gate);
    const order: number[] = [];
    const runs = gates.map((g, i) =>
      pool.run(async () => {
        order.push(i);
        await g.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(pool.stats()).toMatchObject({ running: 2, queued: 3 });
    expect(order).toEqual([0, 1]);
    gates[1]?.open();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([0, 1, 2]);
    expect(pool.stats()).toMatchObject({ running: 2, queued: 2 });
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(pool.stats()).toEqual({ running: 0, queued: 0, peakRunning: 2, started: 5, refused: 0 });
  });

  it('refuses at once with RATE_LIMITED when the queue is full', async () => {
    const pool = boundedPool({ concurrency: 1, maxQueued: 1, maxWaitMs: 5_000 });
    const g = gate();
    const first = pool.run(() => g.done);
    const second = pool.run(() => Promise.resolve('second'));
    await expect(pool.run(() => Promise.resolve('third'))).rejects.toMatchObject({
      errorName: 'RATE_LIMITED',
      retryAfterS: 1,
    });
    g.open();
    await first;
    expect(await second).toBe('second');
    expect(pool.stats()).toMatchObject({ started: 2, refused: 1, running: 0 });
  });

  it('refuses a job that waited too long, and frees its place in the queue', async () => {
    const pool = boundedPool({ concurrency: 1, maxQueued: 1, maxWaitMs: 50 });
    const g = gate();
    const first = pool.run(() => g.done);
    await expect(pool.run(() => Promise.resolve('late'))).rejects.toMatchObject({
      errorName: 'RATE_LIMITED',
    });
    expect(pool.stats().queued).toBe(0);
    const next = pool.run(() => Promise.resolve('next'));
    g.open();
    await first;
    expect(await next).toBe('next');
  });

  it('gives the slot back when a job fails', async () => {
    const pool = boundedPool({ concurrency: 1, maxQueued: 1, maxWaitMs: 5_000 });
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await pool.run(() => Promise.resolve(7))).toBe(7);
    expect(pool.stats().running).toBe(0);
  });
});
