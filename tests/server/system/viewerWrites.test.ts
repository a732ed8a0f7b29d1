import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorities, rowsOf } from '../../../runtime/server/db/index.ts';
import { API_ROUTES, type ApiRouteName } from '../../../schemas/api/routes.ts';
import { loginAs } from '../support/loginAs.ts';
import { type SystemFixture, snapshot, systemFixture } from './systemFixture.ts';

// A viewer (SEARCH only) is refused 403 on every write of the management API
// and the database is unchanged. The worst case is tried: the viewer is also given SEARCH on every
// administration screen (a role an integrator might make to let auditors read them), and each
// write is sent naming each menu of its program, and each menu the viewer holds.
describe('a viewer (SEARCH only) and every write of the management API', () => {
  let t: SystemFixture;
  let viewer: Record<string, string>;
  beforeAll(async () => {
    t = await systemFixture();
    const systemMenus = rowsOf<{ mnu_id: string; pro_id_val: string }>(
      await t.db.execute(sql`select mnu_id, pro_id_val from menus where pro_id_val like 'SYSTEM_%'`),
    );
    await t.db
      .insert(authorities)
      .values(systemMenus.map((m) => ({ roleId: 'VIEWER', authority: `${m.mnu_id}:${m.pro_id_val}:SEARCH` })))
      .onConflictDoNothing();
    viewer = await loginAs(t.app, 'viewer');
  });
  afterAll(() => t?.close());

  /** Every route bound to a program's function: what a SEARCH-only role must not do. */
  const writes = (Object.keys(API_ROUTES) as ApiRouteName[]).flatMap((name) => {
    const route = API_ROUTES[name] as { method: string; url: string; program?: { id: string; fn?: string } };
    return route.program?.fn
      ? [{ name, ...route, program: route.program as { id: string; fn: string } }]
      : [];
  });

  it('the route table binds every management write to SAVE or DELETE (and exports to EXCEL)', () => {
    const names = writes.map((w) => w.name);
    for (const name of [
      'menu.add',
      'menu.edit',
      'menu.batch',
      'menu.remove',
      'user.add',
      'user.edit',
      'user.resetPassword',
      'user.unlock',
      'role.add',
      'role.edit',
      'role.remove',
      'role.saveGrants',
      'code.saveGroup',
      'code.save',
      'code.remove',
      'approval.approve',
      'approval.reject',
      'props.save',
    ])
      expect(names, name).toContain(name);
    expect(new Set(writes.map((w) => w.program.fn))).toEqual(new Set(['SAVE', 'DELETE', 'EXCEL']));
  });

  it('refuses each of them 403 through every menu, with a Korean message, and writes nothing', async () => {
    const before = await snapshot(t.db);
    const held = rowsOf<{ mnu_id: string }>(
      await t.db.execute(
        sql`select distinct split_part(authority, ':', 1) as mnu_id from authorities where role_id = 'VIEWER'`,
      ),
    ).map((r) => r.mnu_id);
    const statuses = new Map<string, number>();
    const messages = new Set<string>();
    for (const w of writes) {
      const ofProgram = rowsOf<{ mnu_id: string }>(
        await t.db.execute(sql`select mnu_id from menus where pro_id_val = ${w.program.id}`),
      ).map((r) => r.mnu_id);
      expect(ofProgram.length, `${w.name}: a menu of ${w.program.id}`).toBeGreaterThan(0);
      for (const menuId of new Set([...ofProgram, ...held.slice(0, 5)])) {
        const res = await t.app.inject({
          method: w.method as 'POST',
          url: w.url.replace(/:(\w+)/g, 'x'),
          headers: { ...viewer, 'Menu-Id': menuId },
          ...(w.method !== 'GET' && { payload: {} }),
        });
        statuses.set(`${w.name} ${menuId}`, res.statusCode);
        messages.add(res.json().resultMessage);
      }
    }
    const refusedOtherwise = [...statuses].filter(([, status]) => status !== 403);
    expect(refusedOtherwise).toEqual([]);
    expect([...messages].sort()).toEqual(
      [
        '해당 기능을 사용할 권한이 없습니다. 관리자에게 권한을 요청하세요.',
        '해당 메뉴에 대한 권한이 없습니다.',
      ].sort(),
    );
    expect(await snapshot(t.db)).toEqual(before);
  });
});
