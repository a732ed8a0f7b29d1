import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLogs,
  authorities,
  consoleEvents,
  loginSessions,
  menus,
  personalAccessLogs,
  recordSubjectIds,
  users,
} from '../../../runtime/server/db/index.ts';
import { login } from '../auth/authTestApp.ts';
import { loginAs } from '../support/loginAs.ts';
import { personalRecordsOf } from '../support/personalRecords.ts';
import { type SystemFixture, snapshot, systemFixture } from './systemFixture.ts';

describe('user administration (/api/system/user, SYSTEM_USER)', () => {
  let t: SystemFixture;
  let viewer: Record<string, string>;
  beforeAll(async () => {
    t = await systemFixture();
    // The viewer may open 계정 잠금 관리 to read, but holds no SAVE there.
    const [menu] = await t.db.select().from(menus).where(eq(menus.mnuId, t.menus.userAdmin));
    await t.db
      .insert(authorities)
      .values({ roleId: 'VIEWER', authority: `${menu!.mnuId}:${menu!.proIdVal}:SEARCH` });
    viewer = await loginAs(t.app, 'viewer');
  });
  afterAll(() => t?.close());

  const as = (who: Record<string, string>) => ({
    post: (url: string, body: unknown) => t.post(`/api/system/user${url}`, body, who, t.menus.userAdmin),
  });

  it('searches accounts one page at a time on the server, with the count of every match', async () => {
    const first = await as(t.admin).post('/search', { page: 1, size: 3 });
    expect(first.statusCode).toBe(200);
    const body = first.json().body;
    expect(body.list).toHaveLength(3);
    expect(body.totalCount).toBeGreaterThanOrEqual(12);
    expect(body.list.map((u: { usrId: string }) => u.usrId)).toEqual(['abroad', 'admin', 'blocked']);
    // Never the password hash.
    expect(JSON.stringify(body)).not.toContain('pwdHash');
    expect(body.list[1]).toMatchObject({
      usrId: 'admin',
      roleId: 'ADMIN',
      roleNm: '관리자',
      state: 'ACTIVE',
    });

    const second = (await as(t.admin).post('/search', { page: 2, size: 3 })).json().body;
    expect(second.list.map((u: { usrId: string }) => u.usrId)).toEqual(['expired', 'locked', 'mustchange']);

    const blocked = (await as(t.admin).post('/search', { status: 'BLOCKED' })).json().body;
    expect(blocked).toMatchObject({ totalCount: 1, list: [{ usrId: 'blocked', state: 'BLOCKED' }] });
    const dormant = (await as(t.admin).post('/search', { status: 'DORMANT' })).json().body;
    expect(dormant.list.map((u: { usrId: string }) => u.usrId)).toEqual(['expired']);
    const locked = (await as(t.admin).post('/search', { status: 'LOCKED' })).json().body;
    expect(locked.list.map((u: { usrId: string }) => u.usrId)).toEqual(['locked']);
    const byName = (await as(t.admin).post('/search', { usrNm: '운영', roleId: 'OPERATOR' })).json().body;
    expect(byName.list.map((u: { usrId: string }) => u.usrId)).toEqual(['operator']);
    // A LIKE wildcard is a character like any other.
    expect((await as(t.admin).post('/search', { usrId: '%' })).json().body.totalCount).toBe(0);
  });

  it('refuses a role without the menu (403) and a read-only role every write (403), writing nothing', async () => {
    expect((await as(t.staff).post('/search', {})).statusCode).toBe(403);
    expect((await as(viewer).post('/search', {})).statusCode).toBe(200);
    const before = await snapshot(t.db);
    for (const [url, body] of [
      ['', { usrId: 'sneaky', usrNm: '몰래', roleId: 'ADMIN' }],
      ['/edit', { usrId: 'staff', roleId: 'ADMIN' }],
      ['/reset-password', { usrId: 'admin' }],
      ['/unlock', { usrId: 'locked' }],
    ] as const) {
      const res = await as(viewer).post(url, body);
      expect([url, res.statusCode, res.json().resultCode]).toEqual([url, 403, 'FORBIDDEN_FUNCTION']);
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('adds an account with a one-time password shown once; its first login must change it', async () => {
    const res = await as(t.admin).post('', {
      usrId: 'kim01',
      usrNm: '김신입',
      roleId: 'OPERATOR',
      email: 'kim01@example.com',
      mobile: '010-1234-5678',
    });
    expect(res.statusCode).toBe(200);
    const { initialPassword } = res.json().body;
    expect(initialPassword).toMatch(/^.{16}$/);
    const [row] = await t.db.select().from(users).where(eq(users.usrId, 'kim01'));
    expect(row).toMatchObject({ roleId: 'OPERATOR', pwdChgReqYn: 'Y', regUsrId: 'admin', status: 'ACTIVE' });
    expect(row!.pwdHash).not.toContain(initialPassword);
    // The password works, and the login says it must be changed first (FS08).
    const first = await login(t.app, 'kim01', initialPassword);
    expect(first.json().body.resCd).toBe('FS08');
    // Audited: who, from where, after (no secret in it).
    const [entry] = await t.db.select().from(adminAuditLogs).where(eq(adminAuditLogs.trgtId, 'kim01'));
    expect(entry).toMatchObject({ usrId: 'admin', usrIp: '127.0.0.1', actCd: 'user.add', beforeVal: null });
    expect(entry!.afterVal).toMatchObject({ usrId: 'kim01', roleId: 'OPERATOR', pwdChgReqYn: 'Y' });
    expect(JSON.stringify(entry)).not.toContain(initialPassword);
    // The read answers the record.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/system/user/kim01',
      headers: { ...t.admin, 'Menu-Id': t.menus.userAdmin },
    });
    expect(read.json().body).toMatchObject({ usrId: 'kim01', usrNm: '김신입', roleNm: '운영자' });
  });

  it('refuses in Korean, with 4xx and nothing written: a taken id, a bad id, an unknown role, a weak password', async () => {
    const before = await snapshot(t.db);
    const cases = [
      [
        { usrId: 'admin', usrNm: '중복', roleId: 'STAFF' },
        409,
        '이미 사용 중인 아이디입니다: admin. 다른 아이디를 입력해주세요.',
      ],
      [
        { usrId: '-x', usrNm: '이상', roleId: 'STAFF' },
        400,
        '아이디는 영문자나 숫자로 시작하는 50자 이하의 영문자, 숫자, . _ @ - 로 입력해주세요.',
      ],
      [
        { usrId: 'nobody1', usrNm: '역할없음', roleId: 'NOPE' },
        400,
        '역할을 찾을 수 없습니다: NOPE. 권한 관리에 있는 사용 중인 역할을 선택해주세요.',
      ],
      [
        { usrId: 'weak01', usrNm: '약함', roleId: 'STAFF', password: 'abc' },
        400,
        '비밀번호는 8자 이상 20자 이하로 입력해주세요.',
      ],
      [
        { usrId: 'mail01', usrNm: '메일', roleId: 'STAFF', email: 'not-mail' },
        400,
        '이메일 형식이 올바르지 않습니다. 예) hong@example.com',
      ],
    ] as const;
    for (const [body, status, message] of cases) {
      const res = await as(t.admin).post('', body);
      expect([body.usrId, res.statusCode, res.json().resultMessage]).toEqual([body.usrId, status, message]);
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('blocking an account ends its open sessions at once, and its page is told why', async () => {
    await loginAs(t.app, 'operator');
    const res = await as(t.admin).post('/edit', { usrId: 'operator', state: 'BLOCKED', usrNm: '이운영' });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({ usrId: 'operator', state: 'BLOCKED' });
    const live = await t.db
      .select()
      .from(loginSessions)
      .where(sql`${loginSessions.usrId} = 'operator' and ${loginSessions.status} = 'ACTIVE'`);
    expect(live).toHaveLength(0);
    const events = await t.db.select().from(consoleEvents).where(eq(consoleEvents.usrId, 'operator'));
    expect(events.at(-1)).toMatchObject({ type: 'session', data: { state: 'revoked' } });
    expect((await login(t.app, 'operator', 'Passw0rd!')).json().body.resCd).toBe('FS06');
    // Active again: the login works.
    await as(t.admin).post('/edit', { usrId: 'operator', state: 'ACTIVE' });
    expect((await login(t.app, 'operator', 'Passw0rd!')).json().body.resCd).toBe('0000');
  });

  it('an administrator cannot block themselves or change their own role', async () => {
    const res = await as(t.admin).post('/edit', { usrId: 'admin', state: 'BLOCKED' });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultMessage).toBe(
      '자기 자신의 역할과 상태는 바꿀 수 없습니다. 다른 관리자에게 요청해주세요.',
    );
    // Their own name is fine.
    expect((await as(t.admin).post('/edit', { usrId: 'admin', usrNm: '관리자' })).statusCode).toBe(200);
  });

  it('a password reset gives a new one-time password, lifts a lock and ends the sessions', async () => {
    const res = await as(t.admin).post('/reset-password', { usrId: 'locked' });
    expect(res.statusCode).toBe(200);
    const { initialPassword } = res.json().body;
    const [row] = await t.db.select().from(users).where(eq(users.usrId, 'locked'));
    expect(row).toMatchObject({ lockedYn: 'N', loginFailCnt: 0, pwdChgReqYn: 'Y' });
    expect((await login(t.app, 'locked', initialPassword)).json().body.resCd).toBe('FS08');
    expect((await login(t.app, 'locked', 'Passw0rd!')).json().resultCode).toBe('FS02');
  });

  it('masks staff e-mail and mobile at the server, in the clear only to an editor, and records who saw whose', async () => {
    await as(t.admin).post('', {
      usrId: 'park02',
      usrNm: '박연락',
      roleId: 'STAFF',
      email: 'park02@example.com',
      mobile: '010-2222-3333',
    });
    const list = await as(t.admin).post('/search', { usrId: 'park02' });
    expect(list.json().body.list[0]).toMatchObject({ email: 'par***@example.com', mobile: '010-****-3333' });
    expect(list.body).not.toContain('park02@example.com');
    const get = (who: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/system/user/park02',
        headers: { ...who, 'Menu-Id': t.menus.userAdmin },
      });
    // The edit form of an administrator holding SAVE has the values to change; a viewer's does not.
    expect((await get(t.admin)).json().body).toMatchObject({
      email: 'park02@example.com',
      mobile: '010-2222-3333',
    });
    const seen = await get(viewer);
    expect(seen.json().body).toMatchObject({ email: 'par***@example.com', mobile: '010-****-3333' });
    await t.app.personalRecords.flush();
    const records = await personalRecordsOf(t.db)
      .where(sql`${recordSubjectIds} @> array['park02']`)
      .orderBy(personalAccessLogs.id);
    expect(records.map((r) => [r.usrId, r.action, r.source])).toEqual([
      ['admin', 'CREATE', 'user.add'],
      ['admin', 'READ', 'user.search'],
      ['admin', 'READ', 'user.get'],
      ['viewer', 'READ', 'user.get'],
    ]);
  });
});
