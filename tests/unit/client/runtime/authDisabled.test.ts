import { describe, expect, it } from 'vitest';
import { config, profileHeader } from '../../../../runtime/client/generated/config.gen.ts';
import { createConsoleRuntime } from '../../../../runtime/client/runtime/index.ts';
import type { StorageLike } from '../../../../runtime/client/session/index.ts';
import { fakeFetch, fakeToken } from '../fakes.ts';

// auth.enabled off in the browser: no login, no token handling, no session services.

function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('auth.enabled: false', () => {
  it('ignores stored tokens, sends none, and starts no idle timer, duplicate check or event stream', async () => {
    const session = memoryStorage();
    const local = memoryStorage();
    session.setItem('console-access-token', fakeToken({ sub: 'admin', cp: 'CONSOLE', procId: 'p' }));
    session.setItem('console-refresh-token', 'r');
    const f = fakeFetch({});
    const runtime = createConsoleRuntime(
      {
        ...config,
        auth: {
          ...config.auth,
          enabled: false,
          duplication: { ...config.auth.duplication, type: 'polling' },
        },
      },
      { profileHeader, fetch: f.fetch, storage: (kind) => (kind === 'session' ? session : local) },
    );
    await runtime.ready();
    const stop = runtime.start();
    expect(runtime.sessionState.status).not.toBe('active');
    expect(runtime.tokens.read()).toEqual({ accessToken: null, refreshToken: null });
    expect(runtime.api.headers()['X-Access-Token']).toBeUndefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(
      f.requests.filter((r) => r.url.startsWith('/api/events') || r.url.startsWith('/api/auth-ws')),
    ).toEqual([]);
    stop();
  });
});
