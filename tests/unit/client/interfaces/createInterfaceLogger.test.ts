import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  createLoadingState,
  createLoadingTracker,
} from '../../../../runtime/client/api/index.ts';
import { type BridgeWindow, createBridge } from '../../../../runtime/client/bridge/index.ts';
import {
  createInterfaceLogger,
  createLogSender,
  declaredApiLog,
  type InterfaceLoggerOptions,
} from '../../../../runtime/client/interfaces/index.ts';
import { createMemoryTokenStore } from '../../../../runtime/client/session/index.ts';
import { createBridgeToken } from '../../../../runtime/core/bridge/index.ts';
import { withInterfaceDefaults } from '../../../../runtime/core/initialData/index.ts';
import type { InterfaceDefinition } from '../../../../schemas/index.ts';
import { envelope, fakeFetch, testConfig } from '../fakes.ts';

const REQUEST_URL = '/api/interface/log/request';
const RESPONSE_URL = '/api/interface/log/response';
const urls = { requestUrl: REQUEST_URL, responseUrl: RESPONSE_URL };

afterEach(() => vi.useRealTimers());

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-03-01T09:00:00Z')) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

/** A logger over a recording `send`; options override the URLs, definitions and the rest. */
function logger(over: Partial<InterfaceLoggerOptions> = {}) {
  const sent: { url: string; record: Record<string, unknown> }[] = [];
  const clock = manualClock();
  const log = createInterfaceLogger({
    urls,
    send: (url, record) => {
      sent.push({ url, record: record as Record<string, unknown> });
      return Promise.resolve();
    },
    now: clock.now,
    newTranId: () => 'bridgeTran01',
    ...over,
  });
  return { log, sent, clock };
}

const defs: Record<string, InterfaceDefinition> = Object.fromEntries(
  (['ALL', 'REQUEST', 'RESPONSE', 'NONE'] as const).map((logType) => [
    `if-${logType}`,
    withInterfaceDefaults({ id: `if-${logType}`, logType })!,
  ]),
);

describe('createInterfaceLogger', () => {
  it('posts nothing when neither URL is set', () => {
    const send = vi.fn();
    const log = createInterfaceLogger({ urls: {}, send });
    expect(log.active).toBe(false);
    log.begin({ ifId: 'x', direction: 'OUTBOUND', type: 'HTTP' })('0000');
    expect(send).not.toHaveBeenCalled();
  });

  it('posts a request record at the start and a response record with the duration at the end', () => {
    const { log, sent, clock } = logger();
    const end = log.begin({ ifId: 'member-card', direction: 'OUTBOUND', type: 'MOBILE_BRIDGE' });
    expect(sent).toEqual([
      {
        url: REQUEST_URL,
        record: {
          tranId: 'bridgeTran01',
          ifId: 'member-card',
          version: '1.0',
          direction: 'OUTBOUND',
          type: 'MOBILE_BRIDGE',
          time: '2026-03-01T09:00:00.000Z',
        },
      },
    ]);
    clock.advance(250);
    end('0000');
    end('9999'); // once only
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      url: RESPONSE_URL,
      record: { ...sent[0]!.record, status: '0000', durationMs: 250, time: '2026-03-01T09:00:00.250Z' },
    });
  });

  it('uses the transaction id the call brings', () => {
    const { log, sent } = logger();
    log.begin({ ifId: 'shop.orders', direction: 'OUTBOUND', type: 'HTTP', tranId: 'apiTran0001' })('0000');
    expect(sent.map((s) => s.record.tranId)).toEqual(['apiTran0001', 'apiTran0001']);
  });

  it.each([
    ['ALL', [REQUEST_URL, RESPONSE_URL]],
    ['REQUEST', [REQUEST_URL]],
    ['RESPONSE', [RESPONSE_URL]],
    ['NONE', []],
  ])("honours the definition's logType %s", (logType, posted) => {
    const { log, sent } = logger({ definition: (id) => defs[id] });
    log.begin({ ifId: `if-${logType}`, direction: 'INBOUND', type: 'MOBILE_BRIDGE' })('0000');
    expect(sent.map((s) => s.url)).toEqual(posted);
  });

  it('looks the definition up by id and version', () => {
    const definition = vi.fn(() => undefined);
    logger({ definition }).log.begin({ ifId: 'a', version: '2.0', direction: 'OUTBOUND', type: 'HTTP' });
    expect(definition).toHaveBeenCalledWith('a', '2.0');
  });

  it('posts to the URL that is set only', () => {
    const { log, sent } = logger({ urls: { responseUrl: RESPONSE_URL } });
    log.begin({ ifId: 'x', direction: 'OUTBOUND', type: 'HTTP' })('0000');
    expect(sent.map((s) => s.url)).toEqual([RESPONSE_URL]);
  });

  it('posts nothing while nobody is logged in', () => {
    let authenticated = false;
    const { log, sent } = logger({ enabled: () => authenticated });
    log.begin({ ifId: 'x', direction: 'OUTBOUND', type: 'HTTP' })('0000');
    expect(sent).toEqual([]);
    authenticated = true;
    log.begin({ ifId: 'x', direction: 'OUTBOUND', type: 'HTTP' })('0000');
    expect(sent).toHaveLength(2);
  });

  it('never throws, whatever send or the definitions do', async () => {
    const rejecting = createInterfaceLogger({ urls, send: () => Promise.reject(new Error('offline')) });
    expect(() => rejecting.begin({ ifId: 'x', direction: 'OUTBOUND', type: 'HTTP' })('0000')).not.toThrow();
    const throwing = createInterfaceLogger({
      urls,
      send: () => {
        throw new Error('boom');
      },
      definition: () => {
        throw new Error('storage blocked');
      },
    });
    expect(() => throwing.begin({ ifId: 'x', direction: 'OUTBOUND', type: 'HTTP' })('0000')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0)); // an unhandled rejection would fail the run
  });
});

