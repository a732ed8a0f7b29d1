import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleAssertionVerifier } from '../../../examples/verify-assertion/verifyAssertion.mjs';
import { type KeyStore, rotateServerKey } from '../../../runtime/server/auth/serverKeys.ts';
import { caughtUp } from '../../../runtime/server/cache/index.ts';
import { signAssertion } from '../../../runtime/server/gateway/identityAssertion.ts';
import { JWKS_PATH } from '../../../runtime/server/gateway/jwksRoute.ts';
import type { ConsoleConfigInput } from '../../../schemas/config/index.ts';
import { loginAs } from '../support/loginAs.ts';
import { screensBinding } from '../support/testDatabase.ts';
import { type SystemFixture, systemFixture } from '../system/systemFixture.ts';

// `console secret rotate --revoke` while a backend works: the backend verifies with the helper over
// the console's JWKS URL, as the example backend does. The new key verifies at once (no call
// refused for a key the backend has not fetched yet), the old one is refused within a second, and a
// call whose assertion was signed with the revoked key a moment before ends as the session did (FS10),
// never as a failed backend (502).

/** A backend that verifies every call's assertion and answers 401 when it refuses one. */
async function startVerifyingBackend(jwks: URL, refusals: string[]): Promise<FastifyInstance> {
  const verify = consoleAssertionVerifier({ jwks, issuer: 'console:CONSOLE', audience: 'shop' });
  const backend = Fastify({ logger: false });
  backend.get('/orders/:orderNo', async (request, reply) => {
    const header = String(request.headers.authorization ?? '');
    try {
      await verify({
        token: header.replace(/^Bearer /, ''),
        method: request.method,
        url: request.url,
        body: '',
      });
    } catch (error) {
      refusals.push((error as { reason?: string }).reason ?? 'error');
      return reply.code(401).send({ resultCode: 'UNAUTHORIZED' });
    }
    return { resultCode: '0000', body: { orderNo: (request.params as { orderNo: string }).orderNo } };
  });
  await backend.listen({ host: '127.0.0.1', port: 0 });
  return backend;
}

describe('a key revoked while a backend verifies assertions', () => {
  let t: SystemFixture;
  let backend: FastifyInstance;
  const refusals: string[] = [];
  const jwks = new URL('http://127.0.0.1/');
  let backendUrl: string;

  beforeAll(async () => {
    const upstreamUrls = new Map<string, string>();
    const config: ConsoleConfigInput = {
      upstreams: { shop: { url: 'http://127.0.0.1:9' } },
      apis: { 'shop.order': { upstream: 'shop', path: '/orders/{orderNo}' } },
    };
    const bindings = new Map<string, string[]>();
    t = await systemFixture({ config, screens: screensBinding(bindings), upstreamUrls });
    bindings.set('shop.order', [await t.menuUrl(t.menus.adminOnly)]);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    jwks.port = String((t.app.server.address() as { port: number }).port);
    jwks.pathname = JWKS_PATH;
    backend = await startVerifyingBackend(jwks, refusals);
    backendUrl = `http://127.0.0.1:${(backend.server.address() as { port: number }).port}`;
    upstreamUrls.set('shop', backendUrl);
  });
  afterAll(async () => {
    await backend?.close();
    await t?.close();
  });

  const order = (who: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: '/api/ext/shop.order',
      query: { orderNo: 'A-1' },
      headers: { ...who, 'Menu-Id': t.menus.adminOnly },
    });

  /** An assertion for the backend's GET /orders/A-1, signed with `ring`'s signing key. */
  const assertionOf = (ring: Awaited<ReturnType<KeyStore['ring']>>) =>
    signAssertion(
      ring,
      {
        sub: 'admin',
        name: '관리자',
        roles: ['ADMIN'],
        fns: [],
        mnu: t.menus.adminOnly,
        pgm: null,
        ip: '127.0.0.1',
        tid: 't',
      },
      {
        issuer: 'console:CONSOLE',
        audience: 'shop',
        now: Date.now(),
        call: { method: 'GET', url: '/orders/A-1', body: '' },
      },
    );
  const direct = async (token: string) =>
    (await fetch(`${backendUrl}/orders/A-1`, { headers: { authorization: `Bearer ${token}` } })).status;

  it('verifies the new key at once, refuses the old one within a second, and never answers 502', async () => {
    expect((await order(t.admin)).statusCode).toBe(200);
    const old = await t.app.serverKeys.ring();
    expect(await direct(await assertionOf(old))).toBe(200);

    const { kid } = await rotateServerKey(t.db, new Date(), { revoke: true });
    const revokedAt = Date.now();
    await caughtUp(t.db);
    // A new login signs with the new key; the backend, holding the JWKS of a moment ago, fetches
    // it again rather than refuse.
    const admin = await loginAs(t.app, 'admin');
    const res = await order(admin);
    expect([res.statusCode, refusals]).toEqual([200, []]);
    expect((await t.app.serverKeys.ring()).signing.kid).toBe(kid);

    // An assertion of the revoked key: refused by the backend within a second of the revocation.
    await new Promise((r) => setTimeout(r, Math.max(0, revokedAt + 1000 - Date.now())));
    expect(await direct(await assertionOf(old))).toBe(401);
    expect(refusals).toEqual(['invalid']);
  });

  it('a call signed with a key revoked a moment before (this instance not told yet) ends as the session: FS10, not 502', async () => {
    const stale = await t.app.serverKeys.ring();
    // This instance keeps the ring from before; the revocation is in the database, and the session
    // opened meanwhile (its token, like the assertion, signed with the old key) is live.
    const ring = vi.spyOn(t.app.serverKeys, 'ring').mockResolvedValue(stale);
    const forget = vi.spyOn(t.app.serverKeys, 'forget').mockImplementation(() => {});
    try {
      await rotateServerKey(t.db, new Date(), { revoke: true });
      const admin = await loginAs(t.app, 'admin');
      await new Promise((r) => setTimeout(r, 600)); // the backend's copy of the JWKS is past its age
      const res = await order(admin);
      expect([res.statusCode, res.json().resultCode]).toEqual([401, 'FS10']);
    } finally {
      ring.mockRestore();
      forget.mockRestore();
      t.app.serverKeys.forget();
    }
  });
});
