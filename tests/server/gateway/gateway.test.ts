import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AssertionRefused,
  consoleAssertionVerifier,
  memoryReplayGuard,
} from '../../../examples/verify-assertion/verifyAssertion.mjs';
import { caughtUp } from '../../../runtime/server/cache/index.ts';
import { fileSets, menus } from '../../../runtime/server/db/index.ts';
import type { ConsoleConfigInput } from '../../../schemas/config/index.ts';
import { securedRequest } from '../support/secured.ts';
import { screensBinding } from '../support/testDatabase.ts';
import { type SystemFixture, systemFixture } from '../system/systemFixture.ts';

interface Received {
  method: string;
  url: string;
  headers: FastifyRequest['headers'];
  body: unknown;
  /** The body's bytes as received ('' when none): what the assertion's `bh` must hash. */
  raw: Buffer | string;
}

/** The integrator's backend: records every call it gets. */
async function startBackend(received: Received[]): Promise<FastifyInstance> {
  const backend = Fastify({ logger: false });
  const raw = new WeakMap<FastifyRequest, Buffer>();
  backend.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_r, body, done) =>
    done(null, body),
  );
  backend.removeContentTypeParser('application/json');
  backend.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    raw.set(request, body as Buffer);
    done(null, (body as Buffer).length ? JSON.parse(String(body)) : undefined);
  });
  backend.addHook('preHandler', async (request) => {
    received.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body,
      raw: raw.get(request) ?? '',
    });
  });
  backend.post('/orders/search', async () => ({
    resultCode: '0000',
    resultMessage: '',
    body: { list: [{ orderNo: 'A-1', amount: 1000 }], totalCount: 42 },
  }));
  backend.get('/orders/:orderNo', async (request) => ({
    resultCode: '0000',
    body: { orderNo: (request.params as { orderNo: string }).orderNo },
  }));
  backend.delete('/orders/:orderNo', async (request) => ({ resultCode: '0000', body: request.query }));
  backend.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, 1500));
    return { resultCode: '0000' };
  });
  backend.get('/boom', async (_request, reply) =>
    reply.code(500).type('text/html').send('<h1>stack trace at OrderService.java:42</h1>'),
  );
  backend.get('/moved', async (_request, reply) => reply.redirect('http://internal.example/login'));
  backend.get('/refused', async (_request, reply) =>
    reply.code(401).send({ resultCode: 'UNAUTHORIZED', resultMessage: 'bad assertion' }),
  );
  backend.post('/orders/check', async (_request, reply) =>
    reply.code(400).send({ resultCode: 'ORD001', resultMessage: '이미 취소된 주문입니다.' }),
  );
  backend.get('/report', async (_request, reply) =>
    reply
      .header('content-disposition', "attachment; filename*=UTF-8''%EC%A3%BC%EB%AC%B8.csv")
      .header('set-cookie', 'backend=1')
      .type('text/csv')
      .send('orderNo,amount\nA-1,1000\n'),
  );
  backend.get('/page', async (_request, reply) =>
    reply.type('text/html').send('<script>fetch("/api/system/user/search")</script>'),
  );
  backend.get('/script', async (_request, reply) =>
    reply.type('application/javascript').send('alert(document.cookie)'),
  );
  backend.get('/untyped', async (_request, reply) => reply.send(Buffer.from('{"resultCode":"0000"}')));
  backend.get('/problem', async (_request, reply) =>
    reply.type('application/problem+json').send({ resultCode: '0000', body: { ok: true } }),
  );
  backend.post('/upload', async (request) => ({
    resultCode: '0000',
    body: { bytes: (request.body as Buffer).length, type: request.headers['content-type'] },
  }));
  await backend.listen({ host: '127.0.0.1', port: 0 });
  return backend;
}

