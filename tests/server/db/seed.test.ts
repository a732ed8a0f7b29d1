import { verify } from '@node-rs/argon2';
import { count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuIconOf } from '../../../runtime/core/menu/index.ts';
import {
  appProps,
  areaOf,
  authorities,
  buildMenuTree,
  codeMappingRules,
  commonCodes,
  type Database,
  DEFAULT_MENU_ID,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DESKTOP_ONLY_MENU_ID,
  fileGroups,
  HIDDEN_MENU_IDS,
  IP_LIMITED_MENU_ID,
  loginSessions,
  MOBILE_ONLY_MENU_ID,
  MY_PAGE_FOLDER_ID,
  MY_PAGE_MENU_ID,
  menus,
  PUBLIC_MENU_ID,
  SEED_FUNCTIONS,
  SPECIAL_MENU_PATHS,
  seed,
  seedIfEmpty,
  users,
} from '../../../runtime/server/db/index.ts';
import {
  createTestDatabase,
  exampleScreens,
  TEST_SYSTEM_CODE,
  testDatabaseKind,
} from '../support/testDatabase.ts';

const SEEDED_TABLES: Record<string, PgTable> = {
  users,
  authorities,
  menus,
  commonCodes,
  codeMappingRules,
  fileGroups,
  appProps,
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.close());

const seedOptions = () => ({
  systemCode: TEST_SYSTEM_CODE,
  screens: exampleScreens(),
  excludePaths: ['/login'],
});

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(SEEDED_TABLES)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    out[name] = Number(row?.n);
  }
  return out;
}

async function menuByUrl(url: string) {
  const [row] = await database.db.select().from(menus).where(eq(menus.mnuUrl, url));
  return row;
}

