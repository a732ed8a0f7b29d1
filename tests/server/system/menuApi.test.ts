import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caughtUp } from '../../../runtime/server/cache/index.ts';
import {
  adminAuditLogs,
  authorities,
  consoleEvents,
  IP_LIMITED_MENU_ID,
  menus,
  userMenus,
} from '../../../runtime/server/db/index.ts';
import { menuRecordSchema } from '../../../schemas/api/menus.ts';
import { MENU_ICON_MESSAGE, MENU_URL_MESSAGE } from '../../../schemas/api/systemFields.ts';
import { exampleScreens } from '../support/testDatabase.ts';
import { type SystemFixture, snapshot, systemFixture } from './systemFixture.ts';

/**
 * Screen routes no menu of the example uses yet, one per test that writes a URL: a menu URL must be
 * a screen's route, and no two menus of a system may share one.
 */
const FREE = Array.from({ length: 10 }, (_, i) => `/pubs/TEST/FREE_${i}`);

let f: SystemFixture;
beforeAll(async () => {
  f = await systemFixture({
    // The example console's screens, as `console start` compiles them, and the free routes above.
    screens: [...exampleScreens(), ...FREE.map((path) => ({ path, title: path }))],
  });
});
afterAll(async () => f?.close());

/** As admin, on the menu-management menu. */
const admin = (url: string, body?: unknown) => f.post(url, body, f.admin, f.menus.menuAdmin);
const get = (id: string, who = f.admin, menuId = f.menus.menuAdmin) =>
  f.app.inject({ method: 'GET', url: `/api/system/menu/${id}`, headers: { ...who, 'Menu-Id': menuId } });

/** Every menu write, with a body that would succeed for an authorised caller. */
const WRITES: ReadonlyArray<[string, (n: number) => unknown]> = [
  ['/api/system/menu', (n) => ({ mnuNm: `침입 ${n}`, mnuUrl: `/pubs/x/${n}` })],
  ['/api/system/menu/edit', () => ({ mnuId: IP_LIMITED_MENU_ID, ipLmtYn: 'N', mnuNm: '열림' })],
  ['/api/system/menu/batch', () => ({ menus: [{ mnuId: '1000', mnuNm: '바뀜' }] })],
  ['/api/system/menu/remove', () => ({ mnuId: IP_LIMITED_MENU_ID })],
];

async function allMenuIds(): Promise<string[]> {
  return (await f.db.select({ id: menus.mnuId }).from(menus)).map((r) => r.id);
}

