import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createUpdateWatcher,
  isConstrained,
  pageBuildIdOf,
  RELOADED_FOR_KEY,
  type UpdateEvent,
} from '../../../../runtime/client/update/index.ts';
import { memoryStorage } from '../fakes.ts';

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
    const w = createUpdateWatcher({
      fetchBuildId: build.fetchBuildId,
      onUpdate: (e) => heard.push(e.buildId),
    });
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

  it('knows the build the page runs: an already newer latest.json marks the first navigation (a rolling deploy)', async () => {
    const build = published('bbb');
    const heard: Array<[string, string | undefined]> = [];
    const w = createUpdateWatcher({
      fetchBuildId: build.fetchBuildId,
      pageBuildId: 'aaa',
      onUpdate: (e) => heard.push([e.buildId, e.current]),
    });
    expect(w.buildId).toBe('aaa');
    w.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(w.pending).toBe(true);
    expect(heard).toEqual([['bbb', 'aaa']]);
  });

  it('reloads once an hour for a build: a page that reloaded for it and still runs the old one stays, for now', async () => {
    const storage = memoryStorage();
    const loads: string[] = [];
    const page = () =>
      createUpdateWatcher({
        fetchBuildId: async () => 'bbb',
        pageBuildId: 'aaa',
        storage,
        load: (href) => loads.push(href ?? '(here)'),
      });
    const first = page();
    await first.check();
    expect(first.pending).toBe(true);
    first.reload('/next');
    expect(loads).toEqual(['/next']);
    expect(storage.data.get(RELOADED_FOR_KEY)).toMatch(/^bbb \d+$/);
    // The reloaded page came from an instance still on aaa: it does not reload for bbb again at once…
    const second = page();
    await second.check();
    expect(second.pending).toBe(false);
    // …but an hour later (the deploy done by then) it tries again.
    vi.setSystemTime(Date.now() + 60 * 60 * 1000 + 1);
    const later = page();
    await later.check();
    expect(later.pending).toBe(true);
    // A build after that is news again.
    const third = createUpdateWatcher({ fetchBuildId: async () => 'ccc', pageBuildId: 'aaa', storage });
    await third.check();
    expect(third.pending).toBe(true);
  });

  it('an update listener may hold the reload back and reload when the user agrees', async () => {
    const loads: string[] = [];
    let event: UpdateEvent | undefined;
    const w = createUpdateWatcher({
      fetchBuildId: async () => 'bbb',
      pageBuildId: 'aaa',
      load: (href) => loads.push(href ?? '(here)'),
      onUpdate: (e) => {
        e.preventDefault();
        event = e;
      },
    });
    await w.check();
    expect(w.pending).toBe(false);
    event!.reload();
    expect(loads).toHaveLength(1);
  });
});

describe('pageBuildIdOf', () => {
  it('reads the id the build wrote into the page, and none where there is none', () => {
    const doc = (content: string | undefined) =>
      ({
        querySelector: () => (content === undefined ? null : ({ content } as HTMLMetaElement)),
      }) as unknown as Document;
    expect(pageBuildIdOf(doc('0123456789ab'))).toBe('0123456789ab');
    expect(pageBuildIdOf(doc(''))).toBeUndefined();
    expect(pageBuildIdOf(doc(undefined))).toBeUndefined();
    expect(pageBuildIdOf(undefined)).toBeUndefined();
  });
});