describe(`seed (${testDatabaseKind})`, () => {
  it('is idempotent: a second seed writes nothing and the row counts stay the same', async () => {
    const before = await counts();
    expect(before).toMatchObject({
      users: DEMO_ACCOUNTS.length,
      appProps: 1,
      fileGroups: 3,
      codeMappingRules: 2,
    });
    const again = await seed(database, seedOptions());
    expect(Object.values(again.written).every((n) => n === 0)).toBe(true);
    expect(again.users).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(await seedIfEmpty(database, seedOptions())).toBeUndefined();
  });

  it('creates every demo account with an argon2id hash of the demo password and its login state', async () => {
    const rows = await database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.usrId,
          DEMO_ACCOUNTS.map((a) => a.usrId),
        ),
      );
    expect(rows.map((r) => r.usrId).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.usrId).sort());
    const hashes = new Set<string>();
    for (const row of rows) {
      expect(row.pwdHash, row.usrId).toMatch(/^\$argon2id\$/);
      expect(await verify(row.pwdHash, DEMO_PASSWORD), row.usrId).toBe(true);
      expect(await verify(row.pwdHash, 'wrong-password'), row.usrId).toBe(false);
      expect(row.usrNm).toMatch(/^[가-힣]+$/);
      hashes.add(row.pwdHash);
    }
    expect(hashes.size).toBe(rows.length); // a salt per account
    const by = Object.fromEntries(rows.map((r) => [r.usrId, r]));
    expect(by.admin).toMatchObject({ roleId: 'ADMIN', status: 'ACTIVE', lockedYn: 'N', loginFailCnt: 0 });
    expect(by.staff).toMatchObject({ roleId: 'STAFF', status: 'ACTIVE' });
    expect(by.locked).toMatchObject({ lockedYn: 'Y', loginFailCnt: 5 });
    expect(by.expired).toMatchObject({ expiredYn: 'Y' });
    expect(by.pending).toMatchObject({ pendingYn: 'Y' });
    expect(by.blocked).toMatchObject({ status: 'BLOCKED' });
    expect(by.abroad).toMatchObject({ allowedRegions: 'US' });
    expect(by.mustchange).toMatchObject({ pwdChgReqYn: 'Y' });
    expect(by.otp).toMatchObject({ secondFactor: 'KEY' });
    const age = (id: string) => Math.round((Date.now() - by[id]!.pwdChgDttm.getTime()) / 86_400_000);
    expect(age('oldpw')).toBeGreaterThanOrEqual(120);
    expect(age('admin')).toBeLessThanOrEqual(1);
  });

  it('seeds the app properties of the system with approval flows on', async () => {
    const [props] = await database.db.select().from(appProps).where(eq(appProps.sysCd, TEST_SYSTEM_CODE));
    expect(props).toMatchObject({
      authApprovalType: 'MANAGER',
      passwordChangeDays: 90,
      maximumLoginFailNumbers: 5,
      canUpdateUserPassword: true,
      projectProp: { name: '관리 콘솔 예제' },
    });
  });

  it('gives the special menus their flags, under the exported ids', async () => {
    expect(await menuByUrl(SPECIAL_MENU_PATHS.public)).toMatchObject({
      mnuId: PUBLIC_MENU_ID,
      authScopCd: '03',
    });
    expect(await menuByUrl(SPECIAL_MENU_PATHS.ipLimited)).toMatchObject({
      mnuId: IP_LIMITED_MENU_ID,
      ipLmtYn: 'Y',
      ipList: '10.10.10.10',
    });
    expect(await menuByUrl(SPECIAL_MENU_PATHS.default)).toMatchObject({
      mnuId: DEFAULT_MENU_ID,
      mnuNm: '대시보드',
      defMnuYn: 'Y',
      uprMnuId: '1000',
    });
    expect(await menuByUrl('/pubs/MP/UI_FU_0016')).toMatchObject({
      mnuId: MY_PAGE_MENU_ID,
      uprMnuId: MY_PAGE_FOLDER_ID,
    });
    expect(await menuByUrl(SPECIAL_MENU_PATHS.mobileOnly)).toMatchObject({
      mnuId: MOBILE_ONLY_MENU_ID,
      mnuDvcScopCd: 'M',
    });
    expect(await menuByUrl(SPECIAL_MENU_PATHS.desktopOnly)).toMatchObject({
      mnuId: DESKTOP_ONLY_MENU_ID,
      mnuDvcScopCd: 'D',
    });
    const hidden = await database.db.select().from(menus).where(eq(menus.dpYn, 'N'));
    expect(hidden.map((m) => m.mnuId).sort()).toEqual([...HIDDEN_MENU_IDS].sort());
    expect(
      hidden.every(
        (m) =>
          m.mnuUrl?.startsWith(SPECIAL_MENU_PATHS.hiddenPrefix) || m.mnuUrl === SPECIAL_MENU_PATHS.hiddenCopy,
      ),
    ).toBe(true);

    const all = await database.db.select().from(menus);
    const one = (pick: (m: (typeof all)[number]) => boolean) => all.filter(pick).map((m) => m.mnuId);
    expect(one((m) => m.authScopCd === '03')).toEqual([PUBLIC_MENU_ID]);
    expect(one((m) => m.ipLmtYn === 'Y')).toEqual([IP_LIMITED_MENU_ID]);
    expect(one((m) => m.defMnuYn === 'Y')).toEqual([DEFAULT_MENU_ID]);
    // The /docs pages and their folder (desktop-only pages make a desktop-only folder).
    const docs = (m: (typeof all)[number]) => m.mnuUrl?.startsWith('/docs') || m.mnuId === '6000';
    expect(all.every((m) => docs(m) === (m.mnuDvcScopCd === 'D'))).toBe(true);
    expect(all.filter((m) => m.mnuDvcScopCd === 'A').length).toBeGreaterThan(all.length / 2);
  });

  it('has a page menu for every route but the login page, and every page menu URL is a route', async () => {
    const routes = exampleScreens().map((s) => s.path);
    const all = await database.db.select().from(menus).where(eq(menus.sysCd, TEST_SYSTEM_CODE));
    const pages = all.filter((m) => m.mnuUrl);
    expect(pages.map((m) => m.mnuUrl).sort()).toEqual(routes.filter((r) => r !== '/login').sort());
    for (const page of pages) expect(routes, page.mnuUrl!).toContain(page.mnuUrl);
  });

  it("names every page menu after its screen's menuName or title (즐겨찾기 메뉴, 메뉴 관리); no two menus share a name", async () => {
    const titles = new Map(exampleScreens().map((s) => [s.path, s.menuName ?? s.title]));
    const pages = (await database.db.select().from(menus)).filter((m) => m.mnuUrl);
    for (const page of pages) expect(page.mnuNm, page.mnuUrl!).toBe(titles.get(page.mnuUrl!));
    // The favourites screen was once titled 등급 혜택 상세; its menu follows the title that matches it.
    expect((await menuByUrl('/pubs/MP/UI_FU_0017_2'))?.mnuNm).toBe('즐겨찾기 메뉴');
    expect((await menuByUrl('/pubs/MI/UI_FU_0088'))?.mnuNm).toBe('메뉴 관리');
    // Two screens titled 기념일 관리 (the list and its delete state): the second's menu says which.
    expect((await menuByUrl('/pubs/MP/MI/UI_FU_0024_1'))?.mnuNm).toBe('기념일 관리 (삭제 안내)');
    const names = (await database.db.select().from(menus)).map((m) => m.mnuNm);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('builds a tree of numeric ids: staff folders first, the member website in 회원 사이트, pages in route order, the administration under 시스템 관리', async () => {
    const all = await database.db.select().from(menus).orderBy(menus.mnuId);
    const byOrder = (list: typeof all) => [...list].sort((a, b) => a.srtNo! - b.srtNo!);
    const folders = byOrder(all.filter((m) => m.mnuStepNo === 1));
    expect(folders.map((m) => [m.mnuId, m.mnuNm])).toEqual([
      ['1000', '홈'],
      ['8000', '운영 관리'],
      ['7000', '시스템 관리'],
      ['9000', '회원 사이트'],
      ['6000', '개발 문서'],
    ]);
    expect(folders.every((f) => f.mnuUrl === null && f.uprMnuId === null)).toBe(true);
    // The member website's screens (the spec's /pubs routes), a folder per area inside 회원 사이트.
    expect(
      byOrder(all.filter((m) => m.uprMnuId === '9000')).map((m) => [m.mnuId, m.mnuNm, m.mnuStepNo]),
    ).toEqual([
      ['2000', '회원서비스', 2],
      ['3000', '마이페이지', 2],
      ['4000', '멤버스 안내', 2],
      ['5000', '고객센터', 2],
    ]);
    expect(all.filter((m) => m.uprMnuId === '3000').every((m) => m.mnuStepNo === 3)).toBe(true);
    expect(byOrder(all.filter((m) => m.uprMnuId === '8000')).map((m) => [m.mnuNm, m.mnuUrl])).toEqual([
      ['회원 관리', '/ops/members'],
      ['포인트 관리', '/ops/points'],
      ['공지 관리', '/ops/notices'],
      ['매장 관리', '/ops/stores'],
      ['쿠폰 관리', '/ops/coupons'],
    ]);
    const ids = new Set(all.map((m) => m.mnuId));
    for (const m of all) {
      expect(m.mnuId).toMatch(/^\d+$/);
      expect(m.sysCd).toBe(TEST_SYSTEM_CODE);
      if (m.mnuUrl) {
        expect(ids.has(m.uprMnuId!), m.mnuId).toBe(true);
        expect(m.proIdVal).toMatch(/^[A-Z0-9_]+$/);
      }
    }
    for (const folder of all.filter((m) => m.mnuUrl === null)) {
      const children = byOrder(all.filter((m) => m.uprMnuId === folder.mnuId));
      const urls = children.flatMap((m) => (m.mnuUrl ? [m.mnuUrl] : []));
      if (folder.mnuNm !== '시스템 관리' && folder.mnuNm !== '운영 관리')
        expect(urls).toEqual([...urls].sort());
      expect(children.map((m) => m.srtNo)).toEqual(children.map((_, i) => i + 1));
    }
    // Every SYSTEM_ program's screen, 메뉴 관리 and 계정 잠금 관리 of /pubs/MI too, in the order an
    // administrator works in.
    const system = all.filter((m) => m.uprMnuId === '7000');
    expect(system.map((m) => m.mnuNm)).toEqual([
      '사용자 관리',
      '권한 관리',
      '메뉴 관리',
      '공통코드 관리',
      '승인 관리',
      '계정 잠금 관리',
      '시스템 설정',
      '로그인 이력',
      '접속 이력',
      '인터페이스 이력',
      '개인정보 접속기록',
      '권한 변경 이력',
      '개인정보 월간 점검',
      '정보주체 조회',
    ]);
    expect(system.every((m) => m.proIdVal!.startsWith('SYSTEM_'))).toBe(true);
    expect(all.some((m) => m.uprMnuId !== '7000' && m.proIdVal?.startsWith('SYSTEM_'))).toBe(false);
  });

  it('grants ADMIN every function of every page and STAFF only SEARCH on 홈, 마이페이지 and 고객센터', async () => {
    const pages = (await database.db.select().from(menus)).filter((m) => m.mnuUrl);
    const grants = await database.db.select().from(authorities);
    const admin = new Set(grants.filter((g) => g.roleId === 'ADMIN').map((g) => g.authority));
    for (const p of pages) {
      for (const fn of SEED_FUNCTIONS) expect(admin.has(`${p.mnuId}:${p.proIdVal}:${fn}`)).toBe(true);
    }
    const staff = grants.filter((g) => g.roleId === 'STAFF').map((g) => g.authority);
    expect(staff.length).toBeGreaterThan(10);
    const pageById = new Map(pages.map((p) => [p.mnuId, p]));
    for (const a of staff) {
      const [mnuId, , fn] = a.split(':');
      expect(fn).toBe('SEARCH');
      expect(['HOME', 'MP', 'CS']).toContain(areaOf(pageById.get(mnuId!)!.mnuUrl!));
    }
    expect(staff).toContain(`${DEFAULT_MENU_ID}:HOME:SEARCH`);
    // 운영 관리: OPERATOR with SAVE, VIEWER only SEARCH.
    const ops = pages.filter((p) => p.mnuUrl!.startsWith('/ops/'));
    const roleHas = (role: string, fn: string) =>
      ops.every((p) =>
        grants.some((g) => g.roleId === role && g.authority === `${p.mnuId}:${p.proIdVal}:${fn}`),
      );
    expect(roleHas('OPERATOR', 'SAVE')).toBe(true);
    expect(roleHas('VIEWER', 'SEARCH')).toBe(true);
    expect(
      grants.some(
        (g) =>
          g.roleId === 'VIEWER' &&
          ops.some((p) => g.authority.startsWith(`${p.mnuId}:`) && !g.authority.endsWith(':SEARCH')),
      ),
    ).toBe(false);
    expect(staff.some((a) => a.startsWith(`${IP_LIMITED_MENU_ID}:`))).toBe(false);
    expect(grants.every((g) => g.usrId === null)).toBe(true);
  });

  it('seeds code groups with a * header row and the fields the client strips', async () => {
    const codes = await database.db.select().from(commonCodes);
    const groups = [...new Set(codes.map((c) => c.grpCd))].sort();
    expect(groups).toEqual(['ANNIV_TYPE', 'EMAIL_DOMAIN', 'GENDER', 'PHONE_PREFIX', 'PRIVACY_REASON']);
    for (const g of groups) expect(codes.filter((c) => c.grpCd === g && c.dtlCd === '*')).toHaveLength(1);
    expect(codes.every((c) => c.lclsCd && c.lclsNm && c.mclsNm && c.rmk)).toBe(true);
    expect(
      codes
        .filter((c) => c.grpCd === 'PHONE_PREFIX' && c.dtlCd !== '*')
        .map((c) => c.dtlCd)
        .sort(),
    ).toEqual(['010', '011', '016', '017', '018', '019']);
    const groupsOfFiles = await database.db.select().from(fileGroups).orderBy(fileGroups.fileGrpId);
    expect(groupsOfFiles.map((g) => [g.fileGrpId, g.accept, g.maxSizeBytes])).toEqual([
      ['DEFAULT', null, 10 * 1024 * 1024],
      ['DOC', '.pdf,.docx,.xlsx', 20 * 1024 * 1024],
      ['IMAGE', 'image/*,.png,.jpg', 5 * 1024 * 1024],
    ]);
    expect(await database.db.select().from(codeMappingRules)).toHaveLength(2);
  });

  it('leaves changed demo users alone, and --reset-demo restores them (and drops their sessions)', async () => {
    const { db } = database;
    await db
      .update(users)
      .set({ pwdHash: 'changed', lockedYn: 'Y', loginFailCnt: 3 })
      .where(eq(users.usrId, 'admin'));
    await db.delete(users).where(eq(users.usrId, 'otp'));
    await db.insert(loginSessions).values({
      sessionId: 's1',
      usrId: 'staff',
      procId: 'p',
      refreshTokenHash: 'h',
      expiresDttm: new Date(Date.now() + 60_000),
    });
    await db.update(menus).set({ mnuNm: '바뀐 이름' }).where(eq(menus.mnuId, DEFAULT_MENU_ID));
    await db.delete(authorities).where(eq(authorities.roleId, 'STAFF'));

    const insert = await seed(database, seedOptions());
    expect(insert.users).toEqual(['otp']);
    const [admin] = await db.select().from(users).where(eq(users.usrId, 'admin'));
    expect(admin).toMatchObject({ pwdHash: 'changed', lockedYn: 'Y', loginFailCnt: 3 });
    expect((await menuByUrl(SPECIAL_MENU_PATHS.default))?.mnuNm).toBe('바뀐 이름');
    expect(insert.written.authorities).toBeGreaterThan(0); // missing grants come back

    const reset = await seed(database, { ...seedOptions(), resetDemo: true });
    expect(reset.mode).toBe('reset');
    expect(reset.users).toHaveLength(DEMO_ACCOUNTS.length);
    const [restored] = await db.select().from(users).where(eq(users.usrId, 'admin'));
    expect(restored).toMatchObject({ lockedYn: 'N', loginFailCnt: 0 });
    expect(await verify(restored!.pwdHash, DEMO_PASSWORD)).toBe(true);
    expect(await db.select().from(loginSessions).where(eq(loginSessions.usrId, 'staff'))).toEqual([]);
    expect((await menuByUrl(SPECIAL_MENU_PATHS.default))?.mnuNm).toBe('대시보드');
    const afterReset = await counts();
    expect(await seed(database, seedOptions())).toMatchObject({
      users: [],
      written: { menus: 0, authorities: 0 },
    });
    expect(await counts()).toEqual(afterReset);
  });
});

