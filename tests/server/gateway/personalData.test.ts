import { gzipSync } from 'node:zlib';
import { desc, eq, gt } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { caughtUp } from '../../../runtime/server/cache/index.ts';
import { authorities, menus, personalAccessLogs } from '../../../runtime/server/db/index.ts';
import type { ConsoleConfigInput } from '../../../schemas/config/index.ts';
import { personalRecordsOf } from '../support/personalRecords.ts';
import { screensBinding } from '../support/testDatabase.ts';
import { type SystemFixture, systemFixture } from '../system/systemFixture.ts';

// Personal data declared once on a declared API: the server masks it before the answer leaves
// and records who saw whose data (개인정보 접속기록), for lists, writes and exports alike.

const MEMBERS = [
  {
    memberNo: 'M001',
    name: '홍길동',
    mobile: '010-1234-5678',
    birth: '1990-05-17',
    address: '서울특별시 강남구 테헤란로 123 4층',
    grade: 'GOLD',
  },
  {
    memberNo: 'M002',
    name: '김영희',
    mobile: '010-9876-5432',
    birth: '1985-12-01',
    address: '부산광역시 해운대구 센텀로 45',
    grade: 'SILVER',
  },
];
const RAW = MEMBERS.flatMap((m) => [m.name, m.mobile, m.birth, m.address]);

async function startBackend(): Promise<FastifyInstance> {
  const backend = Fastify({ logger: false });
  const list = (rows: unknown[]) => ({ resultCode: '0000', body: { list: rows, totalCount: rows.length } });
  backend.get('/members', async (request) => {
    const q = request.query as { none?: string };
    return list(q.none ? [] : MEMBERS);
  });
  backend.get('/members/gzip', async (_request, reply) =>
    reply
      .header('content-encoding', 'gzip')
      .type('application/json')
      .send(gzipSync(JSON.stringify(list(MEMBERS)))),
  );
  backend.get('/members/:memberNo', async (request) => ({
    resultCode: '0000',
    body: MEMBERS.find((m) => m.memberNo === (request.params as { memberNo: string }).memberNo) ?? null,
  }));
  backend.post('/members/update', async () => ({ resultCode: '0000', body: { updated: true } }));
  backend.get('/members/html', async (_request, reply) =>
    reply.type('text/html').send(`<p>${MEMBERS[0]?.name}</p>`),
  );
  await backend.listen({ host: '127.0.0.1', port: 0 });
  return backend;
}

