import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLogs, consoleEvents } from '../../../runtime/server/db/index.ts';
import { login } from '../auth/authTestApp.ts';
import { loginAs } from '../support/loginAs.ts';
import { type SystemFixture, snapshot, systemFixture } from './systemFixture.ts';

describe('app properties (/api/system/props, SYSTEM_CONFIG)', () => {
  let t: SystemFixture;
  beforeAll(async () => {
    t = await systemFixture();
  });
  afterAll(() => t?.close());

  const read = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/system/props',
        headers: { ...t.admin, 'Menu-Id': t.menus.config },
      })
    ).json().body;
  const save = (body: unknown, who = t.admin) => t.post('/api/system/props', body, who, t.menus.config);

  it('reads the seeded properties', async () => {
    expect(await read()).toMatchObject({
      sysCd: 'CONSOLE',
      authApprovalType: 'MANAGER',
      passwordChangeDays: 90,
      maximumLoginFailNumbers: 5,
      canUpdateUserPassword: true,
    });
  });

  it('a saved lock count holds at the very next login, and the save is audited and announced', async () => {
    const res = await save({
      maximumLoginFailNumbers: '2',
      canUpdateUserPassword: false,
      passwordChangeDays: 30,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({
      maximumLoginFailNumbers: 2,
      canUpdateUserPassword: false,
      updUsrId: 'admin',
    });
    // Two wrong passwords lock staff now (it took five before).
    await login(t.app, 'staff', 'Wrong-pass1');
    const second = await login(t.app, 'staff', 'Wrong-pass1');
    expect(second.json().body).toMatchObject({ loginFailCnt: 2, locked: true, maximumLoginFailNumbers: 2 });
    const [entry] = await t.db.select().from(adminAuditLogs).where(eq(adminAuditLogs.actCd, 'props.save'));
    expect(entry!.beforeVal).toMatchObject({ maximumLoginFailNumbers: 5 });
    expect(entry!.afterVal).toMatchObject({ maximumLoginFailNumbers: 2 });
    const events = await t.db.select().from(consoleEvents).where(eq(consoleEvents.type, 'initial-data'));
    expect(events.length).toBeGreaterThan(0);
  });

  it('refuses out-of-range values in Korean and changes nothing; others than administrators are refused', async () => {
    const before = await snapshot(t.db);
    const propsBefore = await read();
    const bad = await save({ maximumLoginFailNumbers: '-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resultMessage).toBe(
      '로그인 실패 허용 횟수는 0~100회로 입력해주세요. 0이면 잠그지 않습니다.',
    );
    expect((await save({ authApprovalType: 'AUTO' })).statusCode).toBe(400);
    // (staff is locked by now: the operator stands for everyone but the administrators.)
    expect((await save({ passwordChangeDays: 1 }, await loginAs(t.app, 'operator'))).statusCode).toBe(403);
    expect(await read()).toEqual(propsBefore);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
