import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTokenClaims } from '../../../runtime/core/auth/index.ts';
import { SECURE_PARAM } from '../../../runtime/core/transport/secureParams.ts';
import { loginSessions, users } from '../../../runtime/server/db/index.ts';
import { envelopeOf, loginSuccessBodySchema } from '../../../schemas/api/auth.ts';
import { securedRequest } from '../support/secured.ts';
import {
  ACCESS,
  type AuthTestApp,
  addUser,
  login,
  PASSWORD,
  REFRESH,
  startAuthApp,
  usersSnapshot,
} from './authTestApp.ts';

let t: AuthTestApp;
let region: string | undefined;

beforeAll(async () => {
  t = await startAuthApp({
    auth: { resolveRegion: (ip) => region ?? (ip === '127.0.0.1' ? 'KR' : undefined) },
  });
});
afterAll(() => t?.close());

const sessionsOf = async (usrId: string) =>
  (await t.app.db.select({ n: count() }).from(loginSessions).where(eq(loginSessions.usrId, usrId)))[0]?.n ??
  0;

describe('POST /api/authentication/login: successes', () => {
  it('logs admin in: both token headers, the login body, and a token an authenticated route accepts', async () => {
    const res = await login(t.app, 'admin', PASSWORD);
    expect(res.statusCode).toBe(200);
    const envelope = envelopeOf(loginSuccessBodySchema).parse(res.json());
    expect(envelope.resultCode).toBe('0000');
    const body = envelope.body;
    expect(body).toMatchObject({
      resCd: '0000',
      hasUser: true,
      loginFailCnt: 0,
      pwdUnchangedDays: 0,
      passwordChangeDays: 90,
      recommendChangePassword: false,
      accessInfo: { userIp: '127.0.0.1' },
      user: { usrId: 'admin', usrNm: '관리자' },
    });
    expect(body.authorities.length).toBeGreaterThan(0);
    for (const a of body.authorities) expect(a.clientAuthority.split(':').length).toBeGreaterThanOrEqual(2);

    const access = res.headers[ACCESS] as string;
    const refresh = res.headers[REFRESH] as string;
    expect(access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(refresh).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(readTokenClaims(access)).toMatchObject({ sub: 'admin', cp: 'CONSOLE', typ: 'access' });
    expect(readTokenClaims(access)?.procId).toMatch(/^[0-9A-Za-z]{22}$/);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: { [ACCESS]: access },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({
      resultCode: '0000',
      resultMessage: '로그아웃 되었습니다.',
      body: { loggedOut: true },
    });
    // Idempotent: the same token again is a no-op, not an error.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: { [ACCESS]: access },
    });
    expect(again.json()).toMatchObject({ resultCode: '0000', body: { loggedOut: false } });
  });

  it('logs staff in with the staff name and favourites of the current system only', async () => {
    const res = await login(t.app, 'staff', PASSWORD);
    const body = res.json().body;
    expect(res.json().resultCode).toBe('0000');
    expect(body.user).toEqual({ usrId: 'staff', usrNm: '김직원' });
    for (const m of body.userMenus) expect(m).toMatchObject({ usrId: 'staff', sysCd: 'CONSOLE' });
  });

  it('recommends a password change to oldpw (120 days > 90)', async () => {
    const res = await login(t.app, 'oldpw', PASSWORD);
    expect(res.json()).toMatchObject({
      resultCode: '0000',
      body: { resCd: '0000', pwdUnchangedDays: 120, passwordChangeDays: 90, recommendChangePassword: true },
    });
    expect(res.headers[ACCESS]).toBeTypeOf('string');
  });
});

describe('POST /api/authentication/login: accounts that may not log in', () => {
  it.each([
    ['locked', 'FS09', 5, '잠긴 계정입니다.'],
    ['expired', 'FS07', 0, '사용 기간이 만료된 계정입니다.'],
    ['pending', 'FM17', 0, '관리자 승인 대기 중 입니다. 승인 완료 후 이용 가능합니다.'],
    ['blocked', 'FS06', 0, '시스템을 사용할 수 없는 사용자입니다.'],
    ['abroad', 'FS04', 0, '허용되지 않은 접속 지역입니다.'],
    ['mustchange', 'FS08', 0, '비밀번호 변경 후, 이용 가능합니다.'],
  ])('%s answers 0000 with resCd %s, no tokens and no write', async (usrId, resCd, loginFailCnt, message) => {
    const before = await usersSnapshot(t.app.db);
    const res = await login(t.app, usrId, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      resultCode: '0000',
      resultMessage: message,
      body: { resCd, hasUser: true, loginFailCnt, maximumLoginFailNumbers: 5, authApprovalType: 'MANAGER' },
    });
    expect(res.headers[ACCESS]).toBeUndefined();
    expect(res.headers[REFRESH]).toBeUndefined();
    expect(await usersSnapshot(t.app.db)).toEqual(before);
    expect(await sessionsOf(usrId)).toBe(0);
  });

  it('lets abroad in when the region resolver says US', async () => {
    region = 'US';
    try {
      const res = await login(t.app, 'abroad', PASSWORD);
      expect(res.json()).toMatchObject({ resultCode: '0000', body: { resCd: '0000' } });
    } finally {
      region = undefined;
    }
  });

  it('refuses an account with allowed regions from an address of unknown region', async () => {
    const res = await login(t.app, 'abroad', PASSWORD, { remoteAddress: '203.0.113.9' });
    expect(res.json().body.resCd).toBe('FS04');
  });
});

