import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/loginAs.ts';
import { createTestApp, type TestApp } from '../support/testDatabase.ts';

// auth.enabled off: no login, no guard, no token handling on the server. Nobody is anybody, so
// every route that needs a user refuses; the public ones (initial data, health) answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { auth: { enabled: false } } });
});
afterAll(() => t?.close());

describe('auth.enabled: false', () => {
  it('has no login or duplicate-check routes', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/authentication/login', payload: {} });
    expect(login.statusCode).toBe(404);
    const dup = await t.app.inject({ method: 'GET', url: '/api/auth-ws?k=x' });
    expect(dup.statusCode).toBe(404);
  });

  it('takes no token: a genuine one still gets 401 where a user is needed, and nothing is written', async () => {
    const headers = await loginAs(t.app, 'admin');
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/system/usermenu/list',
      headers,
      payload: { sysCd: 'CONSOLE' },
    });
    expect(list.statusCode).toBe(401);
    expect(list.json()).toMatchObject({ resultCode: 'UNAUTHORIZED', resultMessage: '권한이 없습니다.' });
    const stream = await t.app.inject({ method: 'GET', url: '/api/events', headers });
    expect(stream.statusCode).toBe(401);
  });

  it('still answers the public routes: initial data and health', async () => {
    const initial = await t.app.inject({ method: 'POST', url: '/api/system/initial-data', payload: {} });
    expect(initial.statusCode).toBe(200);
    expect(initial.json().resultCode).toBe('0000');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