describe('buildMenuTree', () => {
  const screens = exampleScreens();

  it('gives the staff folders and pages an icon of the icon set, and the member site none', () => {
    const rows = buildMenuTree(screens, { systemCode: 'X' });
    const icon = (url: string) => rows.find((r) => r.mnuUrl === url)?.iconSrc;
    for (const row of rows.filter((r) => r.iconSrc))
      expect(menuIconOf(row.iconSrc), `${row.mnuNm} ${row.iconSrc}`).toMatchObject({ kind: 'name' });
    expect(rows.find((r) => r.mnuNm === '운영 관리')?.iconSrc).toBe('briefcase');
    expect(icon('/ops/members')).toBe('users');
    expect(icon('/pubs/SY/users')).toBe('user');
    expect(icon('/pubs/CS/NT/UI_FU_0013')).toBeNull();
    // Every page of 운영 관리 and 시스템 관리 has one (a column of icons with a gap looks broken).
    const staffFolders = rows
      .filter((r) => r.mnuNm === '운영 관리' || r.mnuNm === '시스템 관리')
      .map((r) => r.mnuId);
    const pages = rows.filter((r) => staffFolders.includes(String(r.uprMnuId)));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((p) => !p.iconSrc).map((p) => p.mnuUrl)).toEqual([]);
  });

  it('gives the same ids whatever the input order', () => {
    const a = buildMenuTree(screens, { systemCode: 'X' });
    const b = buildMenuTree([...screens].reverse(), { systemCode: 'X' });
    expect(b).toEqual(a);
  });

  it('skips excluded paths and duplicates, and puts unknown areas after the known ones', () => {
    const rows = buildMenuTree(
      [
        { path: '/login', title: '로그인' },
        { path: '/tools/a', title: '도구 A' },
        { path: '/pubs/ZZ/X/Y', title: '새 영역' },
        { path: '/', title: '홈' },
        { path: '/', title: '홈 중복' },
      ],
      { systemCode: 'X' },
    );
    expect(rows.map((r) => [r.mnuId, r.mnuUrl ?? r.mnuNm])).toEqual([
      ['1000', '홈'],
      ['1010', '/'],
      ['10000', 'ZZ'],
      ['10010', '/pubs/ZZ/X/Y'],
      ['11000', 'tools'],
      ['11010', '/tools/a'],
    ]);
  });

  it('widens the id blocks when an area has more than 99 pages', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      path: `/pubs/MS/P${String(i).padStart(3, '0')}`,
      title: `p${i}`,
    }));
    const rows = buildMenuTree([...many, { path: '/pubs/MP/A', title: 'a' }], { systemCode: 'X' });
    const ids = rows.map((r) => Number(r.mnuId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows.find((r) => r.mnuUrl === '/pubs/MP/A')?.mnuId).toBe('30010');
  });
});