describe('menu authority (bound to the SYSTEM_MENU program and a function)', () => {
  it('refuses every menu write by staff, whatever Menu-Id is sent (public, 홈, its own menus), writing nothing', async () => {
    const before = await snapshot(f.db);
    const ids = [...(await allMenuIds()), '', '999999'];
    let n = 0;
    const statuses = new Set<number>();
    for (const menuId of ids) {
      for (const [url, body] of WRITES) {
        const res = await f.post(url, body(n++), f.staff, menuId);
        statuses.add(res.statusCode);
      }
    }
    expect([...statuses]).toEqual([403]);
    expect(await snapshot(f.db)).toEqual(before);
  });

  it('lets admin read on the menu-management menu only, and refuses a read through any other menu', async () => {
    expect((await admin('/api/system/menu/list', {})).statusCode).toBe(200);
    for (const other of [f.menus.adminOnly, f.menus.public, f.menus.staffToo]) {
      const refused = await f.post('/api/system/menu/list', {}, f.admin, other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        resultCode: 'FORBIDDEN_MENU',
        resultMessage: '해당 메뉴에 대한 권한이 없습니다.',
        body: null,
      });
    }
    expect((await get(f.menus.staffToo, f.staff, f.menus.menuAdmin)).statusCode).toBe(403);
  });

  it('refuses a call without Menu-Id, or naming an unknown menu, and one without a login', async () => {
    expect((await f.post('/api/system/menu/list', {}, f.admin)).statusCode).toBe(403);
    expect((await f.post('/api/system/menu/list', {}, f.admin, '999999')).statusCode).toBe(403);
    const anonymous = await f.post('/api/system/menu/list', {}, {}, f.menus.menuAdmin);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().resultMessage).toBe('권한이 없습니다.');
  });

  it('a public menu of the program opens reading, never writing; SEARCH alone reads but does not write', async () => {
    const menuId = f.menus.menuAdmin;
    const grant = await f.db
      .insert(authorities)
      .values({ roleId: 'STAFF', authority: `${menuId}:SYSTEM_MENU:SEARCH` })
      .returning({ id: authorities.id });
    await caughtUp(f.db);
    try {
      expect((await f.post('/api/system/menu/list', {}, f.staff, menuId)).statusCode).toBe(200);
      const denied = await f.post('/api/system/menu', { mnuNm: '검색만' }, f.staff, menuId);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({
        resultCode: 'FORBIDDEN_FUNCTION',
        resultMessage: '해당 기능을 사용할 권한이 없습니다. 관리자에게 권한을 요청하세요.',
        body: null,
      });
    } finally {
      await f.db.delete(authorities).where(eq(authorities.id, grant[0]!.id));
      await caughtUp(f.db);
    }
    await f.db.update(menus).set({ authScopCd: '03' }).where(eq(menus.mnuId, menuId));
    await caughtUp(f.db);
    try {
      expect((await f.post('/api/system/menu/list', {}, f.staff, menuId)).statusCode).toBe(200);
      const before = await snapshot(f.db);
      for (const [url, body] of WRITES) {
        expect((await f.post(url, body(0), f.staff, menuId)).statusCode).toBe(403);
      }
      expect(await snapshot(f.db)).toEqual(before);
    } finally {
      await f.db.update(menus).set({ authScopCd: null }).where(eq(menus.mnuId, menuId));
      await caughtUp(f.db);
    }
  });

  it('does not let menu management reach the other programs: SYSTEM_USER menus need SAVE on SYSTEM_USER too', async () => {
    const menuId = f.menus.menuAdmin;
    const [userAdmin] = await f.db
      .select({ id: menus.mnuId })
      .from(menus)
      .where(eq(menus.proIdVal, 'SYSTEM_USER'));
    const grants = await f.db
      .insert(authorities)
      .values([
        { roleId: 'STAFF', authority: `${menuId}:SYSTEM_MENU:SEARCH` },
        { roleId: 'STAFF', authority: `${menuId}:SYSTEM_MENU:SAVE` },
        { roleId: 'STAFF', authority: `${menuId}:SYSTEM_MENU:DELETE` },
      ])
      .returning({ id: authorities.id });
    await caughtUp(f.db);
    try {
      const before = await snapshot(f.db);
      const attempts = [
        ['/api/system/menu', { mnuNm: '우회', proIdVal: 'SYSTEM_USER' }],
        ['/api/system/menu/edit', { mnuId: f.menus.staffToo, proIdVal: 'SYSTEM_USER' }],
        ['/api/system/menu/edit', { mnuId: userAdmin?.id, authScopCd: '03' }],
        ['/api/system/menu/batch', { menus: [{ mnuId: f.menus.staffToo, proIdVal: 'SYSTEM_USER' }] }],
        ['/api/system/menu/remove', { mnuId: userAdmin?.id }],
      ] as const;
      for (const [url, body] of attempts) {
        const res = await f.post(url, body, f.staff, menuId);
        expect(res.statusCode).toBe(403);
        expect(res.json().resultCode).toBe('FORBIDDEN_FUNCTION');
      }
      expect(await snapshot(f.db)).toEqual(before);
      // An ordinary menu is theirs to change; admin (SAVE on SYSTEM_USER too) may change that one.
      expect(
        (
          await f.post(
            '/api/system/menu/edit',
            { mnuId: f.menus.staffToo, iconSrc: 'coins' },
            f.staff,
            menuId,
          )
        ).statusCode,
      ).toBe(200);
      expect(
        (await admin('/api/system/menu/edit', { mnuId: userAdmin?.id, iconSrc: 'lock' })).statusCode,
      ).toBe(200);
    } finally {
      await f.db.delete(authorities).where(
        inArray(
          authorities.id,
          grants.map((g) => g.id),
        ),
      );
      await caughtUp(f.db);
    }
  });

  it('keeps an IP-limited menu-management menu from other addresses, but not from loopback or a listed one', async () => {
    const menuId = f.menus.menuAdmin;
    await f.db.update(menus).set({ ipLmtYn: 'Y', ipList: '10.10.10.10' }).where(eq(menus.mnuId, menuId));
    await caughtUp(f.db);
    try {
      const from = (remoteAddress: string) =>
        f.post('/api/system/menu/list', {}, f.admin, menuId, { remoteAddress });
      const refused = await from('203.0.113.7');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().resultCode).toBe('ustra.management.cannotAccessbleMenuIpAddress');
      expect((await from('127.0.0.1')).statusCode).toBe(200);
      expect((await from('::1')).statusCode).toBe(200);
      expect((await from('10.10.10.10')).statusCode).toBe(200);
    } finally {
      await f.db.update(menus).set({ ipLmtYn: 'N', ipList: null }).where(eq(menus.mnuId, menuId));
      await caughtUp(f.db);
    }
  });
});

