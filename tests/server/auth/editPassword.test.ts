import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appProps, users } from '../../../runtime/server/db/index.ts';
import { securedRequest } from '../support/secured.ts';
import {
  ACCESS,
  type AuthTestApp,
  addUser,
  login,
  PASSWORD,
  startAuthApp,
  usersSnapshot,
} from './authTestApp.ts';

let t: AuthTestApp;

beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(() => t?.close());

const edit = (usrId: string, oldPwd: string, newPwd: string) =>
  securedRequest(t.app, { url: '/api/authentication/edit-password', body: { usrId, oldPwd, newPwd } });

const setCanUpdate = (canUpdateUserPassword: boolean) =>
  t.app.db.update(appProps).set({ canUpdateUserPassword }).where(eq(appProps.sysCd, 'CONSOLE'));

describe('POST /api/authentication/edit-password', () => {
  it('lets the FS08 user change the password, after which the login succeeds', async () => {
    const before = await login(t.app, 'mustchange', PASSWORD);
    expect(before.json().body.resCd).toBe('FS08');

    const res = await edit('mustchange', PASSWORD, 'NewPassw0rd!');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      resultCode: '0000',
      resultMessage: '비밀번호가 변경되었습니다.',
      body: { usrId: 'mustchange', changed: true },
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.usrId, 'mustchange'));
    expect(row?.pwdChgReqYn).toBe('N');
    expect(row?.pwdHash).toMatch(/^\$argon2id\$/);
    expect(Date.now() - (row?.pwdChgDttm.getTime() ?? 0)).toBeLessThan(60_000);

    expect((await login(t.app, 'mustchange', 'NewPassw0rd!')).json().body.resCd).toBe('0000');
    expect((await login(t.app, 'mustchange', PASSWORD)).json().resultCode).toBe('FS02');
  });

  it.each([
    ['short', 'Ab1!', 'length', '비밀번호는 8자 이상 20자 이하로 입력해주세요.'],
    [
      'one kind',
      'abcdefghij',
      'kinds',
      '영문 대문자, 영문 소문자, 숫자, 특수문자 중 3가지 이상을 조합해주세요.',
    ],
    ['bad character', 'Abcdefg1~', 'chars', '특수문자는 !@#$%^&*() 만 사용할 수 있습니다.'],
    ['the same', PASSWORD, 'sameAsOld', '현재 비밀번호와 다른 비밀번호를 입력해주세요.'],
    ['the id in it', 'Xstaff123!', 'containsId', '비밀번호에 아이디를 포함할 수 없습니다.'],
  ])(
    'refuses a new password that is %s with PWD_RULE and the rule message',
    async (_, newPwd, problem, message) => {
      const before = await usersSnapshot(t.app.db);
      const res = await edit('staff', PASSWORD, newPwd);
      expect(res.json()).toEqual({ resultCode: 'PWD_RULE', resultMessage: message, body: { problem } });
      expect(await usersSnapshot(t.app.db)).toEqual(before);
    },
  );

  it('refuses a wrong old password or an unknown id with FS02; only the wrong password is counted', async () => {
    const before = await usersSnapshot(t.app.db);
    for (const res of [
      await edit('staff', 'Wrong0000!', 'NewPassw0rd!'),
      await edit('nobody', PASSWORD, 'NewPassw0rd!'),
    ]) {
      expect(res.json()).toEqual({
        resultCode: 'FS02',
        resultMessage: '아이디 또는 비밀번호가 일치하지 않습니다.',
        body: null,
      });
    }
    const after = await usersSnapshot(t.app.db);
    const staff = (rows: typeof before) => rows.find((r) => r.usrId === 'staff');
    expect(staff(after)?.loginFailCnt).toBe((staff(before)?.loginFailCnt ?? 0) + 1);
    expect(after.filter((r) => r.usrId !== 'staff')).toEqual(before.filter((r) => r.usrId !== 'staff'));
    // A right login resets the count (the account is not left one step nearer its lock).
    expect((await login(t.app, 'staff', PASSWORD)).json().body.resCd).toBe('0000');
  });

  it('is no password oracle: wrong current passwords lock the account, and a locked one answers FS09 to any password', async () => {
    await addUser(t.app.db, { usrId: 'guessme' });
    // A bad new password is refused before the current password is looked at: the answer is the same.
    const weakRight = await edit('guessme', PASSWORD, 'weak');
    const weakWrong = await edit('guessme', 'Wrong0000!', 'weak');
    expect(weakRight.json()).toEqual(weakWrong.json());
    expect(weakRight.json().resultCode).toBe('PWD_RULE');
    for (let n = 0; n < 5; n++) {
      expect((await edit('guessme', `Wrong000${n}!`, 'NewPassw0rd!')).json().resultCode).toBe('FS02');
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.usrId, 'guessme'));
    expect(row).toMatchObject({ lockedYn: 'Y', loginFailCnt: 5 });
    const right = await edit('guessme', PASSWORD, 'NewPassw0rd!');
    const wrong = await edit('guessme', 'Wrong9999!', 'NewPassw0rd!');
    expect(right.json()).toEqual({ resultCode: 'FS09', resultMessage: '잠긴 계정입니다.', body: null });
    expect(wrong.json()).toEqual(right.json());
    expect((await login(t.app, 'guessme', PASSWORD)).json().body.resCd).toBe('FS09');
  });

  it("ends the user's other sessions (FS10 at their next call), keeping the caller's own", async () => {
    await addUser(t.app.db, { usrId: 'twosessions' });
    const first = await login(t.app, 'twosessions', PASSWORD);
    const access = first.headers[ACCESS] as string;
    const call = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/system/usermenu/list',
        headers: { [ACCESS]: token },
        payload: { sysCd: 'CONSOLE' },
      });
    expect((await call(access)).statusCode).toBe(200);
    // Someone else (who knew the password) changes it: the live session ends.
    expect((await edit('twosessions', PASSWORD, 'NewPassw0rd!')).json().resultCode).toBe('0000');
    const ended = await call(access);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().resultCode).toBe('FS10');
    // Changing it from inside a session keeps that session.
    const mine = (await login(t.app, 'twosessions', 'NewPassw0rd!')).headers[ACCESS] as string;
    const res = await securedRequest(t.app, {
      url: '/api/authentication/edit-password',
      body: { usrId: 'twosessions', oldPwd: 'NewPassw0rd!', newPwd: 'Another0ne!' },
      headers: { [ACCESS]: mine },
    });
    expect(res.json().resultCode).toBe('0000');
    expect((await call(mine)).statusCode).toBe(200);
  });

  it('refuses accounts that may not log in with their status code', async () => {
    expect((await edit('locked', PASSWORD, 'NewPassw0rd!')).json().resultCode).toBe('FS09');
    expect((await edit('blocked', PASSWORD, 'NewPassw0rd!')).json().resultCode).toBe('FS06');
  });

  it('refuses changes when canUpdateUserPassword is false, except for a must-change user', async () => {
    await addUser(t.app.db, { usrId: 'mustchange2', pwdChgReqYn: 'Y' });
    await setCanUpdate(false);
    try {
      expect((await edit('staff', PASSWORD, 'NewPassw0rd!')).json()).toEqual({
        resultCode: 'PWD_CHANGE_DISABLED',
        resultMessage: '비밀번호를 변경할 수 없습니다. 관리자에게 문의해주세요.',
        body: null,
      });
      expect((await edit('mustchange2', PASSWORD, 'NewPassw0rd!')).json().resultCode).toBe('0000');
    } finally {
      await setCanUpdate(true);
    }
  });

  it('needs the secured transport and every field', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/edit-password',
      payload: { usrId: 'staff', oldPwd: PASSWORD, newPwd: 'NewPassw0rd!' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().resultCode).toBe('INVALID_SECURE_PARAM');
    const missing = await securedRequest(t.app, {
      url: '/api/authentication/edit-password',
      body: { usrId: 'staff', oldPwd: PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().resultMessage).toBe('요청 형식이 올바르지 않습니다.');
  });
});

