import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../runtime/server/index.ts';
import { ApiError, apiRoute, success } from '../../runtime/server/platform/index.ts';
import { CONTROL_CHARACTER_MESSAGE, text } from '../../schemas/api/text.ts';
import { type ConsoleConfigInput, configSchema } from '../../schemas/config/index.ts';
import { APP_JS, type ClientDirFixture, INDEX_HTML, makeClientDir, SECRET } from './clientDirFixture.ts';

const LOGIN_HTML =
  '<!doctype html><html lang="ko"><head><title>로그인</title></head><body><div id="app"></div></body></html>';

const NOT_FOUND = {
  resultCode: 'ustra.error.notFoundUrl',
  resultMessage: '요청하신 URL에 해당하는 리소스를 찾을 수 없습니다.',
  body: null,
};

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

function fixture(options?: Parameters<typeof makeClientDir>[0]): ClientDirFixture {
  const f = makeClientDir(options);
  cleanups.push(f.cleanup);
  return f;
}

async function build(
  clientDir: string | undefined,
  input: ConsoleConfigInput = {},
  extra?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = await buildApp({ config: configSchema.parse(input), clientDir, logger: false });
  cleanups.push(() => app.close());
  extra?.(app);
  await app.ready();
  return app;
}

/** A large JSON answer, well over @fastify/compress's 1 KiB threshold. */
const BIG = { rows: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `사용자 ${i}`, role: 'ADMIN' })) };

function testRoutes(app: FastifyInstance): void {
  app.register(
    async (api) => {
      api.post('/echo', async (request) => ({
        resultCode: '0000',
        resultMessage: '정상',
        body: request.body,
      }));
      api.get('/big', async () => ({ resultCode: '0000', resultMessage: '정상', body: BIG }));
      api.get('/boom', async () => {
        throw new Error('database password is hunter2');
      });
      // A request that fails its route's schema is the caller's mistake (400)…
      apiRoute(
        api,
        { method: 'GET', url: '/api/test/zod', doc: '', query: z.object({ id: text().min(1) }) },
        async (request) => success(request.query.id),
      );
      // …a ZodError thrown by our own code, or an answer that does not fit its schema, is ours (500).
      api.get('/zod-bug', async () => z.object({ id: z.string() }).parse({}));
      apiRoute(
        api,
        { method: 'GET', url: '/api/test/bad-answer', doc: '', response: z.object({ n: z.int() }) },
        async () => success({ n: 'not a number' }) as never,
      );
    },
    { prefix: '/api/test' },
  );
}

