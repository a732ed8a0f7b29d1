import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appProps, loginHistory, users } from '../../../runtime/server/db/index.ts';
import { loginAs } from '../support/loginAs.ts';
import { createTestApp, type TestApp, testDatabaseKind } from '../support/testDatabase.ts';

let t: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  staff = await loginAs(t.app, 'staff');
});
afterAll(() => t.close());

const me = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/authentication/me', headers });
  return { status: res.statusCode, json: res.json() };
};
const at = (iso: string) => new Date(iso);

describe(`GET /api/authentication/me (${testDatabaseKind})`, () => {
  it("answers the caller's own account: role, masked contacts, password due day, the previous login and the failures since", async () => {
    const { db } = t.database;
    await db
      .update(users)
      .set({
        email: 'kim.staff@example.com',
        mobile: '010-1234-5678',
        pwdChgDttm: at('2026-11-01T15:30:00Z'),
      })
      .where(eq(users.usrId, 'staff'));
    await db.update(appProps).set({ passwordChangeDays: 90 });
    const row = (dttm: string, succYn: 'Y' | 'N', ip = '10.0.0.7') => ({
      usrId: 'staff',
      resCd: succYn === 'Y' ? '0000' : 'FS02',
      succYn,
      ip,
      loginDttm: at(dttm),
    });
    await db.insert(loginHistory).values([
      row('2026-11-20T01:00:00Z', 'Y', '10.0.0.1'),
      row('2026-11-20T02:00:00Z', 'N'),
      row('2026-11-25T09:00:00Z', 'Y', '10.0.0.2'),
      row('2026-11-26T09:00:00Z', 'N'),
      row('2026-11-26T09:01:00Z', 'N'),
      // The first step of a login with a key is no failure.
      { ...row('2026-11-26T23:59:00Z', 'N'), resCd: 'KEY' },
      row('2026-11-27T00:00:00Z', 'Y', '10.0.0.3'),
      // Someone trying the password while the user is logged in counts too.
      row('2026-11-27T01:00:00Z', 'N'),
      // another user's failure is not theirs
      { ...row('2026-11-26T10:00:00Z', 'N'), usrId: 'admin' },
    ]);
    const { status, json } = await me(staff);
    expect(status).toBe(200);
    expect(json.body).toEqual({
      usrId: 'staff',
      usrNm: '김직원',
      roleNm: expect.any(String),
      email: expect.stringMatching(/^ki\*+@example\.com$|\*/),
      mobile: '010-****-5678',
      secondFactor: 'NONE',
      pwdChgDttm: '2026-11-01T15:30:00.000Z',
      // 90 days after the change, on the Korean calendar (the change was on the 2nd there)
      pwdChangeDue: '2027-01-31',
      lastLogin: { loginDttm: '2026-11-25T09:00:00.000Z', ip: '10.0.0.2' },
      failedSinceLast: 3,
    });
    expect(json.body.email).not.toContain('kim.staff');
  });

  it('answers 401 without a session', async () => {
    expect((await me({})).status).toBe(401);
  });
});