describe('gateway to the integrator’s backends (/api/ext)', () => {
  const received: Received[] = [];
  let backend: FastifyInstance;
  let t: SystemFixture;
  let ordersRoute: string;
  let staffRoute: string;

  beforeAll(async () => {
    backend = await startBackend(received);
    const url = `http://127.0.0.1:${(backend.server.address() as { port: number }).port}`;
    const config: ConsoleConfigInput = {
      upstreams: {
        shop: { url },
        quick: { url, timeout: 200 },
        down: { url: 'http://127.0.0.1:9' },
        custom: { url, assertionHeader: 'X-Console-Identity' },
      },
      apis: {
        'shop.orders': {
          upstream: 'shop',
          method: 'POST',
          path: '/orders/search',
          rows: 'list',
          total: 'totalCount',
        },
        'shop.order': { upstream: 'shop', path: '/orders/{orderNo}' },
        'shop.cancel': { upstream: 'shop', method: 'DELETE', path: '/orders/{orderNo}', fncId: 'DELETE' },
        'shop.check': { upstream: 'shop', method: 'POST', path: '/orders/check' },
        'shop.lookup': { upstream: 'shop', method: 'POST', path: '/orders/search', fncId: 'SEARCH' },
        'shop.optOut': { upstream: 'shop', method: 'POST', path: '/orders/search', fncId: 'none' },
        'shop.secret': { upstream: 'shop', path: '/orders/{orderNo}', fncId: 'NO_SUCH_FUNCTION' },
        'shop.secured': { upstream: 'shop', path: '/orders/{orderNo}', secured: true },
        'shop.report': { upstream: 'shop', path: '/report', download: true },
        'shop.page': { upstream: 'shop', path: '/page' },
        'shop.script': { upstream: 'shop', path: '/script' },
        'shop.untyped': { upstream: 'shop', path: '/untyped' },
        'shop.problem': { upstream: 'shop', path: '/problem' },
        'shop.pageFile': { upstream: 'shop', path: '/page', download: true },
        'shop.upload': {
          upstream: 'shop',
          method: 'POST',
          path: '/upload',
          upload: true,
          maxBodyBytes: 4096,
        },
        'shop.small': {
          upstream: 'shop',
          method: 'POST',
          path: '/orders/search',
          fncId: 'SEARCH',
          maxBodyBytes: 200,
        },
        'shop.boom': { upstream: 'shop', path: '/boom' },
        'shop.moved': { upstream: 'shop', path: '/moved' },
        'shop.refused': { upstream: 'shop', path: '/refused' },
        'quick.slow': { upstream: 'quick', path: '/slow' },
        'down.orders': { upstream: 'down', path: '/orders/search' },
        'custom.order': { upstream: 'custom', path: '/orders/{orderNo}' },
        'menu.program': { upstream: 'shop', path: '/orders/{orderNo}', program: 'SYSTEM_MENU' },
        'shop.attach': { upstream: 'shop', method: 'POST', path: '/orders/search', files: ['attachFileId'] },
        'shop.attachRefused': {
          upstream: 'shop',
          method: 'POST',
          path: '/orders/check',
          files: ['attachFileId'],
        },
      },
    };
    // The bindings are read at each call: set once the admin-only menu's route is known.
    const bindings = new Map<string, string[]>();
    t = await systemFixture({ config, screens: screensBinding(bindings) });
    ordersRoute = await t.menuUrl(t.menus.adminOnly);
    for (const name of Object.keys(config.apis ?? {})) bindings.set(name, [ordersRoute]);
    // A search-only page of staff's that binds a write, a POST search, an opt-out and a read.
    staffRoute = await t.menuUrl(t.menus.staffToo);
    for (const name of ['shop.check', 'shop.lookup', 'shop.optOut', 'shop.order']) {
      bindings.set(name, [ordersRoute, staffRoute]);
    }
    bindings.delete('menu.program');
  });
  afterAll(async () => {
    await t?.close();
    await backend?.close();
  });
  beforeEach(() => {
    received.length = 0;
  });

  const call = (name: string, body: unknown, who: Record<string, string>, menuId?: string, headers = {}) =>
    t.post(`/api/ext/${name}`, body, who, menuId, { headers });
  const get = (name: string, query: Record<string, string>, who: Record<string, string>, menuId?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/ext/${name}`,
      query,
      headers: { ...who, ...(menuId && { 'Menu-Id': menuId }) },
    });

  it('forwards an authorised call with X-Tran-Id and an identity assertion that verifies against the JWKS', async () => {
    const res = await call('shop.orders', { status: 'PAID', page: 1 }, t.admin, t.menus.adminOnly, {
      'X-Tran-Id': 'tran-gateway-1',
      cookie: 'session=browser',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      resultCode: '0000',
      resultMessage: '',
      body: { list: [{ orderNo: 'A-1', amount: 1000 }], totalCount: 42 },
    });
    expect(res.headers['x-tran-id']).toBe('tran-gateway-1');
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got).toMatchObject({ method: 'POST', url: '/orders/search', body: { status: 'PAID', page: 1 } });
    expect(got.headers['x-tran-id']).toBe('tran-gateway-1');
    // The browser's own credentials never reach the backend.
    expect(got.headers['x-access-token']).toBeUndefined();
    expect(got.headers.cookie).toBeUndefined();
    expect(got.headers['menu-id']).toBeUndefined();

    const jwks = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.statusCode).toBe(200);
    expect(jwks.headers['cache-control']).toBe('public, max-age=1');
    const token = String(got.headers.authorization).replace(/^Bearer /, '');
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks.json()), {
      issuer: 'console:CONSOLE',
      audience: 'shop',
    });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload).toMatchObject({
      sub: 'admin',
      tid: 'tran-gateway-1',
      mnu: t.menus.adminOnly,
      ip: '127.0.0.1',
      roles: ['ADMIN'],
      // Bound to this call: its method, its path and query, the SHA-256 of the bytes sent.
      htm: 'POST',
      htu: '/orders/search',
      bh: createHash('sha256').update(got.raw).digest('base64url'),
    });
    // The console's own id, not the browser's transaction id (which the browser chooses).
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.fns).toEqual(['DELETE', 'EXCEL', 'SAVE', 'SEARCH']);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(30);
  });

  it('binds every assertion to its call: the helper accepts it once, for that method, path, query and body only', async () => {
    const keys = createLocalJWKSet(
      (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json(),
    );
    const verifier = () =>
      consoleAssertionVerifier({
        jwks: keys,
        issuer: 'console:CONSOLE',
        audience: 'shop',
        replay: memoryReplayGuard(),
      });
    // A POST with a JSON body, a GET with a path parameter, a DELETE with a query.
    await call('shop.orders', { status: 'PAID' }, t.admin, t.menus.adminOnly);
    await get('shop.order', { orderNo: 'A-1' }, t.admin, t.menus.adminOnly);
    await call('shop.cancel', { orderNo: 'A-1', reason: '고객 요청' }, t.admin, t.menus.adminOnly);
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /orders/search',
      'GET /orders/A-1',
      `DELETE /orders/A-1?reason=${encodeURIComponent('고객 요청')}`,
    ]);
    const refusal = async (p: Promise<unknown>) => {
      const error = await p.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AssertionRefused);
      return (error as AssertionRefused).reason;
    };
    for (const got of received) {
      const token = String(got.headers.authorization).replace(/^Bearer /, '');
      const verify = verifier();
      const asSent = { token, method: got.method, url: got.url, body: got.raw };
      expect((await verify(asSent)).sub).toBe('admin');
      // The same assertion a second time: refused, whatever it is used for.
      expect(await refusal(verify(asSent))).toBe('replayed');
      // Captured and used elsewhere (a fresh backend that has not seen it): another method, path,
      // query or body is refused.
      expect(await refusal(verifier()({ ...asSent, method: got.method === 'GET' ? 'POST' : 'GET' }))).toBe(
        'method',
      );
      expect(await refusal(verifier()({ ...asSent, url: '/me/points/gift' }))).toBe('url');
      expect(
        await refusal(verifier()({ ...asSent, url: `${got.url}${got.url.includes('?') ? '&' : '?'}x=1` })),
      ).toBe('url');
      expect(await refusal(verifier()({ ...asSent, body: '{"giftPoint":100000}' }))).toBe('body');
      // Only an upload streamed through unread goes without a body hash.
      expect(decodeJwt(token).bh).toBeDefined();
    }
  });

  it('refuses staff, who lacks the menu, with 403, and the backend receives nothing', async () => {
    const res = await call('shop.orders', {}, t.staff, t.menus.adminOnly);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      resultCode: 'FORBIDDEN_MENU',
      resultMessage: '해당 메뉴에 대한 권한이 없습니다.',
    });
    expect(received).toHaveLength(0);
  });

  it('refuses a menu the caller holds when its screen does not bind the API, and a call without Menu-Id', async () => {
    for (const res of [
      await call('shop.orders', {}, t.staff, t.menus.staffToo),
      await call('shop.orders', {}, t.admin, t.menus.public),
      await call('shop.orders', {}, t.admin),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect(received).toHaveLength(0);
  });

  it('needs a login: no token is 401', async () => {
    const res = await call('shop.orders', {}, {}, t.menus.adminOnly);
    expect(res.statusCode).toBe(401);
    expect(received).toHaveLength(0);
  });

  it('needs the declared function: refused with FORBIDDEN_FUNCTION before the backend', async () => {
    const res = await get('shop.secret', { orderNo: 'A-1' }, t.admin, t.menus.adminOnly);
    expect(res.statusCode).toBe(403);
    expect(res.json().resultCode).toBe('FORBIDDEN_FUNCTION');
    expect(received).toHaveLength(0);
  });

  it('a write without fncId needs SAVE: search-only staff is refused before the backend, SEARCH and opt-outs pass', async () => {
    const refused = await call('shop.check', { orderNo: 'A-1' }, t.staff, t.menus.staffToo);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      resultCode: 'FORBIDDEN_FUNCTION',
      resultMessage: '해당 기능을 사용할 권한이 없습니다. 관리자에게 권한을 요청하세요.',
    });
    expect(received).toHaveLength(0);
    // The same write from a menu where the caller holds SAVE reaches the backend (which refuses it).
    const passed = await call('shop.check', { orderNo: 'A-1' }, t.admin, t.menus.adminOnly);
    expect(passed.json().resultCode).toBe('ORD001');
    // A POST search naming SEARCH, an explicit opt-out and a GET need no SAVE.
    expect((await call('shop.lookup', {}, t.staff, t.menus.staffToo)).statusCode).toBe(200);
    expect((await call('shop.optOut', {}, t.staff, t.menus.staffToo)).statusCode).toBe(200);
    expect((await get('shop.order', { orderNo: 'A-1' }, t.staff, t.menus.staffToo)).statusCode).toBe(200);
    expect(received.map((r) => r.url)).toEqual([
      '/orders/check',
      '/orders/search',
      '/orders/search',
      '/orders/A-1',
    ]);
  });

  it('a public menu opens its reads to everyone, never a write: not even one that opts out of a function', async () => {
    await t.db.update(menus).set({ authScopCd: '03' }).where(eq(menus.mnuId, t.menus.adminOnly));
    await caughtUp(t.db);
    try {
      // staff holds nothing on the admin-only page; public, its reads open to every logged-in user.
      expect((await get('shop.order', { orderNo: 'A-1' }, t.staff, t.menus.adminOnly)).statusCode).toBe(200);
      for (const name of ['shop.optOut', 'shop.lookup', 'shop.check']) {
        const res = await call(name, {}, t.staff, t.menus.adminOnly);
        expect(res.statusCode, name).toBe(403);
        expect(res.json().resultCode, name).toBe('FORBIDDEN_MENU');
      }
      expect(received.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /orders/A-1']);
    } finally {
      await t.db.update(menus).set({ authScopCd: null }).where(eq(menus.mnuId, t.menus.adminOnly));
      await caughtUp(t.db);
    }
  });

  it('lets the menus of a declared program call it (component screens)', async () => {
    expect((await get('menu.program', { orderNo: 'A-1' }, t.admin, t.menus.menuAdmin)).statusCode).toBe(200);
    expect((await get('menu.program', { orderNo: 'A-1' }, t.admin, t.menus.adminOnly)).statusCode).toBe(403);
  });

  it('fills path parameters as one encoded segment and refuses values that would leave it', async () => {
    const res = await get('shop.order', { orderNo: 'A/1 2', extra: 'x' }, t.admin, t.menus.adminOnly);
    expect(res.statusCode).toBe(200);
    expect(received[0]?.url).toBe('/orders/A%2F1%202?extra=x');
    for (const orderNo of ['..', '.', '']) {
      const bad = await get('shop.order', { orderNo }, t.admin, t.menus.adminOnly);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ resultCode: 'GATEWAY_BAD_PARAMETER' });
    }
    expect(received).toHaveLength(1);
  });

  it('sends a DELETE as the declared method with the parameters as its query', async () => {
    const res = await call(
      'shop.cancel',
      { orderNo: 'A-1', reason: '고객 요청' },
      t.admin,
      t.menus.adminOnly,
    );
    expect(res.statusCode).toBe(200);
    expect(received[0]).toMatchObject({
      method: 'DELETE',
      url: `/orders/A-1?reason=${encodeURIComponent('고객 요청')}`,
    });
  });

  it('decodes a secured call before forwarding it', async () => {
    const res = await securedRequest(t.app, {
      method: 'GET',
      url: '/api/ext/shop.secured',
      query: { orderNo: 'S-9' },
      headers: { ...t.admin, 'Menu-Id': t.menus.adminOnly },
    });
    expect(res.statusCode).toBe(200);
    expect(received[0]?.url).toBe('/orders/S-9');
    expect(received[0]?.url).not.toContain('__usp');
  });

  it('puts the assertion in the upstream’s own header when it names one', async () => {
    await get('custom.order', { orderNo: 'A-1' }, t.admin, t.menus.adminOnly);
    expect(received[0]?.headers.authorization).toBeUndefined();
    expect(String(received[0]?.headers['x-console-identity'])).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('passes a backend’s own refusal (4xx with its envelope) through', async () => {
    const res = await call('shop.check', { orderNo: 'A-1' }, t.admin, t.menus.adminOnly);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ resultCode: 'ORD001', resultMessage: '이미 취소된 주문입니다.' });
  });

  it('streams a download with its file name, and never a backend cookie', async () => {
    const res = await get('shop.report', {}, t.admin, t.menus.adminOnly);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''%EC%A3%BC%EB%AC%B8.csv");
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toBe('orderNo,amount\nA-1,1000\n');
  });

  it('passes JSON answers; any other answer of an API that is not a download is a 502 in Korean, nothing of it sent', async () => {
    for (const name of ['shop.page', 'shop.script', 'shop.untyped']) {
      const res = await get(name, {}, t.admin, t.menus.adminOnly);
      expect(res.statusCode, name).toBe(502);
      expect(res.json(), name).toMatchObject({
        resultCode: 'UPSTREAM_ERROR',
        resultMessage: '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.',
      });
      expect(res.body, name).not.toMatch(/script|alert/);
    }
    const problem = await get('shop.problem', {}, t.admin, t.menus.adminOnly);
    expect(problem.statusCode).toBe(200);
    expect(problem.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('a download keeps its type, but only as an attachment no browser runs (nosniff, CSP sandbox)', async () => {
    const report = await get('shop.report', {}, t.admin, t.menus.adminOnly);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    expect(report.headers['content-disposition']).toMatch(/^attachment;/);
    expect(report.headers['x-content-type-options']).toBe('nosniff');
    expect(report.headers['content-security-policy']).toBe('sandbox');
    // HTML from a download API: saved, never shown in the console's origin.
    const page = await get('shop.pageFile', {}, t.admin, t.menus.adminOnly);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-disposition']).toBe('attachment');
    expect(page.headers['content-security-policy']).toBe('sandbox');
  });

  describe('bodies the gateway accepts', () => {
    const send = (
      name: string,
      payload: string | Readable,
      contentType: string,
      extra: Record<string, string> = {},
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ext/${name}`,
        headers: { ...t.admin, 'Menu-Id': t.menus.adminOnly, 'content-type': contentType, ...extra },
        payload,
      });
    const multipart = (bytes: number) => {
      const boundary = '----console-test';
      return {
        type: `multipart/form-data; boundary=${boundary}`,
        body: `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="a.bin"\r\n\r\n${'x'.repeat(bytes)}\r\n--${boundary}--\r\n`,
      };
    };

    it('a multipart or binary body only for an API declared for uploads: 415 in Korean otherwise', async () => {
      const upload = multipart(10);
      for (const [payload, type] of [
        [upload.body, upload.type],
        ['raw bytes', 'application/octet-stream'],
      ] as const) {
        const res = await send('shop.check', payload, type);
        expect(res.statusCode).toBe(415);
        expect(res.json()).toMatchObject({
          resultCode: 'GATEWAY_UPLOAD_NOT_ACCEPTED',
          resultMessage: '이 요청은 파일을 받지 않습니다. 요청 값은 JSON 객체여야 합니다.',
        });
      }
      expect(received).toHaveLength(0);
    });

    it('counts every body against the API’s maxBodyBytes: 413 in Korean, the backend reached by nothing', async () => {
      const json = await send('shop.small', JSON.stringify({ keyword: 'x'.repeat(300) }), 'application/json');
      expect(json.statusCode).toBe(413);
      // Declared too long, or streamed without a length and found too long on the way.
      const big = multipart(5000);
      const declared = await send('shop.upload', big.body, big.type);
      expect(declared.statusCode).toBe(413);
      expect(declared.json()).toMatchObject({
        resultCode: 'GATEWAY_BODY_TOO_LARGE',
        resultMessage: '요청 내용이 너무 큽니다. 4.00 KB 이하로 보내주세요.',
      });
      expect(received).toHaveLength(0);
      const chunked = await send(
        'shop.upload',
        Readable.from([big.body.slice(0, 3000), big.body.slice(3000)]),
        big.type,
      );
      expect(chunked.statusCode).toBe(413);
      expect(chunked.json().resultCode).toBe('GATEWAY_BODY_TOO_LARGE');
      // Within the limit it passes.
      const small = multipart(100);
      expect((await send('shop.upload', small.body, small.type)).statusCode).toBe(200);
    });

    it('refuses JSON nested deeper than 64 levels with a 400 in Korean before reading it (100,000 levels were a 500)', async () => {
      const nested = (levels: number) => `{"status":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
      for (const levels of [65, 100_000]) {
        const res = await send('shop.orders', nested(levels), 'application/json');
        expect(res.statusCode, String(levels)).toBe(400);
        expect(res.json()).toMatchObject({
          resultCode: 'BAD_REQUEST',
          resultMessage: '요청 형식이 올바르지 않습니다. 요청 값은 64단계보다 깊게 중첩될 수 없습니다.',
        });
      }
      expect(received).toHaveLength(0);
      expect((await send('shop.orders', nested(64), 'application/json')).statusCode).toBe(200);
      // The management API's routes too.
      expect((await t.post('/api/system/menu/list', {}, t.admin, t.menus.menuAdmin)).statusCode).toBe(200);
      const deep = await t.app.inject({
        method: 'POST',
        url: '/api/system/menu/list',
        headers: { ...t.admin, 'Menu-Id': t.menus.menuAdmin, 'content-type': 'application/json' },
        payload: nested(100_000),
      });
      expect(deep.statusCode).toBe(400);
    });
  });

  it('passes a multipart upload through unread', async () => {
    const boundary = '----console-test';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file-1"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ext/shop.upload',
      headers: {
        ...t.admin,
        'Menu-Id': t.menus.adminOnly,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({
      bytes: Buffer.byteLength(payload),
      type: `multipart/form-data; boundary=${boundary}`,
    });
    // Streamed through unread, so not hashed: the assertion names the method and path but no body.
    const claims = decodeJwt(String(received[0]!.headers.authorization).replace(/^Bearer /, ''));
    expect(claims).toMatchObject({ htm: 'POST', htu: '/upload' });
    expect(claims.bh).toBeUndefined();
  });

  it.each([
    ['down.orders', 502, 'UPSTREAM_UNREACHABLE', '서버 연결이 원활하지 않습니다. 관리자에게 문의해주세요.'],
    [
      'quick.slow',
      504,
      'UPSTREAM_TIMEOUT',
      '통신 시간이 만료되었습니다. 다시 시도해주세요. 같은 현상이 계속되면 관리자에게 문의해주세요.',
    ],
    ['shop.boom', 502, 'UPSTREAM_ERROR', '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.'],
    ['shop.moved', 502, 'UPSTREAM_ERROR', '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.'],
    ['shop.refused', 502, 'UPSTREAM_ERROR', '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.'],
  ])(
    '%s: a backend that fails answers %i %s in Korean, nothing of its answer leaks',
    async (name, status, code, message) => {
      const res = await get(name, {}, t.admin, t.menus.adminOnly);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ resultCode: code, resultMessage: message });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).not.toContain('OrderService');
    },
  );

  it("binds a record's file set on a successful save, and refuses another user's set", async () => {
    const uploadAs = async (who: Record<string, string>) => {
      const boundary = '----console-bind';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/file/upload',
        headers: { ...who, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="fileGrpId"\r\n\r\nDEFAULT\r\n--${boundary}\r\nContent-Disposition: form-data; name="file-1"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
      });
      return res.json().body.fileId as string;
    };
    const boundOf = async (fileId: string) =>
      (await t.database.db.select().from(fileSets).where(eq(fileSets.fileId, fileId)))[0]?.boundDttm ?? null;

    const staffSet = await uploadAs(t.staff);
    const stolen = await call(
      'shop.attach',
      { title: 'x', attachFileId: staffSet },
      t.admin,
      t.menus.adminOnly,
    );
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().resultCode).toBe('ustra.file.forbidden');
    const unknown = await call('shop.attach', { attachFileId: 'nosuchset' }, t.admin, t.menus.adminOnly);
    expect(unknown.statusCode).toBe(404);
    expect(received).toHaveLength(0);

    const own = await uploadAs(t.admin);
    const refused = await call('shop.attachRefused', { attachFileId: own }, t.admin, t.menus.adminOnly);
    expect(refused.statusCode).toBe(400);
    expect(await boundOf(own)).toBeNull();
    const saved = await call('shop.attach', { title: 'x', attachFileId: own }, t.admin, t.menus.adminOnly);
    expect(saved.statusCode).toBe(200);
    expect(received.at(-1)?.body).toMatchObject({ attachFileId: own });
    expect(await boundOf(own)).toBeInstanceOf(Date);
    // A record without attachments binds nothing and is not refused.
    expect(
      (await call('shop.attach', { title: 'x', attachFileId: '' }, t.admin, t.menus.adminOnly)).statusCode,
    ).toBe(200);
  });

  it('has no route for an API nobody declared', async () => {
    const res = await call('shop.nothing', {}, t.admin, t.menus.adminOnly);
    expect(res.statusCode).toBe(404);
  });
});
