import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalAccessLogs, recordPersonalAccess } from '../../../runtime/server/db/index.ts';
import { personalRecordsOf } from '../support/personalRecords.ts';
import { type SystemFixture, systemFixture } from './systemFixture.ts';

describe('개인정보 접속기록 (/api/system/privacy, SYSTEM_PRIVACY)', () => {
  let t: SystemFixture;
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    t = await systemFixture();
    const base = { usrIp: '10.0.0.7', sysCd: 'CONSOLE', source: 'shop.members', mnuId: t.menus.adminOnly };
    await recordPersonalAccess(t.db, {
      ...base,
      usrId: 'operator',
      action: 'READ',
      subjectIds: ['M100001', 'M100002', 'M100003', 'M100004', 'M100005'],
      tranId: 'tran-a',
      at: at('2026-11-20T01:00:00Z'),
    });
    await recordPersonalAccess(t.db, {
      ...base,
      usrId: 'admin',
      action: 'UNMASK',
      subjectIds: ['M100002'],
      reasonCd: '02',
      reason: '본인 확인',
      tranId: 'tran-b',
      at: at('2026-11-21T02:00:00Z'),
    });
    await recordPersonalAccess(t.db, {
      ...base,
      usrId: 'operator',
      action: 'DOWNLOAD',
      subjectIds: ['M100009'],
      reasonCd: '01',
      reason: '고객 문의 응대',
      tranId: 'tran-c',
      at: at('2026-11-22T03:00:00Z'),
    });
  });
  afterAll(() => t?.close());

  const search = (body: unknown, who = t.admin) =>
    t.post('/api/system/privacy/access', body, who, t.menus.privacy);

  it('lists the records newest first, with the action in Korean and the subjects in a cell', async () => {
    const res = await search({ page: 1, size: 10 });
    expect(res.statusCode).toBe(200);
    const { list, totalCount } = res.json().body;
    expect(totalCount).toBe(3);
    expect(list.map((r: { tranId: string }) => r.tranId)).toEqual(['tran-c', 'tran-b', 'tran-a']);
    expect(list[2]).toMatchObject({
      usrId: 'operator',
      usrIp: '10.0.0.7',
      action: 'READ',
      actionNm: '조회',
      subjects: 'M100001, M100002, M100003 외 2명',
      subjectCnt: 5,
      source: 'shop.members',
    });
    expect(list[1]).toMatchObject({ actionNm: '원문조회', reasonCd: '02', reason: '본인 확인' });
    expect(list[0].subjectIds).toBeUndefined();
  });

  it('finds everything done to one subject, and filters by account, action and Korean days', async () => {
    const ids = async (body: unknown) =>
      (await search(body)).json().body.list.map((r: { tranId: string }) => r.tranId);
    expect(await ids({ subject: 'M100002' })).toEqual(['tran-b', 'tran-a']);
    expect(await ids({ subject: 'M1000' })).toEqual([]); // a subject is matched exactly
    expect(await ids({ usrId: 'OPER' })).toEqual(['tran-c', 'tran-a']);
    expect(await ids({ action: 'DOWNLOAD' })).toEqual(['tran-c']);
    expect(await ids({ period: ['2026-11-21', '2026-11-21'] })).toEqual(['tran-b']);
  });

  it('is the SYSTEM_PRIVACY program’s: staff is refused, and a bad search is a 400', async () => {
    expect((await search({}, t.staff)).statusCode).toBe(403);
    expect((await search({ action: 'PEEK' })).statusCode).toBe(400);
  });

  it('exports with a reason only, and records that download with every subject in the file', async () => {
    const file = (reason: Record<string, string>) =>
      t.post(
        '/api/system/privacy/access/export',
        {
          fileName: '개인정보 접속기록',
          format: 'csv',
          columns: [
            { key: 'tranId', label: '거래 ID' },
            { key: 'subjects', label: '정보주체' },
          ],
          params: { usrId: 'operator' },
          ...reason,
        },
        t.admin,
        t.menus.privacy,
      );
    const refused = await file({});
    expect([refused.statusCode, refused.json().resultCode]).toEqual([400, 'PRIVACY_REASON_REQUIRED']);
    const res = await file({ reasonCd: '04' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('tran-c,M100009');
    expect(res.body).toMatch(/다운로드 admin · .* · 사유 법령상 의무 이행/);
    await t.app.personalRecords.flush();
    const [record] = await personalRecordsOf(t.db)
      .where(eq(personalAccessLogs.source, 'privacy.access'))
      .orderBy(desc(personalAccessLogs.id));
    expect(record).toMatchObject({
      usrId: 'admin',
      action: 'DOWNLOAD',
      fncId: 'EXCEL',
      mnuId: t.menus.privacy,
      reasonCd: '04',
      subjectCnt: 6,
    });
    expect([...(record?.subjectIds ?? [])].sort()).toEqual([
      'M100001',
      'M100002',
      'M100003',
      'M100004',
      'M100005',
      'M100009',
    ]);
  });

  it('정보주체 조회: everything done to one subject, the subject required; its download names that subject only', async () => {
    const subject = (body: unknown) => t.post('/api/system/privacy/subject', body, t.admin, t.menus.privacy);
    const res = await subject({ subject: 'M100002' });
    expect(res.statusCode).toBe(200);
    // The export of the test before recorded M100002 among the six subjects of its file.
    expect(
      res
        .json()
        .body.list.map((r: { source: string; action: string; subjectCnt: number }) =>
          [r.source, r.action, r.subjectCnt].join(' '),
        ),
    ).toEqual(['privacy.access DOWNLOAD 6', 'shop.members UNMASK 1', 'shop.members READ 5']);
    expect((await subject({})).statusCode).toBe(400);
    expect((await subject({ subject: ' ' })).statusCode).toBe(400);
    expect(
      (await t.post('/api/system/privacy/subject', { subject: 'M100002' }, t.staff, t.menus.privacy))
        .statusCode,
    ).toBe(403);

    const file = await t.post(
      '/api/system/privacy/subject/export',
      {
        fileName: '정보주체 조회',
        format: 'csv',
        columns: [{ key: 'tranId', label: '거래 ID' }],
        params: { subject: 'M100002' },
        reasonCd: '03',
      },
      t.admin,
      t.menus.privacy,
    );
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('tran-b');
    await t.app.personalRecords.flush();
    const [record] = await personalRecordsOf(t.db)
      .where(eq(personalAccessLogs.source, 'privacy.subject'))
      .orderBy(desc(personalAccessLogs.id));
    expect(record).toMatchObject({
      action: 'DOWNLOAD',
      subjectIds: ['M100002'],
      subjectCnt: 1,
      reasonCd: '03',
    });
  });
});
