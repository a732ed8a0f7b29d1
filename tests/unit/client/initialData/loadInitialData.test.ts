import { describe, expect, it } from 'vitest';
import {
  type ApiRequest,
  createApiClient,
  createLoadingState,
  createLoadingTracker,
} from '../../../../runtime/client/api/index.ts';
import {
  createInitialDataLoader,
  createInitialDataState,
  createInterfaceStore,
  INITIAL_DATA_CACHE_KEY,
  INTERFACE_SESSION_KEY,
} from '../../../../runtime/client/initialData/index.ts';
import {
  createMemoryTokenStore,
  createSessionController,
  createSessionState,
} from '../../../../runtime/client/session/index.ts';
import { aesEcbEncrypt } from '../../../../runtime/core/crypto/index.ts';
import { envelope, fakeFetch, fakeToken, type Route, testConfig } from '../fakes.ts';

const BODY = {
  commonCodes: [
    { grpCd: 'use_yn', dtlCd: '*', cdNm: '그룹', regDttm: 'x' },
    { grpCd: 'use_yn', dtlCd: 'Y', cdNm: '사용', regDttm: 'x', updUsrIp: '1.1.1.1', lclsCd: 'L', rmk: 'r' },
  ],
  codeMappingRules: [],
  menus: [{ mnuId: '1001', mnuNm: '메뉴', mnuUrl: '/pubs/x', regUsrId: 'sys' }],
  fileGroups: [],
  appProp: {
    authApprovalType: 'NONE',
    passwordChangeDays: 90,
    maximumLoginFailNumbers: 5,
    canUpdateUserPassword: true,
  },
  projectProp: {},
  currentSystemCode: 'CONSOLE',
  interfaceDefinitions: [{ id: 'app-info', version: '1.0', name: '앱 정보', regDttm: 'x' }],
};

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  };
}

function setup(
  routes: Record<string, Route>,
  over: { cache?: boolean; interfacesUrl?: string; preloaded?: { body: unknown } } = {},
) {
  const config = testConfig({
    api: { taskQueue: { concurrency: 3, delayMs: 0 } },
    management: { initialDataCache: { enabled: over.cache ?? false } },
    interfaces: {
      definitions: [
        {
          id: 'from-config',
          version: '1.0',
          type: 'MOBILE_BRIDGE',
          logType: 'ALL',
          direction: 'OUTBOUND',
          limitByIpAddress: false,
          allowedIpAddresses: [],
          allowedAuthenticated: false,
          limitByChannel: false,
          allowedChannels: [],
          keys: [],
        },
      ],
      ...(over.interfacesUrl ? { initialDataUrl: over.interfacesUrl } : {}),
    },
  });
  const f = fakeFetch(routes);
  const state = createSessionState();
  const tokens = createMemoryTokenStore({ accessToken: fakeToken({ sub: 'admin', cp: 'CONSOLE' }) });
  const session = createSessionController({ auth: config.auth, secret: config.api.secret, tokens, state });
  session.restore();
  const loading = createLoadingState();
  const api = createApiClient({
    config,
    profileHeader: aesEcbEncrypt(config.app.profile, config.api.secret),
    fetch: f.fetch,
    tokens,
    session,
    loading: createLoadingTracker(loading),
  });
  const calls: ApiRequest[] = [];
  const sessionStorage = memoryStorage();
  const loader = createInitialDataLoader({
    call: (req) => {
      calls.push(req);
      return api.call(req);
    },
    config,
    state: createInitialDataState(),
    cacheStorage: sessionStorage,
    interfaces: createInterfaceStore(sessionStorage),
    preloaded: over.preloaded,
  });
  return { loader, requests: f.requests, calls, sessionState: state, loading, sessionStorage };
}