describe('POST /api/authentication/login: wrong credentials', () => {
  it('answers FS02 for an unknown id, writing nothing', async () => {
    const before = await usersSnapshot(t.app.db);
    const res = await login(t.app, 'nobody', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      resultCode: 'FS02',
      resultMessage: '아이디 또는 비밀번호가 일치하지 않습니다.',
      body: { hasUser: false, loginFailCnt: 0 },
    });
    expect(await usersSnapshot(t.app.db)).toEqual(before);
  });

  it('counts wrong passwords, locks at the fifth, then answers FS09 to the right one', async () => {
    await addUser(t.app.db, { usrId: 'victim01' });
    for (let n = 1; n <= 5; n++) {
      const res = await login(t.app, 'victim01', 'Wrong0000!');
      expect(res.json()).toEqual({
        resultCode: 'FS02',
        resultMessage: '아이디 또는 비밀번호가 일치하지 않습니다.',
        body: {
          hasUser: true,
          loginFailCnt: n,
          maximumLoginFailNumbers: 5,
          locked: n === 5,
          authApprovalType: 'MANAGER',
        },
      });
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.usrId, 'victim01'));
    expect(row).toMatchObject({ loginFailCnt: 5, lockedYn: 'Y' });
    const right = await login(t.app, 'victim01', PASSWORD);
    expect(right.json()).toMatchObject({ resultCode: '0000', body: { resCd: 'FS09', loginFailCnt: 5 } });
    expect(right.headers[ACCESS]).toBeUndefined();
  });

  it('answers a locked account the same for the right and a wrong password, and changes nothing', async () => {
    const before = await usersSnapshot(t.app.db);
    const wrong = await login(t.app, 'locked', 'Wrong0000!');
    const right = await login(t.app, 'locked', PASSWORD);
    const answer = {
      resultCode: '0000',
      resultMessage: '잠긴 계정입니다.',
      body: {
        resCd: 'FS09',
        hasUser: true,
        loginFailCnt: 5,
        maximumLoginFailNumbers: 5,
        authApprovalType: 'MANAGER',
      },
    };
    expect(wrong.json()).toEqual(answer);
    expect(right.json()).toEqual(answer);
    expect([wrong.headers[ACCESS], right.headers[ACCESS]]).toEqual([undefined, undefined]);
    expect(await usersSnapshot(t.app.db)).toEqual(before);
  });

  it('resets the count on success', async () => {
    await addUser(t.app.db, { usrId: 'victim02' });
    await login(t.app, 'victim02', 'Wrong0000!');
    await login(t.app, 'victim02', 'Wrong0000!');
    const ok = await login(t.app, 'victim02', PASSWORD);
    expect(ok.json().body).toMatchObject({ resCd: '0000', loginFailCnt: 0 });
    const [row] = await t.app.db.select().from(users).where(eq(users.usrId, 'victim02'));
    expect(row?.loginFailCnt).toBe(0);
  });
});

describe('POST /api/authentication/login: the transport', () => {
  it('refuses a plain JSON body (no __usp) with INVALID_SECURE_PARAM', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { userId: 'admin', userPw: PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      resultCode: 'INVALID_SECURE_PARAM',
      resultMessage: '보안 파라미터를 확인할 수 없습니다. 화면을 새로 고친 후 다시 시도해주세요.',
      body: null,
    });
  });

  it('refuses a parameter encrypted for another transaction id', async () => {
    const res = await securedRequest(t.app, {
      url: '/api/authentication/login',
      body: { userId: 'admin', userPw: PASSWORD },
      tranId: 'TranIdUsedForTheKey000',
      sentTranId: 'AnotherTranIdInHeader0',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultCode).toBe('INVALID_SECURE_PARAM');
    expect(res.headers[ACCESS]).toBeUndefined();
  });

  it('refuses a __usp that is not a cipher text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/authentication/login?${SECURE_PARAM}=nonsense`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultCode).toBe('INVALID_SECURE_PARAM');
  });

  it.each([
    ['missing password', { userId: 'admin' }],
    ['missing id', { userPw: PASSWORD }],
    ['a number for the id', { userId: 123, userPw: PASSWORD }],
    ['an empty id', { userId: '', userPw: PASSWORD }],
    ['an array body', [1, 2]],
    ['no body', null],
  ])('answers 400 BAD_REQUEST in Korean for %s and writes nothing', async (_, body) => {
    const before = await usersSnapshot(t.app.db);
    const res = await securedRequest(t.app, { url: '/api/authentication/login', body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      resultCode: 'BAD_REQUEST',
      resultMessage: '요청 형식이 올바르지 않습니다.',
      body: null,
    });
    expect(await usersSnapshot(t.app.db)).toEqual(before);
  });

  it('answers malformed JSON with a 400 envelope in Korean', async () => {
    const before = await usersSnapshot(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId": "admin", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ resultMessage: '요청 형식이 올바르지 않습니다.', body: null });
    expect(await usersSnapshot(t.app.db)).toEqual(before);
  });
});

describe('authenticated routes', () => {
  it('answer 401 권한이 없습니다. for a tampered or missing token', async () => {
    const res = await login(t.app, 'staff', PASSWORD);
    const access = res.headers[ACCESS] as string;
    const [h, p, s] = access.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url')}.${s}`;
    for (const headers of [{ [ACCESS]: forged }, { [ACCESS]: `${access.slice(0, -2)}xx` }, {}]) {
      const out = await t.app.inject({ method: 'POST', url: '/api/authentication/logout', headers });
      expect(out.statusCode).toBe(401);
      expect(out.json()).toEqual({
        resultCode: 'UNAUTHORIZED',
        resultMessage: '권한이 없습니다.',
        body: null,
      });
    }
  });
});
