import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreanMonthOf } from '../../../runtime/core/privacy/index.ts';
import { type PersonalAccessEntry, recordPersonalAccess } from '../../../runtime/server/db/index.ts';
import { type SystemFixture, systemFixture } from './systemFixture.ts';

/** An instant given in Korean wall-clock time. */
const kst = (local: string) => new Date(`${local}+09:00`);
const subjects = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `M${100000 + from + i}`);

describe('개인정보 월간 점검 (/api/system/privacy/review, SYSTEM_PRIVACY_REVIEW)', () => {
  let t: SystemFixture;
  beforeAll(async () => {
    t = await systemFixture();
    const record = (e: Partial<PersonalAccessEntry> & Pick<PersonalAccessEntry, 'usrId' | 'at'>) =>
      recordPersonalAccess(t.db, {
        usrIp: '10.0.0.1',
        sysCd: 'CONSOLE',
        source: 'shop.members',
        action: 'READ',
        subjectIds: ['M100001'],
        ...e,
      });
    // September: admin's usual address.
    await record({ usrId: 'admin', at: kst('2026-09-20T10:00:00') });
    // October, a Monday: admin views 1,100 people in one day (two lists), from the usual address.
    await record({ usrId: 'admin', subjectIds: subjects(600), at: kst('2026-10-05T10:00:00') });
    await record({ usrId: 'admin', subjectIds: subjects(500, 600), at: kst('2026-10-05T14:00:00') });
    // A download with its reason.
    await record({
      usrId: 'staff',
      action: 'DOWNLOAD',
      subjectIds: subjects(30),
      reasonCd: '01',
      reason: '고객 문의 응대',
      at: kst('2026-10-06T11:00:00'),
    });
    // Late at night on a Wednesday, from an address admin never used.
    await record({ usrId: 'admin', usrIp: '10.9.9.9', at: kst('2026-10-07T23:30:00') });
    // Ten unmasks on a Thursday.
    for (let i = 0; i < 10; i++)
      await record({
        usrId: 'admin',
        action: 'UNMASK',
        reason: '본인 확인',
        at: kst(`2026-10-08T1${i}:00:00`),
      });
    // An account that is not there any more, on a Saturday.
    await record({ usrId: 'ghost', at: kst('2026-10-10T11:00:00') });
  });
  afterAll(() => t?.close());

  const post = (path: string, body: unknown, who = t.admin) =>
    t.post(`/api/system/privacy/review${path}`, body, who, t.menus.privacyReview);
  const flags = async (month: string) => (await post('/flags', { month, size: 100 })).json().body;

  it('lists this month as running and a month that is over as waiting for its review', async () => {
    const res = await post('/months', {});
    expect(res.statusCode).toBe(200);
    const { list } = res.json().body;
    expect(list[0]).toMatchObject({ month: koreanMonthOf(Date.now()), status: 'OPEN' });
    expect(list.find((m: { month: string }) => m.month === '2026-10')).toMatchObject({
      monthNm: '2026년 10월',
      recordCnt: 15,
      status: 'DUE',
      reviewer: null,
    });
  });

  it('flags what an auditor asks about: bulk views, downloads with their reason, off-hours, unmask spikes, new IPs, accounts no longer there', async () => {
    const { list, totalCount } = await flags('2026-10');
    const seen = list.map(
      (f: { kind: string; usrId: string; day: string }) => `${f.kind} ${f.usrId} ${f.day}`,
    );
    expect(seen).toEqual([
      'BULK_READ admin 2026-10-05',
      'DOWNLOAD staff 2026-10-06',
      'OFF_HOURS admin 2026-10-07',
      'OFF_HOURS ghost 2026-10-10',
      'UNMASK_SPIKE admin 2026-10-08',
      'NEW_IP staff 2026-10-06',
      'NEW_IP admin 2026-10-07',
      'NEW_IP ghost 2026-10-10',
      'INACTIVE_ACCOUNT ghost 2026-10-10',
    ]);
    expect(totalCount).toBe(9);
    const byKind = (kind: string) => list.find((f: { kind: string }) => f.kind === kind);
    expect(byKind('BULK_READ')).toMatchObject({
      kindNm: '대량 조회',
      subjects: 1100,
      records: 2,
      usrNm: expect.any(String),
    });
    expect(byKind('DOWNLOAD')).toMatchObject({
      reason: '고객 문의 응대',
      subjects: 30,
      detail: '11:00 shop.members 30명',
    });
    expect(byKind('OFF_HOURS')).toMatchObject({ detail: '23:30~23:30 1건' });
    expect(byKind('UNMASK_SPIKE')).toMatchObject({ records: 10, detail: '하루 원문조회 10건' });
    const newIps = list.filter((f: { kind: string }) => f.kind === 'NEW_IP');
    expect(newIps.find((f: { usrId: string }) => f.usrId === 'admin').detail).toBe(
      '10.9.9.9 (이전 90일 동안 쓰지 않은 주소)',
    );
    expect(byKind('INACTIVE_ACCOUNT')).toMatchObject({ usrNm: null, detail: '지금은 없는 계정' });
    // One kind, and a month with nothing to look at.
    expect((await post('/flags', { month: '2026-10', kind: 'DOWNLOAD' })).json().body.totalCount).toBe(1);
    expect(await flags('2026-08')).toEqual({ list: [], totalCount: 0 });
  });

  it('is the SYSTEM_PRIVACY_REVIEW program’s, and a bad month is a 400 in Korean', async () => {
    expect((await post('/flags', { month: '2026-10' }, t.staff)).statusCode).toBe(403);
    expect((await post('/sign', { month: '2026-09', note: '확인' }, t.staff)).statusCode).toBe(403);
    const bad = await post('/flags', { month: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resultMessage).toBe('요청 형식이 올바르지 않습니다.');
  });

  it('signs a month that is over once, with the note and what was found, and never changes it', async () => {
    const running = await post('/sign', { month: koreanMonthOf(Date.now()), note: '이상 없음' });
    expect([running.statusCode, running.json().resultCode]).toEqual([409, 'ustra.management.reviewNotOver']);
    expect((await post('/sign', { month: '2026-10', note: '   ' })).statusCode).toBe(400);

    const signed = await post('/sign', { month: '2026-10', note: '다운로드 사유 확인, 새 IP는 재택근무' });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().body).toMatchObject({
      month: '2026-10',
      status: 'SIGNED',
      flagCnt: 9,
      reviewer: 'admin',
    });
    const again = await post('/sign', { month: '2026-10', note: '다시' });
    expect([again.statusCode, again.json().resultCode]).toEqual([409, 'ustra.management.reviewSigned']);

    const { list } = (await post('/months', {})).json().body;
    expect(list.find((m: { month: string }) => m.month === '2026-10')).toMatchObject({
      status: 'SIGNED',
      flagCnt: 9,
      reviewer: 'admin',
      note: '다운로드 사유 확인, 새 IP는 재택근무',
    });
    const refusal = async (statement: string) =>
      t.db.execute(sql.raw(statement)).then(
        () => 'done',
        (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
      );
    expect(await refusal(`update privacy_reviews set note = 'x'`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal('delete from privacy_reviews')).toMatch(/append-only: DELETE refused/);
    expect(await refusal('truncate privacy_reviews')).toMatch(/append-only: TRUNCATE refused/);
  });

  it('writes the review report: the flags, then the month and its sign-off, then who downloaded it', async () => {
    const res = await post('/flags/export', {
      fileName: '개인정보 월간 점검 보고서',
      format: 'csv',
      columns: [
        { key: 'kindNm', label: '구분' },
        { key: 'usrId', label: '아이디' },
        { key: 'reason', label: '다운로드 사유' },
      ],
      params: { month: '2026-10' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('다운로드 사유 확인,staff,고객 문의 응대');
    expect(res.body).toMatch(
      /개인정보 월간 점검 2026년 10월 · 점검 항목 9건 · 서명 admin\(.*\) 2026-.* KST · 검토 의견 다운로드 사유 확인/,
    );
    expect(res.body).toMatch(/다운로드 admin · .* KST · 거래 ID/);
    const refused = await post('/flags/export', {
      fileName: 'x',
      format: 'csv',
      columns: [{ key: 'kindNm', label: '구분' }],
      params: {},
    });
    expect(refused.statusCode).toBe(400);
  });
});
