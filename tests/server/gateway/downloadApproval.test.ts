import { and, desc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests, personalAccessLogs, users } from '../../../runtime/server/db/index.ts';
import type { ConsoleConfigInput } from '../../../schemas/config/index.ts';
import { loginAs } from '../support/loginAs.ts';
import { screensBinding } from '../support/testDatabase.ts';
import { type SystemFixture, systemFixture } from '../system/systemFixture.ts';

// A download of personal data above `privacy.download` waits for a second person: it is filed on
// 승인 관리 (type 04), another administrator approves it, and the same download then goes ahead,
// once.

async function startBackend(): Promise<FastifyInstance> {
  const backend = Fastify({ logger: false });
  backend.get('/members', async (request) => {
    const q = request.query as { n?: string; page?: string; size?: string };
    const n = Number(q.n ?? 0);
    const all = Array.from({ length: n }, (_, i) => ({
      memberNo: `M${String(i + 1).padStart(3, '0')}`,
      name: '홍길동',
    }));
    const page = Number(q.page ?? 1);
    const size = Number(q.size ?? n);
    return { resultCode: '0000', body: { list: all.slice((page - 1) * size, page * size), totalCount: n } };
  });
  await backend.listen({ host: '127.0.0.1', port: 0 });
  return backend;
}

describe('large downloads of personal data (privacy.download, 승인 관리 04)', () => {
  let backend: FastifyInstance;
  let t: SystemFixture;
  let admin2: Record<string, string>;

  beforeAll(async () => {
    backend = await startBackend();
    const url = `http://127.0.0.1:${(backend.server.address() as { port: number }).port}`;
    const config: ConsoleConfigInput = {
      upstreams: { shop: { url } },
      apis: {
        'shop.members': {
          upstream: 'shop',
          path: '/members',
          rows: 'list',
          total: 'totalCount',
          personal: { subject: 'memberNo', fields: { name: 'NAME' } },
        },
      },
      privacy: { download: { perFile: 5, perDay: 8 } },
    };
    const bindings = new Map<string, string[]>();
    t = await systemFixture({ config, screens: screensBinding(bindings) });
    bindings.set('shop.members', [await t.menuUrl(t.menus.adminOnly)]);
    // A second administrator, to approve what the first one asks for.
    await t.db.insert(users).values({ usrId: 'admin2', usrNm: '김승인', pwdHash: 'x', roleId: 'ADMIN' });
    admin2 = await loginAs(t.app, 'admin2');
  });
  afterAll(async () => {
    await t?.close();
    await backend?.close();
  });

  const download = (n: number, who = t.admin) =>
    t.post(
      '/api/ext/shop.members/export',
      {
        fileName: '회원',
        format: 'csv',
        columns: [{ key: 'memberNo', label: '회원번호' }],
        params: { n: String(n), page: 1, size: 20 },
        reasonCd: '01',
      },
      who,
      t.menus.adminOnly,
    );
  const approve = (id: number, who: Record<string, string>) =>
    t.post('/api/system/approval/approve', { id }, who, t.menus.approval);
  const openRequest = async (usrId = 'admin') => {
    const [row] = await t.db
      .select()
      .from(approvalRequests)
      .where(and(eq(approvalRequests.usrId, usrId), eq(approvalRequests.aprvTypeCd, '04')))
      .orderBy(desc(approvalRequests.id))
      .limit(1);
    return row;
  };

  it('makes a file at or under the threshold at once', async () => {
    const res = await download(5);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('M005');
  });

  it('files a file above it on 승인 관리 and makes nothing until another administrator approves', async () => {
    const asked = await download(6);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().resultCode).toBe('PRIVACY_APPROVAL_REQUIRED');
    const request = await openRequest();
    expect(request).toMatchObject({ status: 'REQUESTED', subjectCnt: 6, usedDttm: null });
    expect(asked.json().resultMessage).toBe(
      `내려받을 정보주체가 6명으로 한 번에 내려받을 수 있는 기준(5명)을 넘습니다. 다른 관리자의 승인이 필요해 승인 관리에 요청했습니다(요청 번호 ${request?.id}). 승인되면 같은 조건으로 다시 내려받으세요.`,
    );
    expect(request?.reason).toBe('shop.members 6명 다운로드 · 사유 고객 문의 응대');

    // Asked again, or another large one meanwhile: waiting, nothing new filed.
    const again = await download(6);
    expect([again.statusCode, again.json().resultCode]).toEqual([409, 'PRIVACY_APPROVAL_PENDING']);
    expect(again.json().resultMessage).toContain(`요청 번호 ${request?.id}`);
    const other = await download(7);
    expect(other.json().resultMessage).toMatch(/^다른 대량 다운로드 요청/);

    // Not by the one who asked.
    const own = await approve(request!.id, t.admin);
    expect([own.statusCode, own.json().resultCode]).toEqual([403, 'ustra.management.ownDownload']);
    expect((await openRequest())?.status).toBe('REQUESTED');

    // Another administrator approves: the same download goes ahead, recorded, once.
    expect((await approve(request!.id, admin2)).statusCode).toBe(200);
    const made = await download(6);
    expect(made.statusCode).toBe(200);
    expect(made.body).toContain('M006');
    expect((await openRequest())?.usedDttm).not.toBeNull();
    await t.app.personalRecords.flush();
    const [record] = await t.db
      .select()
      .from(personalAccessLogs)
      .where(eq(personalAccessLogs.usrId, 'admin'))
      .orderBy(desc(personalAccessLogs.id))
      .limit(1);
    expect(record).toMatchObject({ action: 'DOWNLOAD', subjectCnt: 6, reasonCd: '01' });

    // The approval made one file: the next one is asked again.
    const next = await download(6);
    expect(next.json().resultCode).toBe('PRIVACY_APPROVAL_REQUIRED');
  });

  it('counts the subjects of the day: the file that passes perDay waits too', async () => {
    expect((await download(4, admin2)).statusCode).toBe(200);
    expect((await download(4, admin2)).statusCode).toBe(200);
    const third = await download(1, admin2);
    expect(third.statusCode).toBe(409);
    expect(third.json().resultMessage).toMatch(
      /^오늘 내려받은 정보주체 8명에 이번 1명을 더하면 하루 기준\(8명\)을 넘습니다\. 다른 관리자의 승인이 필요해/,
    );
    expect((await openRequest('admin2'))?.reason).toBe(
      'shop.members 오늘 9명 다운로드 · 사유 고객 문의 응대',
    );
  });
});