describe('POST /api/system/menu/list and GET /api/system/menu/:id', () => {
  it('lists every menu (records as stored) and filters by system, name, parent and display', async () => {
    const all = (await admin('/api/system/menu/list')).json().body;
    expect(all.length).toBeGreaterThan(50);
    expect(menuRecordSchema.safeParse(all[0]).success).toBe(true);
    const children = (await admin('/api/system/menu/list', { uprMnuId: f.menus.myPageFolder })).json().body;
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((m: { uprMnuId: string }) => m.uprMnuId === f.menus.myPageFolder)).toBe(true);
    const top = (await admin('/api/system/menu/list', { uprMnuId: null })).json().body;
    expect(top.every((m: { mnuStepNo: number }) => m.mnuStepNo === 1)).toBe(true);
    const hidden = (await admin('/api/system/menu/list', { dpYn: 'N' })).json().body;
    expect(hidden.map((m: { mnuId: string }) => m.mnuId)).toEqual(expect.arrayContaining(['3160', '3170']));
    const named = (await admin('/api/system/menu/list', { mnuNm: '마이' })).json().body;
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((m: { mnuNm: string }) => m.mnuNm.includes('마이'))).toBe(true);
    expect((await admin('/api/system/menu/list', { mnuNm: '%' })).json().body).toEqual([]);
    expect((await admin('/api/system/menu/list', { sysCd: 'OTHER' })).json().body).toEqual([]);
  });

  it('gets one menu, and answers 404 with a Korean message for an unknown one', async () => {
    const res = await get(f.menus.staffToo);
    expect(res.json().body.mnuId).toBe(f.menus.staffToo);
    const missing = await get('424242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      resultCode: 'ustra.management.notFoundMenu',
      resultMessage: '메뉴를 찾을 수 없습니다: 424242',
      body: null,
    });
    expect((await get('bad id!')).statusCode).toBe(400);
  });
});

