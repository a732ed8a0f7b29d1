import { describe, expect, it } from 'vitest';
import { CacheStore } from '../../../runtime/server/cache/index.ts';

function host(live = true) {
  const h = { isLive: live, at: 0, live: () => h.isLive, now: () => h.at };
  return h;
}

/** A load that resolves only when told to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('CacheStore', () => {
  it('loads a key once and keeps it until forgotten', async () => {
    const store = new CacheStore<string>(host(), { maxAgeMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await store.get('a', load)).toBe('v1');
    expect(await store.get('a', load)).toBe('v1');
    expect(loads).toBe(1);
    store.forget('a');
    expect(await store.get('a', load)).toBe('v2');
    store.forget();
    expect(await store.get('a', load)).toBe('v3');
  });

  it('shares one load between concurrent readers of a missing key', async () => {
    const store = new CacheStore<string>(host(), { maxAgeMs: 60_000, maxEntries: 10 });
    const d = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return d.promise;
    };
    const both = Promise.all([store.get('a', load), store.get('a', load)]);
    d.resolve('v');
    expect(await both).toEqual(['v', 'v']);
    expect(loads).toBe(1);
  });

  it('does not keep a load that a change overtook: it may have read the rows before the commit', async () => {
    const store = new CacheStore<string>(host(), { maxAgeMs: 60_000, maxEntries: 10 });
    const stale = deferred<string>();
    const first = store.get('a', () => stale.promise);
    store.forget('a'); // the change is heard while the read is under way
    stale.resolve('ACTIVE');
    expect(await first).toBe('ACTIVE'); // its own caller gets what it read
    expect(await store.get('a', async () => 'REPLACED')).toBe('REPLACED');
    expect(store.size).toBe(1);
  });

  it('keeps nothing while changes cannot be heard, and nothing missing', async () => {
    const h = host(false);
    const store = new CacheStore<string>(h, { maxAgeMs: 60_000, maxEntries: 10 });
    let loads = 0;
    await store.get('a', async () => `v${++loads}`);
    await store.get('a', async () => `v${++loads}`);
    expect(loads).toBe(2);
    expect(store.size).toBe(0);
    h.isLive = true;
    expect(await store.get('gone', async () => undefined)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('reads again after maxAgeMs, and keeps at most maxEntries (the oldest goes)', async () => {
    const h = host();
    const store = new CacheStore<string>(h, { maxAgeMs: 1000, maxEntries: 2 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    await store.get('a', load);
    h.at = 999;
    expect(await store.get('a', load)).toBe('v1');
    h.at = 1000;
    expect(await store.get('a', load)).toBe('v2');
    await store.get('b', load);
    await store.get('c', load);
    expect(store.size).toBe(2);
    const before = loads;
    await store.get('a', load);
    expect(loads).toBe(before + 1);
  });

  it('lets a failed load fail its callers and keeps nothing', async () => {
    const store = new CacheStore<string>(host(), { maxAgeMs: 60_000, maxEntries: 10 });
    await expect(store.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await store.get('a', async () => 'v')).toBe('v');
  });
});
