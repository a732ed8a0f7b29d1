import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLogs, consoleEvents } from '../../../runtime/server/db/index.ts';
import { type SystemFixture, snapshot, systemFixture } from './systemFixture.ts';

describe('common codes (/api/system/code, SYSTEM_CODE)', () => {
  let t: SystemFixture;
  beforeAll(async () => {
    t = await systemFixture();
  });
  afterAll(() => t?.close());

  const post = (url: string, body: unknown, who = t.admin) =>
    t.post(`/api/system/code${url}`, body, who, t.menus.code);
  const codesInInitialData = async (grpCd: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/system/initial-data' });
    return (res.json().body.commonCodes as Array<{ grpCd: string; dtlCd: string; cdNm: string }>)
      .filter((c) => c.grpCd === grpCd && c.dtlCd !== '*')
      .map((c) => `${c.dtlCd}:${c.cdNm}`);
  };

  it('lists the groups with their code counts, and a group’s codes in order', async () => {
    const groups = (await post('/groups', {})).json().body as Array<{ grpCd: string; codeCount: number }>;
    expect(groups.map((g) => g.grpCd)).toEqual(
      expect.arrayContaining(['ANNIV_TYPE', 'GENDER', 'PHONE_PREFIX']),
    );
    expect(groups.find((g) => g.grpCd === 'PHONE_PREFIX')!.codeCount).toBe(6);
    const codes = (await post('/list', { grpCd: 'PHONE_PREFIX' })).json().body as Array<{ dtlCd: string }>;
    expect(codes.map((c) => c.dtlCd)).toEqual(['010', '011', '016', '017', '018', '019']);
    expect(
      (await post('/groups', { keyword: '휴대폰' })).json().body.map((g: { grpCd: string }) => g.grpCd),
    ).toEqual(['PHONE_PREFIX']);
  });

  it('a saved code is in the initial data at once, and every console is told', async () => {
    const before = await codesInInitialData('GENDER');
    const res = await post('', { grpCd: 'GENDER', dtlCd: 'X', cdNm: '선택 안 함', srtNo: '9' });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({
      grpCd: 'GENDER',
      dtlCd: 'X',
      srtNo: 9,
      useYn: 'Y',
      updUsrId: 'admin',
    });
    expect(await codesInInitialData('GENDER')).toEqual([...before, 'X:선택 안 함']);
    const events = await t.db.select().from(consoleEvents).where(eq(consoleEvents.type, 'initial-data'));
    expect(events.length).toBeGreaterThan(0);
    const [entry] = await t.db.select().from(adminAuditLogs).where(eq(adminAuditLogs.trgtId, 'GENDER:X'));
    expect(entry).toMatchObject({ actCd: 'code.save', usrId: 'admin', beforeVal: null });
    // Removed again.
    expect((await post('/remove', { grpCd: 'GENDER', dtlCd: 'X' })).statusCode).toBe(200);
    expect(await codesInInitialData('GENDER')).toEqual(before);
  });

  it('adds a group, refuses its removal while it has codes, and refuses in Korean without writing', async () => {
    expect((await post('/group', { grpCd: 'ORDER_STATUS', grpNm: '주문 상태' })).statusCode).toBe(200);
    await post('', { grpCd: 'ORDER_STATUS', dtlCd: 'PAID', cdNm: '결제 완료' });
    const before = await snapshot(t.db);
    const inUse = await post('/remove', { grpCd: 'ORDER_STATUS', dtlCd: '*' });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().resultMessage).toBe(
      '코드 1개가 있는 그룹은 삭제할 수 없습니다: ORDER_STATUS. 코드를 먼저 삭제해주세요.',
    );
    expect((await post('', { grpCd: 'NO_SUCH', dtlCd: 'A', cdNm: '없음' })).json().resultMessage).toBe(
      '코드 그룹을 찾을 수 없습니다: NO_SUCH. 그룹을 먼저 등록해주세요.',
    );
    expect((await post('/group', { grpCd: 'lower', grpNm: '소문자' })).statusCode).toBe(400);
    expect((await post('', { grpCd: 'GENDER', dtlCd: 'Y', cdNm: '' })).json().resultMessage).toBe(
      '코드 이름을 입력해주세요.',
    );
    expect((await post('', { grpCd: 'GENDER', dtlCd: 'Z', cdNm: '기타' }, t.staff)).statusCode).toBe(403);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
