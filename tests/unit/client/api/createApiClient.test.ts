import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiCallError,
  type ApiClientOptions,
  createApiClient,
  createLoadingState,
  createLoadingTracker,
} from '../../../../runtime/client/api/index.ts';
import {
  type ApiSessionHooks,
  createMemoryTokenStore,
  createSessionController,
  createSessionState,
} from '../../../../runtime/client/session/index.ts';
import { aesEcbDecrypt, aesEcbEncrypt } from '../../../../runtime/core/crypto/index.ts';
import { decodeSecureParams } from '../../../../runtime/core/transport/secureParams.ts';
import { deferred, envelope, fakeFetch, fakeToken, hang, json, type Route, testConfig } from '../fakes.ts';

const config = testConfig({ api: { taskQueue: { concurrency: 3, delayMs: 0 } } });
const secret = config.api.secret;

function client(routes: Record<string, Route>, over: Partial<ApiClientOptions> = {}) {
  const f = fakeFetch(routes);
  const loading = createLoadingState();
  const tokens = over.tokens ?? createMemoryTokenStore();
  const api = createApiClient({
    config,
    profileHeader: aesEcbEncrypt(config.app.profile, config.api.secret),
    fetch: f.fetch,
    tokens,
    loading: createLoadingTracker(loading),
    ...over,
  });
  return { api, requests: f.requests, loading, tokens };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api.call headers (spec section 7)', () => {
  it('sends tran id, menu, program, encrypted profile, tokens and rest-api-header', async () => {
    const { api, requests } = client(
      { 'POST /api/system/menu/list': () => envelope('0000', []) },
      {
        tokens: createMemoryTokenStore({ accessToken: 'acc', refreshToken: 'ref' }),
        currentMenu: () => ({ mnuId: '1001', proIdVal: 'UI_FU_0001' }),
      },
    );
    await api.call({ url: '/api/system/menu/list', body: { sysCd: 'CONSOLE' }, restApiHeader: 'Y' });
    const h = requests[0]?.headers;
    if (!h) throw new Error('no request');
    expect(requests[0]?.method).toBe('POST');
    expect(h.get('X-Tran-Id')).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(h.get('Menu-Id')).toBe('1001');
    expect(h.get('Program-Id')).toBe('UI_FU_0001');
    expect(aesEcbDecrypt(h.get('X-Console-Profile') ?? '', secret)).toBe('local');
    expect(h.get('X-Access-Token')).toBe('acc');
    expect(h.get('X-Refresh-Token')).toBe('ref');
    expect(h.get('rest-api-header')).toBe('Y');
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ sysCd: 'CONSOLE' });
  });

  it('uses a new tran id per call and leaves out what is not there', async () => {
    const { api, requests } = client({ 'GET /api/x': () => envelope('0000') });
    await api.call({ url: '/api/x', query: { a: 1 } });
    await api.call({ url: '/api/x' });
    const [a, b] = requests;
    expect(a?.headers.get('X-Tran-Id')).not.toBe(b?.headers.get('X-Tran-Id'));
    expect(a?.url).toBe('/api/x?a=1');
    for (const name of ['Menu-Id', 'Program-Id', 'X-Access-Token', 'X-Refresh-Token', 'rest-api-header'])
      expect(a?.headers.has(name)).toBe(false);
  });

  it('a secured call sends only __usp, decrypting with its tran id, and an empty body', async () => {
    const { api, requests } = client({ 'POST /api/authentication/login': () => envelope('0000', {}) });
    await api.call({
      url: '/api/authentication/login',
      method: 'POST',
      secured: true,
      query: { lang: 'ko' },
      body: { userId: 'admin', userPw: 'pw' },
    });
    const req = requests[0];
    if (!req) throw new Error('no request');
    const params = new URL(req.url, 'http://x').searchParams;
    expect([...params.keys()]).toEqual(['__usp']);
    expect(req.body == null || req.body === '').toBe(true);
    const tranId = req.headers.get('X-Tran-Id') ?? '';
    const decoded = decodeSecureParams(params.get('__usp') ?? '', secret, tranId);
    expect(decoded).toEqual({
      query: { lang: 'ko' },
      body: { userId: 'admin', userPw: 'pw' },
      ts: expect.any(Number),
    });
    expect(Math.abs((decoded.ts ?? 0) - Date.now())).toBeLessThan(5_000);
    expect(() => decodeSecureParams(params.get('__usp') ?? '', secret, 'other-tran-id')).toThrow();
  });

  it("stamps secured calls with the server's time, learnt from the last answer's Date header", async () => {
    const serverAhead = 7 * 60_000; // a staff PC whose clock is 7 minutes slow
    const { api, requests } = client({
      'POST /api/system/initial-data': () =>
        envelope('0000', {}, { headers: { date: new Date(Date.now() + serverAhead).toUTCString() } }),
      'POST /api/authentication/login': () => envelope('0000', {}),
    });
    await api.call({ url: '/api/system/initial-data', method: 'POST' });
    await api.call({ url: '/api/authentication/login', method: 'POST', secured: true, body: {} });
    const req = requests[1];
    if (!req) throw new Error('no request');
    const usp = new URL(req.url, 'http://x').searchParams.get('__usp') ?? '';
    const { ts } = decodeSecureParams(usp, secret, req.headers.get('X-Tran-Id') ?? '');
    expect(Math.abs((ts ?? 0) - (Date.now() + serverAhead))).toBeLessThan(2_500);
  });
});

