import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicateCheckParam, readTokenClaims } from '../../../runtime/core/auth/index.ts';
import { caughtUp } from '../../../runtime/server/cache/index.ts';
import { approvalRequests, rowsOf, users } from '../../../runtime/server/db/index.ts';
import { TEST_SECRET } from '../support/secured.ts';
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

const call = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/system/usermenu/list',
    headers: { [ACCESS]: token },
    payload: { sysCd: 'CONSOLE' },
  });

async function loggedIn(usrId: string): Promise<string> {
  const res = await login(t.app, usrId, PASSWORD);
  expect(res.json().body.resCd).toBe('0000');
  return res.headers[ACCESS] as string;
}

/** The menu of the 계정 잠금 관리 screen (programId SYSTEM_USER). */
async function userAdminMenu(): Promise<string> {
  const rows = rowsOf<{ mnu_id: string }>(
    await t.app.db.execute(sql`select mnu_id from menus where pro_id_val = 'SYSTEM_USER' limit 1`),
  );
  const id = rows[0]?.mnu_id;
  if (!id) throw new Error('the seed has no SYSTEM_USER menu');
  return id;
}

const WRONG = 'Wrong0000!';

describe('a live session ends when its account may no longer log in', () => {
  it.each([
    ['blocked', { status: 'BLOCKED' }],
    ['locked', { lockedYn: 'Y' }],
    ['expired', { expiredYn: 'Y' }],
    ['dormant', { dormantYn: 'Y' }],
    ['pending', { pendingYn: 'Y' }],
  ] as const)('answers FS10 at the next call once the account is %s', async (name, flags) => {
    const usrId = `live${name}`;
    await addUser(t.app.db, { usrId });
    const token = await loggedIn(usrId);
    expect((await call(token)).statusCode).toBe(200);
    await t.app.db.update(users).set(flags).where(eq(users.usrId, usrId));
    await caughtUp(t.app.db); // as an operator's SQL would be heard
    const res = await call(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      resultCode: 'FS10',
      resultMessage: '로그인 세션이 만료되었습니다. 다시 로그인해주세요.',
      body: null,
    });
    // The duplicate check says so too (polling clients end at once).
    const claims = readTokenClaims(token);
    const k = duplicateCheckParam(
      { userId: usrId, sessionKey: claims?.dck as string, procId: claims?.procId as string },
      TEST_SECRET,
    );
    const check = await t.app.inject({ method: 'GET', url: '/api/auth-ws', query: { k } });
    expect(check.json().resultCode).toBe('FS10');
  });
});

describe('the duplicate check reads the account', () => {
  it('answers FS10 once failed logins lock the account, before any other call', async () => {
    await addUser(t.app.db, { usrId: 'pollme' });
    const token = await loggedIn('pollme');
    const claims = readTokenClaims(token);
    const k = duplicateCheckParam(
      { userId: 'pollme', sessionKey: claims?.dck as string, procId: claims?.procId as string },
      TEST_SECRET,
    );
    const check = () => t.app.inject({ method: 'GET', url: '/api/auth-ws', query: { k } });
    expect((await check()).json().resultCode).toBe('0000');
    for (let n = 0; n < 5; n++) await login(t.app, 'pollme', WRONG, { remoteAddress: `10.6.0.${n}` });
    expect((await check()).json().resultCode).toBe('FS10');
    expect((await call(token)).json().resultCode).toBe('FS10');
  });
});

describe('account lock', () => {
  it('lifts by itself auth.lock.minutes (30) after failed logins set it', async () => {
    await addUser(t.app.db, { usrId: 'lockme' });
    for (let n = 0; n < 5; n++) await login(t.app, 'lockme', WRONG, { remoteAddress: `10.7.0.${n}` });
    const [row] = await t.app.db.select().from(users).where(eq(users.usrId, 'lockme'));
    expect(row).toMatchObject({ lockedYn: 'Y', loginFailCnt: 5 });
    expect(row?.lockedDttm).toBeInstanceOf(Date);
    expect((await login(t.app, 'lockme', PASSWORD)).json().body.resCd).toBe('FS09');
    t.clock.advance(29 * 60_000);
    expect((await login(t.app, 'lockme', PASSWORD)).json().body.resCd).toBe('FS09');
    t.clock.advance(61_000);
    const res = await login(t.app, 'lockme', PASSWORD);
    expect(res.json().body).toMatchObject({ resCd: '0000', loginFailCnt: 0 });
    const [after] = await t.app.db.select().from(users).where(eq(users.usrId, 'lockme'));
    expect(after).toMatchObject({ lockedYn: 'N', loginFailCnt: 0, lockedDttm: null });
  });

  it('never lifts by itself with auth.lock.minutes 0; an administrator unlocks through the API', async () => {
    const strict = await startAuthApp({ config: { auth: { lock: { minutes: 0 } } } });
    try {
      await addUser(strict.database.db, { usrId: 'victim' });
      for (let n = 0; n < 5; n++) await login(strict.app, 'victim', WRONG, { remoteAddress: `10.8.0.${n}` });
      strict.clock.advance(24 * 3_600_000);
      expect((await login(strict.app, 'victim', PASSWORD)).json().body.resCd).toBe('FS09');
      await strict.database.db
        .insert(approvalRequests)
        .values({ usrId: 'victim', aprvTypeCd: '01', status: 'REQUESTED' });

      const menuId = await (async () => {
        const rows = rowsOf<{ mnu_id: string }>(
          await strict.database.db.execute(sql`select mnu_id from menus where pro_id_val = 'SYSTEM_USER'`),
        );
        return rows[0]?.mnu_id as string;
      })();
      const admin = (await login(strict.app, 'admin', PASSWORD)).headers[ACCESS] as string;
      const staff = (await login(strict.app, 'staff', PASSWORD)).headers[ACCESS] as string;
      const post = (url: string, token: string, payload: object) =>
        strict.app.inject({
          method: 'POST',
          url,
          headers: { [ACCESS]: token, 'Menu-Id': menuId },
          payload,
        });

      const locked = await post('/api/system/user/locked', admin, {});
      expect(locked.json().body).toEqual(
        expect.arrayContaining([expect.objectContaining({ usrId: 'victim', loginFailCnt: 5 })]),
      );
      // Staff cannot unlock (no SAVE on the SYSTEM_USER menu), nor through any other menu.
      const before = await usersSnapshot(strict.database.db);
      expect((await post('/api/system/user/unlock', staff, { usrId: 'victim' })).statusCode).toBe(403);
      expect(await usersSnapshot(strict.database.db)).toEqual(before);

      const done = await post('/api/system/user/unlock', admin, { usrId: 'victim' });
      expect(done.json()).toEqual({
        resultCode: '0000',
        resultMessage: '정상',
        body: { usrId: 'victim', unlocked: true },
      });
      expect((await login(strict.app, 'victim', PASSWORD)).json().body.resCd).toBe('0000');
      const [request] = await strict.database.db
        .select()
        .from(approvalRequests)
        .where(eq(approvalRequests.usrId, 'victim'));
      expect(request?.status).toBe('APPROVED');
      const missing = await post('/api/system/user/unlock', admin, { usrId: 'nobody' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().resultMessage).toBe('사용자를 찾을 수 없습니다: nobody');
    } finally {
      await strict.close();
    }
  });

  it('the seeded 계정 잠금 관리 screen is a SYSTEM_USER menu', async () => {
    expect(await userAdminMenu()).toMatch(/^\d+$/);
  });
});
