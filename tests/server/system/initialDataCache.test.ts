import { afterEach, describe, expect, it } from 'vitest';
import { pickCoding } from '../../../runtime/server/platform/index.ts';
import {
  InitialDataCache,
  invalidateInitialData,
  matchesIfNoneMatch,
} from '../../../runtime/server/system/initialDataCache.ts';

/** A source whose data and fingerprint the test changes; it counts what it was asked. */
function fakeSource() {
  const s = {
    version: 1,
    loads: 0,
    checks: 0,
    gate: undefined as Promise<void> | undefined,
    async load(sysCd: string) {
      s.loads++;
      const version = s.version;
      await s.gate;
      return { fingerprint: `v${version}`, body: { sysCd, version } };
    },
    async fingerprint() {
      s.checks++;
      return `v${s.version}`;
    },
  };
  return s;
}

const caches: InitialDataCache[] = [];
afterEach(() => {
  for (const c of caches.splice(0)) c.close();
});
function cache(source: ReturnType<typeof fakeSource>, checkMs: number, now: () => number) {
  const c = new InitialDataCache(source, checkMs, now);
  caches.push(c);
  return c;
}
const versionOf = async (got: ReturnType<InitialDataCache['get']>) =>
  JSON.parse((await got).bytes.toString()).body.version;

describe('InitialDataCache', () => {
  it('builds once, then serves the same bytes without asking the database within checkMs', async () => {
    const source = fakeSource();
    let now = 0;
    const c = cache(source, 1000, () => now);
    const first = await c.get('A');
    now = 999;
    expect(c.get('A')).toBe(first);
    expect(source).toMatchObject({ loads: 1, checks: 0 });
  });

  it('after checkMs compares the fingerprint, keeping the entry when it is unchanged', async () => {
    const source = fakeSource();
    let now = 0;
    const c = cache(source, 1000, () => now);
    const first = await c.get('A');
    now = 1000;
    expect(await c.get('A')).toBe(first); // the stale entry is served while the check runs
    await new Promise((r) => setTimeout(r, 0));
    expect(source).toMatchObject({ loads: 1, checks: 1 });
    source.version = 2;
    now = 2000;
    await c.get('A');
    await new Promise((r) => setTimeout(r, 0));
    expect(await versionOf(c.get('A'))).toBe(2);
    expect(source.loads).toBe(2);
  });

  it('invalidateInitialData drops entries at once, for one system or all', async () => {
    const source = fakeSource();
    const c = cache(source, 60_000, () => 0);
    await c.get('A');
    await c.get('B');
    source.version = 2;
    invalidateInitialData('A');
    expect(await versionOf(c.get('A'))).toBe(2);
    expect(await versionOf(c.get('B'))).toBe(1);
    source.version = 3;
    invalidateInitialData();
    expect(await versionOf(c.get('B'))).toBe(3);
  });

  it('never caches a build that an invalidation overtook', async () => {
    const source = fakeSource();
    const c = cache(source, 60_000, () => 0);
    let open!: () => void;
    source.gate = new Promise((r) => {
      open = r;
    });
    const slow = c.get('A'); // reads version 1, then waits
    source.version = 2;
    invalidateInitialData('A');
    source.gate = undefined;
    const fresh = c.get('A'); // a caller after the change never joins the older build
    open();
    expect(await versionOf(slow)).toBe(1);
    expect(await versionOf(fresh)).toBe(2);
    expect(await versionOf(c.get('A'))).toBe(2);
  });
});

describe('conditional and encoded answers', () => {
  const entry = { etag: '"abc"' } as Parameters<typeof matchesIfNoneMatch>[1];
  it('matches If-None-Match weakly, any coding of the same data, or *', () => {
    expect(matchesIfNoneMatch('"abc"', entry)).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', entry)).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc-br"', entry)).toBe(true);
    expect(matchesIfNoneMatch('*', entry)).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', entry)).toBe(false);
    expect(matchesIfNoneMatch(undefined, entry)).toBe(false);
  });
  it('prefers br, then gzip, honouring q=0', () => {
    expect(pickCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickCoding('gzip')).toBe('gzip');
    expect(pickCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickCoding('identity')).toBeUndefined();
    expect(pickCoding('*')).toBe('br');
    expect(pickCoding(undefined)).toBeUndefined();
  });
});

describe('InitialDataCache when the database fails', () => {
  it('keeps serving the stale entry when a background check fails, and retries on the next call', async () => {
    const source = fakeSource();
    let now = 0;
    const c = cache(source, 1000, () => now);
    const first = await c.get('A');
    const fingerprint = source.fingerprint;
    source.fingerprint = async () => {
      throw new Error('database down');
    };
    now = 5000;
    expect(c.get('A')).toBe(first); // no unhandled rejection from the background check
    await new Promise((r) => setTimeout(r, 0));
    source.fingerprint = fingerprint;
    expect(await c.get('A')).toBe(first);
    await new Promise((r) => setTimeout(r, 0));
    expect(source.checks).toBe(1);
  });

  it('passes a failed first build on to its callers, and builds again next time', async () => {
    const source = fakeSource();
    const c = cache(source, 1000, () => 0);
    const load = source.load;
    source.load = async () => {
      throw new Error('database down');
    };
    await expect(Promise.resolve(c.get('A'))).rejects.toThrow('database down');
    source.load = load;
    expect(await versionOf(c.get('A'))).toBe(1);
  });
});