describe('static client', () => {
  it('serves index.html at / without caching it', async () => {
    const app = await build(fixture().clientDir);
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });

  it('answers a deep link with index.html and 200 so the client router can draw the screen', async () => {
    const app = await build(fixture().clientDir);
    const res = await app.inject({ method: 'GET', url: '/pubs/MS/LG/UI_FU_0001?tab=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
    const head = await app.inject({ method: 'HEAD', url: '/pubs/MS/LG/UI_FU_0001' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers the login path with the light login page, and other pages with index.html', async () => {
    const f = fixture();
    writeFileSync(join(f.clientDir, 'login.html'), LOGIN_HTML);
    const app = await build(f.clientDir, { auth: { loginPath: '/auth/sign-in' } });
    for (const url of ['/auth/sign-in', '/auth/sign-in/', '/auth/sign-in?rtnUrl=%2Fpubs%2FMP%2FUI_FU_0016']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(LOGIN_HTML);
    }
    for (const url of ['/', '/login', '/auth/sign-in/help', '/auth']) {
      expect((await app.inject({ method: 'GET', url })).body, url).toBe(INDEX_HTML);
    }
  });

  it('answers the login path with index.html when a build has no login page', async () => {
    const app = await build(fixture().clientDir);
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('serves the pre-compressed brotli sibling of a hashed asset with an immutable cache', async () => {
    const f = fixture();
    const app = await build(f.clientDir);
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(f.brBytes)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('serves the gzip sibling to a gzip-only client and the plain file to others', async () => {
    const f = fixture();
    const app = await build(f.clientDir);
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(f.gzBytes)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with the 404 envelope, not index.html', async () => {
    const app = await build(fixture().clientDir);
    const res = await app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('never serves files outside the client folder or dotfiles', async () => {
    const app = await build(fixture().clientDir);
    for (const url of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/.env']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body, url).not.toContain(SECRET);
      expect(res.body, url).not.toContain('SECRET=1');
    }
  });
});

describe('API', () => {
  it('answers an unknown /api URL with the Korean 404 envelope for any method', async () => {
    const app = await build(fixture().clientDir);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('reports health with the profile and the build id read from build-meta.json', async () => {
    const app = await build(fixture().clientDir, { app: { profile: 'qa' } });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      resultCode: '0000',
      resultMessage: '정상',
      body: { status: 'ok', profile: 'qa', buildId: 'build-20250101-abc' },
    });
  });

  it('reports a null build id without build-meta.json and keeps health when management is off', async () => {
    const app = await build(fixture({ buildMeta: null }).clientDir, { management: { enabled: false } });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ status: 'ok', profile: 'local', buildId: null });
  });
});

describe('client not built', () => {
  it('answers pages with a Korean 503 page when there is no client folder', async () => {
    const app = await build(undefined);
    for (const url of ['/', '/pubs/MS/LG/UI_FU_0001']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('콘솔이 아직 빌드되지 않았습니다');
      expect(res.body).toContain('npm run build');
    }
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().body.buildId).toBeNull();
  });

  it('answers 503 while index.html is missing and serves it once a build writes it', async () => {
    const f = fixture({ index: false });
    const app = await build(f.clientDir);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/some/page' })).statusCode).toBe(503);
    writeFileSync(join(f.clientDir, 'index.html'), INDEX_HTML);
    const res = await app.inject({ method: 'GET', url: '/some/page' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('answers 503 when the client folder does not exist at all', async () => {
    const f = fixture();
    const app = await build(join(f.root, 'missing'));
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(503);
  });
});

describe('errors', () => {
  it('answers malformed JSON with the 400 envelope', async () => {
    // A route added to the app takes JSON with server.middleware.json (see bodyParsers.test.ts).
    const app = await build(fixture().clientDir, { server: { middleware: { json: true } } }, testRoutes);
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "홍길동",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      resultCode: 'BAD_REQUEST',
      resultMessage: '요청 형식이 올바르지 않습니다.',
      body: null,
    });
    const ok = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '홍길동' } });
    expect(ok.json()).toEqual({ resultCode: '0000', resultMessage: '정상', body: { name: '홍길동' } });
  });

  it('answers a zod validation failure with the 400 envelope', async () => {
    const app = await build(fixture().clientDir, {}, testRoutes);
    const res = await app.inject({ method: 'GET', url: '/api/test/zod' });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultCode).toBe('BAD_REQUEST');
    expect(res.json()).toEqual({
      resultCode: 'BAD_REQUEST',
      resultMessage: '요청 형식이 올바르지 않습니다.',
      body: null,
    });
    const control = await app.inject({ method: 'GET', url: '/api/test/zod?id=a%00b' });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toEqual({
      resultCode: 'BAD_REQUEST',
      resultMessage: CONTROL_CHARACTER_MESSAGE,
      body: null,
    });
    const ok = await app.inject({ method: 'GET', url: '/api/test/zod?id=a' });
    expect(ok.json()).toEqual({ resultCode: '0000', resultMessage: '정상', body: 'a' });
  });

  it.each([
    ['a ZodError thrown inside a handler (a bug, not a bad request)', '/api/test/zod-bug'],
    ['an answer that does not fit its response schema', '/api/test/bad-answer'],
  ])('answers %s with the logged 500 envelope', async (_what, url) => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = await buildApp({
      config: configSchema.parse({}),
      clientDir: fixture().clientDir,
      logger: { stream },
    });
    cleanups.push(() => app.close());
    testRoutes(app);
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      resultCode: 'SERVER_ERROR',
      resultMessage: '서버 처리 중 오류가 발생하였습니다. 관리자에게 문의해주세요.',
      body: null,
    });
    const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(logged.some((l) => l.level === 50 && l.msg === 'request failed')).toBe(true);
  });

  it('answers an unexpected error with the 500 envelope, logs it and leaks nothing', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: configSchema.parse({}),
      clientDir: fixture().clientDir,
      logger: { stream },
    });
    cleanups.push(() => app.close());
    testRoutes(app);
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      resultCode: 'SERVER_ERROR',
      resultMessage: '서버 처리 중 오류가 발생하였습니다. 관리자에게 문의해주세요.',
      body: null,
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
    const logged = lines.map(
      (l) => JSON.parse(l) as { level: number; name: string; err?: { message: string } },
    );
    const errorLine = logged.find((l) => l.err?.message === 'database password is hunter2');
    expect(errorLine?.level).toBe(50);
    expect(errorLine?.name).toBe('console');
  });
});

