import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSessions } from '../../../runtime/server/db/index.ts';
import { securedRequest } from '../support/secured.ts';
import { ACCESS, type AuthTestApp, login, PASSWORD, startAuthApp, usersSnapshot } from './authTestApp.ts';

let t: AuthTestApp;

beforeAll(async () => {
  t = await startAuthApp({
    auth: { rateLimits: { perUser: { limit: 3, windowMs: 60_000 }, perIp: { limit: 5, windowMs: 60_000 } } },
  });
});
afterAll(() => t?.close());

const sessionCount = async () => (await t.app.db.select({ n: count() }).from(loginSessions))[0]?.n ?? 0;

/** A 429 whose wait is `seconds` less the time the attempts themselves took (a few seconds at most). */
function expectTooMany(res: Awaited<ReturnType<typeof login>>, seconds: number) {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(seconds - 5);
  expect(wait).toBeLessThanOrEqual(seconds);
  expect(res.json()).toEqual({
    resultCode: 'TOO_MANY_REQUESTS',
    resultMessage: `로그인 시도가 너무 많습니다. ${wait}초 후에 다시 시도해주세요.`,
    body: null,
  });
}

describe('login rate limits', () => {
  it('refuses a user id after its failed attempts, writing nothing, until the window passes', async () => {
    for (let n = 0; n < 3; n++) {
      expect(
        (await login(t.app, 'staff', 'Wrong0000!', { remoteAddress: `10.0.0.${n + 1}` })).json().resultCode,
      ).toBe('FS02');
    }
    const users = await usersSnapshot(t.app.db);
    const sessions = await sessionCount();
    const refused = await login(t.app, 'staff', PASSWORD, { remoteAddress: '10.0.0.9' });
    expectTooMany(refused, 60);
    expect(refused.headers[ACCESS]).toBeUndefined();
    expect(await usersSnapshot(t.app.db)).toEqual(users);
    expect(await sessionCount()).toBe(sessions);
    // The same limit guards the other credential checks.
    const edit = await securedRequest(t.app, {
      url: '/api/authentication/edit-password',
      body: { usrId: 'staff', oldPwd: PASSWORD, newPwd: 'NewPassw0rd!' },
      remoteAddress: '10.0.0.9',
    });
    expect(edit.statusCode).toBe(429);
    expect(await usersSnapshot(t.app.db)).toEqual(users);

    t.clock.advance(60_001);
    const ok = await login(t.app, 'staff', PASSWORD, { remoteAddress: '10.0.0.9' });
    expect(ok.json().body).toMatchObject({ resCd: '0000', loginFailCnt: 0 });
  });

  it('refuses an address after its failed attempts, whatever the id', async () => {
    for (let n = 0; n < 5; n++) {
      expect(
        (await login(t.app, `ghost${n}`, PASSWORD, { remoteAddress: '192.0.2.7' })).json().resultCode,
      ).toBe('FS02');
    }
    expectTooMany(await login(t.app, 'admin', PASSWORD, { remoteAddress: '192.0.2.7' }), 60);
    // Another address is not affected.
    expect((await login(t.app, 'admin', PASSWORD, { remoteAddress: '192.0.2.8' })).json().body.resCd).toBe(
      '0000',
    );
  });

  it('does not count logins with the right password', async () => {
    for (let n = 0; n < 6; n++) {
      const res = await login(t.app, 'oldpw', PASSWORD, { remoteAddress: '198.51.100.1' });
      expect(res.json().body.resCd).toBe('0000');
    }
    const [row] = await t.app.db
      .select({ n: count() })
      .from(loginSessions)
      .where(eq(loginSessions.usrId, 'oldpw'));
    expect(row?.n).toBe(6);
  });
});

describe('id check rate limit (GET /api/authentication/validate/id)', () => {
  it('refuses an address after 30 checks a minute with 429 and Retry-After', async () => {
    const check = (n: number) =>
      securedRequest(t.app, {
        method: 'GET',
        url: '/api/authentication/validate/id',
        query: { userId: `newbie${n}` },
        remoteAddress: '198.51.100.77',
      });
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) statuses.push((await check(n)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    const refused = await check(99);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(50);
    expect(refused.json().resultMessage).toBe(
      `아이디 확인 요청이 너무 많습니다. ${wait}초 후에 다시 시도해주세요.`,
    );
  });
});

describe('login rate limits answer Retry-After', () => {
  it('sends the wait in seconds in Retry-After with the 429', async () => {
    for (let n = 0; n < 3; n++) await login(t.app, 'blocked', 'Wrong0000!', { remoteAddress: '10.9.0.1' });
    const refused = await login(t.app, 'blocked', 'Wrong0000!', { remoteAddress: '10.9.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