describe('api.call results', () => {
  it('resolves the envelope of a passing result code', async () => {
    const { api } = client({ 'GET /api/x': () => envelope('0000', { n: 1 }) });
    await expect(api.call<{ n: number }>({ url: '/api/x' })).resolves.toMatchObject({
      resultCode: '0000',
      body: { n: 1 },
    });
  });

  it('throws a result error with the server message off the pass list', async () => {
    const { api } = client({
      'POST /api/x': () =>
        envelope('FS02', null, { resultMessage: '아이디 또는 비밀번호가 일치하지 않습니다.' }),
    });
    const e = await api.call({ url: '/api/x', body: {} }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiCallError);
    expect(e).toMatchObject({
      kind: 'result',
      status: 200,
      resultCode: 'FS02',
      message: '아이디 또는 비밀번호가 일치하지 않습니다.',
    });
  });

  it('opts out with a pass list or all, also for a non-2xx envelope', async () => {
    const { api } = client({
      'POST /api/x': () => envelope('FS02', { hasUser: true }),
      'POST /api/y': () => envelope('FS02', { hasUser: true }, { status: 400 }),
    });
    await expect(
      api.call({ url: '/api/x', body: {}, passResultCodes: ['0000', 'FS02'] }),
    ).resolves.toMatchObject({
      resultCode: 'FS02',
    });
    await expect(api.call({ url: '/api/y', body: {}, passResultCodes: 'all' })).resolves.toMatchObject({
      resultCode: 'FS02',
      body: { hasUser: true },
    });
  });

  it('maps a non-2xx answer without an envelope, and prefers the envelope message when there is one', async () => {
    const { api } = client({
      'GET /a': () =>
        new Response('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      'GET /b': () =>
        envelope('FORBIDDEN_MENU', null, { status: 403, resultMessage: '해당 메뉴에 대한 권한이 없습니다.' }),
      'GET /c': () =>
        new Response('<html>ok?</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    });
    await expect(api.call({ url: '/a' })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.',
    });
    await expect(api.call({ url: '/b' })).rejects.toMatchObject({
      kind: 'http',
      status: 403,
      resultCode: 'FORBIDDEN_MENU',
      message: '해당 메뉴에 대한 권한이 없습니다.',
    });
    await expect(api.call({ url: '/c' })).rejects.toMatchObject({
      kind: 'result',
      message: '서버 응답을 확인할 수 없습니다. 관리자에게 문의해주세요.',
    });
  });

  it('appends the errors list in development only', async () => {
    const route = () =>
      envelope('BAD_REQUEST', null, {
        status: 400,
        resultMessage: '요청 형식이 올바르지 않습니다.',
        errors: ['userId: 필수'],
      });
    const prod = client({ 'GET /x': route });
    const dev = client({ 'GET /x': route }, { dev: true });
    await expect(prod.api.call({ url: '/x' })).rejects.toMatchObject({
      message: '요청 형식이 올바르지 않습니다.',
    });
    await expect(dev.api.call({ url: '/x' })).rejects.toMatchObject({
      message: '요청 형식이 올바르지 않습니다.\n- userId: 필수',
    });
  });

  it('a network failure is kind network with a Korean message', async () => {
    const { api } = client({
      'GET /x': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api.call({ url: '/x' })).rejects.toMatchObject({
      kind: 'network',
      message: '서버와 통신할 수 없습니다. 네트워크 연결 상태를 확인해주세요.',
    });
  });
});

describe('timeouts and cancellation', () => {
  it('times out after api.timeout (20 s)', async () => {
    vi.useFakeTimers();
    const { api } = client({ 'GET /slow': hang });
    const p = api.call({ url: '/slow' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void p.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await p).toMatchObject({
      kind: 'timeout',
      message: '통신 시간이 만료되었습니다. 다시 시도해주세요. 같은 현상이 계속되면 관리자에게 문의해주세요.',
    });
  });

  it('honours timeoutMs per call', async () => {
    vi.useFakeTimers();
    const { api } = client({ 'GET /slow': hang });
    const p = api.call({ url: '/slow', timeoutMs: 50 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await p).toMatchObject({ kind: 'timeout' });
  });

  it('a caller abort is cancelled, while running or still queued', async () => {
    const cfg = testConfig({ api: { taskQueue: { concurrency: 1, delayMs: 0 } } });
    const { api } = client({ 'GET /slow': hang }, { config: cfg });
    const a = new AbortController();
    const b = new AbortController();
    const running = api.call({ url: '/slow', signal: a.signal }).catch((e: unknown) => e);
    const queued = api.call({ url: '/slow', signal: b.signal }).catch((e: unknown) => e);
    b.abort();
    a.abort();
    expect(await queued).toMatchObject({ kind: 'cancelled', message: '통신 요청이 취소되었습니다.' });
    expect(await running).toMatchObject({ kind: 'cancelled' });
  });
});

describe('retries (spec section 7)', () => {
  const counting = (answers: (() => Response)[]) => {
    let i = 0;
    return () => {
      const answer = answers[Math.min(i, answers.length - 1)];
      i++;
      if (!answer) throw new Error('no answer');
      return answer();
    };
  };

  it('are off by default', async () => {
    const { api, requests } = client({ 'GET /x': () => envelope('SERVER_ERROR', null, { status: 500 }) });
    await expect(api.call({ url: '/x' })).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(requests).toHaveLength(1);
  });

  it('retry network, http and result failures up to api.retries, each with a new tran id', async () => {
    const cfg = testConfig({ api: { retries: 2, taskQueue: { concurrency: 3, delayMs: 0 } } });
    const network = client(
      {
        'GET /x': () => {
          throw new TypeError('Failed to fetch');
        },
      },
      { config: cfg },
    );
    await expect(network.api.call({ url: '/x' })).rejects.toMatchObject({ kind: 'network' });
    expect(network.requests).toHaveLength(3);
    expect(new Set(network.requests.map((r) => r.headers.get('X-Tran-Id'))).size).toBe(3);

    const flaky = client(
      {
        'GET /x': counting([
          () => envelope('SERVER_ERROR', null, { status: 503 }),
          () => envelope('E1'),
          () => envelope('0000', 'ok'),
        ]),
      },
      { config: cfg },
    );
    await expect(flaky.api.call({ url: '/x' })).resolves.toMatchObject({ body: 'ok' });
    expect(flaky.requests).toHaveLength(3);
  });

  it('never retry a cancelled or timed-out call, nor a 401 that ended the session', async () => {
    vi.useFakeTimers();
    const cfg = testConfig({ api: { retries: 3, taskQueue: { concurrency: 3, delayMs: 0 } } });
    const slow = client({ 'GET /slow': hang }, { config: cfg });
    const timedOut = slow.api.call({ url: '/slow', timeoutMs: 10 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    expect(await timedOut).toMatchObject({ kind: 'timeout' });
    const controller = new AbortController();
    const cancelled = slow.api.call({ url: '/slow', signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await cancelled).toMatchObject({ kind: 'cancelled' });
    expect(slow.requests).toHaveLength(2);
    vi.useRealTimers();

    const state = createSessionState();
    const tokens = createMemoryTokenStore({ accessToken: fakeToken({ sub: 'u', cp: 'C' }) });
    const session = createSessionController({ auth: cfg.auth, secret, tokens, state });
    session.restore();
    const ended = client(
      { 'GET /x': () => envelope('FS10', null, { status: 401 }) },
      { config: cfg, session, tokens },
    );
    await expect(ended.api.call({ url: '/x' })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      sessionEnded: true,
    });
    expect(ended.requests).toHaveLength(1);
  });
});

describe('tokens and the session', () => {
  function withSession(routes: Record<string, Route>, initial?: string) {
    const state = createSessionState();
    const tokens = createMemoryTokenStore(initial ? { accessToken: initial, refreshToken: 'ref' } : {});
    const session = createSessionController({ auth: config.auth, secret, tokens, state });
    session.restore();
    const c = client(routes, { session, tokens });
    return { ...c, state, session };
  }

  it('stores tokens from response headers and activates on sub + cp', async () => {
    const access = fakeToken({ sub: 'admin', cp: 'CONSOLE', procId: 'p1' });
    const { api, state, tokens } = withSession({
      'POST /api/authentication/login': () =>
        envelope('0000', {}, { headers: { 'X-Access-Token': access, 'X-Refresh-Token': 'refresh-1' } }),
    });
    expect(state.status).toBe('anonymous');
    await api.call({ url: '/api/authentication/login', body: {}, secured: true });
    expect(tokens.read()).toEqual({ accessToken: access, refreshToken: 'refresh-1' });
    expect(state).toMatchObject({
      status: 'active',
      authenticated: true,
      userId: 'admin',
      claims: { procId: 'p1' },
    });
  });

  it('a renewed access token replaces the old one and keeps the refresh token', async () => {
    const renewed = fakeToken({ sub: 'admin', cp: 'CONSOLE', n: 2 });
    const { api, tokens, state } = withSession(
      { 'GET /x': () => envelope('0000', null, { headers: { 'X-Access-Token': renewed } }) },
      fakeToken({ sub: 'admin', cp: 'CONSOLE', n: 1 }),
    );
    await api.call({ url: '/x' });
    expect(tokens.read()).toEqual({ accessToken: renewed, refreshToken: 'ref' });
    expect(state.claims).toMatchObject({ n: 2 });
  });

  it('a response token without a user releases the session', async () => {
    const { api, state, tokens, session } = withSession(
      {
        'GET /x': () =>
          envelope('0000', null, { headers: { 'X-Access-Token': fakeToken({ cp: 'CONSOLE' }) } }),
      },
      fakeToken({ sub: 'admin', cp: 'CONSOLE' }),
    );
    const reasons: string[] = [];
    session.onInactivated((r) => reasons.push(r));
    await api.call({ url: '/x' });
    expect(state).toMatchObject({ status: 'inactive', inactiveReason: 'released', authenticated: false });
    expect(tokens.read()).toEqual({ accessToken: null, refreshToken: null });
    expect(reasons).toEqual(['released']);
  });

  it.each([
    ['UNAUTHORIZED', 'validate'],
    ['FS01', 'duplicated'],
    ['FS10', 'expired'],
  ])('a 401 %s inactivates the session with reason %s', async (code, reason) => {
    const { api, state, session } = withSession(
      { 'GET /x': () => envelope(code, null, { status: 401, resultMessage: '만료' }) },
      fakeToken({ sub: 'admin', cp: 'CONSOLE' }),
    );
    const heard: string[] = [];
    session.onInactivated((r) => heard.push(r));
    await expect(api.call({ url: '/x' })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      resultCode: code,
    });
    expect(state).toMatchObject({ status: 'inactive', inactiveReason: reason });
    expect(heard).toEqual([reason]);
  });

  it('skipAuthValidation and other 401 codes leave the session alone', async () => {
    const { api, state } = withSession(
      {
        'POST /init': () => envelope('FS10', null, { status: 401 }),
        'GET /other': () => envelope('SOMETHING', null, { status: 401 }),
      },
      fakeToken({ sub: 'admin', cp: 'CONSOLE' }),
    );
    await expect(api.call({ url: '/init', method: 'POST', skipAuthValidation: true })).rejects.toMatchObject({
      status: 401,
      sessionEnded: false,
    });
    await expect(api.call({ url: '/other' })).rejects.toMatchObject({ status: 401 });
    expect(state.status).toBe('active');
  });

  it('ignores tokens of an answer to a call started before the session ended', async () => {
    const gate = deferred<Response>();
    const { api, state, session, tokens } = withSession(
      { 'GET /late': () => gate.promise },
      fakeToken({ sub: 'admin', cp: 'CONSOLE' }),
    );
    const late = api.call({ url: '/late' });
    await new Promise((r) => setTimeout(r, 0));
    session.inactivate('duplicated');
    gate.resolve(
      envelope('0000', null, { headers: { 'X-Access-Token': fakeToken({ sub: 'admin', cp: 'CONSOLE' }) } }),
    );
    await late;
    expect(state.status).toBe('inactive');
    expect(tokens.read().accessToken).toBeNull();
  });
});

describe('loading store', () => {
  it('counts calls in flight unless loading: false', async () => {
    const gates = [deferred<Response>(), deferred<Response>(), deferred<Response>()];
    let i = 0;
    const { api, loading } = client({
      'GET /x': () => {
        const g = gates[i++];
        if (!g) throw new Error('unexpected call');
        return g.promise;
      },
    });
    const a = api.call({ url: '/x' });
    const b = api.call({ url: '/x', loading: true });
    const c = api.call({ url: '/x', loading: false });
    expect(loading.count).toBe(2);
    gates[0]?.resolve(envelope('0000'));
    await a;
    expect(loading.count).toBe(1);
    gates[1]?.resolve(envelope('E', null, { status: 500 }));
    await expect(b).rejects.toBeInstanceOf(ApiCallError);
    expect(loading.count).toBe(0);
    gates[2]?.resolve(envelope('0000'));
    await c;
    expect(loading.count).toBe(0);
  });

  it('the task queue limits concurrency of calls', async () => {
    const cfg = testConfig({ api: { taskQueue: { concurrency: 2, delayMs: 0 } } });
    const gates: ReturnType<typeof deferred<Response>>[] = [];
    const { api, requests } = client(
      {
        'GET /x': () => {
          const g = deferred<Response>();
          gates.push(g);
          return g.promise;
        },
      },
      { config: cfg },
    );
    const calls = [1, 2, 3].map(() => api.call({ url: '/x' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(requests).toHaveLength(2);
    gates[0]?.resolve(json({ resultCode: '0000', resultMessage: '', body: null }));
    await calls[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(requests).toHaveLength(3);
    for (const g of gates) g.resolve(envelope('0000'));
    await Promise.all(calls);
  });
});

describe('session hooks contract', () => {
  it('notes activity for answers unless activity: false', async () => {
    const hooks: ApiSessionHooks = {
      epoch: () => 0,
      applyResponseTokens: vi.fn(),
      handleAuthFailure: vi.fn(() => false),
      noteActivity: vi.fn(),
    };
    const { api } = client({ 'GET /x': () => envelope('0000') }, { session: hooks });
    await api.call({ url: '/x' });
    await api.call({ url: '/x', activity: false });
    expect(hooks.noteActivity).toHaveBeenCalledTimes(1);
    expect(hooks.applyResponseTokens).not.toHaveBeenCalled();
  });
});
