import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, DEFAULT_MENU_ID, HIDDEN_MENU_IDS, menus } from '../../../runtime/server/db/index.ts';
import { type SystemFixture, snapshot, systemFixture } from './systemFixture.ts';

let f: SystemFixture;
beforeAll(async () => {
  f = await systemFixture();
});
afterAll(async () => f?.close());

const latest = async () => (await f.db.select().from(accessLogs).orderBy(desc(accessLogs.id)).limit(1))[0];

describe('access history', () => {
  it('records a menu access with the user, system, program id and transaction id', async () => {
    const res = await f.post(
      '/api/system/menu/access',
      { mnuId: f.menus.staffToo, mnuUrl: '/pubs/MP/UI_FU_0016' },
      f.staff,
      f.menus.staffToo,
      {
        headers: { 'Program-Id': 'MP_UI_FU_0016', 'X-Tran-Id': 'tranAccess0001' },
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultCode: '0000', resultMessage: '정상', body: null });
    expect(await latest()).toMatchObject({
      usrId: 'staff',
      sysCd: 'CONSOLE',
      mnuId: f.menus.staffToo,
      mnuUrl: '/pubs/MP/UI_FU_0016',
      fncId: null,
      proIdVal: 'MP_UI_FU_0016',
      tranId: 'tranAccess0001',
      regUsrId: 'staff',
      regUsrIp: '127.0.0.1',
    });
  });

  it('records a function access', async () => {
    const res = await f.post(
      '/api/system/menu/access/function',
      { mnuId: f.menus.staffToo, fncId: 'SEARCH' },
      f.staff,
      f.menus.staffToo,
      {
        headers: { 'Program-Id': 'MP_UI_FU_0016' },
      },
    );
    expect(res.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      usrId: 'staff',
      mnuId: f.menus.staffToo,
      fncId: 'SEARCH',
      mnuUrl: null,
    });
    expect((await latest())?.tranId).toBe(res.headers['x-tran-id']);
  });

  it('needs a login', async () => {
    expect((await f.post('/api/system/menu/access', { mnuId: '1000', mnuUrl: '/' }, {})).statusCode).toBe(
      401,
    );
  });

  const bad: Array<[string, object | string]> = [
    ['/api/system/menu/access', {}],
    ['/api/system/menu/access', { mnuId: '1000' }],
    ['/api/system/menu/access', { mnuId: '1000', mnuUrl: 'http://x' }],
    ['/api/system/menu/access', { mnuId: '1000', mnuUrl: `/${'a'.repeat(500)}` }],
    ['/api/system/menu/access', '{{'],
    ['/api/system/menu/access/function', { mnuId: '1000' }],
    ['/api/system/menu/access/function', { mnuId: '1000', fncId: 'two words' }],
    ['/api/system/menu/access/function', { mnuId: 1000, fncId: 'SEARCH' }],
  ];
  it.each(bad)('%s %j → 400, nothing recorded', async (url, body) => {
    const before = await snapshot(f.db);
    const res = await f.app.inject({
      method: 'POST',
      url,
      headers: { ...f.staff, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().body).toBeNull();
    expect(await snapshot(f.db)).toEqual(before);
  });
});

describe('access history only for menus the caller may open', () => {
  const calls: Array<[string, (mnuId: string) => object]> = [
    ['/api/system/menu/access', (mnuId) => ({ mnuId, mnuUrl: '/pubs/x' })],
    ['/api/system/menu/access/function', (mnuId) => ({ mnuId, fncId: 'SEARCH' })],
  ];

  /** Posts as `who` and expects a 403 with `resultCode` that wrote nothing. */
  async function expectRefused(
    url: string,
    body: object,
    who: Record<string, string>,
    resultCode: string,
    remoteAddress?: string,
  ) {
    const before = await snapshot(f.db);
    const res = await f.post(url, body, who, undefined, remoteAddress ? { remoteAddress } : {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ resultCode, body: null });
    expect(await snapshot(f.db)).toEqual(before);
    return res;
  }

  it.each(calls)('%s: staff is refused a menu only admin holds; admin is recorded', async (url, body) => {
    const res = await expectRefused(url, body(f.menus.adminOnly), f.staff, 'FORBIDDEN_MENU');
    expect(res.json().resultMessage).toBe('해당 메뉴에 대한 권한이 없습니다.');
    expect((await f.post(url, body(f.menus.adminOnly), f.admin)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ usrId: 'admin', mnuId: f.menus.adminOnly });
  });

  it.each(calls)('%s: a public menu (authScopCd 03) is recorded for anyone logged in', async (url, body) => {
    expect((await f.post(url, body(f.menus.public), f.staff)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ usrId: 'staff', mnuId: f.menus.public });
  });

  it.each(calls)('%s: an unknown menu, or one of another system, is refused', async (url, body) => {
    await expectRefused(url, body('9999999'), f.admin, 'FORBIDDEN_MENU');
    await f.db
      .insert(menus)
      .values({ mnuId: `OTHER${url.length}`, sysCd: 'OTHER', mnuNm: '다른 시스템', authScopCd: '03' })
      .onConflictDoNothing();
    await expectRefused(url, body(`OTHER${url.length}`), f.admin, 'FORBIDDEN_MENU');
  });

  it.each(calls)('%s: the menu\u2019s IP limit applies', async (url, body) => {
    const res = await expectRefused(
      url,
      body(f.menus.ipLimited),
      f.admin,
      'ustra.management.cannotAccessbleMenuIpAddress',
      '10.9.9.9',
    );
    expect(res.json().resultMessage).toBe('접속하신 IP 주소로는 이 메뉴에 접근할 수 없습니다.');
    const allowed = await f.post(url, body(f.menus.ipLimited), f.admin, undefined, {
      remoteAddress: '10.10.10.10',
    });
    expect(allowed.statusCode).toBe(200);
    expect(await latest()).toMatchObject({ mnuId: f.menus.ipLimited, regUsrIp: '10.10.10.10' });
  });
});

describe('loopback and IP limits (server.trustLoopback)', () => {
  it('loopback passes an IP limit in a development profile, and not where trustLoopback is off', async () => {
    const call = (g: SystemFixture) =>
      g.post('/api/system/menu/access', { mnuId: g.menus.ipLimited, mnuUrl: '/pubs/x' }, g.admin, undefined, {
        remoteAddress: '127.0.0.1',
      });
    const local = await systemFixture();
    const strict = await systemFixture({ config: { server: { trustLoopback: false } } });
    try {
      expect((await call(local)).statusCode).toBe(200);
      const refused = await call(strict);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().resultCode).toBe('ustra.management.cannotAccessbleMenuIpAddress');
      // A listed address still passes.
      const listed = await strict.post(
        '/api/system/menu/access',
        { mnuId: strict.menus.ipLimited, mnuUrl: '/pubs/x' },
        strict.admin,
        undefined,
        { remoteAddress: '10.10.10.10' },
      );
      expect(listed.statusCode).toBe(200);
    } finally {
      await local.close();
      await strict.close();
    }
  });
});

