import { describe, expect, it } from 'vitest';
import { menuTreeOrder } from '../../../../runtime/core/menu/index.ts';

const m = (mnuId: string, uprMnuId: string | null, srtNo = 0) => ({ mnuId, uprMnuId, srtNo });
const order = (menus: ReturnType<typeof m>[]) =>
  menuTreeOrder(menus).map(({ menu, depth }) => `${'  '.repeat(depth - 1)}${menu.mnuId}`);

describe('menuTreeOrder: every menu, a parent before its children, siblings by srtNo', () => {
  it('orders a tree depth-first, siblings by srtNo then id', () => {
    expect(
      order([
        m('2000', null, 2),
        m('1000', null, 1),
        m('1020', '1000', 2),
        m('1010', '1000', 1),
        m('2010', '2000'),
      ]),
    ).toEqual(['1000', '  1010', '  1020', '2000', '  2010']);
  });

  it('keeps a menu whose parent is missing (top level) and the menus of a cycle (last), never loses one', () => {
    expect(order([m('a', 'b'), m('b', 'a'), m('x', 'gone'), m('y', null, 1)])).toEqual([
      'x',
      'y',
      'a',
      '  b',
    ]);
  });
});
