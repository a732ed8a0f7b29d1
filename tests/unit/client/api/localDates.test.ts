import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiClientConfig,
  createApiClient,
  createLoadingState,
  createLoadingTracker,
} from '../../../../runtime/client/api/index.ts';
import { decodeSecureParams } from '../../../../runtime/core/transport/secureParams.ts';
import { configSchema, toClientConfig } from '../../../../schemas/config/index.ts';
import { envelope, fakeFetch, testConfig } from '../fakes.ts';

// Seoul is 9 hours ahead of UTC all year (no summer time), so local and UTC forms always differ.
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Seoul';
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

const base = testConfig({ api: { taskQueue: { concurrency: 3, delayMs: 0 } } });
const config: ApiClientConfig = {
  ...base,
  apis: { 'shop.visits': { localDates: true }, 'shop.orders': { localDates: false } },
};

function client() {
  const ok = () => envelope('0000', {});
  const f = fakeFetch({
    'POST /api/ext/shop.visits': ok,
    'GET /api/ext/shop.visits': ok,
    'POST /api/ext/shop.orders': ok,
    'POST /api/ext/shop.other': ok,
    'POST /api/system/x': ok,
  });
  const api = createApiClient({
    config,
    profileHeader: '',
    fetch: f.fetch,
    loading: createLoadingTracker(createLoadingState()),
    newTranId: () => 'T'.repeat(22),
  });
  return { api, requests: f.requests };
}

const sentBody = (r: { body: unknown } | undefined) => JSON.parse(String(r?.body)) as Record<string, unknown>;

describe('apis.<name>.localDates: Dates go as local time (toLocalJson) to that API only', () => {
  it('reaches the browser: the projection keeps it when on (off is left out)', () => {
    const parsed = configSchema.parse({
      upstreams: { shop: { url: 'http://127.0.0.1:4100' } },
      apis: {
        'shop.visits': { upstream: 'shop', method: 'POST', path: '/visits', localDates: true },
        'shop.orders': { upstream: 'shop', path: '/orders' },
      },
    });
    const apis = toClientConfig(parsed).apis;
    expect(apis['shop.visits']?.localDates).toBe(true);
    expect(apis['shop.orders']?.localDates).toBeUndefined();
  });

  const at = () => new Date(2024, 0, 2, 3, 4, 5, 6); // 03:04:05.006 in Seoul, 18:04:05.006 the day before in UTC

  it('a declared API with localDates gets local time with a trailing Z, at any depth of the body', async () => {
    const { api, requests } = client();
    const body = { visitAt: at(), rows: [{ at: at() }], memo: '방문', count: 2 };
    await api.call({ url: '/api/ext/shop.visits', body });
    expect(sentBody(requests[0])).toEqual({
      visitAt: '2024-01-02T03:04:05.006Z',
      rows: [{ at: '2024-01-02T03:04:05.006Z' }],
      memo: '방문',
      count: 2,
    });
    expect(body.visitAt).toBeInstanceOf(Date); // the caller's object is left alone
  });

  it('and in the query of a GET call', async () => {
    const { api, requests } = client();
    await api.call({ url: '/api/ext/shop.visits', method: 'GET', query: { from: at() } });
    expect(new URL(requests[0]!.url, 'http://x').searchParams.get('from')).toBe('2024-01-02T03:04:05.006Z');
  });

  it('and in the encrypted parameters of a secured call', async () => {
    const { api, requests } = client();
    await api.call({ url: '/api/ext/shop.visits', method: 'POST', secured: true, body: { visitAt: at() } });
    const usp = new URL(requests[0]!.url, 'http://x').searchParams.get('__usp')!;
    const decoded = decodeSecureParams(usp, config.api.secret, 'T'.repeat(22));
    expect(decoded.body).toEqual({ visitAt: '2024-01-02T03:04:05.006Z' });
  });

  it.each([
    ['a declared API without it', '/api/ext/shop.orders'],
    ['an API the config does not declare', '/api/ext/shop.other'],
    ['a management API', '/api/system/x'],
  ])('%s gets UTC (Date#toJSON)', async (_name, url) => {
    const { api, requests } = client();
    await api.call({ url, body: { visitAt: at() } });
    expect(sentBody(requests[0])).toEqual({ visitAt: '2024-01-01T18:04:05.006Z' });
  });
});