describe('GET /api/authentication/validate/id (secured)', () => {
  const validateId = (userId: unknown) =>
    securedRequest(t.app, { method: 'GET', url: '/api/authentication/validate/id', query: { userId } });

  it.each([
    ['newstaff01', { valid: true, exists: false, message: '사용 가능한 아이디입니다.' }],
    ['mustchange', { valid: false, exists: true, message: '이미 사용 중인 아이디입니다.' }],
    [
      'admin',
      {
        valid: false,
        exists: true,
        message: '아이디는 영문자로 시작하는 6~20자의 영문자 또는 숫자로 입력해주세요.',
      },
    ],
    [
      '1abcdef',
      {
        valid: false,
        exists: false,
        message: '아이디는 영문자로 시작하는 6~20자의 영문자 또는 숫자로 입력해주세요.',
      },
    ],
  ])('%s → %o', async (userId, body) => {
    const res = await validateId(userId);
    expect(res.json()).toEqual({ resultCode: '0000', resultMessage: '정상', body });
  });

  it('refuses a plain query and a missing or non-string id', async () => {
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/authentication/validate/id?userId=staff01',
    });
    expect(plain.json().resultCode).toBe('INVALID_SECURE_PARAM');
    expect((await validateId(undefined)).statusCode).toBe(400);
    expect((await validateId(12345678)).statusCode).toBe(400);
  });
});

describe('GET /api/authentication/validate/password', () => {
  const validatePassword = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/authentication/validate/password', query });

  it('names the first broken rule, or says the password is fine', async () => {
    expect((await validatePassword({ password: 'Hanbit#2026' })).json()).toEqual({
      resultCode: '0000',
      resultMessage: '정상',
      body: { valid: true, message: '사용 가능한 비밀번호입니다.' },
    });
    expect((await validatePassword({ password: 'short' })).json().body).toEqual({
      valid: false,
      problem: 'length',
      message: '비밀번호는 8자 이상 20자 이하로 입력해주세요.',
    });
    expect(
      (await validatePassword({ password: 'Passw0rd!', oldPassword: 'Passw0rd!' })).json().body.problem,
    ).toBe('sameAsOld');
    expect(
      (await validatePassword({ password: 'Staff01pass!', userId: 'staff01' })).json().body.problem,
    ).toBe('containsId');
    // The demo accounts' password and others an attacker tries first pass the rule but are refused.
    for (const password of ['Passw0rd!', 'qwer1234!', 'P@ssw0rd'])
      expect((await validatePassword({ password })).json().body).toEqual({
        valid: false,
        problem: 'common',
        message: '쉽게 추측할 수 있는 비밀번호입니다. 다른 비밀번호를 입력해주세요.',
      });
  });

  it('answers 400 without a password', async () => {
    const res = await validatePassword({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      resultCode: 'BAD_REQUEST',
      resultMessage: '요청 형식이 올바르지 않습니다.',
      body: null,
    });
  });
});