describe('최근 메뉴 (usermenu.recent)', () => {
  it("answers the caller's latest menus, newest first, once each: only displayed pages they may still open, not the main page", async () => {
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 9, minutes));
    const open = (usrId: string, mnuId: string, minutes: number, fncId: string | null = null) => ({
      usrId,
      sysCd: 'CONSOLE',
      mnuId,
      fncId,
      regDttm: at(minutes),
      regUsrId: usrId,
    });
    await f.db.insert(accessLogs).values([
      open('staff', f.menus.staffToo, 1),
      open('staff', f.menus.public, 2),
      open('staff', f.menus.adminOnly, 3), // not STAFF's
      open('staff', DEFAULT_MENU_ID, 4), // the main page
      open('staff', HIDDEN_MENU_IDS[0]!, 5), // not displayed
      open('staff', f.menus.staffToo, 6),
      open('staff', f.menus.public, 7, 'SEARCH'), // a function used: not an opening
      open('admin', f.menus.adminOnly, 8), // someone else's
    ]);
    const res = await f.app.inject({
      method: 'GET',
      url: '/api/system/usermenu/recent',
      headers: { ...f.staff, 'Menu-Id': DEFAULT_MENU_ID },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().body.list as Array<{ mnuId: string; mnuUrl: string; lastDttm: string }>;
    expect(list.map((m) => [m.mnuId, m.lastDttm])).toEqual([
      [f.menus.staffToo, at(6).toISOString()],
      [f.menus.public, at(2).toISOString()],
    ]);
    expect(list[0]!.mnuUrl).toMatch(/^\/pubs\/MP\//);
    expect((await f.app.inject({ method: 'GET', url: '/api/system/usermenu/recent' })).statusCode).toBe(401);
  });
});
