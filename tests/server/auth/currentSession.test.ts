import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorities } from '../../../runtime/server/db/index.ts';
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

const session = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/authentication/session', headers });
  return {
    status: res.statusCode,
    json: res.json() as { body: { user: unknown; authorities: { clientAuthority: string }[] } },
  };
};
const roles = async () => (await session(staff)).json.body.authorities.map((a) => a.clientAuthority);

describe(`GET /api/authentication/session (${testDatabaseKind})`, () => {
  it("answers the caller's user and authority strings as they are now", async () => {
    const { status, json } = await session(staff);
    expect(status).toBe(200);
    expect(json.body.user).toEqual({ usrId: 'staff', usrNm: expect.any(String) });
    expect(json.body.authorities.length).toBeGreaterThan(0);
    expect(json.body.authorities.every((a) => a.clientAuthority.split(':').length === 3)).toBe(true);
  });

  it('shows a grant made after the login, and no longer a revoked one (a page load then sees it)', async () => {
    const granted = '9990:NEW_SCREEN:SEARCH';
    expect(await roles()).not.toContain(granted);
    await t.database.db.insert(authorities).values({ roleId: 'STAFF', usrId: null, authority: granted });
    await expect.poll(roles, { timeout: 5_000 }).toContain(granted);
    await t.database.db
      .delete(authorities)
      .where(and(eq(authorities.roleId, 'STAFF'), eq(authorities.authority, granted)));
    await expect.poll(roles, { timeout: 5_000 }).not.toContain(granted);
  });

  it('answers 401 without a session', async () => {
    expect((await session({})).status).toBe(401);
  });
});
