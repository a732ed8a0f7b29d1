import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screensBinding } from '../support/testDatabase.ts';
import { type SystemFixture, systemFixture } from '../system/systemFixture.ts';

/** The rows of the first sheet of an xlsx answer, as cell values. */
async function sheetOf(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const ORDERS = Array.from({ length: 2345 }, (_, i) => ({
  orderNo: `A-${i + 1}`,
  email: `buyer${i + 1}@example.com`,
  amount: (i + 1) * 100,
  orderDt: '2026-11-20',
}));

describe('export to xlsx and csv', () => {
  let backend: FastifyInstance;
  let t: SystemFixture;
  const calls: { page: number; size: number; status?: string }[] = [];

  beforeAll(async () => {
    backend = Fastify({ logger: false });
    backend.post('/orders/search', async (request) => {
      const q = request.body as { page: number; size: number; status?: string };
      calls.push(q);
      const list = ORDERS.slice((q.page - 1) * q.size, q.page * q.size);
      return { resultCode: '0000', body: { list, totalCount: ORDERS.length } };
    });
    backend.post('/broken/search', async (_request, reply) => reply.code(500).send('oops'));
    // Its second page takes a while: an export of it is still streaming meanwhile.
    backend.post('/slow/search', async (request) => {
      const q = request.body as { page: number; size: number };
      if (q.page > 1) await new Promise((r) => setTimeout(r, 800));
      return {
        resultCode: '0000',
        body: { list: ORDERS.slice((q.page - 1) * q.size, q.page * q.size), totalCount: ORDERS.length },
      };
    });
    await backend.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(backend.server.address() as { port: number }).port}`;
    const bindings = new Map<string, string[]>();
    t = await systemFixture({
      config: {
        upstreams: { shop: { url } },
        apis: {
          'shop.orders': {
            upstream: 'shop',
            method: 'POST',
            path: '/orders/search',
            rows: 'list',
            total: 'totalCount',
          },
          'shop.slow': {
            upstream: 'shop',
            method: 'POST',
            path: '/slow/search',
            rows: 'list',
            total: 'totalCount',
          },
          'shop.broken': {
            upstream: 'shop',
            method: 'POST',
            path: '/broken/search',
            rows: 'list',
            total: 'totalCount',
          },
        },
      },
      screens: screensBinding(bindings),
    });
    const route = await t.menuUrl(t.menus.staffToo);
    bindings.set('shop.orders', [route]);
    bindings.set('shop.broken', [route]);
    bindings.set('shop.slow', [route]);
  });
  afterAll(async () => {
    await t?.close();
    await backend?.close();
  });

  const columns = [
    { key: 'orderNo', label: '주문번호' },
    { key: 'email', label: '이메일', mask: 'EMAIL' },
    { key: 'amount', label: '금액', format: 'currency' },
  ];

  it('writes the rows the browser sends, with its formats and masks, under a Korean file name', async () => {
    const res = await t.post(
      '/api/export',
      {
        fileName: '주문 목록',
        columns,
        rows: [
          { orderNo: 'A-1', email: 'hong@example.com', amount: 1234567 },
          { orderNo: '=HYPERLINK("x")', email: null, amount: -600 },
        ],
      },
      t.staff,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="__ ___\d{8}\.xlsx"; filename\*=UTF-8''%EC%A3%BC%EB%AC%B8%20%EB%AA%A9%EB%A1%9D_\d{8}\.xlsx$/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual(['주문번호', '이메일', '금액']);
    expect(rows[1]).toEqual(['A-1', 'hon*@example.com', 1234567]);
    // A formula-looking text stays text in a workbook (it is written as a string, never a formula).
    expect(rows[2]?.[0]).toBe('=HYPERLINK("x")');
  });

  it('writes CSV with a byte-order mark, quoted fields and no formula injection', async () => {
    const res = await t.post(
      '/api/export',
      {
        fileName: '주문',
        format: 'csv',
        columns,
        rows: [
          { orderNo: '=1+1', email: 'a@b.kr', amount: 1000 },
          { orderNo: 'B,"2"', email: '', amount: -5 },
        ],
      },
      t.staff,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe(`\uFEFF주문번호,이메일,금액\r\n'=1+1,*@b.kr,1000\r\n"B,""2""",,-5\r\n`);
  });

  it('refuses a bad request with 400 and a caller without a session with 401', async () => {
    expect(
      (await t.post('/api/export', { fileName: '주문', columns: [], rows: [] }, t.staff)).statusCode,
    ).toBe(400);
    expect((await t.post('/api/export', { fileName: '주문', columns, rows: [] }, {})).statusCode).toBe(401);
  });

  it('exports every page of a paged declared API, the grid’s search included, streaming them', async () => {
    calls.length = 0;
    const res = await t.post(
      '/api/ext/shop.orders/export',
      { fileName: '주문', columns, params: { status: 'PAID', page: 3, size: 10 } },
      t.admin,
      t.menus.staffToo,
    );
    expect(res.statusCode).toBe(200);
    // Three pages of 1,000 rows; the grid's own page and size do not narrow the export.
    expect(calls).toEqual([
      { status: 'PAID', page: 1, size: 1000 },
      { status: 'PAID', page: 2, size: 1000 },
      { status: 'PAID', page: 3, size: 1000 },
    ]);
    const rows = await sheetOf(res.rawPayload);
    expect(rows).toHaveLength(2346);
    expect(rows[2345]).toEqual(['A-2345', 'buy******@example.com', 234500]);
  });

  it('runs one export per session at a time: a second while one streams is a 429 in Korean', async () => {
    const exportOf = (name: string) =>
      t.post(`/api/ext/${name}/export`, { fileName: '주문', columns }, t.admin, t.menus.staffToo);
    const first = exportOf('shop.slow');
    await new Promise((r) => setTimeout(r, 300));
    const second = await exportOf('shop.orders');
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({
      resultCode: 'EXPORT_BUSY',
      resultMessage: '이미 내려받고 있는 파일이 있습니다. 다운로드가 끝난 뒤에 다시 시도해주세요.',
    });
    expect(second.headers['retry-after']).toBe('5');
    expect((await first).statusCode).toBe(200);
    // Done: the next one goes.
    expect((await exportOf('shop.orders')).statusCode).toBe(200);
  });

  it('needs the EXCEL function on the calling menu, and the backend is not called without it', async () => {
    calls.length = 0;
    const res = await t.post(
      '/api/ext/shop.orders/export',
      { fileName: '주문', columns },
      t.staff,
      t.menus.staffToo,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().resultCode).toBe('FORBIDDEN_FUNCTION');
    expect(calls).toHaveLength(0);
  });

  it('answers a failing backend with the Korean transport message before any file starts', async () => {
    const res = await t.post(
      '/api/ext/shop.broken/export',
      { fileName: '주문', columns },
      t.admin,
      t.menus.staffToo,
    );
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      resultCode: 'UPSTREAM_ERROR',
      resultMessage: '서버 장애가 발생하였습니다. 관리자에게 문의해주세요.',
    });
  });
});