describe('personal data through the gateway', () => {
  let backend: FastifyInstance;
  let t: SystemFixture;

  beforeAll(async () => {
    backend = await startBackend();
    const url = `http://127.0.0.1:${(backend.server.address() as { port: number }).port}`;
    const personal = {
      subject: 'memberNo',
      fields: { name: 'NAME', mobile: 'PHONE', birth: 'BIRTH', address: 'ADDRESS' },
    } as const;
    const config: ConsoleConfigInput = {
      upstreams: { shop: { url } },
      apis: {
        'shop.members': { upstream: 'shop', path: '/members', rows: 'list', total: 'totalCount', personal },
        'shop.membersGzip': { upstream: 'shop', path: '/members/gzip', rows: 'list', personal },
        'shop.member': { upstream: 'shop', path: '/members/{memberNo}', personal },
        'shop.memberUpdate': { upstream: 'shop', method: 'POST', path: '/members/update', personal },
        'shop.memberHtml': { upstream: 'shop', path: '/members/html', personal },
      },
    };
    const bindings = new Map<string, string[]>();
    t = await systemFixture({ config, screens: screensBinding(bindings) });
    const route = await t.menuUrl(t.menus.adminOnly);
    for (const name of Object.keys(config.apis ?? {})) bindings.set(name, [route]);
  });
  afterAll(async () => {
    await t?.close();
    await backend?.close();
  });
  // The records are append-only: each test reads those written after the last one before it.
  let since = 0;
  beforeEach(async () => {
    await t.app.personalRecords.flush();
    const [last] = await t.db
      .select({ id: personalAccessLogs.id })
      .from(personalAccessLogs)
      .orderBy(desc(personalAccessLogs.id))
      .limit(1);
    since = last?.id ?? 0;
  });

  const get = (name: string, query: Record<string, string> = {}, tranId = 'tran-personal-1') =>
    t.app.inject({
      method: 'GET',
      url: `/api/ext/${name}`,
      query,
      headers: { ...t.admin, 'Menu-Id': t.menus.adminOnly, 'X-Tran-Id': tranId },
    });
  // What the outbox holds is written first (it would be within milliseconds).
  const records = async () => {
    await t.app.personalRecords.flush();
    return personalRecordsOf(t.db)
      .where(gt(personalAccessLogs.id, since))
      .orderBy(desc(personalAccessLogs.id));
  };

  it('masks every declared field of a list at the server and records every subject it showed', async () => {
    const res = await get('shop.members');
    expect(res.statusCode).toBe(200);
    for (const raw of RAW) expect(res.body).not.toContain(raw);
    expect(res.json().body.list).toEqual([
      {
        memberNo: 'M001',
        name: '홍*동',
        mobile: '010-****-5678',
        birth: '1990-**-**',
        address: '서울특별시 강남구 테헤란로 123 ****',
        grade: 'GOLD',
      },
      {
        memberNo: 'M002',
        name: '김*희',
        mobile: '010-****-5432',
        birth: '1985-**-**',
        address: '부산광역시 해운대구 센텀****',
        grade: 'SILVER',
      },
    ]);
    const [record, ...more] = await records();
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      usrId: 'admin',
      usrIp: '127.0.0.1',
      sysCd: 'CONSOLE',
      mnuId: t.menus.adminOnly,
      fncId: null,
      tranId: 'tran-personal-1',
      action: 'READ',
      source: 'shop.members',
      subjectIds: ['M001', 'M002'],
      subjectCnt: 2,
    });
  });

  it('records nothing for an answer that carried nobody, and masks one record of a detail answer', async () => {
    expect((await get('shop.members', { none: '1' })).json().body.list).toEqual([]);
    expect(await records()).toEqual([]);
    const detail = await get('shop.member', { memberNo: 'M002' });
    expect(detail.json().body).toMatchObject({ memberNo: 'M002', name: '김*희', mobile: '010-****-5432' });
    expect((await records()).map((r) => [r.action, r.subjectIds])).toEqual([['READ', ['M002']]]);
  });

  it('masks a compressed answer too', async () => {
    const res = await get('shop.membersGzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    for (const raw of RAW) expect(res.body).not.toContain(raw);
    expect(res.json().body.list[0].name).toBe('홍*동');
  });

  it('records a write as 변경 of the subject its parameters name', async () => {
    const res = await t.post(
      '/api/ext/shop.memberUpdate',
      { memberNo: 'M001', mobile: '010-2222-3333' },
      t.admin,
      t.menus.adminOnly,
    );
    expect(res.statusCode).toBe(200);
    expect((await records()).map((r) => [r.action, r.subjectIds, r.fncId])).toEqual([
      ['UPDATE', ['M001'], 'SAVE'],
    ]);
  });

  it('lets nothing unmasked out: an answer it cannot read is a 502, and nothing is recorded', async () => {
    const res = await get('shop.memberHtml');
    expect(res.statusCode).toBe(502);
    expect(res.body).not.toContain('홍길동');
    expect(await records()).toEqual([]);
  });

  const exportMembers = (reason: Record<string, string>) =>
    t.post(
      '/api/ext/shop.members/export',
      {
        fileName: '회원',
        format: 'csv',
        columns: [
          { key: 'memberNo', label: '회원번호' },
          { key: 'name', label: '이름' },
          { key: 'mobile', label: '휴대폰' },
        ],
        ...reason,
      },
      t.admin,
      t.menus.adminOnly,
      { headers: { 'X-Tran-Id': 'tran-download-1' } },
    );

  it('asks a reason for a download of personal data: refused without one, in Korean, recording nothing', async () => {
    for (const [reason, message] of [
      [{}, '개인정보가 담긴 요청입니다. 사유를 선택해주세요.'],
      [{ reasonCd: '42' }, '사유를 목록에서 선택해주세요.'],
      [{ reasonCd: '99', reason: ' ' }, '기타 사유를 2자 이상 입력해주세요.'],
    ] as const) {
      const res = await exportMembers(reason);
      expect([res.statusCode, res.json().resultMessage]).toEqual([400, message]);
    }
    expect(await records()).toEqual([]);
  });

  it('exports masked rows with who, when and why inside the file, and records the download with every subject', async () => {
    const res = await exportMembers({ reasonCd: '99', reason: '분기 감사 자료' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('M001,홍*동,010-****-5678');
    for (const raw of RAW) expect(res.body).not.toContain(raw);
    expect(res.body.trimEnd().split('\r\n').at(-1)).toMatch(
      /^다운로드 admin · \d{4}-\d\d-\d\d \d\d:\d\d:\d\d KST · 거래 ID tran-download-1 · 사유 분기 감사 자료$/,
    );
    expect(
      (await records()).map((r) => [r.action, r.subjectIds, r.subjectCnt, r.fncId, r.reasonCd, r.reason]),
    ).toEqual([['DOWNLOAD', ['M001', 'M002'], 2, 'EXCEL', '99', '분기 감사 자료']]);
    // A listed reason is recorded by its name when no words come with it.
    expect((await exportMembers({ reasonCd: '01' })).statusCode).toBe(200);
    expect((await records()).map((r) => r.reason)).toEqual(['고객 문의 응대', '분기 감사 자료']);
  });

  describe('원문 보기 (UNMASK)', () => {
    const unmask = (body: Record<string, unknown>) =>
      t.post('/api/ext/shop.members/unmask', body, t.admin, t.menus.adminOnly, {
        headers: { 'X-Tran-Id': 'tran-unmask-1' },
      });
    const grant = async () => {
      const [menu] = await t.db.select().from(menus).where(eq(menus.mnuId, t.menus.adminOnly));
      await t.db.insert(authorities).values({
        usrId: 'admin',
        roleId: null,
        authority: `${t.menus.adminOnly}:${menu?.proIdVal ?? ''}:UNMASK`,
      });
      await caughtUp(t.db);
    };

    it('needs the UNMASK function on the menu: 403, nothing sent, nothing recorded', async () => {
      const res = await unmask({ params: {}, subject: 'M001', reasonCd: '01' });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('홍길동');
      expect(await records()).toEqual([]);
    });

    it('with the function and a reason: that one record in the clear, recorded as 원문조회 of that subject', async () => {
      await grant();
      expect((await unmask({ params: {}, subject: 'M001' })).statusCode).toBe(400);
      const res = await unmask({ params: { page: 1, size: 20 }, subject: 'M002', reasonCd: '02' });
      expect(res.statusCode).toBe(200);
      expect(res.json().body).toEqual({
        record: {
          memberNo: 'M002',
          name: '김영희',
          mobile: '010-9876-5432',
          birth: '1985-12-01',
          address: '부산광역시 해운대구 센텀로 45',
        },
        types: { name: 'NAME', mobile: 'PHONE', birth: 'BIRTH', address: 'ADDRESS' },
        expiresInSeconds: 30,
      });
      expect(res.body).not.toContain('홍길동'); // nobody else's data
      expect(
        (await records()).map((r) => [r.action, r.subjectIds, r.fncId, r.reasonCd, r.reason, r.tranId]),
      ).toEqual([['UNMASK', ['M002'], 'UNMASK', '02', '본인 확인', 'tran-unmask-1']]);
      const missing = await unmask({ params: {}, subject: 'M999', reasonCd: '02' });
      expect([missing.statusCode, missing.json().resultCode]).toEqual([404, 'PRIVACY_RECORD_NOT_FOUND']);
    });
  });
});