describe('createLogSender', () => {
  it("POSTs the record as JSON with the session's headers, beside the API client", async () => {
    const f = fakeFetch({ [`POST /base${REQUEST_URL}`]: () => envelope('0000') });
    const send = createLogSender({
      fetch: f.fetch,
      url: (path) => `/base${path}`,
      headers: () => ({ 'X-Access-Token': 'acc', 'X-Tran-Id': 'logTran' }),
    });
    await send(REQUEST_URL, {
      tranId: 't',
      ifId: 'x',
      version: '1.0',
      direction: 'OUTBOUND',
      type: 'HTTP',
      time: '2026-03-01T09:00:00.000Z',
    });
    const [req] = f.requests;
    expect(req?.url).toBe(`/base${REQUEST_URL}`);
    expect(req?.method).toBe('POST');
    expect(req?.headers.get('X-Access-Token')).toBe('acc');
    expect(req?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(req?.body))).toMatchObject({ tranId: 't', ifId: 'x' });
  });
});

describe('declared-API calls (api.call onCall)', () => {
  const config = testConfig({ api: { taskQueue: { concurrency: 3, delayMs: 0 } } });

  function apiWithLog(routes: Parameters<typeof fakeFetch>[0], sendLog: InterfaceLoggerOptions['send']) {
    const f = fakeFetch(routes);
    const clock = manualClock();
    const log = createInterfaceLogger({ urls, send: sendLog, now: clock.now });
    const loading = createLoadingState();
    const api = createApiClient({
      config,
      profileHeader: '',
      fetch: f.fetch,
      tokens: createMemoryTokenStore(),
      loading: createLoadingTracker(loading),
      onCall: declaredApiLog(log),
    });
    return { api, requests: f.requests, loading };
  }

  it('logs each declared call under the tran id its header carries, with its result code; other calls not', async () => {
    const logged: Record<string, unknown>[] = [];
    const { api, requests } = apiWithLog(
      {
        'POST /api/ext/shop.orders': () => envelope('0000', []),
        'POST /api/ext/shop.fail': () => envelope('E123', null, { status: 502 }),
        'POST /api/system/menu/list': () => envelope('0000', []),
      },
      (_url, record) => void logged.push(record as Record<string, unknown>),
    );
    await api.call({ url: '/api/ext/shop.orders', body: { secretName: '홍길동' } });
    await api.call({ url: '/api/system/menu/list', body: {} });
    await expect(api.call({ url: '/api/ext/shop.fail', body: {} })).rejects.toThrow();
    const tranOf = (i: number) => requests[i]?.headers.get('X-Tran-Id');
    expect(logged).toEqual([
      expect.objectContaining({
        tranId: tranOf(0),
        ifId: 'shop.orders',
        direction: 'OUTBOUND',
        type: 'HTTP',
      }),
      expect.objectContaining({ tranId: tranOf(0), ifId: 'shop.orders', status: '0000', durationMs: 0 }),
      expect.objectContaining({ tranId: tranOf(2), ifId: 'shop.fail' }),
      expect.objectContaining({ tranId: tranOf(2), ifId: 'shop.fail', status: 'E123' }),
    ]);
    // Ids, codes and times only: the call's data never goes into a record.
    expect(JSON.stringify(logged)).not.toContain('홍길동');
  });

  it('never fails nor holds up a call when logging fails', async () => {
    const { api, loading } = apiWithLog({ 'POST /api/ext/shop.orders': () => envelope('0000', [1]) }, () =>
      Promise.reject(new Error('log server down')),
    );
    await expect(api.call({ url: '/api/ext/shop.orders', body: {} })).resolves.toMatchObject({ body: [1] });
    const never = apiWithLog(
      { 'POST /api/ext/shop.orders': () => envelope('0000', [2]) },
      () => new Promise(() => {}),
    );
    await expect(never.api.call({ url: '/api/ext/shop.orders', body: {} })).resolves.toMatchObject({
      body: [2],
    });
    expect(loading.count).toBe(0);
  });

  it('logs the failure kind of a call that got no answer', async () => {
    const logged: Record<string, unknown>[] = [];
    const { api } = apiWithLog(
      {
        'POST /api/ext/shop.orders': () => {
          throw new TypeError('fetch failed');
        },
      },
      (_url, record) => void logged.push(record as Record<string, unknown>),
    );
    await expect(api.call({ url: '/api/ext/shop.orders', body: {} })).rejects.toThrow();
    expect(logged.at(-1)).toMatchObject({ ifId: 'shop.orders', status: 'NETWORK' });
  });
});

