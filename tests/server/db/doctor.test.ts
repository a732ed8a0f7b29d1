import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dbSeedCommand, doctorCommand } from '../../../cli/commands/index.ts';
import { authorities, menus, openDatabase, userMenus, users } from '../../../runtime/server/db/index.ts';
import { removeTempProjects, tempProject, writeFiles } from '../../cli/support/project.ts';
import { captureIo } from '../support/captureIo.ts';
import { createEmptyDatabaseOptions, type EmptyDatabase } from '../support/testDatabase.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});
afterAll(removeTempProjects);

async function seededDatabase(root: string): Promise<EmptyDatabase> {
  const empty = await createEmptyDatabaseOptions();
  cleanups.push(empty.cleanup);
  const { io, lines } = captureIo();
  expect(await dbSeedCommand({ root, io, env: empty.env, resetDemo: false }), lines.join('\n')).toBe(0);
  return empty;
}

/** Runs `console doctor`; what it printed, without the database's location (a temp folder or URL). */
async function doctor(root: string, env: Record<string, string>) {
  const { io, lines } = captureIo();
  const code = await doctorCommand({ root, io, env });
  return { code, lines: lines.filter((l) => !l.startsWith('database: ')) };
}

describe('console doctor', () => {
  it("passes on this repository's example console with a freshly seeded database", async () => {
    const empty = await seededDatabase(ROOT);
    const { code, lines } = await doctor(ROOT, empty.env);
    expect(lines.at(-1)).toMatch(
      /^no problems: the database agrees with the code \(\d+ menus of system CONSOLE/,
    );
    expect(code).toBe(0);
  });

  it('finds each planted problem, with its fix, and exits 1', async () => {
    const root = tempProject({
      'console.config.yaml': [
        'upstreams:',
        '  shop: { url: "http://127.0.0.1:4100" }',
        'apis:',
        '  shop.orders: { upstream: shop, path: /orders, fncId: EXCEL }',
        '  shop.refunds: { upstream: shop, path: /refunds, program: SHOP_REFUNDS }',
        '  shop.refunds.check: { upstream: shop, method: POST, path: /refunds/check, program: SHOP_REFUNDS, fncId: none }',
        '',
      ].join('\n'),
      'screens/login.screen.yaml': 'title: 로그인\nlayout: none\nauth: false\n',
      'screens/pubs/MP/orders.screen.yaml': [
        'title: 주문',
        'body:',
        '  - { type: button, label: 저장, fncId: SAVE }',
        '  - type: grid',
        '    source: { api: shop.orders }',
        '    columns: [{ key: orderNo, label: 주문 번호 }]',
        '',
      ].join('\n'),
      'screens/pubs/MP/home.screen.yaml': 'title: 마이페이지 홈\n',
      'screens/docs/index.screen.yaml': 'title: 문서\n',
      'screens/docs/more.screen.yaml': 'title: 문서 더 보기\n',
    });
    // Refunds are called from a component screen whose menu carries the program.
    const empty = await seededDatabase(root);
    let database = await openDatabase(empty.options);
    try {
      await database.db
        .update(menus)
        .set({ proIdVal: 'SHOP_REFUNDS' })
        .where(eq(menus.mnuUrl, '/pubs/MP/home'));
    } finally {
      await database.close();
    }
    const clean = await doctor(root, empty.env);
    // An opt-out of function authority is listed, but it is a decision, not a problem.
    expect(clean.lines.slice(-2)).toEqual([
      'opt-out API shop.refunds.check (POST): fncId none, so menu authority alone lets a user call it',
      'no problems: the database agrees with the code (7 menus of system CONSOLE, 5 screens, 3 declared APIs).',
    ]);
    expect(clean.code).toBe(0);

    // The code: a button nobody is granted, a declared API nobody binds, a screen without a menu.
    writeFiles(root, {
      'console.config.yaml': [
        'upstreams:',
        '  shop: { url: "http://127.0.0.1:4100" }',
        'apis:',
        '  shop.orders: { upstream: shop, path: /orders, fncId: EXCEL }',
        '  shop.refunds: { upstream: shop, path: /refunds, program: SHOP_REFUNDS }',
        '  shop.stock: { upstream: shop, path: /stock }',
        '',
      ].join('\n'),
      'screens/pubs/MP/home.screen.yaml':
        'title: 마이페이지 홈\nbody:\n  - { type: button, label: 인쇄, fncId: PRINT }\n',
      'screens/pubs/CS/new.screen.yaml': 'title: 새 화면\n',
    });
    // The database: a menu pointing nowhere, a folder as the default menu, a folder shown on mobile
    // over desktop-only pages, a favourite default the user may not open.
    database = await openDatabase(empty.options);
    try {
      const [mp] = await database.db.select().from(menus).where(eq(menus.mnuUrl, '/pubs/MP/home'));
      const [folder] = await database.db.select().from(menus).where(eq(menus.mnuId, mp!.uprMnuId!));
      await database.db.insert(menus).values({
        mnuId: '3900',
        sysCd: 'CONSOLE',
        mnuNm: '옛 주문',
        uprMnuId: folder!.mnuId,
        mnuStepNo: 2,
        mnuUrl: '/pubs/MP/ordres',
      });
      await database.db.update(menus).set({ defMnuYn: 'Y' }).where(eq(menus.mnuId, folder!.mnuId));
      await database.db
        .update(menus)
        .set({ mnuDvcScopCd: 'A' })
        .where(sql`${menus.mnuUrl} is null and ${menus.mnuNm} = '개발 문서'`);
      await database.db.delete(authorities).where(like(authorities.authority, `${mp!.mnuId}:%`));
      await database.db
        .insert(userMenus)
        .values({ usrId: 'staff', sysCd: 'CONSOLE', mnuId: mp!.mnuId, defMnuYn: 'Y' });
      // The roles: a grant of a removed menu, and a user whose role is none of 권한 관리's.
      await database.db.insert(authorities).values({ roleId: 'STAFF', authority: '9999:GONE:SEARCH' });
      await database.db.update(users).set({ roleId: 'GHOST' }).where(eq(users.usrId, 'otp'));
    } finally {
      await database.close();
    }
    const found = await doctor(root, empty.env);
    expect(found.lines).toMatchInlineSnapshot(`
      [
        "migrations: up to date",
        "DOC101 menu 3900 "옛 주문": mnuUrl "/pubs/MP/ordres" is the route of no screen
        fix: in 메뉴 관리 set its URL to a screen's route (did you mean "/pubs/MP/orders"?), add a screen for it (\`npx console new screen <route>\`), or remove the menu",
        "DOC102 screen /pubs/CS/new: no menu of system CONSOLE has this mnuUrl: it is in no menu tree, and the guard checks no menu authority for it (any logged-in user may open it)
        fix: run \`npx console db seed\` (adds a menu and the ADMIN authorities for every screen without one), or add a menu with mnuUrl /pubs/CS/new in 메뉴 관리",
        "DOC103 menu 3000 "마이페이지": is the default menu (defMnuYn Y), but it has no mnuUrl (a folder opens no page)
        fix: make a page whose URL is a screen's route the default menu (defMnuYn Y) instead, or fix its URL",
        "DOC103 user staff's default favourite menu 3010 "마이페이지 홈": cannot be opened: the user holds no authority for it
        fix: the user picks another default favourite (기본 메뉴로 지정), or clear it (/api/system/usermenu/def)",
        "DOC104 menu 6000 "개발 문서": shows on MOBILE (mnuDvcScopCd A), but none of its 2 displayed children does (their mnuDvcScopCd: D)
        fix: set its mnuDvcScopCd to D, like its children, or let a child show on MOBILE (mnuDvcScopCd A or M)",
        "DOC105 screen /pubs/MP/home: its fncId PRINT is granted on none of its menus (3010): the function is refused to everyone
        fix: grant the authority "3010:SHOP_REFUNDS:PRINT" to the roles that use it, or correct the fncId",
        "DOC106 API shop.stock: is declared under apis, but no screen binds it
        fix: bind it in a screen (\`source: { api: shop.stock }\` or an \`api: shop.stock\` action), or remove it from apis in console.config.yaml",
        "DOC107 role STAFF: grants "9999:GONE:SEARCH", but menu 9999 no longer exists
        fix: save the role's grants again on 권한 관리 (it drops grants of removed menus), or remove the authority "9999:GONE:SEARCH"",
        "DOC108 menu 3010 "마이페이지 홈": no role or user holds it and it is not public: nobody can open it
        fix: grant it to a role on 권한 관리 (at least "3010:SHOP_REFUNDS:SEARCH"), or remove the menu",
        "DOC108 menu 3900 "옛 주문": no role or user holds it and it is not public: nobody can open it
        fix: grant it to a role on 권한 관리 (at least "3900::SEARCH"), or remove the menu",
        "DOC109 user otp: has role GHOST, which is no role of 권한 관리
        fix: give the user a role in use on 사용자 관리, or add role GHOST on 권한 관리",
        "ERR 11 problem(s) found (8 menus of system CONSOLE, 6 screens, 3 declared APIs).",
      ]
    `);
    expect(found.code).toBe(1);
  });
});
