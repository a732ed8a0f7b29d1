import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeWindow } from '../../../../runtime/client/bridge/index.ts';
import { config, profileHeader } from '../../../../runtime/client/generated/config.gen.ts';
import { createConsoleRuntime } from '../../../../runtime/client/runtime/index.ts';
import { envelope, fakeFetch, fakeToken } from '../fakes.ts';

// The page's runtime with `interfaces.apiLogging` set: a declared-API call and a bridge call of a
// logged-in user each post a request and a response record, with the session's token, beside the
// API client (no loading bar).
const logging = { requestUrl: '/api/interface/log/request', responseUrl: '/api/interface/log/response' };
const win: BridgeWindow = { navigator: { userAgent: 'iPhone ConsoleHybrid/1.0' } };
win.webkit = {
  messageHandlers: new Proxy({} as Record<string, { postMessage(m: unknown): void }>, {
    get: () => ({
      postMessage(message: { callbackName: string }) {
        queueMicrotask(() =>
          (win[message.callbackName] as (r: unknown) => void)({ resCode: '0000', resMessage: '' }),
        );
      },
    }),
  }),
};
const runtime = createConsoleRuntime(
  {
    ...config,
    mobile: { hybrid: { ...config.mobile.hybrid, enabled: true } },
    interfaces: { ...config.interfaces, apiLogging: logging },
  },
  { profileHeader, bridgeWindow: win },
);
let stop = () => {};

afterEach(() => {
  vi.unstubAllGlobals();
  stop();
});

describe('interface logging in the runtime', () => {
  it('logs declared-API and bridge calls of a logged-in user, and nothing before the login', async () => {
    const access = fakeToken({ sub: 'admin', cp: 'CONSOLE', procId: 'p' });
    const f = fakeFetch({
      'POST /api/authentication/login': () =>
        envelope('0000', {}, { headers: { 'X-Access-Token': access, 'X-Refresh-Token': 'r' } }),
      'POST /api/ext/shop.notices': () => envelope('0000', []),
      [`POST ${logging.requestUrl}`]: () => envelope('0000'),
      [`POST ${logging.responseUrl}`]: () => envelope('0000'),
    });
    vi.stubGlobal('fetch', f.fetch);
    stop = runtime.start();
    await runtime.api.call({ url: '/api/ext/shop.notices', body: {} });
    const logPosts = () => f.requests.filter((r) => r.url.startsWith('/api/interface/log/'));
    expect(logPosts()).toEqual([]);

    await runtime.api.call({ url: '/api/authentication/login', method: 'POST', secured: true, body: {} });
    await runtime.api.call({ url: '/api/ext/shop.notices', body: {} });
    const call = f.requests.filter((r) => r.url === '/api/ext/shop.notices').at(-1)!;
    const tranId = call.headers.get('X-Tran-Id');
    await vi.waitFor(() => expect(logPosts()).toHaveLength(2));
    const [request, response] = logPosts();
    expect(request?.url).toBe(logging.requestUrl);
    expect(response?.url).toBe(logging.responseUrl);
    expect(request?.headers.get('X-Access-Token')).toBe(access);
    expect(JSON.parse(String(request?.body))).toMatchObject({ tranId, ifId: 'shop.notices', type: 'HTTP' });
    expect(JSON.parse(String(response?.body))).toMatchObject({
      tranId,
      ifId: 'shop.notices',
      status: '0000',
    });

    await runtime.bridge.call({ id: 'device-info' });
    await vi.waitFor(() => expect(logPosts()).toHaveLength(4));
    expect(logPosts().map((r) => JSON.parse(String(r.body)))).toEqual([
      expect.anything(),
      expect.anything(),
      expect.objectContaining({ ifId: 'device-info', direction: 'OUTBOUND', type: 'MOBILE_BRIDGE' }),
      expect.objectContaining({ ifId: 'device-info', status: '0000' }),
    ]);
    expect(runtime.loading.count).toBe(0);
    await runtime.session.logout().catch(() => {});
  });
});
