import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interfaceLogs, rowsOf } from '../../../runtime/server/db/index.ts';
import { pruneInterfaceLogs } from '../../../runtime/server/interfaces/index.ts';
import { configSchema } from '../../../schemas/config/index.ts';
import { loginAs } from '../support/loginAs.ts';
import { createTestApp, createTestDatabase } from '../support/testDatabase.ts';
import { type SystemFixture, systemFixture } from '../system/systemFixture.ts';

const REQUEST_URL = '/api/interface/log/request';
const RESPONSE_URL = '/api/interface/log/response';
const LIST_URL = '/api/interface/log/list';
const apiLogging = { requestUrl: REQUEST_URL, responseUrl: RESPONSE_URL };
/** The interfaces this console has: a declared API and an interface definition (and the static bridges). */
const interfaces = {
  upstreams: { shop: { url: 'http://127.0.0.1:9' } },
  apis: { 'shop.orders': { upstream: 'shop', path: '/orders' } },
  interfaces: { apiLogging, definitions: [{ id: 'push-received' }] },
};
/** A call's start time: now, as the browser's clock says (a record must be dated within 5 minutes). */
const T0 = Math.floor(Date.now() / 1000) * 1000;
const at = (ms: number) => new Date(T0 + ms).toISOString();

let f: SystemFixture;
/** 인터페이스 이력's menu (`programId: SYSTEM_INTERFACE`), which ADMIN holds and STAFF does not. */
let historyMenu: string;
beforeAll(async () => {
  f = await systemFixture({ config: interfaces });
  const [row] = rowsOf<{ mnu_id: string }>(
    await f.db.execute(
      sql`select mnu_id from menus where pro_id_val = 'SYSTEM_INTERFACE' order by mnu_id limit 1`,
    ),
  );
  historyMenu = row!.mnu_id;
});
afterAll(async () => f?.close());

const call = (tranId: string, extra: object = {}) => ({
  tranId,
  ifId: 'shop.orders',
  version: '1.0',
  direction: 'OUTBOUND',
  type: 'HTTP',
  time: at(0),
  ...extra,
});
const logRows = (tranId: string) => f.db.select().from(interfaceLogs).where(eq(interfaceLogs.tranId, tranId));
const total = async () => (await f.db.select({ n: count() }).from(interfaceLogs))[0]!.n;

