import { describe, expect, it } from 'vitest';
import {
  apiOptOuts,
  type DoctorInput,
  type DoctorMenu,
  formatFinding,
  formatOptOut,
  reconcileConsole,
} from '../../../../runtime/core/doctor/index.ts';

const menu = (mnuId: string, uprMnuId: string | null, over: Partial<DoctorMenu> = {}): DoctorMenu => ({
  mnuId,
  sysCd: 'CONSOLE',
  mnuNm: `메뉴 ${mnuId}`,
  uprMnuId,
  mnuUrl: null,
  proIdVal: null,
  dpYn: 'Y',
  mnuDvcScopCd: 'A',
  authScopCd: null,
  defMnuYn: 'N',
  ...over,
});

/** A console in which the database and the code agree. */
const clean = (): DoctorInput => ({
  systemCode: 'CONSOLE',
  loginPath: '/login',
  menus: [
    menu('1000', null, { mnuNm: '마이페이지' }),
    menu('1010', '1000', { mnuUrl: '/mp/home', proIdVal: 'MP_HOME', defMnuYn: 'Y' }),
    menu('1020', '1000', { mnuUrl: '/mp/orders', proIdVal: 'MP_ORDERS', mnuDvcScopCd: 'D' }),
    menu('2000', null, { mnuNm: '문서', mnuDvcScopCd: 'D' }),
    menu('2010', '2000', { mnuUrl: '/docs', mnuDvcScopCd: 'D' }),
    menu('2020', '2000', { mnuUrl: '/docs/hidden', dpYn: 'N', mnuDvcScopCd: 'M' }),
    menu('3000', null, { mnuNm: '바깥', mnuUrl: 'https://help.example/console' }),
    // Another system's menus are that system's business.
    menu('9000', null, { sysCd: 'OTHER', mnuUrl: '/not/ours' }),
  ],
  authorities: [
    { roleId: 'ADMIN', usrId: null, authority: '1010:MP_HOME:SEARCH' },
    { roleId: 'ADMIN', usrId: null, authority: '1020:MP_ORDERS:SAVE' },
    { roleId: null, usrId: 'kim', authority: '2010:DOCS:SEARCH' },
  ],
  users: [
    { usrId: 'admin', roleId: 'ADMIN' },
    { usrId: 'kim', roleId: null },
  ],
  userMenus: [
    { usrId: 'admin', sysCd: 'CONSOLE', mnuId: '1010', defMnuYn: 'Y' },
    { usrId: 'kim', sysCd: 'CONSOLE', mnuId: '2010', defMnuYn: 'Y' },
    { usrId: 'kim', sysCd: 'OTHER', mnuId: '9999', defMnuYn: 'Y' },
  ],
  screens: [
    { path: '/login' },
    { path: '/mp/home' },
    { path: '/mp/orders', fncIds: ['SAVE'], apis: ['shop.orders'] },
    { path: '/docs' },
    { path: '/docs/hidden' },
    { path: '/bound', menuId: '1010' },
  ],
  apis: { 'shop.orders': { fncId: 'SAVE' }, 'shop.report': { program: 'MP_HOME' } },
});

const lines = (input: DoctorInput) => reconcileConsole(input).map(formatFinding);

