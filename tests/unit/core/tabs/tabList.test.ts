import { describe, expect, it } from 'vitest';
import {
  activateTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  closeTabsRightOf,
  createTabList,
  oldestClosable,
  openTab,
  type TabList,
} from '../../../../runtime/core/tabs/index.ts';

const MAIN = { path: '/', title: '홈' };

// A list from a compact spec: `*` marks pinned, `>` the active tab, e.g. ['*/', '>/a', '/b'].
function list(spec: string[]): TabList {
  let active: string | null = null;
  const tabs = spec.map((s) => {
    const pinned = s.includes('*');
    const path = s.replace(/[*>]/g, '');
    if (s.includes('>')) active = path;
    return { path, title: path, pinned };
  });
  return { tabs, active };
}

/** The compact spec of a list (inverse of `list`). */
function spec(l: TabList): string[] {
  return l.tabs.map((t) => `${t.pinned ? '*' : ''}${l.active === t.path ? '>' : ''}${t.path}`);
}

describe('createTabList', () => {
  it('pins the main page and makes it active', () => {
    expect(spec(createTabList([MAIN]))).toEqual(['*>/']);
    expect(createTabList([MAIN]).tabs[0]?.title).toBe('홈');
  });
  it('an empty list has no active tab', () => {
    expect(createTabList([])).toEqual({ tabs: [], active: null });
  });
});

describe('openTab', () => {
  const cases: Array<{
    name: string;
    from: string[];
    open: string;
    max: number;
    evictOldest?: boolean;
    kind: 'activated' | 'opened' | 'full';
    to: string[];
  }> = [
    {
      name: 'opens a new tab at the end, active',
      from: ['*>/'],
      open: '/a',
      max: 3,
      kind: 'opened',
      to: ['*/', '>/a'],
    },
    {
      name: 'activates an open tab',
      from: ['*/', '/a', '>/b'],
      open: '/a',
      max: 3,
      kind: 'activated',
      to: ['*/', '>/a', '/b'],
    },
    {
      name: 'activates an open tab even when full',
      from: ['*>/', '/a', '/b'],
      open: '/b',
      max: 3,
      kind: 'activated',
      to: ['*/', '/a', '>/b'],
    },
    {
      name: 'refuses a new tab at max',
      from: ['*/', '/a', '>/b'],
      open: '/c',
      max: 3,
      kind: 'full',
      to: ['*/', '/a', '>/b'],
    },
    {
      name: 'evicts the oldest non-pinned tab when asked',
      from: ['*/', '/a', '>/b'],
      open: '/c',
      max: 3,
      evictOldest: true,
      kind: 'opened',
      to: ['*/', '/b', '>/c'],
    },
    {
      name: 'evicts as many as needed when max was lowered',
      from: ['*/', '/a', '/b', '>/c'],
      open: '/d',
      max: 2,
      evictOldest: true,
      kind: 'opened',
      to: ['*/', '>/d'],
    },
    {
      name: 'never evicts pinned tabs',
      from: ['*>/'],
      open: '/a',
      max: 1,
      evictOldest: true,
      kind: 'full',
      to: ['*>/'],
    },
    {
      name: 'max 1 with no pinned tab replaces it',
      from: ['>/a'],
      open: '/b',
      max: 1,
      evictOldest: true,
      kind: 'opened',
      to: ['>/b'],
    },
  ];
  it.each(cases)('$name', ({ from, open, max, evictOldest, kind, to }) => {
    const r = openTab(list(from), { path: open, title: open }, max, evictOldest ? { evictOldest } : {});
    expect(r.kind).toBe(kind);
    expect(spec(r.list)).toEqual(to);
  });
  it('names the oldest closable tab when full', () => {
    const r = openTab(list(['*/', '/a', '>/b']), { path: '/c', title: 'c' }, 3);
    expect(r.kind === 'full' && r.oldest?.path).toBe('/a');
    expect(oldestClosable(list(['*>/']))).toBeUndefined();
  });
  it('opened tabs are never pinned', () => {
    const r = openTab(createTabList([MAIN]), { path: '/a', title: 'A' }, 10);
    expect(r.list.tabs[1]).toEqual({ path: '/a', title: 'A', pinned: false });
  });
});

