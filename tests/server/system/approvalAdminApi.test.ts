import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLogs, users } from '../../../runtime/server/db/index.ts';
import { login } from '../auth/authTestApp.ts';
import { securedRequest } from '../support/secured.ts';
import { type SystemFixture, snapshot, systemFixture } from './systemFixture.ts';

describe('approval requests (/api/system/approval, SYSTEM_APPROVAL)', () => {
  let t: SystemFixture;
  const ask = (userId: string, aprvTypeCd: string, reason: string) =>
    securedRequest(t.app, {
      url: '/api/authentication/approval',
      body: { userId, userPw: 'Passw0rd!', aprvTypeCd, reason },
    });
  beforeAll(async () => {
    t = await systemFixture();
    expect((await ask('locked', '01', '출장 중 비밀번호를 여러 번 틀렸습니다.')).json().body.requested).toBe(
      true,
    );
    expect((await ask('expired', '03', '복직했습니다.')).json().body.requested).toBe(true);
  });
  afterAll(() => t?.close());

  const post = (url: string, body: unknown, who = t.admin) =>
    t.post(`/api/system/approval${url}`, body, who, t.menus.approval);
  const open = async () =>
    (await post('/list', { status: 'REQUESTED' })).json().body.list as Array<{ id: number; usrId: string }>;

  it('lists the open requests first, with the requester and the reason', async () => {
    const res = await post('/list', {});
    expect(res.statusCode).toBe(200);
    const { list, totalCount } = res.json().body;
    expect(totalCount).toBe(2);
    expect(list[0]).toMatchObject({
      usrId: 'expired',
      aprvTypeNm: '휴면 해제',
      status: 'REQUESTED',
      reason: '복직했습니다.',
    });
    expect(list[1]).toMatchObject({ usrId: 'locked', usrNm: '이잠금', aprvTypeNm: '계정 잠금 해제' });
    expect((await post('/list', {}, t.staff)).statusCode).toBe(403);
  });

  it('counts the open requests for a dashboard, from any screen, only for whoever may open 승인 관리', async () => {
    const pending = (who: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/system/approval/pending',
        headers: { ...who, 'Menu-Id': t.menus.public },
      });
    const res = await pending(t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ count: (await open()).length });
    expect(res.json().body.count).toBe(2);
    const refused = await pending(t.staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().body).toBeNull();
  });

  it('a rejection says its reason at the next login, once; then an approval lets the user in', async () => {
    const locked = (await open()).find((r) => r.usrId === 'locked')!;
    const before = await snapshot(t.db);
    expect((await post('/reject', { id: locked.id, prcsRsn: '' })).json().resultMessage).toBe(
      '반려 사유를 입력해주세요.',
    );
    expect(await snapshot(t.db)).toEqual(before);
    const rejected = await post('/reject', { id: locked.id, prcsRsn: '본인 확인이 필요합니다.' });
    expect(rejected.json().body).toMatchObject({
      status: 'REJECTED',
      prcsRsn: '본인 확인이 필요합니다.',
      prcsUsrId: 'admin',
    });
    // Decided once: a second decision is refused.
    expect((await post('/approve', { id: locked.id })).statusCode).toBe(409);

    // A locked account's login checks no password, so it tells nothing; the next unlock request,
    // made with the right password, tells the decision once.
    const next = await login(t.app, 'locked', 'Passw0rd!');
    expect(next.json().body.resCd).toBe('FS09');
    expect(next.json().body.approvalNotice).toBeUndefined();
    const wrong = await securedRequest(t.app, {
      url: '/api/authentication/approval',
      body: { userId: 'locked', userPw: 'Wrong-pass1', aprvTypeCd: '01', reason: '다시 요청합니다.' },
    });
    expect(wrong.json()).toMatchObject({ resultCode: 'FS02', body: null });
    const asked = (await ask('locked', '01', '다시 요청합니다.')).json().body;
    expect(asked).toMatchObject({
      requested: true,
      approvalNotice:
        '계정 잠금 해제 요청이 반려되었습니다. 사유: 본인 확인이 필요합니다. 자세한 내용은 관리자에게 문의해주세요.',
    });
    const again = (await open()).find((r) => r.usrId === 'locked')!;
    const approved = await post('/approve', { id: again.id });
    expect(approved.json().body).toMatchObject({ usrId: 'locked', aprvTypeNm: '계정 잠금 해제' });
    expect(approved.json().body.initialPassword).toBeUndefined();
    expect((await login(t.app, 'locked', 'Wrong-pass1')).json().body.approvalNotice).toBeUndefined();
    const inside = await login(t.app, 'locked', 'Passw0rd!');
    expect(inside.json().body).toMatchObject({
      resCd: '0000',
      approvalNotice: '계정 잠금 해제 요청이 승인되었습니다.',
    });
    const audits = await t.db
      .select()
      .from(adminAuditLogs)
      .where(eq(adminAuditLogs.actCd, 'approval.approve'));
    expect(audits).toHaveLength(1);
  });

  it('approving a dormancy release makes the account active', async () => {
    const expired = (await open()).find((r) => r.usrId === 'expired')!;
    expect((await post('/approve', { id: expired.id })).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.usrId, 'expired'));
    expect(row).toMatchObject({ expiredYn: 'N', dormantYn: 'N' });
    expect((await login(t.app, 'expired', 'Passw0rd!')).json().body.resCd).toBe('0000');
  });
});