describe('bridge calls', () => {
  const hybrid = { ...testConfig().mobile.hybrid, enabled: true };
  const definitions: Record<string, InterfaceDefinition> = {
    'push-received': withInterfaceDefaults({ id: 'push-received', direction: 'INBOUND' })!,
    'quiet-in': withInterfaceDefaults({ id: 'quiet-in', direction: 'INBOUND', logType: 'NONE' })!,
  };

  /** A fake iOS app answering every call with `resCode` (or not at all). */
  function app(resCode?: string) {
    const win: BridgeWindow = { navigator: { userAgent: 'iPhone ConsoleHybrid/1.0' } };
    const posted: { name: string; message: Record<string, unknown> }[] = [];
    win.webkit = {
      messageHandlers: new Proxy({} as Record<string, { postMessage(m: unknown): void }>, {
        get: (_t, name: string) => ({
          postMessage(message: Record<string, unknown>) {
            posted.push({ name, message });
            const cb = message.callbackName as string | undefined;
            if (resCode && cb)
              queueMicrotask(() => (win[cb] as (r: unknown) => void)({ resCode, resMessage: '' }));
          },
        }),
      }),
    };
    return { win, posted };
  }

  function bridgeWithLog(win: BridgeWindow, send: InterfaceLoggerOptions['send']) {
    const log = createInterfaceLogger({ urls, send, definition: (id) => definitions[id] });
    return createBridge(hybrid, {
      window: win,
      definition: (id) => definitions[id],
      authenticated: () => true,
      userIp: () => undefined,
      log,
    });
  }

  it('logs an outbound call with the app’s result code, and a timeout', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') });
    const logged: Record<string, unknown>[] = [];
    const answered = bridgeWithLog(
      app('0000').win,
      (_u, r) => void logged.push(r as Record<string, unknown>),
    );
    await answered.call({ id: 'member-card', data: { cardNo: '1234' } });
    expect(logged).toEqual([
      expect.objectContaining({ ifId: 'member-card', direction: 'OUTBOUND', type: 'MOBILE_BRIDGE' }),
      expect.objectContaining({ ifId: 'member-card', status: '0000' }),
    ]);
    expect(logged[0]!.tranId).toBe(logged[1]!.tranId);
    const silent = bridgeWithLog(app().win, (_u, r) => void logged.push(r as Record<string, unknown>));
    const pending = silent.call({ id: 'member-card', timeout: 1000 });
    const failed = expect(pending).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    expect(logged.at(-1)).toMatchObject({ ifId: 'member-card', status: 'TIMEOUT', durationMs: 1000 });
    expect(JSON.stringify(logged)).not.toContain('1234');
  });

  it('answers the app even when logging fails', async () => {
    const { win, posted } = app('0000');
    const bridge = bridgeWithLog(win, () => {
      throw new Error('log down');
    });
    await expect(bridge.call({ id: 'member-card' })).resolves.toMatchObject({ resCode: '0000' });
    bridge.listen('push-received', () => ({ shown: true }));
    await (win.push_received as (r: unknown) => Promise<void>)({
      token: createBridgeToken(Date.now()),
      callbackName: 'cb',
    });
    expect(posted.at(-1)).toMatchObject({ name: 'cb', message: { resCode: '0000' } });
  });

  it('logs an inbound call with the code it was answered, as its definition’s logType allows', async () => {
    const { win } = app();
    const logged: Record<string, unknown>[] = [];
    const bridge = bridgeWithLog(win, (_u, r) => void logged.push(r as Record<string, unknown>));
    bridge.listen('push-received', () => ({ shown: true }));
    bridge.listen('not-defined', () => 'x');
    bridge.listen('quiet-in', () => 'x');
    const callIn = (name: string) =>
      (win[name] as (r: unknown) => Promise<void>)({
        token: createBridgeToken(Date.now()),
        callbackName: 'cb',
      });
    await callIn('push_received');
    await callIn('not_defined');
    await callIn('quiet_in');
    expect(logged.map((r) => [r.ifId, r.direction, r.status])).toEqual([
      ['push-received', 'INBOUND', undefined],
      ['push-received', 'INBOUND', '0000'],
      ['not-defined', 'INBOUND', undefined],
      ['not-defined', 'INBOUND', '5005'],
    ]);
  });
});
