import { describe, expect, it } from 'vitest';
import { inChildProcess, startChildWork } from './child-work.ts';

const FIXTURE = new URL('../test/child-work-fixture.ts', import.meta.url);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('work in a child process (decision 230)', () => {
  it('runs the calls in one child of its own, bytes in and out, and ends it on close', async () => {
    const work = startChildWork();
    const first = await work.call<number>(FIXTURE, 'pid');
    expect(first).not.toBe(process.pid);
    expect(await work.call<number>(FIXTURE, 'pid')).toBe(first);
    const back = await work.call<Uint8Array>(FIXTURE, 'reversed', new Uint8Array([1, 2, 3, 250]));
    expect([...back]).toEqual([250, 3, 2, 1]);
    expect(alive(first)).toBe(true);
    await work.close();
    expect(alive(first)).toBe(false);
  });

  it("answers a function's error as its error, and a missing export as one", async () => {
    const work = startChildWork();
    try {
      await expect(work.call(FIXTURE, 'fails', 'the drawing broke')).rejects.toThrow('the drawing broke');
      await expect(work.call(FIXTURE, 'nothing')).rejects.toThrow('exports no function nothing');
      // The child is still there for the next call.
      expect(await work.call<number>(FIXTURE, 'pid')).toBeGreaterThan(0);
    } finally {
      await work.close();
    }
  });

  it('refuses the calls of a child that exited, and starts another for the next', async () => {
    const work = startChildWork();
    try {
      const gone = await work.call<number>(FIXTURE, 'pid');
      await expect(work.call(FIXTURE, 'exits')).rejects.toThrow('the child process exited (code 3)');
      const next = await work.call<number>(FIXTURE, 'pid');
      expect(next).not.toBe(gone);
    } finally {
      await work.close();
    }
  });

  it('runs one call in a child that ends with it', async () => {
    const pid = await inChildProcess<number>(FIXTURE, 'pid');
    expect(pid).not.toBe(process.pid);
    expect(alive(pid)).toBe(false);
  });
});
