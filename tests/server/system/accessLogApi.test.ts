import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs } from '../../../runtime/server/db/schema.ts';
import { type SystemFixture, snapshot, systemFixture } from './systemFixture.ts';

let f: SystemFixture;
beforeAll(async () => {
  f = await systemFixture();
});
afterAll(async () => f?.close());

const latest = async () => (await f.db.select().from(accessLogs).orderBy(desc(accessLogs.id)).limit(1))[0];

describe('access history', () => {
  it('records a menu access with the user, system, program id and transaction id', async () => {
    const res = await f.post(
      '/api/system/menu/access',
      { mnuId: f.menus.staffToo, mnuUrl: '/pubs/MP/UI_FU_0016' },
      f.staff,
      f.menus.staffToo,
      {
        headers: { 'Program-Id': 'MP_UI_FU_0016', 'X-Tran-Id': 'tranAccess0001' },
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultCode: '0000', resultMessage: '정상', body: null });
    expect(await latest()).toMatchObject({
      usrId: 'staff',
      sysCd: 'CONSOLE',
      mnuId: f.menus.staffToo,
      mnuUrl: '/pubs/MP/UI_FU_0016',
      fncId: null,
      proIdVal: 'MP_UI_FU_0016',
      tranId: 'tranAccess0001',
      regUsrId: 'staff',
      regUsrIp: '127.0.0.1',
    });
  });

  it('records a function access', async () => {
    const res = await f.post(
      '/api/system/menu/access/function',
      { mnuId: f.menus.staffToo, fncId: 'SEARCH' },
      f.staff,
      f.menus.staffToo,
      {
        headers: { 'Program-Id': 'MP_UI_FU_0016' },
      },
    );
    expect(res.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      usrId: 'staff',
      mnuId: f.menus.staffToo,
      fncId: 'SEARCH',
      mnuUrl: null,
    });
    expect((await latest())?.tranId).toBe(res.headers['x-tran-id']);
  });

  it('needs a login', async () => {
    expect((await f.post('/api/system/menu/access', { mnuId: '1000', mnuUrl: '/' }, {})).statusCode).toBe(
      401,
    );
  });

  const bad: Array<[string, object | string]> = [
    ['/api/system/menu/access', {}],
    ['/api/system/menu/access', { mnuId: '1000' }],
    ['/api/system/menu/access', { mnuId: '1000', mnuUrl: 'http://x' }],
    ['/api/system/menu/access', { mnuId: '1000', mnuUrl: `/${'a'.repeat(500)}` }],
    ['/api/system/menu/access', '{{'],
    ['/api/system/menu/access/function', { mnuId: '1000' }],
    ['/api/system/menu/access/function', { mnuId: '1000', fncId: 'two words' }],
    ['/api/system/menu/access/function', { mnuId: 1000, fncId: 'SEARCH' }],
  ];
  it.each(bad)('%s %j → 400, nothing recorded', async (url, body) => {
    const before = await snapshot(f.db);
    const res = await f.app.inject({
      method: 'POST',
      url,
      headers: { ...f.staff, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().body).toBeNull();
    expect(await snapshot(f.db)).toEqual(before);
  });
});
