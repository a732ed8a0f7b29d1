import { describe, expect, it } from 'vitest';
import {
  type CheckTreeNode,
  checkColumns,
  isColumnTicked,
  isNodeMixed,
  isNodeTicked,
  toggleCheck,
  toggleColumn,
  toggleNode,
} from '../../../../runtime/core/form/index.ts';

// 고객센터 (a folder) over 공지사항 (SEARCH, SAVE) and FAQ (SEARCH); 홈 beside it.
const nodes: CheckTreeNode[] = [
  { id: '5000', label: '고객센터', depth: 1, checks: [] },
  { id: '5010', label: 'FAQ', depth: 2, checks: ['SEARCH'] },
  { id: '5030', label: '공지사항', depth: 2, checks: ['SEARCH', 'SAVE'] },
  { id: '1000', label: '홈', depth: 1, checks: [] },
];

describe('check tree: menus and their functions as tokens', () => {
  it('ticking a folder ticks every node under it; clearing it clears them and their checks', () => {
    const on = toggleNode(nodes, [], 0, true);
    expect(on).toEqual(['5000', '5010', '5030']);
    expect(isNodeTicked(nodes, on, 0)).toBe(true);
    const withSave = toggleCheck(nodes, on, 2, 'SAVE', true);
    expect(toggleNode(nodes, withSave, 0, false)).toEqual([]);
  });

  it('a folder shows ticked when all under it are, mixed when some are', () => {
    const one = toggleNode(nodes, [], 1, true);
    expect(isNodeTicked(nodes, one, 0)).toBe(false);
    expect(isNodeMixed(nodes, one, 0)).toBe(true);
    const both = toggleNode(nodes, one, 2, true);
    expect(isNodeTicked(nodes, both, 0)).toBe(true);
    expect(isNodeMixed(nodes, both, 0)).toBe(false);
  });

  it('ticking a check ticks its node; clearing a check leaves the node', () => {
    const saved = toggleCheck(nodes, [], 2, 'SAVE', true);
    expect(saved).toEqual(['5030', '5030:SAVE']);
    expect(toggleCheck(nodes, saved, 2, 'SAVE', false)).toEqual(['5030']);
  });

  it('a column’s 전체 box ticks that check on every node that has it', () => {
    expect(checkColumns(nodes)).toEqual(['SEARCH', 'SAVE']);
    const all = toggleColumn(nodes, [], 'SEARCH', true);
    expect(all).toEqual(['5010', '5010:SEARCH', '5030', '5030:SEARCH']);
    expect(isColumnTicked(nodes, all, 'SEARCH')).toBe(true);
    expect(isColumnTicked(nodes, all, 'SAVE')).toBe(false);
    expect(toggleColumn(nodes, all, 'SEARCH', false)).toEqual(['5010', '5030']);
  });
});
