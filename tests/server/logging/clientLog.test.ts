import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/loginAs.ts';
import { createTestApp, type TestApp } from '../support/testDatabase.ts';

// Errors the browser met reach the server log, under the transaction id the browser sent.

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { stream: { write: (line: string) => void lines.push(line) } } });
});
afterAll(() => t?.close());

interface Line {
  level: number;
  msg: string;
  tranId?: string;
  client?: { url?: string; stack?: string; usrId?: string };
}
const logged = (tranId: string) =>
  lines.map((l) => JSON.parse(l) as Line).filter((l) => l.tranId === tranId && l.msg.startsWith('client:'));

const report = (headers: Record<string, string>, payload: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/log/client', headers, payload, remoteAddress: ip });

describe('POST /api/log/client', () => {
  it('writes the error at its level with the transaction id, the page and the user when logged in', async () => {
    const res = await report(
      { 'X-Tran-Id': 'tran-from-the-browser-1' },
      {
        level: 'error',
        message: 'TypeError: x is undefined',
        stack: 'at Screen (app.js:1:2)',
        url: '/pubs/MI/users',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultCode: '0000', resultMessage: '정상', body: { logged: true } });
    const [line] = logged('tran-from-the-browser-1');
    expect(line).toMatchObject({
      level: 50,
      msg: 'client: TypeError: x is undefined',
      client: { url: '/pubs/MI/users', stack: 'at Screen (app.js:1:2)' },
    });
    expect(line?.client?.usrId).toBeUndefined();

    const staff = await loginAs(t.app, 'staff');
    await report({ ...staff, 'X-Tran-Id': 'tran-from-the-browser-2' }, { level: 'warn', message: 'slow' });
    expect(logged('tran-from-the-browser-2')[0]).toMatchObject({ level: 40, client: { usrId: 'staff' } });
  });

  it('refuses a malformed or oversized report in Korean, writing nothing', async () => {
    for (const payload of [
      { level: 'debug', message: 'x' },
      { level: 'error', message: '' },
      { level: 'error', message: 'x'.repeat(1001) },
      { level: 'error', message: 'x', stack: 'y'.repeat(8001) },
      { level: 'error', message: 'x', extra: 1 },
    ]) {
      const res = await report({ 'X-Tran-Id': 'tran-bad' }, payload, '10.0.0.2');
      expect(res.statusCode).toBe(400);
      expect(res.json().resultMessage).toBe('요청 형식이 올바르지 않습니다.');
    }
    expect(logged('tran-bad')).toEqual([]);
  });

  it('takes 30 reports a minute from one address, then answers 429 in Korean', async () => {
    const ip = '10.0.0.3';
    for (let i = 0; i < 30; i++) {
      expect((await report({}, { level: 'error', message: `e${i}` }, ip)).statusCode).toBe(200);
    }
    const refused = await report({ 'X-Tran-Id': 'tran-31' }, { level: 'error', message: 'e30' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().resultMessage).toMatch(
      /^오류 보고가 너무 많습니다\. \d+초 후에 다시 시도해주세요\.$/,
    );
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(logged('tran-31')).toEqual([]);
    // Another address is not held up.
    expect((await report({}, { level: 'error', message: 'other' }, '10.0.0.4')).statusCode).toBe(200);
  });

  it('counts an IPv6 address by its /64: a subscriber cannot rotate through its block', async () => {
    for (let i = 0; i < 30; i++) {
      const ip = `2001:db8:5:6:${(i + 1).toString(16)}::1`;
      expect((await report({}, { level: 'error', message: `v6-${i}` }, ip)).statusCode).toBe(200);
    }
    expect((await report({}, { level: 'error', message: 'v6' }, '2001:db8:5:6:ffff::9')).statusCode).toBe(
      429,
    );
    expect((await report({}, { level: 'error', message: 'v6' }, '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('counts one address on every instance together (the count is in the database)', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      const ip = '10.0.0.9';
      for (let i = 0; i < 30; i++) {
        const app = i % 2 ? other.app : t.app;
        const res = await app.inject({
          method: 'POST',
          url: '/api/log/client',
          payload: { level: 'error', message: `both-${i}` },
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(200);
      }
      const refused = await other.app.inject({
        method: 'POST',
        url: '/api/log/client',
        payload: { level: 'error', message: 'both-30' },
        remoteAddress: ip,
      });
      expect(refused.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
