import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTaskQueue, QueueAbortError } from '../../../../runtime/core/transport/taskQueue.ts';

function gate() {
  let open!: () => void;
  let fail!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    open = res;
    fail = rej;
  });
  return { promise, open, fail };
}

describe('createTaskQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at most `concurrency` tasks at once, the rest when a slot frees', async () => {
    const q = createTaskQueue({ concurrency: 3, delayMs: 0 });
    const gates = [gate(), gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const results = gates.map((g, i) =>
      q.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1, 2]);
    expect(q.active).toBe(3);
    expect(q.pending).toBe(2);
    gates[1]?.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1, 2, 3]);
    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(q.active).toBe(0);
  });

  it('keeps the configured delay between starts, in arrival order', async () => {
    const q = createTaskQueue({ concurrency: 3, delayMs: 10 });
    const startedAt: [number, number][] = [];
    const t0 = Date.now();
    const runs = [0, 1, 2].map((i) =>
      q.run(async () => {
        startedAt.push([i, Date.now() - t0]);
      }),
    );
    expect(startedAt).toEqual([[0, 0]]);
    await vi.advanceTimersByTimeAsync(9);
    expect(startedAt).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(startedAt).toEqual([
      [0, 0],
      [1, 10],
    ]);
    await vi.advanceTimersByTimeAsync(10);
    expect(startedAt).toEqual([
      [0, 0],
      [1, 10],
      [2, 20],
    ]);
    await Promise.all(runs);
  });

  it('defaults to 3 at once and 10 ms apart', async () => {
    const q = createTaskQueue();
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map((g) => q.run(() => g.promise));
    await vi.advanceTimersByTimeAsync(100);
    expect(q.active).toBe(3);
    expect(q.pending).toBe(1);
    for (const g of gates) g.open();
    await Promise.all(runs);
  });

  it('a failing task rejects its caller and frees its slot', async () => {
    const q = createTaskQueue({ concurrency: 1, delayMs: 0 });
    const failing = q.run(async () => {
      throw new Error('boom');
    });
    const throwing = q.run(() => {
      throw new Error('sync boom');
    });
    const next = q.run(async () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    await expect(throwing).rejects.toThrow('sync boom');
    await expect(next).resolves.toBe('ok');
    expect(q.active).toBe(0);
  });

  it('a signal aborted while waiting removes the task without running it', async () => {
    const q = createTaskQueue({ concurrency: 1, delayMs: 0 });
    const g = gate();
    const first = q.run(() => g.promise);
    const controller = new AbortController();
    const ran = vi.fn(async () => 'never');
    const second = q.run(ran, controller.signal);
    controller.abort();
    await expect(second).rejects.toBeInstanceOf(QueueAbortError);
    g.open();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).not.toHaveBeenCalled();
    await expect(q.run(async () => 1, controller.signal)).rejects.toBeInstanceOf(QueueAbortError);
  });
});
