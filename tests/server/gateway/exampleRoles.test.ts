import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../../../cli/compile/index.ts';
import { declaredApiFunction } from '../../../runtime/core/auth/index.ts';
import { rowsOf } from '../../../runtime/server/db/index.ts';
import type { ConsoleConfigInput, DeclaredApi } from '../../../schemas/index.ts';
import { loginAs } from '../support/loginAs.ts';
import { createTestApp, exampleScreens, type TestApp } from '../support/testDatabase.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

// The example console's own declared APIs and screens, as the seeded roles meet them. The backend
// is a closed port: a call that passes the authority checks fails there (5xx), a refused one never
// gets that far (403).
describe('the example console’s roles through its declared APIs', () => {
  const project = compileProject({ root: ROOT });
  const apis = project.config!.apis as Record<string, DeclaredApi>;
  const screens = exampleScreens();
  let t: TestApp;
  let menuOf: Map<string, string>;
  const who: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const config: ConsoleConfigInput = {
      upstreams: { shop: { url: 'http://127.0.0.1:9', timeout: 2000 } },
      apis: project.config!.apis,
    };
    t = await createTestApp({ config, screens });
    const menus = rowsOf<{ mnu_id: string; mnu_url: string }>(
      await t.database.db.execute(sql`select mnu_id, mnu_url from menus where mnu_url is not null`),
    );
    menuOf = new Map(menus.map((m) => [m.mnu_url, m.mnu_id]));
    for (const usrId of ['viewer', 'operator', 'staff']) who[usrId] = await loginAs(t.app, usrId);
  });
  afterAll(() => t?.close());

  /** Each declared API that needs a function other than SEARCH, with a menu of a screen binding it. */
  const writes = () =>
    Object.entries(apis)
      .filter(([, api]) => {
        const fncId = declaredApiFunction(api);
        return fncId !== undefined && fncId !== 'SEARCH';
      })
      .map(([name, api]) => {
        const screen = screens.find((s) => s.apis?.includes(name));
        const menuId = screen && menuOf.get(screen.path);
        if (!menuId) throw new Error(`no menu binds ${name}`);
        return { name, api, menuId };
      });

  // A value for each path parameter of the example's APIs.
  const keys = {
    annivId: '1',
    snsCd: 'KAKAO',
    noticeNo: '1',
    txnNo: '1',
    couponId: 'C001',
    memberNo: 'M100001',
    storeId: 'S001',
  };
  const call = (name: string, api: DeclaredApi, headers: Record<string, string>, menuId: string) =>
    t.app.inject({
      method: api.method === 'GET' ? 'GET' : 'POST',
      url: `/api/ext/${name}`,
      headers: { ...headers, 'Menu-Id': menuId },
      ...(api.method === 'GET' ? { query: keys } : { payload: keys }),
    });

  it('every write of the example names a function a viewer lacks: each is refused 403 FORBIDDEN_FUNCTION', async () => {
    const list = writes();
    expect(list.map((w) => w.name).sort()).toEqual([
      'shop.anniversaries.create',
      'shop.anniversaries.remove',
      'shop.favoriteStore.update',
      'shop.members.bulk',
      'shop.notices.create',
      'shop.notices.remove',
      'shop.notices.update',
      'shop.ops.coupons.create',
      'shop.ops.coupons.stop',
      'shop.ops.memberGrade',
      'shop.ops.points.cancel',
      'shop.ops.points.issue',
      'shop.points.gift',
      'shop.profile.update',
      'shop.sns.disconnect',
      'shop.stores.update',
    ]);
    for (const { name, api, menuId } of list) {
      const res = await call(name, api, who.viewer!, menuId);
      expect([name, res.statusCode, res.json().resultCode]).toEqual([name, 403, 'FORBIDDEN_FUNCTION']);
      // staff holds SEARCH on 마이페이지 and 고객센터 only: never SAVE or DELETE either.
      const staff = await call(name, api, who.staff!, menuId);
      expect([name, staff.statusCode]).toEqual([name, 403]);
    }
  });

  it('the operator passes the same checks (the closed backend answers instead)', async () => {
    for (const { name, api, menuId } of writes()) {
      const res = await call(name, api, who.operator!, menuId);
      expect([name, res.statusCode]).not.toEqual([name, 403]);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(500);
    }
  });

  it('a viewer still searches: the POST searches name SEARCH', async () => {
    for (const name of ['shop.points', 'shop.purchases', 'shop.members.lookup']) {
      expect(declaredApiFunction(apis[name]!)).toBe('SEARCH');
      const screen = screens.find((s) => s.apis?.includes(name))!;
      const res = await call(name, apis[name]!, who.viewer!, menuOf.get(screen.path)!);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(500);
    }
  });
});
