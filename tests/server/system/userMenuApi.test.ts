import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf, userMenus } from '../../../runtime/server/db/index.ts';
import { userMenuListAnswerSchema } from '../../../schemas/api/userMenus.ts';
import { type SystemFixture, snapshot, systemFixture } from './systemFixture.ts';

let f: SystemFixture;
beforeAll(async () => {
  f = await systemFixture();
});
afterAll(async () => f?.close());
beforeEach(async () => {
  await f.db.delete(userMenus);
});

const add = (mnuId: string, who = f.admin) => f.post('/api/system/usermenu', { mnuId }, who);
const list = (who = f.admin, body: object = { sysCd: 'CONSOLE' }) =>
  f.post('/api/system/usermenu/list', body, who);
const ids = (res: { json(): { body: Array<{ mnuId: string }> } }) => res.json().body.map((m) => m.mnuId);

describe('favourite menus', () => {
  it('adds favourites at the end, idempotently, answering the list with menu names and URLs', async () => {
    const first = await add(f.menus.staffToo);
    expect(first.statusCode).toBe(200);
    expect(userMenuListAnswerSchema.safeParse(first.json().body).success).toBe(true);
    await add(f.menus.adminOnly);
    const again = await add(f.menus.staffToo);
    expect(again.json().body).toEqual([
      expect.objectContaining({
        usrId: 'admin',
        sysCd: 'CONSOLE',
        mnuId: f.menus.staffToo,
        srtNo: 0,
        defMnuYn: 'N',
      }),
      expect.objectContaining({ mnuId: f.menus.adminOnly, srtNo: 1 }),
    ]);
    const entry = again.json().body[0];
    expect(entry.mnuNm).toEqual(expect.any(String));
    expect(entry.mnuUrl).toMatch(/^\/pubs\/MP\//);
    expect(ids(await list())).toEqual([f.menus.staffToo, f.menus.adminOnly]);
  });

  it('lists only the caller\u2019s own favourites; asking for another user\u2019s is refused', async () => {
    await add(f.menus.staffToo, f.staff);
    await add(f.menus.adminOnly, f.admin);
    expect(ids(await list(f.staff))).toEqual([f.menus.staffToo]);
    expect(ids(await list(f.staff, { sysCd: 'CONSOLE', usrId: 'staff' }))).toEqual([f.menus.staffToo]);
    const other = await list(f.staff, { sysCd: 'CONSOLE', usrId: 'admin' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      resultCode: 'ustra.management.otherUserMenu',
      resultMessage: '다른 사용자의 즐겨찾기 메뉴는 조회할 수 없습니다.',
      body: null,
    });
    expect((await list(f.staff, { sysCd: 'OTHER' })).json().body).toEqual([]);
    expect((await list(f.staff, {})).statusCode).toBe(400);
  });

  it('refuses a menu the caller holds no authority for, and an unknown menu', async () => {
    const before = await snapshot(f.db);
    const denied = await add(f.menus.adminOnly, f.staff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().resultMessage).toBe(
      `메뉴(${f.menus.adminOnly})에 대한 권한이 없어 즐겨찾기에 추가할 수 없습니다.`,
    );
    expect((await add('31337', f.staff)).statusCode).toBe(404);
    const otherSystem = await f.post(
      '/api/system/usermenu',
      { mnuId: f.menus.staffToo, sysCd: 'OTHER' },
      f.staff,
    );
    expect(otherSystem.statusCode).toBe(404);
    expect(await snapshot(f.db)).toEqual(before);
    // authScopCd 03 is open to everyone.
    expect((await add(f.menus.public, f.staff)).statusCode).toBe(200);
  });

  it('removes a favourite and closes the gap; removing a non-favourite changes nothing', async () => {
    for (const id of [f.menus.staffToo, f.menus.adminOnly, f.menus.public]) await add(id);
    const res = await f.post('/api/system/usermenu/remove', { mnuId: f.menus.adminOnly }, f.admin);
    expect(res.json().body.map((m: { mnuId: string; srtNo: number }) => [m.mnuId, m.srtNo])).toEqual([
      [f.menus.staffToo, 0],
      [f.menus.public, 1],
    ]);
    const noop = await f.post('/api/system/usermenu/remove', { mnuId: f.menus.adminOnly }, f.admin);
    expect(noop.statusCode).toBe(200);
    expect(noop.json().body).toHaveLength(2);
  });

  it('reorders with the full list in one go, refusing a partial or foreign list', async () => {
    for (const id of [f.menus.staffToo, f.menus.adminOnly, f.menus.public]) await add(id);
    const order = [f.menus.public, f.menus.staffToo, f.menus.adminOnly];
    const res = await f.post('/api/system/usermenu/edit', { mnuIds: order }, f.admin);
    expect(res.json().body.map((m: { mnuId: string; srtNo: number }) => [m.mnuId, m.srtNo])).toEqual(
      order.map((id, i) => [id, i]),
    );
    const before = await snapshot(f.db);
    for (const mnuIds of [order.slice(1), [...order.slice(1), '1000'], [...order, '1000']]) {
      const bad = await f.post('/api/system/usermenu/edit', { mnuIds }, f.admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().resultCode).toBe('ustra.management.userMenuOrderMismatch');
    }
    const dup = await f.post(
      '/api/system/usermenu/edit',
      { mnuIds: [order[0], order[0], order[1]] },
      f.admin,
    );
    expect(dup.statusCode).toBe(400);
    expect(await snapshot(f.db)).toEqual(before);
  });

  it('sets one default menu (the others N) and clears it with null', async () => {
    for (const id of [f.menus.staffToo, f.menus.adminOnly]) await add(id);
    const def = (mnuId: string | null) => f.post('/api/system/usermenu/def', { mnuId }, f.admin);
    const flags = (res: Awaited<ReturnType<typeof def>>) =>
      res.json().body.map((m: { mnuId: string; defMnuYn: string }) => `${m.mnuId}:${m.defMnuYn}`);
    expect(flags(await def(f.menus.staffToo))).toEqual([`${f.menus.staffToo}:Y`, `${f.menus.adminOnly}:N`]);
    expect(flags(await def(f.menus.adminOnly))).toEqual([`${f.menus.staffToo}:N`, `${f.menus.adminOnly}:Y`]);
    expect(flags(await def(null))).toEqual([`${f.menus.staffToo}:N`, `${f.menus.adminOnly}:N`]);
    const missing = await def(f.menus.public);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().resultMessage).toBe(`즐겨찾기에 없는 메뉴입니다: ${f.menus.public}`);
    expect((await f.post('/api/system/usermenu/def', {}, f.admin)).statusCode).toBe(400);
  });

  it('needs a login for every call', async () => {
    for (const url of ['list', 'def', 'edit', 'remove'].map((p) => `/api/system/usermenu/${p}`)) {
      expect((await f.post(url, {}, {})).statusCode).toBe(401);
    }
    expect((await add(f.menus.staffToo, {})).statusCode).toBe(401);
  });

  it('ends 50 concurrent additions by one user with 50 rows numbered 0..49', async () => {
    const pages = rowsOf<{ mnu_id: string }>(
      await f.db.execute(sql`select mnu_id from menus where mnu_url is not null order by mnu_id limit 50`),
    ).map((r) => r.mnu_id);
    expect(pages).toHaveLength(50);
    // The admin role holds every page.
    const answers = await Promise.all(pages.map((id) => add(id, f.admin)));
    expect(answers.map((r) => r.statusCode)).toEqual(pages.map(() => 200));
    const rows = await f.db.select().from(userMenus);
    expect(rows).toHaveLength(50);
    expect(rows.map((r) => r.srtNo).sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
    expect(new Set(rows.map((r) => r.mnuId))).toEqual(new Set(pages));
  });
});

describe('bad input never writes and never answers 500', () => {
  const cases: Array<[string, string | object | undefined]> = [
    ['/api/system/usermenu', '{"mnuId":'],
    ['/api/system/usermenu', {}],
    ['/api/system/usermenu', { mnuId: 1000 }],
    ['/api/system/usermenu', { mnuId: '1000', sysCd: '' }],
    ['/api/system/usermenu', undefined],
    ['/api/system/usermenu/list', { sysCd: 5 }],
    ['/api/system/usermenu/edit', { mnuIds: '1000' }],
    ['/api/system/usermenu/edit', { mnuIds: [1000] }],
    ['/api/system/usermenu/def', { mnuId: 12 }],
    ['/api/system/usermenu/remove', { mnuId: '' }],
  ];
  it.each(cases)('%s %j → 400 envelope, database unchanged', async (url, body) => {
    const before = await snapshot(f.db);
    const res = await f.app.inject({
      method: 'POST',
      url,
      headers: { ...f.admin, 'content-type': 'application/json' },
      ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ resultCode: expect.any(String), body: null });
    expect(await snapshot(f.db)).toEqual(before);
  });
});
