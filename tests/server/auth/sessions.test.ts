import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicateCheckParam, readTokenClaims } from '../../../runtime/core/auth/index.ts';
import { aesEcbEncrypt } from '../../../runtime/core/crypto/index.ts';
import { verifyToken } from '../../../runtime/server/auth/tokens.ts';
import { TEST_SECRET } from '../support/secured.ts';
import { ACCESS, type AuthTestApp, login, PASSWORD, REFRESH, startAuthApp } from './authTestApp.ts';

let t: AuthTestApp;

beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(() => t?.close());

interface Held {
  access: string;
  refresh: string;
  k: string;
}

async function loginAs(usrId: string): Promise<Held> {
  const res = await login(t.app, usrId, PASSWORD);
  expect(res.json().body.resCd).toBe('0000');
  const access = res.headers[ACCESS] as string;
  const refresh = res.headers[REFRESH] as string;
  const claims = readTokenClaims(access);
  const procId = claims?.procId as string;
  return {
    access,
    refresh,
    k: duplicateCheckParam({ userId: usrId, sessionKey: claims?.dck as string, procId }, TEST_SECRET),
  };
}

const check = (k: string) => t.app.inject({ method: 'GET', url: '/api/auth-ws', query: { k } });
const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/authentication/logout', headers });
/** Any route behind the auth hooks; the hooks answer before its handler runs. */
const ordinaryRoute = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/system/usermenu/list', headers, payload: {} });

describe('duplicate-login check (GET /api/auth-ws)', () => {
  it('answers 0000 for the newest session, FS01 for the one it replaced, FS10 after logout', async () => {
    const first = await loginAs('staff');
    expect((await check(first.k)).json()).toEqual({
      resultCode: '0000',
      resultMessage: '정상',
      body: { state: 'active' },
    });

    const second = await loginAs('staff');
    const replaced = await check(first.k);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({
      resultCode: 'FS01',
      resultMessage: '다른 곳에서 같은 아이디로 로그인하여 현재 세션이 종료되었습니다. 다시 로그인해주세요.',
      body: { state: 'duplicated' },
    });
    expect((await check(second.k)).json().resultCode).toBe('0000');

    // The replaced session is refused on authenticated routes too (logout of it is a harmless no-op).
    const refused = await ordinaryRoute({ [ACCESS]: first.access });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      resultCode: 'FS01',
      resultMessage: '다른 곳에서 같은 아이디로 로그인하여 현재 세션이 종료되었습니다. 다시 로그인해주세요.',
      body: null,
    });
    const stale = await logout({ [ACCESS]: first.access });
    expect(stale.json()).toMatchObject({ resultCode: '0000', body: { loggedOut: false } });
    expect((await check(second.k)).json().resultCode).toBe('0000');

    expect((await logout({ [ACCESS]: second.access })).json().body).toEqual({ loggedOut: true });
    expect((await check(second.k)).json()).toEqual({
      resultCode: 'FS10',
      resultMessage: '로그인 세션이 만료되었습니다. 다시 로그인해주세요.',
      body: { state: 'expired' },
    });
    // A replaced session stays "duplicated" whatever happens to the newer one.
    expect((await check(first.k)).json().resultCode).toBe('FS01');
  });

  it('keeps users apart: admin logging in does not touch staff', async () => {
    const staff = await loginAs('staff');
    await loginAs('admin');
    expect((await check(staff.k)).json().resultCode).toBe('0000');
  });

  it('answers FS10 for a k whose parts do not belong together', async () => {
    const held = await loginAs('oldpw');
    const claims = readTokenClaims(held.access);
    const procId = claims?.procId as string;
    const sessionKey = claims?.dck as string;
    const wrongProc = duplicateCheckParam({ userId: 'oldpw', sessionKey, procId: 'x' }, TEST_SECRET);
    const wrongUser = duplicateCheckParam({ userId: 'admin', sessionKey, procId }, TEST_SECRET);
    // The refresh token (what k carried before) proves nothing any more; a forged MAC neither.
    const wrongToken = duplicateCheckParam(
      { userId: 'oldpw', sessionKey: held.refresh, procId },
      TEST_SECRET,
    );
    const [kid, sid] = sessionKey.split('.');
    const forged = duplicateCheckParam(
      { userId: 'oldpw', sessionKey: `${kid}.${sid}.${'A'.repeat(43)}`, procId },
      TEST_SECRET,
    );
    for (const k of [wrongProc, wrongUser, wrongToken, forged])
      expect((await check(k)).json().resultCode).toBe('FS10');
    expect((await check(held.k)).json().resultCode).toBe('0000');
  });

  it('answers 400 INVALID_SECURE_PARAM for a k that does not decrypt, and 400 without k', async () => {
    const bad = await check(aesEcbEncrypt('{"userId":"staff"}', 'another-secret-entirely'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resultCode).toBe('INVALID_SECURE_PARAM');
    const none = await t.app.inject({ method: 'GET', url: '/api/auth-ws' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      resultCode: 'BAD_REQUEST',
      resultMessage: '요청 형식이 올바르지 않습니다.',
    });
  });
});

describe('token renewal', () => {
  it('renews an expired access token with the refresh token, and refuses it without one', async () => {
    const held = await loginAs('staff');
    t.clock.advance(31 * 60_000); // past the 30-minute access token

    const expired = await ordinaryRoute({ [ACCESS]: held.access });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      resultCode: 'FS10',
      resultMessage: '로그인 세션이 만료되었습니다. 다시 로그인해주세요.',
      body: null,
    });
    const accepted = await ordinaryRoute({ [ACCESS]: held.access, [REFRESH]: held.refresh });
    expect(accepted.statusCode).not.toBe(401);
    expect(accepted.headers[ACCESS]).toBeTypeOf('string');

    // Logout tolerates an ended or unprovable session: without the refresh token it is a no-op.
    const without = await logout({ [ACCESS]: held.access });
    expect(without.json()).toMatchObject({ resultCode: '0000', body: { loggedOut: false } });
    expect(without.headers[ACCESS]).toBeUndefined();
    expect((await check(held.k)).json().resultCode).toBe('0000');

    const renewed = await logout({ [ACCESS]: held.access, [REFRESH]: held.refresh });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.headers[ACCESS] as string;
    expect(fresh).toBeTypeOf('string');
    expect(fresh).not.toBe(held.access);
    const verified = await verifyToken(fresh, 'access', {
      keys: t.app.serverKeys,
      systemCode: 'CONSOLE',
      now: t.clock.now,
    });
    expect(verified).toMatchObject({ ok: true, claims: { sub: 'staff', typ: 'access' } });
    expect(renewed.json().body).toEqual({ loggedOut: true });
  });

  it('refuses a refresh token of another session', async () => {
    const a = await loginAs('admin');
    const b = await loginAs('oldpw');
    t.clock.advance(31 * 60_000);
    const res = await ordinaryRoute({ [ACCESS]: a.access, [REFRESH]: b.refresh });
    expect(res.statusCode).toBe(401);
    expect(res.json().resultCode).toBe('FS10');
    expect(res.headers[ACCESS]).toBeUndefined();
    const out = await logout({ [ACCESS]: a.access, [REFRESH]: b.refresh });
    expect(out.json()).toMatchObject({ resultCode: '0000', body: { loggedOut: false } });
    expect((await check(a.k)).json().resultCode).toBe('0000');
    expect((await check(b.k)).json().resultCode).toBe('0000');
  });
});