describe('activate and close', () => {
  const cases: Array<{ name: string; from: string[]; act: (l: TabList) => TabList; to: string[] }> = [
    {
      name: 'activate an open tab',
      from: ['*>/', '/a'],
      act: (l) => activateTab(l, '/a'),
      to: ['*/', '>/a'],
    },
    {
      name: 'activate an unknown path is a no-op',
      from: ['*>/', '/a'],
      act: (l) => activateTab(l, '/x'),
      to: ['*>/', '/a'],
    },
    {
      name: 'close an inactive tab',
      from: ['*/', '/a', '>/b'],
      act: (l) => closeTab(l, '/a'),
      to: ['*/', '>/b'],
    },
    {
      name: 'close the active tab activates the right neighbour',
      from: ['*/', '>/a', '/b'],
      act: (l) => closeTab(l, '/a'),
      to: ['*/', '>/b'],
    },
    {
      name: 'close the active last tab activates the left neighbour',
      from: ['*/', '/a', '>/b'],
      act: (l) => closeTab(l, '/b'),
      to: ['*/', '>/a'],
    },
    {
      name: 'a pinned tab cannot be closed',
      from: ['*>/', '/a'],
      act: (l) => closeTab(l, '/'),
      to: ['*>/', '/a'],
    },
    { name: 'closing an unknown path is a no-op', from: ['*>/'], act: (l) => closeTab(l, '/x'), to: ['*>/'] },
    { name: 'closing the only tab leaves none active', from: ['>/a'], act: (l) => closeTab(l, '/a'), to: [] },
    {
      name: 'close others keeps pinned and the target, target active',
      from: ['*/', '/a', '>/b', '/c'],
      act: (l) => closeOtherTabs(l, '/a'),
      to: ['*/', '>/a'],
    },
    {
      name: 'close others from the pinned tab keeps only pinned',
      from: ['*/', '/a', '>/b'],
      act: (l) => closeOtherTabs(l, '/'),
      to: ['*>/'],
    },
    {
      name: 'close others of an unknown path is a no-op',
      from: ['*/', '>/a'],
      act: (l) => closeOtherTabs(l, '/x'),
      to: ['*/', '>/a'],
    },
    {
      name: '오른쪽 탭 닫기 closes the tabs after the target; the active one among them hands over to it',
      from: ['*/', '/a', '/b', '>/c'],
      act: (l) => closeTabsRightOf(l, '/a'),
      to: ['*/', '>/a'],
    },
    {
      name: '오른쪽 탭 닫기 keeps an active tab on the left',
      from: ['*/', '>/a', '/b', '/c'],
      act: (l) => closeTabsRightOf(l, '/b'),
      to: ['*/', '>/a', '/b'],
    },
    {
      name: '오른쪽 탭 닫기 of an unknown path is a no-op',
      from: ['*/', '>/a'],
      act: (l) => closeTabsRightOf(l, '/x'),
      to: ['*/', '>/a'],
    },
    {
      name: 'close all keeps pinned, first pinned active',
      from: ['*/', '/a', '>/b'],
      act: closeAllTabs,
      to: ['*>/'],
    },
    {
      name: 'close all keeps an active pinned tab active',
      from: ['*/', '*>/p', '/a'],
      act: closeAllTabs,
      to: ['*/', '*>/p'],
    },
    { name: 'close all without pinned tabs leaves none', from: ['/a', '>/b'], act: closeAllTabs, to: [] },
  ];
  it.each(cases)('$name', ({ from, act, to }) => {
    const l = act(list(from));
    expect(spec(l)).toEqual(to);
    if (to.length === 0) expect(l.active).toBeNull();
  });
  it('does not mutate its input', () => {
    const before = list(['*/', '/a', '>/b']);
    const copy = structuredClone(before);
    closeTab(before, '/b');
    closeOtherTabs(before, '/a');
    closeAllTabs(before);
    openTab(before, { path: '/c', title: 'c' }, 3, { evictOldest: true });
    expect(before).toEqual(copy);
  });
});
