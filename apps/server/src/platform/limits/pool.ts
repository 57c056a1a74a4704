import { appError } from '../errors.ts';

export interface PoolOptions {
  /** How many jobs run at once. */
  concurrency: number;
  /** How many may wait for a turn; one more is refused at once. */
  maxQueued: number;
  /** How long one may wait for a turn before it is refused. */
  maxWaitMs: number;
}

export interface PoolStats {
  running: number;
  queued: number;
  /** The most that ever ran at once. */
  peakRunning: number;
  /** Jobs that got a turn, since the pool was made. */
  started: number;
  /** Jobs refused for want of a turn. */
  refused: number;
}

/**
 * A bounded pool for expensive work (password hashing): at most `concurrency` jobs at once,
 * a short queue behind them, and a clear RATE_LIMITED (429, Retry-After) for what does not
 * fit or waits too long, instead of unbounded memory and latency.
 */
export const boundedPool = (options: PoolOptions) => {
  let running = 0;
  let peakRunning = 0;
  let started = 0;
  let refused = 0;
  const queue: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  const busy = () => {
    refused += 1;
    return appError('RATE_LIMITED', { retryAfterS: 1 });
  };

  const turn = (): Promise<void> => {
    if (running < options.concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (queue.length >= options.maxQueued) return Promise.reject(busy());
    return new Promise<void>((resolve, reject) => {
      const waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(busy());
        }, options.maxWaitMs),
      };
      queue.push(waiter);
    });
  };

  /** The finished job's slot goes straight to the next waiter, so `running` never dips and rises. */
  const release = () => {
    const next = queue.shift();
    if (next) next.start();
    else running -= 1;
  };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      await turn();
      started += 1;
      peakRunning = Math.max(peakRunning, running);
      try {
        return await job();
      } finally {
        release();
      }
    },
    stats: (): PoolStats => ({ running, queued: queue.length, peakRunning, started, refused }),
  };
};

export type BoundedPool = ReturnType<typeof boundedPool>;
