import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLogs,
  authorities,
  consoleEvents,
  PUBLIC_MENU_ID,
  users,
} from '../../../runtime/server/db/index.ts';
import { loginAs } from '../support/loginAs.ts';
import { exampleScreens } from '../support/testDatabase.ts';
import { type SystemFixture, snapshot, systemFixture } from './systemFixture.ts';

describe('roles and their grants (/api/system/role, SYSTEM_ROLE)', () => {
  let t: SystemFixture;
  let operator: Record<string, string>;
  beforeAll(async () => {
    t = await systemFixture({ screens: exampleScreens() });
    operator = await loginAs(t.app, 'operator');
  });
  afterAll(() => t?.close());

  const post = (url: string, body: unknown, who = t.admin) =>
    t.post(`/api/system/role${url}`, body, who, t.menus.roleAdmin);
  const grants = async (roleId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/system/role/${roleId}/grants`,
        headers: { ...t.admin, 'Menu-Id': t.menus.roleAdmin },
      })
    ).json().body;

  it('lists the seeded roles in order, with how many accounts hold each', async () => {
    const res = await post('/list', undefined);
    expect(res.statusCode).toBe(200);
    const list = res.json().body as Array<{ roleId: string; roleNm: string; userCount: number }>;
    expect(list.map((r) => [r.roleId, r.roleNm])).toEqual([
      ['ADMIN', '관리자'],
      ['OPERATOR', '운영자'],
      ['VIEWER', '조회자'],
      ['STAFF', '직원'],
    ]);
    expect(list.find((r) => r.roleId === 'STAFF')!.userCount).toBeGreaterThanOrEqual(8);
    // Only administrators hold 권한 관리.
    expect((await post('/list', undefined, operator)).statusCode).toBe(403);
  });

  it("answers a role's grants as the menu tree, with the functions each screen uses", async () => {
    const body = await grants('OPERATOR');
    expect(body.roleNm).toBe('운영자');
    const notice = body.menus.find((m: { mnuId: string }) => m.mnuId === PUBLIC_MENU_ID);
    // 공지사항: its buttons (SAVE, EXCEL) and the declared API it binds, and DELETE, which the seed
    // granted though the screen does not use it (what a role holds is always shown).
    expect(notice).toMatchObject({ mnuNm: '공지사항', depth: 3, granted: true });
    expect(notice.functions).toEqual(['SEARCH', 'SAVE', 'DELETE', 'EXCEL']);
    const viewerNotice = (await grants('VIEWER')).menus.find(
      (m: { mnuId: string }) => m.mnuId === PUBLIC_MENU_ID,
    );
    expect(viewerNotice.functions).toEqual(['SEARCH', 'SAVE', 'EXCEL']);
    expect(viewerNotice.grantedFunctions).toEqual(['SEARCH']);
    expect(notice.grantedFunctions).toEqual(['SEARCH', 'SAVE', 'DELETE', 'EXCEL']);
    // Folders first, in tree order; the system screens are not the operator's.
    expect(body.menus[0]).toMatchObject({ depth: 1, mnuUrl: null, functions: [] });
    const roleMenu = body.menus.find((m: { mnuId: string }) => m.mnuId === t.menus.roleAdmin);
    expect(roleMenu).toMatchObject({ granted: false, grantedFunctions: [] });
    expect(roleMenu.functions).toEqual(['SEARCH', 'SAVE', 'DELETE']);
  });

  it('saves the grants in one call: taking SAVE away reaches the role’s sessions at once', async () => {
    const before = await grants('OPERATOR');
    expect(before.grants).toContain(PUBLIC_MENU_ID);
    expect(before.grants).toContain(`${PUBLIC_MENU_ID}:SAVE`);
    const edited = before.grants.filter((g: string) => g !== `${PUBLIC_MENU_ID}:SAVE`);
    const res = await post('/grants', { roleId: 'OPERATOR', grants: edited });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.authorities).not.toContain(`${PUBLIC_MENU_ID}:CS_NT_UI_FU_0013:SAVE`);
    expect(res.json().body.authorities).toContain(`${PUBLIC_MENU_ID}:CS_NT_UI_FU_0013:SEARCH`);
    // The operator's very next call holds the new grant (no new login).
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/authentication/session',
      headers: operator,
    });
    expect(session.json().body.authorities).not.toContain(`${PUBLIC_MENU_ID}:CS_NT_UI_FU_0013:SAVE`);
    // Every open console hears it.
    const [event] = await t.db.select().from(consoleEvents).where(eq(consoleEvents.type, 'authority'));
    expect(event).toMatchObject({ data: { roleId: 'OPERATOR' }, usrId: null });
    // Audited with the before and after.
    const [entry] = await t.db
      .select()
      .from(adminAuditLogs)
      .where(and(eq(adminAuditLogs.actCd, 'role.saveGrants'), eq(adminAuditLogs.trgtId, 'OPERATOR')));
    expect(entry!.beforeVal).toContain(`${PUBLIC_MENU_ID}:CS_NT_UI_FU_0013:SAVE`);
    expect(entry!.afterVal).not.toContain(`${PUBLIC_MENU_ID}:CS_NT_UI_FU_0013:SAVE`);
    // Saving what was read changes nothing.
    const again = await post('/grants', { roleId: 'OPERATOR', grants: (await grants('OPERATOR')).grants });
    expect(again.json().body.authorities).toEqual(res.json().body.authorities);
  });

  it('refuses a function the screen does not use, a menu of no system, and writes nothing', async () => {
    const before = await snapshot(t.db);
    const bad = await post('/grants', {
      roleId: 'VIEWER',
      grants: [PUBLIC_MENU_ID, `${PUBLIC_MENU_ID}:LAUNCH`],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resultMessage).toBe(
      '공지사항 화면에는 LAUNCH 기능이 없습니다. 이 화면의 기능(SEARCH, SAVE, EXCEL) 중에서 선택해주세요.',
    );
    const unknown = await post('/grants', { roleId: 'VIEWER', grants: ['NOPE'] });
    expect(unknown.json().resultCode).toBe('ustra.management.grantUnknownMenu');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('adds, edits and removes a role; refuses one in use and the caller’s own', async () => {
    const added = await post('', { roleId: 'CS_LEAD', roleNm: '상담 팀장', roleDesc: '고객센터 팀장' });
    expect(added.statusCode).toBe(200);
    expect(added.json().body).toMatchObject({ roleId: 'CS_LEAD', useYn: 'Y', userCount: 0 });
    expect((await post('', { roleId: 'CS_LEAD', roleNm: '중복' })).statusCode).toBe(409);
    expect((await post('', { roleId: 'cs lead', roleNm: '소문자' })).json().resultMessage).toBe(
      '역할 ID는 영문 대문자로 시작하는 50자 이하의 영문 대문자, 숫자, _ 로 입력해주세요. 예) CS_LEAD',
    );
    const edited = await post('/edit', { roleId: 'CS_LEAD', roleNm: '상담팀장' });
    expect(edited.json().body.roleNm).toBe('상담팀장');
    // A function implies its menu.
    const granted = await post('/grants', { roleId: 'CS_LEAD', grants: [`${PUBLIC_MENU_ID}:SEARCH`] });
    expect(granted.json().body.authorities).toEqual([`${PUBLIC_MENU_ID}:CS_NT_UI_FU_0013:SEARCH`]);
    expect((await grants('CS_LEAD')).grants).toEqual([PUBLIC_MENU_ID, `${PUBLIC_MENU_ID}:SEARCH`]);

    const inUse = await post('/remove', { roleId: 'STAFF' });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().resultMessage).toMatch(
      /^사용자 \d+명이 이 역할\(STAFF\)을 쓰고 있어 삭제할 수 없습니다/,
    );
    expect((await post('/remove', { roleId: 'ADMIN' })).json().resultCode).toBe('ustra.management.ownRole');
    expect((await post('/edit', { roleId: 'ADMIN', useYn: 'N' })).json().resultCode).toBe(
      'ustra.management.ownRole',
    );

    const removed = await post('/remove', { roleId: 'CS_LEAD' });
    expect(removed.statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(authorities)
      .where(and(eq(authorities.roleId, 'CS_LEAD'), isNull(authorities.usrId)));
    expect(left).toEqual([]);
  });

  it('an administrator cannot take SAVE on 권한 관리 from their own role', async () => {
    const body = await grants('ADMIN');
    const edited = body.grants.filter((g: string) => g !== `${t.menus.roleAdmin}:SAVE`);
    const res = await post('/grants', { roleId: 'ADMIN', grants: edited });
    expect(res.json().resultCode).toBe('ustra.management.ownRole');
  });

  it('a new role for a user reaches that user’s consoles', async () => {
    const res = await t.post(
      '/api/system/user/edit',
      { usrId: 'viewer', roleId: 'STAFF' },
      t.admin,
      t.menus.userAdmin,
    );
    expect(res.statusCode).toBe(200);
    const events = await t.db.select().from(consoleEvents).where(eq(consoleEvents.usrId, 'viewer'));
    expect(events.at(-1)).toMatchObject({ type: 'authority', data: { roleId: 'STAFF' } });
    const [row] = await t.db.select().from(users).where(eq(users.usrId, 'viewer'));
    expect(row!.roleId).toBe('STAFF');
  });
});
