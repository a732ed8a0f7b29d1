import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MENU_ID } from '../../../runtime/server/db/index.ts';
import { authorityChange } from '../../../runtime/server/system/authorityChange.ts';
import { type SystemFixture, systemFixture } from './systemFixture.ts';

// 권한 변경 이력 (C7): every grant, change and removal of authority, with who, when, from where and
// what changed, read from the administration's audit records.
describe('권한 변경 이력 (/api/system/history/authority, SYSTEM_HISTORY)', () => {
  let t: SystemFixture;
  beforeAll(async () => {
    t = await systemFixture();
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/system/role/OPERATOR/grants',
      headers: { ...t.admin, 'Menu-Id': t.menus.roleAdmin },
    });
    const grants = read.json().body.grants as string[];
    const saved = await t.post(
      '/api/system/role/grants',
      { roleId: 'OPERATOR', grants: grants.filter((g) => g !== `${PUBLIC_MENU_ID}:SAVE`) },
      t.admin,
      t.menus.roleAdmin,
    );
    expect(saved.statusCode).toBe(200);
    const edit = await t.post(
      '/api/system/user/edit',
      { usrId: 'staff', roleId: 'OPERATOR' },
      t.admin,
      t.menus.userAdmin,
      { remoteAddress: '10.1.2.3' },
    );
    expect(edit.statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  const search = (body: unknown, who = t.admin) =>
    t.post('/api/system/history/authority', body, who, t.menus.history);

  it('lists who changed whose authority and what changed, newest first', async () => {
    const res = await search({ page: 1, size: 10 });
    expect(res.statusCode).toBe(200);
    const { list, totalCount } = res.json().body;
    expect(totalCount).toBe(2);
    expect(list[0]).toMatchObject({
      usrId: 'admin',
      usrNm: '관리자',
      usrIp: '10.1.2.3',
      actCd: 'user.edit',
      actNm: '사용자 변경',
      trgtId: 'staff',
      change: '역할 직원 → 운영자',
    });
    expect(list[1]).toMatchObject({ actNm: '권한 부여·회수', trgtId: 'OPERATOR' });
    expect(list[1].change).toMatch(new RegExp(`^회수 1건 \\(${PUBLIC_MENU_ID}:[A-Z_0-9]+:SAVE\\)$`));
  });

  it('filters by target and kind; staff is refused', async () => {
    const ids = async (body: unknown) =>
      (await search(body)).json().body.list.map((r: { trgtId: string }) => r.trgtId);
    expect(await ids({ trgtId: 'OPERATOR' })).toEqual(['OPERATOR']);
    expect(await ids({ actCd: 'user.edit' })).toEqual(['staff']);
    expect((await search({}, t.staff)).statusCode).toBe(403);
  });

  it('says each kind of change in one Korean line', () => {
    expect(authorityChange('role.saveGrants', ['1:A:SEARCH'], ['1:A:SEARCH', '1:A:SAVE', '2:B:SEARCH'])).toBe(
      '부여 2건 (1:A:SAVE 외 1건)',
    );
    expect(authorityChange('role.saveGrants', ['1:A:SEARCH'], ['1:A:SEARCH'])).toBe('변경 없음');
    expect(
      authorityChange('user.edit', { roleNm: '직원', state: 'ACTIVE' }, { roleNm: '직원', state: 'BLOCKED' }),
    ).toBe('상태 ACTIVE → BLOCKED');
    expect(authorityChange('role.remove', { authorities: ['a', 'b'] }, null)).toBe('권한 2건과 함께 삭제');
    expect(authorityChange('user.add', null, { roleNm: '조회자' })).toBe('역할 조회자');
  });
});
