import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../runtime/server/index.ts';
import { apiOriginOf } from '../../../runtime/server/security/index.ts';
import { PAGE_SCRIPT_HASH } from '../../../runtime/server/static/index.ts';
import { type ConsoleConfigInput, configSchema } from '../../../schemas/config/index.ts';
import { makeClientDir } from '../clientDirFixture.ts';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/** The app without a database (pages, assets, health): enough for headers, which come first. */
async function build(input: ConsoleConfigInput = {}, client: 'built' | 'unbuilt' = 'built') {
  const fixture = makeClientDir({ index: client === 'built' });
  cleanups.push(fixture.cleanup);
  const config = configSchema.parse({ ...input, management: { enabled: false } });
  const app = await buildApp({ config, clientDir: fixture.clientDir, logger: false });
  cleanups.push(() => app.close());
  await app.ready();
  return app;
}

/** The CSP header as directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'Content-Security-Policy is sent').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectHardened(res: LightMyRequestResponse): void {
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'", PAGE_SCRIPT_HASH]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
}

describe('security headers (@fastify/helmet) on every answer', () => {
  it('pages, the login page, assets (pre-compressed too), health and the 404 envelope', async () => {
    const app = await build();
    const answers = {
      page: await app.inject({ url: '/' }),
      deepLink: await app.inject({ url: '/pubs/MS/LG/UI_FU_0001' }),
      login: await app.inject({ url: '/login' }),
      asset: await app.inject({ url: '/assets/app-abc123.js' }),
      brotli: await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } }),
      health: await app.inject({ url: '/api/health' }),
      apiNotFound: await app.inject({ url: '/api/no/such/call' }),
      missingAsset: await app.inject({ url: '/assets/gone.js' }),
    };
    expect(answers.brotli.headers['content-encoding']).toBe('br');
    expect(answers.apiNotFound.statusCode).toBe(404);
    for (const [name, res] of Object.entries(answers)) {
      expect.soft(res.headers['x-frame-options'], name).toBe('DENY');
      expectHardened(res);
      // Plain HTTP by default: HSTS would lock browsers out of a console that has no TLS.
      expect(res.headers['strict-transport-security'], name).toBeUndefined();
      expect(csp(res).has('upgrade-insecure-requests'), name).toBe(false);
    }
  });

  it('the 503 page of an unbuilt client, whose one style block the CSP allows by its hash', async () => {
    const app = await build({}, 'unbuilt');
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expectHardened(res);
    const style = /<style>([^<]*)<\/style>/.exec(res.body)?.[1];
    expect(style).toBeDefined();
    const hash = `'sha256-${createHash('sha256').update(style!).digest('base64')}'`;
    expect(csp(res).get('style-src')).toEqual(["'self'", hash]);
    expect(res.body).not.toMatch(/style="/);
  });

  it('errors thrown by a route keep the headers', async () => {
    const fixture = makeClientDir();
    cleanups.push(fixture.cleanup);
    const config = configSchema.parse({ management: { enabled: false } });
    const app: FastifyInstance = await buildApp({ config, clientDir: fixture.clientDir, logger: false });
    cleanups.push(() => app.close());
    app.get('/api/test/boom', async () => {
      throw new Error('boom');
    });
    const res = await app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expectHardened(res);
  });

  it('sends HSTS and upgrades insecure requests when server.https is on', async () => {
    const app = await build({ server: { https: true } });
    for (const url of ['/', '/api/health', '/assets/app-abc123.js']) {
      const res = await app.inject({ url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp(res).get('upgrade-insecure-requests')).toEqual([]);
      expectHardened(res);
    }
  });

  it("lets the browser call and show images from an absolute api.baseUrl's origin", async () => {
    const app = await build({ api: { baseUrl: 'https://api.example.com:8443/console' } });
    const policy = csp(await app.inject({ url: '/' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com:8443']);
    expect(policy.get('img-src')).toEqual(["'self'", 'https://api.example.com:8443', 'data:', 'blob:']);
    expect(policy.get('script-src')).toEqual(["'self'", PAGE_SCRIPT_HASH]);
  });
});

describe('apiOriginOf', () => {
  it('is the origin of an absolute URL and nothing for a same-origin prefix', () => {
    expect(apiOriginOf('')).toBeUndefined();
    expect(apiOriginOf('/backend')).toBeUndefined();
    expect(apiOriginOf('https://API.example.com/x?y=1')).toBe('https://api.example.com');
    expect(apiOriginOf('http://10.0.0.5:8080')).toBe('http://10.0.0.5:8080');
    expect(apiOriginOf('//api.example.com/x')).toBe('api.example.com');
    expect(apiOriginOf('javascript:alert(1)')).toBeUndefined();
    expect(apiOriginOf('https://')).toBeUndefined();
  });
});