describe('reconcileConsole', () => {
  it('finds nothing when the database and the code agree', () => {
    expect(reconcileConsole(clean())).toEqual([]);
  });

  it('DOC101: a menu URL that is no route and not external, with the nearest route', () => {
    const input = clean();
    input.menus = [
      ...input.menus,
      menu('1030', '1000', { mnuUrl: '/mp/ordres', mnuNm: '주문' }),
      menu('1040', '1000', { mnuUrl: '/zzz' }),
    ];
    expect(lines(input)).toMatchInlineSnapshot(`
      [
        "DOC101 menu 1030 "주문": mnuUrl "/mp/ordres" is the route of no screen
        fix: in 메뉴 관리 set its URL to a screen's route (did you mean "/mp/orders"?), add a screen for it (\`npx console new screen <route>\`), or remove the menu",
        "DOC101 menu 1040 "메뉴 1040": mnuUrl "/zzz" is the route of no screen
        fix: in 메뉴 관리 set its URL to a screen's route, add a screen for it (\`npx console new screen <route>\`), or remove the menu",
      ]
    `);
  });

  it('DOC102: a screen no menu opens (by URL, or by its menuId), the login page excepted', () => {
    const input = clean();
    input.screens = [...input.screens, { path: '/mp/new' }, { path: '/bound/gone', menuId: '7777' }];
    expect(lines(input)).toMatchInlineSnapshot(`
      [
        "DOC102 screen /mp/new: no menu of system CONSOLE has this mnuUrl: it is in no menu tree, and the guard checks no menu authority for it (any logged-in user may open it)
        fix: run \`npx console db seed\` (adds a menu and the ADMIN authorities for every screen without one), or add a menu with mnuUrl /mp/new in 메뉴 관리",
        "DOC102 screen /bound/gone: its menuId 7777 is no menu of system CONSOLE: it is in no menu tree, and the guard checks no menu authority for it (any logged-in user may open it)
        fix: add menu 7777 in 메뉴 관리, or correct or remove \`menuId\` in the screen's manifest",
      ]
    `);
  });

  it('DOC103: a default menu without a URL, without a route or that nobody holds; users’ default favourites too', () => {
    const input = clean();
    input.menus = input.menus.map((m) =>
      m.mnuId === '1000' || m.mnuId === '1020' ? { ...m, defMnuYn: 'Y' } : m,
    );
    input.authorities = input.authorities.filter((a) => !a.authority.startsWith('1020:'));
    input.userMenus = [
      ...input.userMenus,
      { usrId: 'lee', sysCd: 'CONSOLE', mnuId: '4040', defMnuYn: 'Y' },
      { usrId: 'kim', sysCd: 'CONSOLE', mnuId: '1010', defMnuYn: 'Y' },
      { usrId: 'admin', sysCd: 'CONSOLE', mnuId: '2010', defMnuYn: 'N' },
    ];
    expect(lines(input)).toMatchInlineSnapshot(`
      [
        "DOC103 menu 1000 "마이페이지": is the default menu (defMnuYn Y), but it has no mnuUrl (a folder opens no page)
        fix: make a page whose URL is a screen's route the default menu (defMnuYn Y) instead, or fix its URL",
        "DOC103 menu 1020 "메뉴 1020": is the default menu (defMnuYn Y), but no role or user holds authority for it
        fix: grant it to the roles that log in (e.g. the authority "1020:MP_ORDERS:SEARCH"), or make another page the default",
        "DOC103 user lee's default favourite menu 4040: names a menu this system does not have
        fix: the user picks another default favourite (기본 메뉴로 지정), or clear it (/api/system/usermenu/def)",
        "DOC103 user kim's default favourite menu 1010 "메뉴 1010": cannot be opened: the user holds no authority for it
        fix: the user picks another default favourite (기본 메뉴로 지정), or clear it (/api/system/usermenu/def)",
        "DOC105 screen /mp/orders: its fncId SAVE is granted on none of its menus (1020): the function is refused to everyone
        fix: grant the authority "1020:MP_ORDERS:SAVE" to the roles that use it, or correct the fncId",
      ]
    `);
  });

  it('DOC103: a public default menu needs no authority; a default menu URL that is no route is one', () => {
    const input = clean();
    input.authorities = input.authorities.filter((a) => !a.authority.startsWith('1010:'));
    input.menus = input.menus.map((m) => (m.mnuId === '1010' ? { ...m, authScopCd: '03' } : m));
    input.userMenus = input.userMenus.filter((f) => f.usrId !== 'admin');
    expect(lines(input)).toEqual([]);
    input.menus = input.menus.map((m) => (m.mnuId === '1010' ? { ...m, mnuUrl: '/mp/gone' } : m));
    expect(lines(input).filter((l) => l.startsWith('DOC103'))).toMatchInlineSnapshot(`
      [
        "DOC103 menu 1010 "메뉴 1010": is the default menu (defMnuYn Y), but its mnuUrl "/mp/gone" is the route of no screen
        fix: make a page whose URL is a screen's route the default menu (defMnuYn Y) instead, or fix its URL",
      ]
    `);
  });

  it('DOC104: a menu showing on a device where every displayed child is hidden by its scope', () => {
    const input = clean();
    input.menus = input.menus.map((m) => (m.mnuId === '2000' ? { ...m, mnuDvcScopCd: 'A' } : m));
    input.menus = [
      ...input.menus,
      menu('5000', null, { mnuNm: '모바일 폴더', mnuDvcScopCd: 'M' }),
      menu('5010', '5000', { mnuUrl: '/mp/home', mnuDvcScopCd: 'D' }),
      menu('5020', '5000', { mnuUrl: '/mp/orders', mnuDvcScopCd: 'D' }),
      // Hidden folders and folders whose children are all hidden are left alone.
      menu('6000', null, { dpYn: 'N', mnuDvcScopCd: 'A' }),
      menu('6010', '6000', { mnuUrl: '/docs', mnuDvcScopCd: 'D' }),
      menu('7000', null, { mnuDvcScopCd: 'A' }),
      menu('7010', '7000', { mnuUrl: '/docs', dpYn: 'N', mnuDvcScopCd: 'D' }),
    ];
    expect(lines(input)).toMatchInlineSnapshot(`
      [
        "DOC104 menu 2000 "문서": shows on MOBILE (mnuDvcScopCd A), but none of its 1 displayed children does (their mnuDvcScopCd: D)
        fix: set its mnuDvcScopCd to D, like its children, or let a child show on MOBILE (mnuDvcScopCd A or M)",
        "DOC104 menu 5000 "모바일 폴더": shows on MOBILE (mnuDvcScopCd M), but none of its 2 displayed children does (their mnuDvcScopCd: D)
        fix: set its mnuDvcScopCd to D, like its children, or let a child show on MOBILE (mnuDvcScopCd A or M)",
      ]
    `);
  });

  it('DOC105: function ids of buttons and of bound declared APIs that no authority grants on the screen’s menus', () => {
    const input = clean();
    input.screens = input.screens.map((s) =>
      s.path === '/mp/home' ? { ...s, fncIds: ['EXCEL', 'SEARCH'], apis: ['shop.orders'] } : s,
    );
    expect(lines(input)).toMatchInlineSnapshot(`
      [
        "DOC105 screen /mp/home: its fncId EXCEL is granted on none of its menus (1010): the function is refused to everyone
        fix: grant the authority "1010:MP_HOME:EXCEL" to the roles that use it, or correct the fncId",
        "DOC105 screen /mp/home: fncId SAVE (declared API shop.orders needs it) is granted on none of its menus (1010): the function is refused to everyone
        fix: grant the authority "1010:MP_HOME:SAVE" to the roles that use it, or correct the fncId",
      ]
    `);
  });

  it('DOC110: a screen whose manifest names a program its menu does not have (by URL or by menuId)', () => {
    const input = clean();
    input.screens = input.screens.map((s) =>
      s.path === '/mp/orders'
        ? { ...s, programId: 'MP_ORDERS' }
        : s.path === '/mp/home' || s.path === '/bound'
          ? { ...s, programId: 'SYSTEM_MENU' }
          : s,
    );
    expect(lines(input)).toMatchInlineSnapshot(`
      [
        "DOC110 screen /mp/home: its programId SYSTEM_MENU is not the program of menu 1010 "메뉴 1010" (MP_HOME): what program SYSTEM_MENU may call refuses it there (403)
        fix: in 메뉴 관리 set the program of menu 1010 to SYSTEM_MENU and grant its functions again on 권한 관리 (a grant names the program: "1010:SYSTEM_MENU:SEARCH"), or correct programId in the manifest; \`npx console dev\` sets the program of a screen's menus to its manifest's",
        "DOC110 screen /bound: its programId SYSTEM_MENU is not the program of menu 1010 "메뉴 1010" (MP_HOME): what program SYSTEM_MENU may call refuses it there (403)
        fix: in 메뉴 관리 set the program of menu 1010 to SYSTEM_MENU and grant its functions again on 권한 관리 (a grant names the program: "1010:SYSTEM_MENU:SEARCH"), or correct programId in the manifest; \`npx console dev\` sets the program of a screen's menus to its manifest's",
      ]
    `);
  });

  it('DOC105: a write through a declared API without fncId needs SAVE; `fncId: none` and GET need no function', () => {
    const input = clean();
    input.apis = {
      ...input.apis,
      'shop.gift': { method: 'POST' },
      'shop.lookup': { method: 'POST', fncId: 'none' },
      'shop.list': { method: 'GET' },
    };
    input.screens = input.screens.map((s) =>
      s.path === '/mp/home' ? { ...s, apis: ['shop.gift', 'shop.lookup', 'shop.list'] } : s,
    );
    expect(lines(input)).toMatchInlineSnapshot(`
      [
        "DOC105 screen /mp/home: fncId SAVE (declared API shop.gift needs it) is granted on none of its menus (1010): the function is refused to everyone
        fix: grant the authority "1010:MP_HOME:SAVE" to the roles that use it, or correct the fncId",
      ]
    `);
  });

  it('DOC107-DOC109: grants of removed menus and unused functions, menus nobody holds, users without a role in use', () => {
    const input = clean();
    input.roles = [
      { roleId: 'ADMIN', useYn: 'Y' },
      { roleId: 'OLD', useYn: 'N' },
    ];
    input.allMenuIds = [...input.menus.map((m) => m.mnuId)];
    input.authorities = [
      ...input.authorities,
      { roleId: 'ADMIN', usrId: null, authority: '7777:GONE:SEARCH' },
      { roleId: 'ADMIN', usrId: null, authority: '1020:MP_ORDERS:PRINT' },
      // A standard function is never reported, used or not.
      { roleId: 'ADMIN', usrId: null, authority: '1020:MP_ORDERS:EXCEL' },
    ];
    input.users = [...input.users, { usrId: 'lee', roleId: 'OLD' }, { usrId: 'park', roleId: 'GHOST' }];
    // 2020 (hidden docs) is held by nobody now.
    expect(lines(input).filter((l) => /^DOC10[789]/.test(l))).toMatchInlineSnapshot(`
      [
        "DOC107 role ADMIN: grants "7777:GONE:SEARCH", but menu 7777 no longer exists
        fix: save the role's grants again on 권한 관리 (it drops grants of removed menus), or remove the authority "7777:GONE:SEARCH"",
        "DOC107 role ADMIN: grants function PRINT on menu 1020 "메뉴 1020", but its screen /mp/orders no longer uses it
        fix: take PRINT away on 권한 관리, or give the screen its button back",
        "DOC108 menu 2020 "메뉴 2020": no role or user holds it and it is not public: nobody can open it
        fix: grant it to a role on 권한 관리 (at least "2020::SEARCH"), or remove the menu",
        "DOC108 menu 3000 "바깥": no role or user holds it and it is not public: nobody can open it
        fix: grant it to a role on 권한 관리 (at least "3000::SEARCH"), or remove the menu",
        "DOC109 user kim: has no role: only the authorities granted to the user alone apply
        fix: give the user a role in use on 사용자 관리",
        "DOC109 user lee: has role OLD, which is not in use (useYn N): its grants still apply
        fix: give the user a role in use on 사용자 관리",
        "DOC109 user park: has role GHOST, which is no role of 권한 관리
        fix: give the user a role in use on 사용자 관리, or add role GHOST on 권한 관리",
      ]
    `);
  });

  it('lists the declared APIs that opt out with `fncId: none`, by name, without a finding', () => {
    const optOuts = apiOptOuts({
      'shop.z': { method: 'POST', fncId: 'none' },
      'shop.a': { fncId: 'none' },
      'shop.b': { method: 'POST' },
      'shop.c': { method: 'DELETE', fncId: 'DELETE' },
    });
    expect(optOuts.map(formatOptOut)).toEqual([
      'opt-out API shop.a (GET): fncId none, so menu authority alone lets a user call it',
      'opt-out API shop.z (POST): fncId none, so menu authority alone lets a user call it',
    ]);
  });

  it('DOC106: a declared API no screen binds and no menu’s program may call', () => {
    const input = clean();
    input.apis = { ...input.apis, 'shop.unused': {}, 'shop.orphan': { program: 'NOBODY' } };
    expect(lines(input)).toMatchInlineSnapshot(`
      [
        "DOC106 API shop.orphan: is declared under apis, but no screen binds it and no menu has its program NOBODY
        fix: bind it in a screen (\`source: { api: shop.orphan }\` or an \`api: shop.orphan\` action), or remove it from apis in console.config.yaml",
        "DOC106 API shop.unused: is declared under apis, but no screen binds it
        fix: bind it in a screen (\`source: { api: shop.unused }\` or an \`api: shop.unused\` action), or remove it from apis in console.config.yaml",
      ]
    `);
  });
});
