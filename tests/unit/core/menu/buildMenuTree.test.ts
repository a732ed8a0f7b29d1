import { describe, expect, it } from 'vitest';
import {
  buildMenuTree,
  type Device,
  fitsDevice,
  type MenuNode,
  type MenuRecord,
  visibleMenuIds,
} from '../../../../runtime/core/menu/index.ts';

const m = (mnuId: string, uprMnuId: string | null, over: Partial<MenuRecord> = {}): MenuRecord => ({
  mnuId,
  mnuNm: `메뉴 ${mnuId}`,
  uprMnuId,
  dpYn: 'Y',
  mnuDvcScopCd: 'A',
  ...over,
});

const MENUS: MenuRecord[] = [
  m('1000', null, { mnuNm: '마이페이지' }),
  m('1010', '1000', { mnuUrl: '/pubs/MP/UI_FU_0016' }),
  m('1020', '1000', { mnuUrl: '/pubs/MP/PI/UI_FU_0019', dpYn: 'N' }),
  m('1030', '1000', { mnuUrl: '/pubs/MP/CI/UI_FU_0018', mnuDvcScopCd: 'D' }),
  m('1040', '1000', { mnuUrl: '/pubs/CS/FQ/UI_FU_0048', mnuDvcScopCd: 'M' }),
  m('1050', '1000', { mnuUrl: '/pubs/MP/PG/UI_FU_0020', mnuDvcScopCd: '' }),
  m('2000', null, { mnuNm: '고객센터', dpYn: 'N' }),
  m('2010', '2000', { mnuUrl: '/pubs/CS/NT/UI_FU_0013' }),
  m('2020', '2000', { mnuUrl: '/pubs/CS/FQ/UI_FU_0015', authScopCd: '03' }),
  m('3000', null, { mnuNm: '문서' }),
  m('3010', '3000', { mnuUrl: '/docs' }),
  m('3011', '3010', { mnuUrl: '/docs/buttons' }),
];
const ALL = MENUS.map((x) => `${x.mnuId}:P:SEARCH`);

const ids = (menus: readonly MenuRecord[], roles: readonly string[], device: Device) =>
  [...visibleMenuIds(menus, roles, device)].sort();

describe('visibleMenuIds', () => {
  it.each([
    [
      'everything, desktop',
      ALL,
      'DESKTOP',
      ['1000', '1010', '1030', '1050', '2000', '2010', '2020', '3000', '3010', '3011'],
    ],
    [
      'everything, mobile',
      ALL,
      'MOBILE',
      ['1000', '1010', '1040', '1050', '2000', '2010', '2020', '3000', '3010', '3011'],
    ],
    ['no roles: only the public menu and its parent', [], 'DESKTOP', ['2000', '2020']],
    ['a leaf promotes its parents (dpYn N parent too)', ['2010:P:'], 'DESKTOP', ['2000', '2010', '2020']],
    ['a deep leaf promotes two levels', ['3011::'], 'DESKTOP', ['2000', '2020', '3000', '3010', '3011']],
    ['dpYn N is hidden even with authority', ['1020:P:SEARCH'], 'DESKTOP', ['2000', '2020']],
    ['D menu hidden on mobile', ['1030::'], 'MOBILE', ['2000', '2020']],
    ['M menu hidden on desktop', ['1040::'], 'DESKTOP', ['2000', '2020']],
    ['empty scope means all', ['1050::'], 'MOBILE', ['1000', '1050', '2000', '2020']],
    ['authority by the second part', ['X:1010:'], 'DESKTOP', ['1000', '1010', '2000', '2020']],
    ['one-part role grants nothing', ['1010'], 'DESKTOP', ['2000', '2020']],
  ] as const)('%s', (_n, roles, device, expected) => expect(ids(MENUS, roles, device)).toEqual(expected));

  it('survives a parent cycle', () => {
    const cyclic = [m('a', 'b'), m('b', 'a')];
    expect(ids(cyclic, ['a::'], 'DESKTOP')).toEqual(['a', 'b']);
  });
});

describe('fitsDevice', () => {
  it.each([
    ['A', 'DESKTOP', true],
    ['A', 'MOBILE', true],
    ['D', 'DESKTOP', true],
    ['D', 'MOBILE', false],
    ['M', 'MOBILE', true],
    ['M', 'DESKTOP', false],
    ['', 'MOBILE', true],
    [null, 'DESKTOP', true],
    ['X', 'DESKTOP', false],
  ] as const)('%s on %s → %s', (scope, device, expected) => expect(fitsDevice(scope, device)).toBe(expected));
});

describe('buildMenuTree', () => {
  const shape = (nodes: MenuNode[]): unknown =>
    nodes.map((n) =>
      n.children.length
        ? { [`${n.menu.mnuId}${n.folder ? '📁' : ''}@${n.depth}`]: shape(n.children) }
        : `${n.menu.mnuId}@${n.depth}`,
    );

  it('nests in the given order, depth-1 entries are folders', () => {
    expect(shape(buildMenuTree(MENUS, { roles: ALL, device: 'DESKTOP' }))).toEqual([
      { '1000📁@1': ['1010@2', '1030@2', '1050@2'] },
      { '2000📁@1': ['2010@2', '2020@2'] },
      { '3000📁@1': [{ '3010@2': ['3011@3'] }] },
    ]);
  });
  it('keeps the order given, not by id', () => {
    const reversed = [...MENUS].reverse();
    const top = buildMenuTree(reversed, { roles: ALL, device: 'DESKTOP' }).map((n) => n.menu.mnuId);
    expect(top).toEqual(['3000', '2000', '1000']);
  });
  it('a menu whose parent is missing becomes a root', () => {
    expect(shape(buildMenuTree([m('9', 'gone')], { roles: ['9::'], device: 'DESKTOP' }))).toEqual(['9@1']);
  });
  it('nothing visible gives an empty tree', () => {
    expect(buildMenuTree([m('1', null, { dpYn: 'N' })], { roles: ['1::'], device: 'DESKTOP' })).toEqual([]);
  });
});
