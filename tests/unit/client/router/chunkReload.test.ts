import { describe, expect, it } from 'vitest';
import {
  asChunkLoadError,
  isChunkLoadError,
  reloadOnceForChunkError,
} from '../../../../runtime/client/navigation/index.ts';

function env(start: number) {
  const m = new Map<string, string>();
  const loads: string[] = [];
  let now = start;
  return {
    loads,
    tick: (ms: number) => {
      now += ms;
    },
    env: {
      storage: {
        getItem: (k: string) => m.get(k) ?? null,
        setItem: (k: string, v: string) => void m.set(k, v),
      },
      now: () => now,
      assign: (url: string) => void loads.push(url),
    },
  };
}

describe('a stale chunk after a new build', () => {
  it('is recognised in the wording of each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
  });

  it('reloads once at the target; a second failure within 10 s shows the error; after 10 s it may reload again', () => {
    const e = env(1_000_000);
    expect(reloadOnceForChunkError('/pubs/MP/UI_FU_0016', e.env)).toBe(true);
    expect(e.loads).toEqual(['/pubs/MP/UI_FU_0016']);
    e.tick(9_999);
    expect(reloadOnceForChunkError('/pubs/MP/UI_FU_0016', e.env)).toBe(false);
    expect(e.loads).toHaveLength(1);
    e.tick(1);
    expect(reloadOnceForChunkError('/pubs/MP/UI_FU_0016', e.env)).toBe(true);
    expect(e.loads).toHaveLength(2);
  });
});

describe('asChunkLoadError', () => {
  it('renames a failed import so TanStack Router does not reload a second time; leaves others alone', () => {
    const original = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const wrapped = asChunkLoadError(original) as Error;
    expect(wrapped.name).toBe('ChunkLoadError');
    expect(wrapped.message).toBe('ChunkLoadError: Failed to fetch dynamically imported module: /assets/x.js');
    // TanStack Router reloads on its own for messages that start as the browser words them.
    expect(wrapped.message.startsWith('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(wrapped)).toBe(true);
    expect(wrapped.cause).toBe(original);
    expect(asChunkLoadError(wrapped)).toBe(wrapped);
    const other = new Error('screen bug');
    expect(asChunkLoadError(other)).toBe(other);
  });
});
