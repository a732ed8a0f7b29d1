import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests, rowsOf } from '../../../runtime/server/db/index.ts';
import { CONTROL_CHARACTER_MESSAGE } from '../../../schemas/api/text.ts';
import { PASSWORD, usersSnapshot } from '../auth/authTestApp.ts';
import { securedRequest } from '../support/secured.ts';
import { type SystemFixture, snapshot, systemFixture } from '../system/systemFixture.ts';

// A NUL byte used to reach PostgreSQL, which refuses it: 500 and an error in the log. Every text a
// caller sends now goes through text() of schemas/api, so any C0 control character or DEL answers
// 400 with a Korean message before anything is read or written.

const REFUSED = { resultCode: 'BAD_REQUEST', resultMessage: CONTROL_CHARACTER_MESSAGE, body: null };
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f'];

let f: SystemFixture;
/** The menu-management menu (program SYSTEM_MENU): where admin may write menus. */
let menuAdmin: string;
beforeAll(async () => {
  f = await systemFixture();
  const rows = rowsOf<{ mnu_id: string }>(
    await f.db.execute(
      sql`select mnu_id from menus where pro_id_val = 'SYSTEM_MENU' order by mnu_id limit 1`,
    ),
  );
  menuAdmin = rows[0]?.mnu_id ?? f.menus.adminOnly;
});
afterAll(async () => f?.close());

const admin = (url: string, body: unknown) => f.post(url, body, f.admin, menuAdmin);

describe('menu writes', () => {
  it('add works for admin, and the same menu with a control character is refused, nothing written', async () => {
    expect((await admin('/api/system/menu', { mnuNm: '정상 메뉴', mnuUrl: '/pubs/ok/1' })).statusCode).toBe(
      200,
    );
    const before = await snapshot(f.db);
    for (const c of CONTROLS) {
      const res = await admin('/api/system/menu', { mnuNm: `메뉴${c}이름`, mnuUrl: '/pubs/ok/2' });
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
      expect(res.json()).toEqual(REFUSED);
    }
    const other = [
      { mnuNm: '메뉴', proIdVal: 'PGM\u0000' },
      { mnuNm: '메뉴', iconSrc: '/icon\u0000.svg' },
      { mnuNm: '메뉴', mnuUrl: '/pubs/\u0000' },
      { mnuNm: '메뉴', mnuId: '9\u00009' },
    ];
    for (const body of other) {
      expect((await admin('/api/system/menu', body)).json(), JSON.stringify(body)).toEqual(REFUSED);
    }
    expect(await snapshot(f.db)).toEqual(before);
  });

  it('edit and batch refuse it too, the whole batch unwritten', async () => {
    const before = await snapshot(f.db);
    const edit = await admin('/api/system/menu/edit', { mnuId: f.menus.staffToo, mnuNm: '이름\u0000' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual(REFUSED);
    const batch = await admin('/api/system/menu/batch', {
      menus: [{ mnuNm: '첫째', mnuUrl: '/pubs/batch/1' }, { mnuNm: '둘째\u007f' }],
    });
    expect(batch.json()).toEqual(REFUSED);
    expect(await admin('/api/system/menu/list', { mnuNm: '\u0000' }).then((r) => r.statusCode)).toBe(400);
    expect(await snapshot(f.db)).toEqual(before);
  });

  it('the access log refuses a function id or URL holding one (it used to answer 500)', async () => {
    const before = await snapshot(f.db);
    const fn = await f.post(
      '/api/system/menu/access/function',
      { mnuId: f.menus.staffToo, fncId: 'SAVE\u0000' },
      f.admin,
    );
    expect(fn.json()).toEqual(REFUSED);
    const opened = await f.post(
      '/api/system/menu/access',
      { mnuId: f.menus.staffToo, mnuUrl: '/a\u0000' },
      f.admin,
    );
    expect(opened.json()).toEqual(REFUSED);
    expect(await snapshot(f.db)).toEqual(before);
  });
});

describe('authentication', () => {
  const login = (userId: string, userPw: string) =>
    securedRequest(f.app, { url: '/api/authentication/login', body: { userId, userPw } });

  it('login refuses a control character in the id or the password, and counts no failure', async () => {
    const before = await usersSnapshot(f.db);
    for (const [userId, userPw] of [
      ['adm\u0000in', PASSWORD],
      ['admin\n', PASSWORD],
      ['admin', `${PASSWORD}\u0000`],
      ['admin', `wrong\u001b`],
    ] as const) {
      const res = await login(userId, userPw);
      expect(res.statusCode, JSON.stringify(userId + userPw)).toBe(400);
      expect(res.json()).toEqual(REFUSED);
    }
    expect(await usersSnapshot(f.db)).toEqual(before);
  });

  it('validate/id refuses one in the query', async () => {
    const res = await securedRequest(f.app, {
      method: 'GET',
      url: '/api/authentication/validate/id',
      query: { userId: 'new\u0000user' },
    });
    expect(res.json()).toEqual(REFUSED);
  });

  it("an approval's reason may span lines, but not hold other control characters", async () => {
    const requests = async () => (await f.db.select({ n: count() }).from(approvalRequests))[0]?.n;
    const ask = (reason: string) =>
      securedRequest(f.app, {
        url: '/api/authentication/approval',
        body: { userId: 'locked', userPw: PASSWORD, aprvTypeCd: '01', reason },
      });
    const before = await requests();
    const refused = await ask('잠금 해제\u0000요청');
    expect(refused.json()).toEqual(REFUSED);
    expect(await requests()).toBe(before);
    const accepted = await ask('잠금 해제를 요청합니다.\r\n\t업무에 필요합니다.');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().resultCode).toBe('0000');
    const [row] = await f.db
      .select({ reason: approvalRequests.reason })
      .from(approvalRequests)
      .where(eq(approvalRequests.usrId, 'locked'));
    expect(row?.reason).toBe('잠금 해제를 요청합니다.\r\n\t업무에 필요합니다.');
  });
});
