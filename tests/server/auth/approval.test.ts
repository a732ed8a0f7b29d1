import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appProps, approvalRequests, users } from '../../../runtime/server/db/index.ts';
import { securedRequest } from '../support/secured.ts';
import { type AuthTestApp, addUser, login, PASSWORD, startAuthApp } from './authTestApp.ts';

let t: AuthTestApp;

beforeAll(async () => {
  t = await startAuthApp();
});
afterAll(() => t?.close());

const request = (body: Record<string, unknown>) =>
  securedRequest(t.app, { url: '/api/authentication/approval', body });

const openRequests = (usrId: string, aprvTypeCd: string) =>
  t.app.db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.usrId, usrId),
        eq(approvalRequests.aprvTypeCd, aprvTypeCd),
        eq(approvalRequests.status, 'REQUESTED'),
      ),
    );

describe('POST /api/authentication/approval', () => {
  it('records an unlock request (01) for the locked account once, however often it is sent', async () => {
    const first = await request({
      userId: 'locked',
      userPw: PASSWORD,
      aprvTypeCd: '01',
      reason: '휴가 복귀',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      resultCode: '0000',
      resultMessage: '계정 잠금 해제 요청이 접수되었습니다. 관리자 승인 후 이용 가능합니다.',
      body: { aprvTypeCd: '01', requested: true, alreadyRequested: false },
    });
    const again = await request({ userId: 'locked', userPw: PASSWORD, aprvTypeCd: '01' });
    expect(again.json()).toMatchObject({ resultCode: '0000', body: { alreadyRequested: true } });
    const rows = await openRequests('locked', '01');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: '휴가 복귀', regUsrId: 'locked' });
  });

  it('records a dormancy release request (03) for the expired account', async () => {
    const res = await request({ userId: 'expired', userPw: PASSWORD, aprvTypeCd: '03' });
    expect(res.json()).toEqual({
      resultCode: '0000',
      resultMessage: '휴면 해제(사용 기간 연장) 요청이 접수되었습니다. 관리자 승인 후 이용 가능합니다.',
      body: { aprvTypeCd: '03', requested: true, alreadyRequested: false },
    });
  });

  it('takes a password reset request (02) with a wrong password once failures locked the account', async () => {
    await addUser(t.app.db, { usrId: 'forgetful' });
    for (let n = 0; n < 5; n++) await login(t.app, 'forgetful', 'Wrong0000!');
    const res = await request({ userId: 'forgetful', userPw: 'stillWrong', aprvTypeCd: '02' });
    expect(res.json()).toEqual({
      resultCode: '0000',
      resultMessage: '비밀번호 초기화 요청이 접수되었습니다. 관리자 승인 후 이용 가능합니다.',
      body: { aprvTypeCd: '02', requested: true, alreadyRequested: false },
    });
    expect(await openRequests('forgetful', '02')).toHaveLength(1);
  });

  it('refuses a request that does not fit the account', async () => {
    for (const body of [
      { userId: 'staff', userPw: PASSWORD, aprvTypeCd: '01' },
      { userId: 'staff', userPw: '', aprvTypeCd: '02' },
      { userId: 'staff', userPw: PASSWORD, aprvTypeCd: '03' },
      { userId: 'expired', userPw: PASSWORD, aprvTypeCd: '01' },
    ]) {
      expect((await request(body)).json()).toEqual({
        resultCode: 'APRV_NOT_APPLICABLE',
        resultMessage: '요청하신 승인 유형에 해당하는 계정 상태가 아닙니다.',
        body: null,
      });
    }
    expect(await openRequests('staff', '01')).toHaveLength(0);
  });

  it('needs the right password for 01 and 03, and an existing user for 02', async () => {
    for (const body of [
      { userId: 'locked', userPw: 'Wrong0000!', aprvTypeCd: '01' },
      { userId: 'expired', userPw: 'Wrong0000!', aprvTypeCd: '03' },
      { userId: 'nobody', userPw: '', aprvTypeCd: '02' },
    ]) {
      expect((await request(body)).json()).toMatchObject({
        resultCode: 'FS02',
        resultMessage: '아이디 또는 비밀번호가 일치하지 않습니다.',
      });
    }
    // The wrong password counted toward the lock, as a failed login does.
    const [expired] = await t.app.db.select().from(users).where(eq(users.usrId, 'expired'));
    expect(expired?.loginFailCnt).toBe(1);
  });

  it('answers 400 for an unknown type and APRV_DISABLED when approval is off', async () => {
    const bad = await request({ userId: 'locked', userPw: PASSWORD, aprvTypeCd: '04' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resultCode).toBe('BAD_REQUEST');

    await t.app.db.update(appProps).set({ authApprovalType: 'NONE' }).where(eq(appProps.sysCd, 'CONSOLE'));
    try {
      expect((await request({ userId: 'expired', userPw: PASSWORD, aprvTypeCd: '03' })).json()).toEqual({
        resultCode: 'APRV_DISABLED',
        resultMessage: '승인 요청을 사용하지 않는 시스템입니다. 관리자에게 문의해주세요.',
        body: null,
      });
      // The login answers tell the client too.
      expect((await login(t.app, 'expired', PASSWORD)).json().body.authApprovalType).toBe('NONE');
    } finally {
      await t.app.db
        .update(appProps)
        .set({ authApprovalType: 'MANAGER' })
        .where(eq(appProps.sysCd, 'CONSOLE'));
    }
  });
});