describe('POST /api/system/menu (add) and /menu/edit', () => {
  it('adds a menu with the next numeric id, under its parent, one level deeper, audited', async () => {
    const res = await admin('/api/system/menu', {
      mnuNm: '새 메뉴',
      uprMnuId: f.menus.myPageFolder,
      mnuUrl: `${FREE[0]}/`,
      srtNo: 99,
    });
    expect(res.statusCode).toBe(200);
    const row = res.json().body;
    expect(row.mnuId).toMatch(/^\d+$/);
    const max = (await admin('/api/system/menu/list'))
      .json()
      .body.reduce((m: number, r: { mnuId: string }) => Math.max(m, Number(r.mnuId)), 0);
    expect(Number(row.mnuId)).toBe(max);
    expect(row).toMatchObject({
      mnuNm: '새 메뉴',
      sysCd: 'CONSOLE',
      uprMnuId: f.menus.myPageFolder,
      // 마이페이지 is a folder of 회원 사이트 (depth 2): its pages are depth 3.
      mnuStepNo: 3,
      dpYn: 'Y',
      ipLmtYn: 'N',
      regUsrId: 'admin',
      regUsrIp: '127.0.0.1',
      updUsrId: 'admin',
    });
    const top = (await admin('/api/system/menu', { mnuId: 'TOP_X', mnuNm: '최상위' })).json().body;
    expect(top).toMatchObject({ mnuId: 'TOP_X', uprMnuId: null, mnuStepNo: 1 });
  });

  it('refuses a missing parent, a taken id and a bad URL, writing nothing', async () => {
    const before = await snapshot(f.db);
    const noParent = await admin('/api/system/menu', { mnuNm: 'x', uprMnuId: '987654' });
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().resultMessage).toBe(
      '상위 메뉴가 존재하지 않습니다: 987654. 상위 메뉴를 먼저 등록해주세요.',
    );
    const taken = await admin('/api/system/menu', { mnuId: f.menus.staffToo, mnuNm: 'x' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().resultCode).toBe('ustra.management.duplicatedMenu');
    for (const mnuUrl of ['https://evil.example', '//evil.example', 'no-slash', '/a b']) {
      const res = await admin('/api/system/menu', { mnuNm: 'x', mnuUrl });
      expect(res.statusCode, mnuUrl).toBe(400);
      expect(res.json().resultCode).toBe('BAD_REQUEST');
    }
    expect(await snapshot(f.db)).toEqual(before);
  });

  it('refuses a script or external menu URL on add, edit and batch with a Korean message, writing nothing', async () => {
    const before = await snapshot(f.db);
    const bad = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'https://evil.example',
    ];
    for (const mnuUrl of bad) {
      for (const [url, body] of [
        ['/api/system/menu', { mnuNm: 'x', mnuUrl }],
        ['/api/system/menu/edit', { mnuId: f.menus.staffToo, mnuUrl }],
        [
          '/api/system/menu/batch',
          {
            menus: [
              { mnuNm: '정상', mnuUrl: '/docs' },
              { mnuId: f.menus.staffToo, mnuUrl },
            ],
          },
        ],
      ] as const) {
        const res = await admin(url, body);
        expect(res.statusCode, `${url} ${mnuUrl}`).toBe(400);
        expect(res.json()).toEqual({
          resultCode: 'BAD_REQUEST',
          resultMessage: MENU_URL_MESSAGE,
          body: null,
        });
      }
    }
    expect(MENU_URL_MESSAGE).toMatch(/^메뉴 URL은 \/로 시작하는 화면 경로여야 합니다/);
    expect(await snapshot(f.db)).toEqual(before);
  });

  it('takes an icon of the icon set or an image path of the console, and refuses any other with a Korean message', async () => {
    const before = await snapshot(f.db);
    for (const iconSrc of [
      'unicorn',
      'javascript:alert(1)',
      '//evil.example/i.png',
      'http://cdn.example.com/i.png',
    ]) {
      const res = await admin('/api/system/menu/edit', { mnuId: f.menus.staffToo, iconSrc });
      expect(res.statusCode, iconSrc).toBe(400);
      expect(res.json()).toEqual({ resultCode: 'BAD_REQUEST', resultMessage: MENU_ICON_MESSAGE, body: null });
    }
    expect(await snapshot(f.db)).toEqual(before);
    for (const iconSrc of ['coins', '/images/menu/points.svg']) {
      expect((await admin('/api/system/menu/edit', { mnuId: f.menus.staffToo, iconSrc })).statusCode).toBe(
        200,
      );
      const [row] = await f.db.select().from(menus).where(eq(menus.mnuId, f.menus.staffToo));
      expect(row?.iconSrc).toBe(iconSrc);
    }
    // Blank clears it.
    await admin('/api/system/menu/edit', { mnuId: f.menus.staffToo, iconSrc: '' });
    const [row] = await f.db.select().from(menus).where(eq(menus.mnuId, f.menus.staffToo));
    expect(row?.iconSrc).toBeNull();
  });

  it('edits only the given fields, and moving a menu moves its subtree (depths follow)', async () => {
    const folder = (await admin('/api/system/menu', { mnuNm: '폴더' })).json().body;
    const child = (await admin('/api/system/menu', { mnuNm: '자식', uprMnuId: folder.mnuId })).json().body;
    const grandchild = (
      await admin('/api/system/menu', { mnuNm: '손자', uprMnuId: child.mnuId, mnuUrl: FREE[1] })
    ).json().body;
    expect(grandchild.mnuStepNo).toBe(3);
    const moved = await admin('/api/system/menu/edit', {
      mnuId: folder.mnuId,
      uprMnuId: f.menus.myPageFolder,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().body).toMatchObject({ mnuNm: '폴더', mnuStepNo: 3 });
    expect((await get(grandchild.mnuId)).json().body).toMatchObject({ mnuStepNo: 5, mnuUrl: FREE[1] });
    const cleared = await admin('/api/system/menu/edit', {
      mnuId: grandchild.mnuId,
      mnuUrl: '',
      ipList: null,
    });
    expect(cleared.json().body.mnuUrl).toBeNull();
  });

  it('refuses a URL another menu of the system already uses (add, edit, batch), naming that menu, writing nothing', async () => {
    const before = await snapshot(f.db);
    const [myPage] = await f.db.select().from(menus).where(eq(menus.mnuUrl, '/pubs/MP/UI_FU_0016'));
    const added = await admin('/api/system/menu', {
      mnuNm: '둘째 마이페이지',
      mnuUrl: '/pubs/MP/UI_FU_0016/',
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({
      resultCode: 'ustra.management.duplicatedMenuUrl',
      resultMessage: `이미 다른 메뉴(${myPage!.mnuNm}, ${myPage!.mnuId})가 사용하는 URL입니다: /pubs/MP/UI_FU_0016/. 메뉴마다 다른 화면의 URL을 입력해주세요.`,
      body: null,
    });
    const edited = await admin('/api/system/menu/edit', {
      mnuId: f.menus.staffToo,
      mnuUrl: '/pubs/MP/UI_FU_0016',
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().resultCode).toBe('ustra.management.duplicatedMenuUrl');
    const batch = await admin('/api/system/menu/batch', {
      menus: [
        { mnuNm: '하나', mnuUrl: FREE[5] },
        { mnuNm: '둘', mnuUrl: FREE[5] },
      ],
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().resultMessage).toMatch(
      /^2번째 메뉴: 이미 다른 메뉴\(하나, \d+\)가 사용하는 URL입니다/,
    );
    expect(await snapshot(f.db)).toEqual(before);
    // Its own URL, sent back unchanged with an edit, is no conflict.
    const same = await admin('/api/system/menu/edit', {
      mnuId: myPage!.mnuId,
      mnuUrl: myPage!.mnuUrl,
      mnuNm: myPage!.mnuNm,
    });
    expect(same.statusCode).toBe(200);
  });

  it('puts a new menu last among its siblings, not first (where everyone would be sent after login)', async () => {
    const siblings = async (parent: string | null) =>
      (await f.db.select().from(menus)).filter((m) => m.uprMnuId === parent && m.sysCd === 'CONSOLE');
    const last = async (parent: string | null) => Math.max(...(await siblings(parent)).map((m) => m.srtNo));
    const underMyPage = (
      await admin('/api/system/menu', {
        mnuNm: '마지막 자식',
        uprMnuId: f.menus.myPageFolder,
        mnuUrl: FREE[6],
      })
    ).json().body;
    expect(underMyPage.srtNo).toBe(await last(f.menus.myPageFolder));
    expect(underMyPage.srtNo).toBeGreaterThan(0);
    const topBefore = await last(null);
    const top = (await admin('/api/system/menu', { mnuNm: '마지막 최상위' })).json().body;
    expect(top.srtNo).toBe(topBefore + 1);
    // The list (in the menu tree's order) ends the top level with it.
    const list = (await admin('/api/system/menu/list', { sysCd: 'CONSOLE', uprMnuId: null })).json().body;
    expect(list.at(-1).mnuId).toBe(top.mnuId);
    // A sort number given is kept.
    const placed = (await admin('/api/system/menu', { mnuNm: '맨 앞', srtNo: 0 })).json().body;
    expect(placed.srtNo).toBe(0);
  });

  it('grants a new menu to the roles chosen in the same form (menu authority and SEARCH), refusing an unknown role first', async () => {
    const before = await snapshot(f.db);
    const refused = await admin('/api/system/menu', {
      mnuNm: '없는 역할',
      mnuUrl: FREE[7],
      roleIds: ['GHOST'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resultCode).toBe('ustra.management.notFoundRole');
    expect(await snapshot(f.db)).toEqual(before);
    const added = (
      await admin('/api/system/menu', {
        mnuNm: '운영 화면',
        uprMnuId: f.menus.myPageFolder,
        mnuUrl: FREE[7],
        roleIds: ['OPERATOR', 'VIEWER'],
      })
    ).json().body;
    const grants = await f.db
      .select()
      .from(authorities)
      .where(eq(authorities.authority, `${added.mnuId}:${added.proIdVal ?? ''}:SEARCH`));
    expect(grants.map((g) => g.roleId).sort()).toEqual(['OPERATOR', 'VIEWER']);
  });

  it('offers the folders in tree order, indented by depth, for the 상위 메뉴 picker', async () => {
    const parent = (await admin('/api/system/menu', { mnuNm: '상위 폴더' })).json().body;
    await admin('/api/system/menu', { mnuNm: '하위 폴더', uprMnuId: parent.mnuId });
    const folders = (await admin('/api/system/menu/folders')).json().body as Array<{
      mnuId: string;
      label: string;
    }>;
    // (An earlier test added top-level folders, one with srtNo 0, first.)
    const labels = folders.map((x) => x.label);
    expect(labels.indexOf('홈')).toBeLessThan(labels.indexOf('회원 사이트'));
    // 회원 사이트's folders follow it, indented.
    expect(labels.indexOf('회원 사이트')).toBe(labels.indexOf('\u3000회원서비스') - 1);
    expect(labels.indexOf('\u3000회원서비스')).toBeLessThan(labels.indexOf('\u3000마이페이지'));
    // A folder under a folder follows its parent, indented.
    expect(labels[labels.indexOf('상위 폴더') + 1]).toBe('\u3000하위 폴더');
    expect(folders.every((x) => !x.label.startsWith('/'))).toBe(true);
    const roles = (await admin('/api/system/menu/roles')).json().body as Array<{ roleId: string }>;
    expect(roles.map((r) => r.roleId)).toEqual(['ADMIN', 'OPERATOR', 'VIEWER', 'STAFF']);
  });

  it('refuses to put a menu under itself or its own descendant', async () => {
    const a = (await admin('/api/system/menu', { mnuNm: 'A' })).json().body;
    const b = (await admin('/api/system/menu', { mnuNm: 'B', uprMnuId: a.mnuId })).json().body;
    const before = await snapshot(f.db);
    for (const uprMnuId of [a.mnuId, b.mnuId]) {
      const res = await admin('/api/system/menu/edit', { mnuId: a.mnuId, uprMnuId });
      expect(res.statusCode).toBe(400);
      expect(res.json().resultCode).toBe('ustra.management.menuCycle');
    }
    expect(await snapshot(f.db)).toEqual(before);
  });

  it('answers 404 for an edit of an unknown menu', async () => {
    const res = await admin('/api/system/menu/edit', { mnuId: '55555555', mnuNm: 'x' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a URL that is the route of no screen (add, edit, batch), writing nothing', async () => {
    const before = await snapshot(f.db);
    const added = await admin('/api/system/menu', { mnuNm: '오타', mnuUrl: '/pubs/MP/UI_FU_0061' });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({
      resultCode: 'ustra.management.menuUrlNotRoute',
      resultMessage:
        '메뉴 URL에 해당하는 화면이 없습니다: /pubs/MP/UI_FU_0061. 화면의 경로(예: /pubs/MP/UI_FU_0016)를 입력하거나, 하위 메뉴를 묶는 메뉴라면 URL을 비워주세요.',
      body: null,
    });
    const edited = await admin('/api/system/menu/edit', { mnuId: f.menus.staffToo, mnuUrl: '/nowhere' });
    expect(edited.json().resultMessage).toBe(
      '메뉴 URL에 해당하는 화면이 없습니다: /nowhere. 화면의 경로를 입력하거나, 하위 메뉴를 묶는 메뉴라면 URL을 비워주세요.',
    );
    const batch = await admin('/api/system/menu/batch', {
      menus: [
        { mnuNm: '정상', mnuUrl: FREE[2] },
        { mnuId: f.menus.staffToo, mnuUrl: '/pubs/MP/gone' },
      ],
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().resultMessage).toMatch(
      /^2번째 메뉴: 메뉴 URL에 해당하는 화면이 없습니다: \/pubs\/MP\/gone\./,
    );
    expect(await snapshot(f.db)).toEqual(before);
  });

  it('keeps an unchanged URL whose screen is gone, so such a menu can still be edited (doctor reports it)', async () => {
    const stale = await f.db
      .insert(menus)
      .values({ mnuId: 'STALE_1', sysCd: 'CONSOLE', mnuNm: '옛 화면', mnuUrl: '/pubs/MP/removed' })
      .returning();
    expect(stale).toHaveLength(1);
    const renamed = await admin('/api/system/menu/edit', {
      mnuId: 'STALE_1',
      mnuNm: '옛 화면 (정리 예정)',
      mnuUrl: '/pubs/MP/removed',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().body).toMatchObject({ mnuNm: '옛 화면 (정리 예정)', mnuUrl: '/pubs/MP/removed' });
    expect((await admin('/api/system/menu/remove', { mnuId: 'STALE_1' })).statusCode).toBe(200);
  });

  it('refuses no URL on a server that knows no screens (no build): there is nothing to judge it by', async () => {
    const bare = await systemFixture();
    try {
      const res = await bare.post(
        '/api/system/menu',
        { mnuNm: '빌드 전', mnuUrl: '/pubs/MP/not-built-yet' },
        bare.admin,
        bare.menus.menuAdmin,
      );
      expect(res.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('POST /api/system/menu/batch', () => {
  it('upserts many menus in one go, parents given later in the batch included', async () => {
    const res = await admin('/api/system/menu/batch', {
      menus: [
        { mnuId: 'B_CHILD', mnuNm: '배치 자식', uprMnuId: 'B_PARENT', mnuUrl: FREE[3] },
        { mnuId: 'B_PARENT', mnuNm: '배치 부모' },
        { mnuId: f.menus.staffToo, srtNo: 7 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.map((m: { mnuId: string; mnuStepNo: number }) => [m.mnuId, m.mnuStepNo])).toEqual([
      ['B_CHILD', 2],
      ['B_PARENT', 1],
      [f.menus.staffToo, 3],
    ]);
    expect((await get(f.menus.staffToo)).json().body.srtNo).toBe(7);
  });

  it('is all or nothing: one bad menu and nothing changes, with the entry named', async () => {
    const before = await snapshot(f.db);
    const res = await admin('/api/system/menu/batch', {
      menus: [
        { mnuId: 'OK_1', mnuNm: '정상 1' },
        { mnuId: f.menus.staffToo, mnuNm: '바뀌면 안 됨' },
        { mnuId: 'BAD_3', mnuNm: '부모 없음', uprMnuId: 'NOWHERE' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultMessage).toBe(
      '3번째 메뉴: 상위 메뉴가 존재하지 않습니다: NOWHERE. 상위 메뉴를 먼저 등록해주세요. (변경 사항은 저장되지 않았습니다.)',
    );
    const noName = await admin('/api/system/menu/batch', { menus: [{ mnuId: 'NEW_NO_NAME' }] });
    expect(noName.json().resultCode).toBe('ustra.management.menuNameRequired');
    const badType = await admin('/api/system/menu/batch', { menus: [{ mnuNm: '정상' }, { mnuNm: 42 }] });
    expect(badType.statusCode).toBe(400);
    expect((await admin('/api/system/menu/batch', { menus: [] })).statusCode).toBe(400);
    expect(await snapshot(f.db)).toEqual(before);
  });
});

describe('POST /api/system/menu/remove', () => {
  it('refuses a menu with children, with a Korean message', async () => {
    const before = await snapshot(f.db);
    const res = await admin('/api/system/menu/remove', { mnuId: f.menus.myPageFolder });
    expect(res.statusCode).toBe(409);
    expect(res.json().resultMessage).toBe(
      `하위 메뉴가 있는 메뉴는 삭제할 수 없습니다: ${f.menus.myPageFolder}. 하위 메뉴를 먼저 삭제하거나 옮겨주세요.`,
    );
    expect(await snapshot(f.db)).toEqual(before);
  });

  it('removes a leaf and every favourite of it (the holders\u2019 lists stay gap-free)', async () => {
    const leaf = (
      await admin('/api/system/menu', {
        mnuNm: '지울 메뉴',
        mnuUrl: FREE[4],
        authScopCd: '03',
      })
    ).json().body;
    for (const id of [f.menus.staffToo, leaf.mnuId, f.menus.public]) {
      expect((await f.post('/api/system/usermenu', { mnuId: id }, f.staff)).statusCode).toBe(200);
    }
    const res = await admin('/api/system/menu/remove', { mnuId: leaf.mnuId });
    expect(res.statusCode).toBe(200);
    expect(await f.db.select().from(menus).where(eq(menus.mnuId, leaf.mnuId))).toEqual([]);
    const left = await f.db.select().from(userMenus).where(eq(userMenus.usrId, 'staff'));
    expect(left.map((r) => [r.mnuId, r.srtNo]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [f.menus.staffToo, 0],
      [f.menus.public, 1],
    ]);
    expect((await admin('/api/system/menu/remove', { mnuId: leaf.mnuId })).statusCode).toBe(404);
  });
});

describe('a removed menu takes its grants with it; every menu write is audited', () => {
  it('a menu added later under the same id holds no grant of the removed one (none is inherited)', async () => {
    const first = (
      await admin('/api/system/menu', { mnuNm: '관리자 전용', mnuUrl: FREE[8], roleIds: ['ADMIN'] })
    ).json().body;
    // A function grant too, as 권한 관리 would add; and one the menu's program names elsewhere stays.
    await f.db.insert(authorities).values({
      roleId: 'ADMIN',
      usrId: null,
      authority: `${first.mnuId}:${first.proIdVal}:SAVE`,
      regUsrId: 't',
    });
    const grantsOf = async (mnuId: string) =>
      (await f.db.select().from(authorities)).filter((g) => g.authority.split(':')[0] === mnuId);
    expect((await grantsOf(first.mnuId)).length).toBe(2);
    const others = (await f.db.select().from(authorities)).filter(
      (g) => g.authority.split(':')[0] !== first.mnuId,
    );
    const eventsBefore = (await f.db.select().from(consoleEvents)).length;

    expect((await admin('/api/system/menu/remove', { mnuId: first.mnuId })).statusCode).toBe(200);
    expect(await grantsOf(first.mnuId)).toEqual([]);
    // Nothing else was touched.
    expect(
      (await f.db.select().from(authorities)).filter((g) => g.authority.split(':')[0] !== first.mnuId),
    ).toEqual(others);
    // Every open console of a role that held it hears the change.
    const events = (await f.db.select().from(consoleEvents)).slice(eventsBefore).map((e) => e.type);
    expect(events).toContain('authority');

    // The largest id was freed, so the next menu gets it again: granted to nobody, it is nobody's.
    const again = (await admin('/api/system/menu', { mnuNm: '새 메뉴', mnuUrl: FREE[9] })).json().body;
    expect(again.mnuId).toBe(first.mnuId);
    expect(await grantsOf(again.mnuId)).toEqual([]);
  });

  it('records add, edit, batch and remove with who, from where, before and after', async () => {
    const floor = Math.max(0, ...(await f.db.select().from(adminAuditLogs)).map((e) => e.id));
    const added = (await admin('/api/system/menu', { mnuNm: '감사 대상', roleIds: ['OPERATOR'] })).json()
      .body;
    await admin('/api/system/menu/edit', { mnuId: added.mnuId, mnuNm: '감사 대상 (수정)' });
    await admin('/api/system/menu/batch', { menus: [{ mnuId: added.mnuId, dpYn: 'N' }] });
    await admin('/api/system/menu/remove', { mnuId: added.mnuId });
    const entries = (await f.db.select().from(adminAuditLogs).where(eq(adminAuditLogs.trgtId, added.mnuId)))
      .filter((e) => e.id > floor)
      .sort((a, b) => a.id - b.id);
    expect(entries.map((e) => e.actCd)).toEqual(['menu.add', 'menu.edit', 'menu.batch', 'menu.remove']);
    expect(entries.every((e) => e.usrId === 'admin' && e.usrIp === '127.0.0.1')).toBe(true);
    const [add, edit, batch, remove] = entries as [
      (typeof entries)[number],
      (typeof entries)[number],
      (typeof entries)[number],
      (typeof entries)[number],
    ];
    expect(add.beforeVal).toBeNull();
    expect(add.afterVal).toMatchObject({ menu: { mnuNm: '감사 대상' }, grantedTo: ['OPERATOR'] });
    expect(edit.beforeVal).toMatchObject({ mnuNm: '감사 대상' });
    expect(edit.afterVal).toMatchObject({ menu: { mnuNm: '감사 대상 (수정)' } });
    expect(batch.afterVal).toMatchObject({ menu: { dpYn: 'N' } });
    expect(remove.beforeVal).toMatchObject({
      menu: { mnuId: added.mnuId },
      grants: [{ roleId: 'OPERATOR', authority: `${added.mnuId}:${added.proIdVal ?? ''}:SEARCH` }],
    });
    expect(remove.afterVal).toBeNull();
  });

  it('writes no audit record for a refused write', async () => {
    const count = async () => (await f.db.select().from(adminAuditLogs)).length;
    const before = await count();
    expect(
      (await admin('/api/system/menu', { mnuNm: '중복', mnuUrl: '/pubs/CS/NT/UI_FU_0013' })).statusCode,
    ).toBe(400);
    expect(
      (await f.post('/api/system/menu/remove', { mnuId: '1000' }, f.staff, f.menus.menuAdmin)).statusCode,
    ).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('bad input never writes and never answers 500', () => {
  const cases: Array<[string, string | object | undefined]> = [
    ['/api/system/menu', '{"mnuNm": "broken'],
    ['/api/system/menu', {}],
    ['/api/system/menu', { mnuNm: 1 }],
    ['/api/system/menu', { mnuNm: 'x'.repeat(201) }],
    ['/api/system/menu', { mnuNm: 'x', dpYn: 'yes' }],
    ['/api/system/menu', { mnuNm: 'x', ipList: '10.0.0.1,not-an-ip' }],
    ['/api/system/menu', { mnuNm: 'x', srtNo: 1.5 }],
    ['/api/system/menu', { mnuNm: 'x', mnuId: 'a'.repeat(51) }],
    ['/api/system/menu', { mnuNm: 'x', mnuDvcScopCd: 'Z' }],
    ['/api/system/menu', undefined],
    ['/api/system/menu/edit', { mnuNm: 'no id' }],
    ['/api/system/menu/edit', { mnuId: ['1000'] }],
    ['/api/system/menu/batch', { menus: 'all' }],
    ['/api/system/menu/batch', '[]'],
    ['/api/system/menu/remove', {}],
    ['/api/system/menu/remove', { mnuId: null }],
    ['/api/system/menu/list', { dpYn: 1 }],
    ['/api/system/menu/list', 'null'],
  ];
  it.each(cases)('%s %j → 400 envelope, database unchanged', async (url, body) => {
    const before = await snapshot(f.db);
    const res = await f.app.inject({
      method: 'POST',
      url,
      headers: { ...f.admin, 'Menu-Id': f.menus.menuAdmin, 'content-type': 'application/json' },
      ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ resultCode: expect.any(String), body: null });
    expect(res.json().resultMessage).toMatch(/[가-힣]/);
    expect(await snapshot(f.db)).toEqual(before);
  });
});

describe('menu answers over rows written by hand', () => {
  it('a Y/N flag stored as `y` or a blank does not fail every menu answer: it reads as Y or N', async () => {
    const [before] = await f.db
      .select({ dpYn: menus.dpYn, ipLmtYn: menus.ipLmtYn })
      .from(menus)
      .where(eq(menus.mnuId, f.menus.staffToo));
    await f.db.update(menus).set({ dpYn: 'y', ipLmtYn: ' ' }).where(eq(menus.mnuId, f.menus.staffToo));
    await caughtUp(f.db);
    try {
      const list = await admin('/api/system/menu/list', {});
      expect(list.statusCode).toBe(200);
      const row = (list.json().body as { mnuId: string; dpYn: string; ipLmtYn: string }[]).find(
        (m) => m.mnuId === f.menus.staffToo,
      );
      expect(row).toMatchObject({ dpYn: 'Y', ipLmtYn: 'N' });
      const one = await get(f.menus.staffToo);
      expect(one.statusCode).toBe(200);
      expect(one.json().body).toMatchObject({ dpYn: 'Y', ipLmtYn: 'N' });
    } finally {
      await f.db.update(menus).set(before!).where(eq(menus.mnuId, f.menus.staffToo));
      await caughtUp(f.db);
    }
  });
});