describe('compression', () => {
  it('compresses a large JSON answer when server.middleware.compression is on (default)', async () => {
    const app = await build(fixture().clientDir, {}, testRoutes);
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/big',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(body.body).toEqual(BIG);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 4);
  });

  it('sends the same answer uncompressed when compression is off', async () => {
    const app = await build(
      fixture().clientDir,
      { server: { middleware: { compression: false } } },
      testRoutes,
    );
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/big',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().body).toEqual(BIG);
  });

  it('still serves pre-compressed assets when compression is off', async () => {
    const f = fixture();
    const app = await build(f.clientDir, { server: { middleware: { compression: false } } });
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(f.brBytes)).toBe(true);
  });
});

describe('logger', () => {
  async function logged(input: ConsoleConfigInput, url?: string, clientDir?: string) {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = await buildApp({ config: configSchema.parse(input), logger: { stream }, clientDir });
    cleanups.push(() => app.close());
    if (url !== undefined) await app.inject({ method: 'GET', url });
    return { app, entries: lines.map((l) => JSON.parse(l) as { level: number; name: string; msg: string }) };
  }

  it('uses the config level (mapped to pino) and name', async () => {
    const unbuilt = fixture({ index: false }).clientDir;
    const { app, entries } = await logged({ logging: { level: 'success', name: 'ops' } }, undefined, unbuilt);
    expect(app.log.level).toBe('info');
    // A client folder without index.html: the static plugin warns once at start.
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 40,
        name: 'ops',
        msg: expect.stringContaining('client is not built'),
      }),
    );
  });

  it('logs a refusal (401, 403, 400) as one info line with no stack, and a failure (500) with its stack', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = await buildApp({ config: configSchema.parse({}), logger: { stream } });
    cleanups.push(() => app.close());
    testRoutes(app);
    app.get('/api/test/forbidden', async () => {
      throw new ApiError(403, 'FORBIDDEN_MENU', '해당 메뉴에 대한 권한이 없습니다.');
    });
    expect((await app.inject({ method: 'POST', url: '/api/system/menu/list', payload: {} })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'GET', url: '/api/test/forbidden?__usp=abc' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/test/boom' })).statusCode).toBe(500);
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const refusals = entries.filter((e) => String(e.msg).startsWith('refused'));
    expect(refusals.map((e) => e.msg)).toEqual([
      'refused 401 UNAUTHORIZED POST /api/system/menu/list: 권한이 없습니다.',
      // The query (a secured call's long __usp) is left out.
      'refused 403 FORBIDDEN_MENU GET /api/test/forbidden: 해당 메뉴에 대한 권한이 없습니다.',
    ]);
    for (const r of refusals) {
      expect(r.level).toBe(30);
      expect(r).not.toHaveProperty('err');
      expect(JSON.stringify(r)).not.toContain('    at ');
    }
    expect(refusals[1]).toMatchObject({
      statusCode: 403,
      resultCode: 'FORBIDDEN_MENU',
      path: '/api/test/forbidden',
    });
    const failed = entries.find((e) => e.msg === 'request failed') as {
      level: number;
      err: { stack: string };
    };
    expect(failed.level).toBe(50);
    expect(failed.err.stack).toContain('    at ');
  });

  it('does not warn of an unbuilt client when no client folder is served (console dev: Vite serves the pages)', async () => {
    const { entries } = await logged({});
    expect(entries.map((e) => e.msg)).not.toContainEqual(expect.stringContaining('client is not built'));
  });

  it('logs each request only when server.middleware.logging is on', async () => {
    const quiet = await logged({ logging: { level: 'info' } }, '/api/health');
    expect(quiet.entries.map((e) => e.msg)).not.toContain('request completed');
    const chatty = await logged(
      { logging: { level: 'info' }, server: { middleware: { logging: true } } },
      '/api/health',
    );
    expect(chatty.entries.map((e) => e.msg)).toContain('request completed');
  });
});
