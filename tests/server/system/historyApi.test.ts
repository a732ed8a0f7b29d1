import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../auth/authTestApp.ts';
import { type SystemFixture, systemFixture } from './systemFixture.ts';

describe('login and access history (/api/system/history, SYSTEM_HISTORY)', () => {
  let t: SystemFixture;
  beforeAll(async () => {
    t = await systemFixture();
    // A success, a wrong password, an unknown id and a locked account, in this order.
    await login(t.app, 'operator', 'Passw0rd!');
    await login(t.app, 'viewer', 'Wrong-pass1');
    await login(t.app, 'nobody99', 'Whatever1!');
    await login(t.app, 'locked', 'Passw0rd!');
    // Two menu visits and a function use of admin's.
    await t.post(
      '/api/system/menu/access',
      { mnuId: t.menus.public, mnuUrl: '/pubs/CS/NT/UI_FU_0013' },
      t.admin,
      t.menus.public,
    );
    await t.post(
      '/api/system/menu/access',
      { mnuId: t.menus.history, mnuUrl: '/pubs/SY/accessHistory' },
      t.admin,
      t.menus.history,
    );
    await t.post(
      '/api/system/menu/access/function',
      { mnuId: t.menus.public, fncId: 'SAVE' },
      t.admin,
      t.menus.public,
    );
  });
  afterAll(() => t?.close());

  const search = (kind: 'login' | 'access', body: unknown, who = t.admin) =>
    t.post(`/api/system/history/${kind}`, body, who, t.menus.history);

  it('lists every login attempt newest first, with its result, address and browser', async () => {
    const res = await search('login', { page: 1, size: 4 });
    expect(res.statusCode).toBe(200);
    const { list, totalCount } = res.json().body;
    expect(totalCount).toBe(4);
    expect(
      list.map((r: { usrId: string; resCd: string; succYn: string }) => [r.usrId, r.resCd, r.succYn]),
    ).toEqual([
      ['locked', 'FS09', 'N'],
      ['nobody99', 'FS02', 'N'],
      ['viewer', 'FS02', 'N'],
      ['operator', '0000', 'Y'],
    ]);
    expect(list[0]).toMatchObject({ usrNm: '이잠금', resText: '잠긴 계정입니다.', ip: '127.0.0.1' });
    expect(list[1].usrNm).toBeNull();
    expect(list[3].resText).toBe('로그인 성공');
  });

  it('filters by result and id, and pages on the server', async () => {
    const failed = (await search('login', { succYn: 'N' })).json().body;
    expect(failed.totalCount).toBe(3);
    const byId = (await search('login', { usrId: 'OPER' })).json().body;
    expect(byId.list.map((r: { usrId: string }) => r.usrId)).toEqual(['operator']);
    const page2 = (await search('login', { page: 2, size: 3 })).json().body;
    expect(page2.list.map((r: { usrId: string }) => r.usrId)).toEqual(['operator']);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect((await search('login', { period: [today, today] })).json().body.totalCount).toBe(4);
    expect((await search('login', { period: ['2000-01-01', '2000-01-31'] })).json().body.totalCount).toBe(0);
  });

  it('lists menu visits and function uses, with the menu’s name', async () => {
    const { list, totalCount } = (await search('access', { usrId: 'admin' })).json().body;
    expect(totalCount).toBe(3);
    expect(list[0]).toMatchObject({ kind: 'FUNCTION', fncId: 'SAVE', mnuNm: '공지사항', usrNm: '관리자' });
    const visits = (await search('access', { usrId: 'admin', kind: 'MENU' })).json().body;
    expect(visits.totalCount).toBe(2);
  });

  it('exports the whole search to a file', async () => {
    const res = await t.post(
      '/api/system/history/login/export',
      {
        fileName: '로그인 이력',
        format: 'csv',
        columns: [
          { key: 'usrId', label: '아이디' },
          { key: 'resCd', label: '결과 코드' },
        ],
        params: { succYn: 'N', page: 1, size: 1 },
      },
      t.admin,
      t.menus.history,
    );
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual(['아이디,결과 코드', 'locked,FS09', 'nobody99,FS02', 'viewer,FS02']);
  });

  it('is the administrators’: others are refused 403', async () => {
    expect((await search('login', {}, t.staff)).statusCode).toBe(403);
    expect((await search('access', {}, t.staff)).statusCode).toBe(403);
  });
});