describe('loadInitialData', () => {
  it('uses the answer inlined in the page instead of calling, once: a refresh calls', async () => {
    const renamed = { ...BODY, menus: [{ mnuId: '1001', mnuNm: '새 메뉴', mnuUrl: '/pubs/x' }] };
    const { loader, requests, loading } = setup(
      { 'POST /api/system/initial-data': () => envelope('0000', renamed) },
      { cache: true, preloaded: { body: BODY } },
    );
    const data = await loader.load();
    expect(requests).toHaveLength(0);
    expect(loading.count).toBe(0);
    expect(data?.menus).toEqual([{ mnuId: '1001', mnuNm: '메뉴', mnuUrl: '/pubs/x' }]);
    await loader.refresh();
    expect(requests).toHaveLength(1);
    expect(loader.state.data?.menus[0]?.mnuNm).toBe('새 메뉴');
  });

  it('an inlined answer without a body object fails like a bad call (the fatal screen)', async () => {
    const { loader, requests } = setup({}, { preloaded: { body: 'nonsense' } });
    await expect(loader.load()).resolves.toBeNull();
    expect(requests).toHaveLength(0);
    expect(loader.state.status).toBe('failed');
  });

  it('POSTs the initial-data URL with an empty body and the loading bar, then processes the data', async () => {
    const { loader, requests, calls, loading } = setup({
      'POST /api/system/initial-data': () => envelope('0000', BODY),
    });
    const p = loader.load();
    expect(loader.state.status).toBe('loading');
    expect(loading.count).toBe(1);
    const data = await p;
    expect(loading.count).toBe(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.body == null).toBe(true);
    expect(calls[0]).toMatchObject({ skipAuthValidation: true });
    expect(loader.state.status).toBe('ready');
    expect(loader.state.data).toBe(data);
    expect(data?.commonCodes).toEqual({ USE_YN: [{ grpCd: 'use_yn', dtlCd: 'Y', cdNm: '사용' }] });
    expect(data?.menus).toEqual([{ mnuId: '1001', mnuNm: '메뉴', mnuUrl: '/pubs/x' }]);
    expect(data?.appProp.canUpdateUserPassword).toBe(true);
  });

  it('keeps interface definitions in session storage under ustra:interface, keyed by id and version', async () => {
    const { loader, sessionStorage } = setup({
      'POST /api/system/initial-data': () => envelope('0000', BODY),
    });
    await loader.load();
    const stored = JSON.parse(sessionStorage.getItem(INTERFACE_SESSION_KEY) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['app-info:1.0', 'from-config:1.0']);
    expect(stored['app-info:1.0']).not.toHaveProperty('regDttm');
    expect(loader.interfaces.get('app-info')).toMatchObject({
      name: '앱 정보',
      type: 'MOBILE_BRIDGE',
      direction: 'OUTBOUND',
    });
    expect(loader.interfaces.get('app-info', '2.0')).toBeUndefined();
  });

  it('merges the separate interface list when interfaces.initialDataUrl is set', async () => {
    const { loader } = setup(
      {
        'POST /api/system/initial-data': () => envelope('0000', BODY),
        'POST /api/interfaces': () => envelope('0000', [{ id: 'app-info', version: '2.0', name: '새 버전' }]),
      },
      { interfacesUrl: '/api/interfaces' },
    );
    await loader.load();
    expect(loader.interfaces.get('app-info', '2.0')?.name).toBe('새 버전');
    expect(loader.interfaces.get('app-info')?.name).toBe('앱 정보');
  });

  it.each([
    ['a result code off the pass list', () => envelope('SERVER_ERROR', null, { status: 500 })],
    ['a 401 answer', () => envelope('FS10', null, { status: 401 })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['a body that is not an object', () => envelope('0000', null)],
  ])('fails with error.initialData on %s, without ending the session', async (_name, route) => {
    const { loader, sessionState } = setup({ 'POST /api/system/initial-data': route });
    await expect(loader.load()).resolves.toBeNull();
    expect(loader.state).toMatchObject({
      status: 'failed',
      data: null,
      messageKey: 'error.initialData',
      message:
        '초기 데이터 조회 중 오류가 발생하였습니다. 브라우저를 리로드하여 재 기동해주시기 바랍니다. 오류가 계속될 경우 관리자에게 문의 해주세요.',
    });
    expect(sessionState.status).toBe('active');
  });

  it('shares one load between concurrent callers and loads again after a failure', async () => {
    let n = 0;
    const { loader, requests } = setup({
      'POST /api/system/initial-data': () =>
        n++ === 0 ? envelope('E', null, { status: 500 }) : envelope('0000', BODY),
    });
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect(a).toBeNull();
    expect(b).toBeNull();
    expect(requests).toHaveLength(1);
    expect(await loader.load()).not.toBeNull();
    expect(loader.state.status).toBe('ready');
    await loader.load();
    expect(requests).toHaveLength(2);
  });

  it('caches in session storage when management.initialDataCache.enabled', async () => {
    const first = setup({ 'POST /api/system/initial-data': () => envelope('0000', BODY) }, { cache: true });
    await first.loader.load();
    expect(first.sessionStorage.map.has(INITIAL_DATA_CACHE_KEY)).toBe(true);
    const second = setup({}, { cache: true });
    second.sessionStorage.setItem(
      INITIAL_DATA_CACHE_KEY,
      first.sessionStorage.getItem(INITIAL_DATA_CACHE_KEY) ?? '',
    );
    const data = await second.loader.load();
    expect(second.requests).toHaveLength(0);
    expect(data?.menus).toHaveLength(1);
    const off = setup({ 'POST /api/system/initial-data': () => envelope('0000', BODY) });
    await off.loader.load();
    expect(off.sessionStorage.map.has(INITIAL_DATA_CACHE_KEY)).toBe(false);
  });
});