describe('interface log routes', () => {
  it('merges the request and response records of a call into one row of the session user', async () => {
    const req = await f.post(REQUEST_URL, { ...call('tranIf0001'), usrId: 'admin' }, f.staff);
    expect(req.statusCode).toBe(200);
    expect(req.json()).toEqual({ resultCode: '0000', resultMessage: '정상', body: null });
    const res = await f.post(
      RESPONSE_URL,
      call('tranIf0001', { status: '0000', durationMs: 42, time: at(42) }),
      f.staff,
    );
    expect(res.statusCode).toBe(200);
    const rows = await logRows('tranIf0001');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      usrId: 'staff',
      sysCd: 'CONSOLE',
      ifId: 'shop.orders',
      ifVer: '1.0',
      direction: 'OUTBOUND',
      ifType: 'HTTP',
      status: '0000',
      durationMs: 42,
      reqDttm: new Date(at(0)),
      resDttm: new Date(at(42)),
      regUsrId: 'staff',
    });
  });

  it('takes a response that arrives before its request, and a response alone', async () => {
    const response = call('tranIf0002', {
      status: '5005',
      durationMs: 3,
      direction: 'INBOUND',
      type: 'MOBILE_BRIDGE',
    });
    expect((await f.post(RESPONSE_URL, response, f.admin)).statusCode).toBe(200);
    expect((await logRows('tranIf0002'))[0]).toMatchObject({ status: '5005', reqDttm: null });
    expect((await f.post(REQUEST_URL, call('tranIf0002'), f.admin)).statusCode).toBe(200);
    const rows = await logRows('tranIf0002');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: '5005', durationMs: 3, direction: 'INBOUND' });
    expect(rows[0]!.reqDttm).not.toBeNull();
  });

  it('keeps the same transaction id of two users apart', async () => {
    await f.post(REQUEST_URL, call('tranIfShared'), f.admin);
    await f.post(RESPONSE_URL, call('tranIfShared', { status: '9999', durationMs: 1 }), f.staff);
    const rows = await logRows('tranIfShared');
    expect(rows.map((r) => [r.usrId, r.status]).sort()).toEqual([
      ['admin', null],
      ['staff', '9999'],
    ]);
  });

  it('needs a login: 401, nothing written', async () => {
    const before = await total();
    expect((await f.post(REQUEST_URL, call('tranIfAnon'), {})).statusCode).toBe(401);
    expect(
      (await f.post(RESPONSE_URL, call('tranIfAnon', { status: '0000', durationMs: 1 }), {})).statusCode,
    ).toBe(401);
    expect(await total()).toBe(before);
  });

  const bad: Array<[string, string, object | string]> = [
    ['no transaction id', REQUEST_URL, { ...call('x'), tranId: undefined }],
    ['a transaction id with a space', REQUEST_URL, call('tran id')],
    ['an interface id over 100 characters', REQUEST_URL, call('tranIfBad1', { ifId: 'a'.repeat(101) })],
    ['an interface id with a control character', REQUEST_URL, call('tranIfBad2', { ifId: 'a\u0000b' })],
    ['an unknown direction', REQUEST_URL, call('tranIfBad3', { direction: 'SIDEWAYS' })],
    ['an unknown type', REQUEST_URL, call('tranIfBad4', { type: 'FTP' })],
    ['a time that is no ISO date', REQUEST_URL, call('tranIfBad5', { time: 'yesterday' })],
    ['no status', RESPONSE_URL, call('tranIfBad6', { durationMs: 1 })],
    ['a negative duration', RESPONSE_URL, call('tranIfBad7', { status: '0000', durationMs: -1 })],
    [
      'a status over 20 characters',
      RESPONSE_URL,
      call('tranIfBad8', { status: 'X'.repeat(21), durationMs: 1 }),
    ],
    ['not JSON', REQUEST_URL, '{{'],
  ];
  it.each(bad)('%s → 400 with a Korean message, nothing written', async (_what, url, body) => {
    const before = await total();
    const res = await f.app.inject({
      method: 'POST',
      url,
      headers: { ...f.staff, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultMessage).toMatch(/[가-힣]/);
    expect(await total()).toBe(before);
  });

  it('takes only the interfaces this console has, dated within 5 minutes of the server (no forged history)', async () => {
    const before = await total();
    for (const [record, code, message] of [
      [
        call('tranIfForged1', { ifId: 'shop.refund' }),
        'INTERFACE_UNKNOWN',
        '정의되지 않은 인터페이스입니다: shop.refund',
      ],
      [
        call('tranIfForged2', { time: '1999-01-01T00:00:00.000Z' }),
        'INTERFACE_BAD_TIME',
        '기록 시각이 서버 시각과 5분 넘게 다릅니다. 기기의 날짜와 시간을 확인해주세요.',
      ],
      [call('tranIfForged3', { time: at(6 * 60_000) }), 'INTERFACE_BAD_TIME', undefined],
    ] as const) {
      const res = await f.post(REQUEST_URL, record, f.staff);
      expect(res.statusCode).toBe(400);
      expect(res.json().resultCode).toBe(code);
      if (message) expect(res.json().resultMessage).toBe(message);
    }
    expect(await total()).toBe(before);
    // The static bridges are known too (the interface definitions: the list's records below).
    for (const ifId of ['toast', 'current-time'])
      expect(
        (await f.post(REQUEST_URL, call(`tranIfKnown-${ifId}`, { ifId, type: 'MOBILE_BRIDGE' }), f.staff))
          .statusCode,
      ).toBe(200);
  });

  it('takes at most 300 records a minute from one session: 429 in Korean with Retry-After', async () => {
    const viewer = await loginAs(f.app, 'viewer');
    let refused: Awaited<ReturnType<typeof f.post>> | undefined;
    let accepted = 0;
    for (let i = 0; i < 320 && !refused; i++) {
      const res = await f.post(REQUEST_URL, call(`tranIfFlood${i}`), viewer);
      if (res.statusCode === 429) refused = res;
      else accepted++;
    }
    expect(accepted).toBe(300);
    expect(refused?.json()).toMatchObject({
      resultCode: 'TOO_MANY_REQUESTS',
      resultMessage: expect.stringMatching(
        /^인터페이스 기록이 너무 많습니다\. \d+초 후에 다시 시도해주세요\.$/,
      ),
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Another session is not held back by it.
    expect((await f.post(REQUEST_URL, call('tranIfOther'), f.staff)).statusCode).toBe(200);
  });

  it('refuses a record over 4 KiB', async () => {
    const res = await f.post(REQUEST_URL, { ...call('tranIfBig'), pad: 'x'.repeat(5000) }, f.staff);
    expect(res.statusCode).toBe(413);
    expect(await logRows('tranIfBig')).toEqual([]);
  });
});

describe('interfaceLog.list (SYSTEM_INTERFACE program)', () => {
  beforeAll(async () => {
    await f.post(
      REQUEST_URL,
      call('tranIfList1', { ifId: 'push-received', direction: 'INBOUND', type: 'MOBILE_BRIDGE' }),
      f.admin,
    );
    await f.post(
      RESPONSE_URL,
      call('tranIfList1', { ifId: 'push-received', status: '0401', durationMs: 7 }),
      f.admin,
    );
    // Recorded long ago (by the server's clock): outside a search of today.
    await f.post(REQUEST_URL, call('tranIfOld', { ifId: 'push-received' }), f.admin);
    await f.db
      .update(interfaceLogs)
      .set({ regDttm: new Date('2024-03-01T12:00:00+09:00') })
      .where(eq(interfaceLogs.tranId, 'tranIfOld'));
  });

  const list = async (body: object, who = f.admin, menu: string | undefined = historyMenu) => {
    const res = await f.post(LIST_URL, body, who, menu);
    expect(res.statusCode).toBe(200);
    return (res.json().body as Array<{ tranId: string }>).map((r) => r.tranId);
  };

  it('answers the newest rows first, with the call fields and no payload', async () => {
    const res = await f.post(LIST_URL, {}, f.admin, historyMenu);
    expect(res.statusCode).toBe(200);
    const body = res.json().body as Array<Record<string, unknown>>;
    expect(body[0]).toEqual({
      id: expect.any(Number),
      tranId: expect.any(String),
      usrId: expect.any(String),
      ifId: expect.any(String),
      version: expect.any(String),
      direction: expect.stringMatching(/^(IN|OUT)BOUND$/),
      type: expect.stringMatching(/^(HTTP|MOBILE_BRIDGE)$/),
      status: expect.toSatisfy((s) => s === null || typeof s === 'string'),
      durationMs: expect.toSatisfy((d) => d === null || typeof d === 'number'),
      reqDttm: expect.toSatisfy((d) => d === null || typeof d === 'string'),
      resDttm: expect.toSatisfy((d) => d === null || typeof d === 'string'),
      regDttm: expect.any(String),
    });
    const times = body.map((r) => Date.parse(r.regDttm as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // No body at all is a search without filters.
    const empty = await f.app.inject({
      method: 'POST',
      url: LIST_URL,
      headers: { ...f.admin, 'Menu-Id': historyMenu },
    });
    expect(empty.json().body).toHaveLength(body.length);
  });

  it('searches by interface id (contained), direction, type, status and user', async () => {
    expect(await list({ ifId: 'PUSH' })).toEqual(expect.arrayContaining(['tranIfList1', 'tranIfOld']));
    expect(await list({ ifId: 'push', status: '0401' })).toEqual(['tranIfList1']);
    expect(await list({ direction: 'INBOUND', ifId: 'push' })).toEqual(['tranIfList1']);
    expect(await list({ type: 'MOBILE_BRIDGE', usrId: 'admin', ifId: 'push' })).toEqual(['tranIfList1']);
    expect(await list({ usrId: 'staff', ifId: 'push' })).toEqual([]);
    expect(await list({ ifId: '%' })).toEqual([]);
    // Blank values of the search form are no filter.
    expect(await list({ ifId: 'push', direction: '', type: '', usrId: '', period: ['', ''] })).toHaveLength(
      2,
    );
  });

  it('searches a period of days in Korean time', async () => {
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect(await list({ ifId: 'push', period: [today, today] })).toEqual(['tranIfList1']);
    expect(await list({ ifId: 'push', period: ['2024-03-01', '2024-03-01'] })).toEqual(['tranIfOld']);
    expect(await list({ ifId: 'push', period: ['', '2024-02-29'] })).toEqual([]);
    expect(await list({ ifId: 'push', period: ['2024-03-02', ''] })).toEqual(['tranIfList1']);
  });

  it('needs the menu authority of a SYSTEM_INTERFACE menu', async () => {
    expect((await f.post(LIST_URL, {}, f.staff, historyMenu)).statusCode).toBe(403);
    expect((await f.post(LIST_URL, {}, f.admin)).statusCode).toBe(403);
    expect((await f.post(LIST_URL, {}, f.admin, f.menus.menuAdmin)).statusCode).toBe(403);
    expect((await f.post(LIST_URL, {}, {}, historyMenu)).statusCode).toBe(401);
  });

  it('refuses a bad search with 400', async () => {
    for (const body of [{ period: ['2024-13-01', ''] }, { direction: 'UP' }, { usrId: 'a'.repeat(51) }]) {
      expect((await f.post(LIST_URL, body, f.admin, historyMenu)).statusCode).toBe(400);
    }
  });
});

describe('retention (interfaces.apiLogging.keepDays)', () => {
  it('is 90 days by default and at least 1', () => {
    expect(configSchema.parse({}).interfaces.apiLogging.keepDays).toBe(90);
    expect(configSchema.safeParse({ interfaces: { apiLogging: { keepDays: 0 } } }).success).toBe(false);
    expect(configSchema.safeParse({ interfaces: { apiLogging: { keepDays: 1.5 } } }).success).toBe(false);
  });

  it('deletes the rows recorded more than keepDays ago', async () => {
    const now = Date.parse('2025-06-30T00:00:00Z');
    const at = (days: number) => new Date(now - days * 86_400_000);
    await f.db.insert(interfaceLogs).values(
      [
        ['tranKeep89', 89],
        ['tranDrop91', 91],
        ['tranDrop400', 400],
      ].map(([tranId, days]) => ({
        tranId: tranId as string,
        usrId: 'admin',
        sysCd: 'CONSOLE',
        ifId: 'retention',
        ifVer: '1.0',
        direction: 'OUTBOUND',
        ifType: 'HTTP',
        regDttm: at(days as number),
      })),
    );
    expect(await pruneInterfaceLogs(f.db, 90, now)).toBeGreaterThanOrEqual(2);
    const left = await f.db.select().from(interfaceLogs).where(eq(interfaceLogs.ifId, 'retention'));
    expect(left.map((r) => r.tranId)).toEqual(['tranKeep89']);
  });

  it('prunes when the server starts', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.insert(interfaceLogs).values(
        ['tranFresh', 'tranStale'].map((tranId, i) => ({
          tranId,
          usrId: 'admin',
          sysCd: 'CONSOLE',
          ifId: 'start',
          ifVer: '1.0',
          direction: 'OUTBOUND',
          ifType: 'HTTP',
          regDttm: new Date(Date.now() - (i ? 3 : 1) * 86_400_000 - 60_000),
        })),
      );
      const t = await createTestApp({ database, config: { interfaces: { apiLogging: { keepDays: 2 } } } });
      await t.app.ready();
      // The prune runs in the background from onReady; the close waits for it.
      await t.close();
      const left = await database.db.select().from(interfaceLogs);
      expect(left.map((r) => r.tranId)).toEqual(['tranFresh']);
    } finally {
      await database.close();
    }
  });
});

describe('logging URLs', () => {
  it('are not served when unset (the default)', async () => {
    const t = await createTestApp({ database: f.database });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: REQUEST_URL,
        headers: f.admin,
        payload: call('tranIfOff'),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('are served where the settings say, under /api only', async () => {
    const moved = { requestUrl: '/api/logs/if-in', responseUrl: '/api/logs/if-out' };
    const t = await createTestApp({ database: f.database, config: { interfaces: { apiLogging: moved } } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: moved.requestUrl,
        headers: f.admin,
        payload: call('tranIfMoved', { ifId: 'toast', type: 'MOBILE_BRIDGE' }),
      });
      expect(res.statusCode).toBe(200);
      expect(await logRows('tranIfMoved')).toHaveLength(1);
    } finally {
      await t.close();
    }
    await expect(
      createTestApp({
        database: f.database,
        config: { interfaces: { apiLogging: { requestUrl: '/logs/in' } } },
      }),
    ).rejects.toThrow(/interfaces\.apiLogging\.requestUrl "\/logs\/in" must be under \/api\//);
    await expect(
      createTestApp({
        database: f.database,
        config: { interfaces: { apiLogging: { requestUrl: '/api/log', responseUrl: '/api/log' } } },
      }),
    ).rejects.toThrow(/give each its own URL/);
  });
});
