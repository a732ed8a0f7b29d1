import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, profileHeader } from '../../../../runtime/client/generated/config.gen.ts';
import { createConsoleRuntime } from '../../../../runtime/client/runtime/index.ts';
import { setCurrentMenu } from '../../../../runtime/client/session/index.ts';
import { envelope, fakeFetch, fakeToken } from '../fakes.ts';

// The page's runtime, as main.tsx builds it; the global fetch is stubbed per test.
const runtime = createConsoleRuntime(config, { profileHeader });
const { api, tokens: tokenStore } = runtime;
// The page's stores, which the runtime made (no module holds one).
const { currentMenu, sessionState: session, loading: loadingState } = runtime;
const initialData = runtime.initialData.state;
const loadInitialData = () => runtime.initialData.load();
const logout = () => runtime.session.logout();
const onInactivated = runtime.session.onInactivated;
let stopSessionServices = () => {};
const startSessionServices = () => {
  stopSessionServices = runtime.start();
};

afterEach(() => {
  vi.unstubAllGlobals();
  stopSessionServices();
});

describe('createConsoleRuntime', () => {
  it('api sends the current menu set by the guard and updates the app session from tokens', async () => {
    const access = fakeToken({ sub: 'admin', cp: 'CONSOLE', procId: 'p' });
    const f = fakeFetch({
      'POST /api/authentication/login': () =>
        envelope('0000', {}, { headers: { 'X-Access-Token': access, 'X-Refresh-Token': 'r' } }),
      'POST /api/authentication/logout': () => envelope('0000', { loggedOut: true }),
    });
    vi.stubGlobal('fetch', f.fetch);
    startSessionServices();
    setCurrentMenu({ mnuId: '1001', proIdVal: 'UI_FU_0001', mnuUrl: '/pubs/x' }, currentMenu);
    expect(currentMenu.mnuUrl).toBe('/pubs/x');
    await api.call({
      url: '/api/authentication/login',
      method: 'POST',
      secured: true,
      body: { userId: 'admin' },
    });
    expect(f.requests[0]?.headers.get('Menu-Id')).toBe('1001');
    expect(session).toMatchObject({ status: 'active', userId: 'admin' });

    const heard: string[] = [];
    const off = onInactivated((r) => heard.push(r));
    // The active session opened its event stream with its token.
    // (its code loads with the first session: wait for the request)
    await vi.waitFor(() => expect(f.requests.some((r) => r.url === '/api/events')).toBe(true));
    const stream = f.requests.find((r) => r.url === '/api/events');
    expect(stream?.method).toBe('GET');
    expect(stream?.headers.get('X-Access-Token')).toBe(access);
    await logout();
    off();
    const call = f.requests.find((r) => r.url === '/api/authentication/logout');
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/api/authentication/logout');
    expect(call?.headers.get('X-Access-Token')).toBe(access);
    expect(call?.headers.get('X-Refresh-Token')).toBe('r');
    expect(tokenStore.read()).toEqual({ accessToken: null, refreshToken: null });
    expect(session).toMatchObject({ status: 'inactive', inactiveReason: 'logout' });
    expect(heard).toEqual(['logout']);
    expect(loadingState.count).toBe(0);
    setCurrentMenu(null, currentMenu);
  });

  it('loadInitialData fills the app store', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/system/initial-data': () =>
          envelope('0000', { menus: [{ mnuId: '1' }], currentSystemCode: 'CONSOLE' }),
      }).fetch,
    );
    const data = await loadInitialData();
    expect(initialData.status).toBe('ready');
    expect(data?.menus).toEqual([{ mnuId: '1' }]);
  });
});
