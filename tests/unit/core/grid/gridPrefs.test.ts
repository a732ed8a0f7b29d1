import { describe, expect, it } from 'vitest';
import {
  applyGridPrefs,
  EMPTY_GRID_PREFS,
  moveColumn,
  parseGridPrefs,
  setColumnHidden,
  setColumnWidth,
  virtualWindow,
} from '../../../../runtime/core/grid/index.ts';

const columns = [{ key: 'id' }, { key: 'name' }, { key: 'url' }, { key: 'dp' }];
const keys = columns.map((c) => c.key);

describe('grid preferences', () => {
  it('orders, hides and sizes columns', () => {
    let p = moveColumn(EMPTY_GRID_PREFS, keys, 'url', -2);
    expect(applyGridPrefs(columns, p).map((c) => c.key)).toEqual(['url', 'id', 'name', 'dp']);
    p = setColumnHidden(p, keys, 'id', true);
    p = setColumnWidth(p, 'name', 10);
    expect(applyGridPrefs(columns, p)).toEqual([{ key: 'url' }, { key: 'name', width: 48 }, { key: 'dp' }]);
    expect(moveColumn(p, keys, 'url', -1)).toBe(p);
  });

  it('keeps one column visible', () => {
    let p = EMPTY_GRID_PREFS;
    for (const k of keys) p = setColumnHidden(p, keys, k, true);
    expect(p.hidden).toEqual(['id', 'name', 'url']);
  });

  it('reads stored preferences against the columns the grid has now', () => {
    const raw = JSON.stringify({
      order: ['gone', 'dp', 'dp'],
      hidden: ['name', 'gone'],
      widths: { id: 99999, x: 5, dp: 'a' },
    });
    expect(parseGridPrefs(raw, keys)).toEqual({ order: ['dp'], hidden: ['name'], widths: { id: 1200 } });
    expect(parseGridPrefs('{', keys)).toBe(EMPTY_GRID_PREFS);
    expect(parseGridPrefs(JSON.stringify({ hidden: keys }), keys).hidden).toEqual([]);
  });
});

describe('virtual window', () => {
  it('renders the rows in view and an overscan, with the space around them', () => {
    expect(virtualWindow(0, 400, 40, 10_000, 5)).toEqual({ start: 0, end: 16, before: 0, after: 9984 * 40 });
    const w = virtualWindow(40 * 5000, 400, 40, 10_000, 5);
    expect(w).toEqual({ start: 4995, end: 5016, before: 4995 * 40, after: (10_000 - 5016) * 40 });
    expect(virtualWindow(1e9, 400, 40, 100, 5).end).toBe(100);
    expect(virtualWindow(0, 400, 40, 0)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});
