import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../runtime/server/index.ts';
import { type ConsoleConfigInput, configSchema } from '../../../schemas/config/index.ts';
import { addUser, PASSWORD } from '../auth/authTestApp.ts';
import { securedRequest } from '../support/secured.ts';
import { createTestApp, type TestApp } from '../support/testDatabase.ts';

/** An app (no database) with a route that tells what the server believes of the caller. */
async function whoAmI(server: ConsoleConfigInput['server'] = {}): Promise<FastifyInstance> {
  const config = configSchema.parse({ server, management: { enabled: false } });
  const app = await buildApp({ config, logger: false });
  app.get('/api/test/who', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  await app.ready();
  return app;
}

const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };

describe('server.trustProxy', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const ask = async (app: FastifyInstance, remoteAddress: string, headers = forwarded) => {
    apps.push(app);
    return (await app.inject({ url: '/api/test/who', remoteAddress, headers })).json();
  };

  it('is off by default: X-Forwarded-For and -Proto are ignored, the socket address is the caller', async () => {
    expect(configSchema.parse({}).server.trustProxy).toEqual([]);
    expect(await ask(await whoAmI(), '127.0.0.1')).toEqual({ ip: '127.0.0.1', protocol: 'http' });
  });

  it('believes the listed proxies (address or CIDR), and only them', async () => {
    const app = await whoAmI({ trustProxy: ['127.0.0.1', '10.0.0.0/8'] });
    expect(await ask(app, '127.0.0.1')).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    expect(await ask(app, '10.20.30.40')).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    expect(await ask(app, '198.51.100.9')).toEqual({ ip: '198.51.100.9', protocol: 'http' });
    // A client behind the proxy cannot prepend its own pick: the nearest untrusted hop counts.
    const spoofed = { ...forwarded, 'x-forwarded-for': '10.10.10.10, 203.0.113.7' };
    expect((await ask(app, '127.0.0.1', spoofed)).ip).toBe('203.0.113.7');
  });

  it('takes IPv6, named ranges, and refuses anything else in the config', () => {
    const parse = (trustProxy: string[]) => configSchema.safeParse({ server: { trustProxy } });
    expect(parse(['::1', 'fd00::/8', 'loopback', 'uniquelocal', '192.168.0.0/16']).success).toBe(true);
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '*', '']) {
      const result = parse([bad]);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'must be an IP address, a CIDR range (10.0.0.0/8) or loopback, linklocal, uniquelocal',
      );
    }
  });
});

// The finding: behind a proxy without trustProxy every caller is the proxy (127.0.0.1),
// which the default region resolver takes for the office network. With the proxy listed, the
// client's own address is what the login records and what the region rule checks.
describe('login behind a proxy', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ config: { server: { trustProxy: ['127.0.0.1'] } } });
    for (const t of [direct, proxied])
      await addUser(t.database.db, { usrId: 'kronly', allowedRegions: 'KR' });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const login = (t: TestApp, userId: string) =>
    securedRequest(t.app, {
      url: '/api/authentication/login',
      body: { userId, userPw: PASSWORD },
      remoteAddress: '127.0.0.1',
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });

  it('without trustProxy, a forwarded address is ignored: the caller is the socket address', async () => {
    const res = await login(direct, 'admin');
    expect(res.json().body.accessInfo).toEqual({ userIp: '127.0.0.1' });
  });

  it('with the proxy trusted, the login sees and records the client behind it', async () => {
    const res = await login(proxied, 'admin');
    expect(res.json().body.accessInfo).toEqual({ userIp: '203.0.113.7' });
    // A Korea-only account is refused from an address outside the office network (FS04).
    expect((await login(proxied, 'kronly')).json().body.resCd).toBe('FS04');
    expect((await login(direct, 'kronly')).json().body.resCd).toBe('0000');
  });
});
