import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUpdateWatcher, isConstrained } from '../../../../runtime/client/update/index.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function published(first: string) {
  let id: string | undefined = first;
  const reads: number[] = [];
  return {
    set: (next: string | undefined) => {
      id = next;
    },
    reads,
    fetchBuildId: async () => {
      reads.push(Date.now());
      if (id === undefined) throw new Error('offline');
      return id;
    },
  };
}

describe('new builds', () => {
  it('reads its build 1 s after ready, then every hour; a different id marks the next navigation once', async () => {
    const build = published('aaa');
    const heard: string[] = [];
    const w = createUpdateWatcher({ fetchBuildId: build.fetchBuildId, onUpdate: (id) => heard.push(id) });
    const stop = w.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(build.reads).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.buildId).toBe('aaa');
    build.set('bbb');
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1001);
    expect(w.pending).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.pending).toBe(true);
    expect(heard).toEqual(['bbb']);
    build.set('ccc');
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(heard).toEqual(['bbb']);
    stop();
  });

  it('skips the early read on a slow or metered connection, and ignores failed reads', async () => {
    expect(isConstrained({ saveData: true })).toBe(true);
    expect(isConstrained({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isConstrained({ effectiveType: '4g' })).toBe(false);
    expect(isConstrained(undefined)).toBe(false);
    const build = published('aaa');
    const w = createUpdateWatcher({
      fetchBuildId: build.fetchBuildId,
      connection: () => ({ saveData: true }),
    });
    w.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(build.reads).toHaveLength(0);
    build.set(undefined);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(w.buildId).toBeUndefined();
    build.set('aaa');
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(w.buildId).toBe('aaa');
    expect(w.pending).toBe(false);
  });
});
