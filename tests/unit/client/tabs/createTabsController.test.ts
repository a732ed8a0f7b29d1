import { describe, expect, it } from 'vitest';
import {
  createTabsController,
  type TabsEnvironment,
  type TabTarget,
} from '../../../../runtime/client/tabs/createTabsController.ts';
import { createTabList, type TabList } from '../../../../runtime/core/tabs/index.ts';

const MENUS = [
  { mnuId: '3230', mnuNm: '마이페이지', mnuUrl: '/pubs/MP/UI_FU_0016' },
  { mnuId: '3000', mnuNm: '폴더', mnuUrl: null },
  { mnuId: '6660', mnuNm: '스크립트', mnuUrl: 'javascript:alert(1)' },
  { mnuId: '6661', mnuNm: '데이터', mnuUrl: 'data:text/html,<script>alert(1)</script>' },
];

/** A controller over a fresh store; the environment records what it was asked and answers confirms from `answers`. */
function setup(answers: boolean[] = []) {
  const calls: string[] = [];
  const state: TabList = createTabList([{ path: '/', title: '홈' }]);
  const env: TabsEnvironment = {
    max: 3,
    mainPath: '/',
    navigateTo: (path) => calls.push(`navigate ${path}`),
    replaceHref: (href) => calls.push(`replace ${href}`),
    confirm: async (message) => {
      calls.push(`confirm ${message}`);
      const answer = answers.shift();
      if (answer === undefined) throw new Error('unexpected confirm');
      return answer;
    },
    alert: async (message) => {
      calls.push(`alert ${message}`);
    },
    closeWindow: () => calls.push('close window'),
    menus: () => MENUS,
    messages: { limit: (max) => `limit ${max}`, menuMissing: () => 'missing' },
  };
  const c = createTabsController(state, env, '홈');
  const go = (path: string, search: Record<string, unknown> = {}) =>
    c.onResolved({ path, title: path.toUpperCase(), search } satisfies TabTarget);
  const paths = () => state.tabs.map((t) => `${t.path === state.active ? '>' : ''}${t.path}`);
  return { c, state, calls, go, paths };
}

describe('createTabsController', () => {
  it('opens and activates tabs as navigations resolve; ignores non-tab locations', async () => {
    const { c, go, paths, calls } = setup();
    await go('/a');
    await go('/b');
    await go('/a');
    await c.onResolved(null);
    expect(paths()).toEqual(['/', '>/a', '/b']);
    expect(calls).toEqual([]);
  });

  it('at the limit asks; cancelling navigates back to the active tab, confirming evicts the oldest', async () => {
    const { go, paths, calls } = setup([false, true]);
    await go('/a');
    await go('/b');
    await go('/c');
    expect(paths()).toEqual(['/', '/a', '>/b']);
    expect(calls).toEqual(['confirm limit 3', 'navigate /b']);
    await go('/c');
    expect(paths()).toEqual(['/', '/b', '>/c']);
  });

  it('closing the active tab navigates to the next active one; close all goes to the main tab', () => {
    const { c, state, calls, paths } = setup();
    state.tabs = [
      ...state.tabs,
      { path: '/a', title: 'A', pinned: false },
      { path: '/b', title: 'B', pinned: false },
    ];
    state.active = '/a';
    c.close('/a');
    expect(paths()).toEqual(['/', '>/b']);
    c.close('/');
    expect(paths()).toEqual(['/', '>/b']);
    c.closeAll();
    expect(paths()).toEqual(['>/']);
    expect(calls).toEqual(['navigate /b', 'navigate /']);
  });

  it('close others keeps the pinned tab; activate navigates only to open tabs', async () => {
    const { c, go, paths, calls } = setup();
    await go('/a');
    await go('/b');
    c.closeOthers('/a');
    expect(paths()).toEqual(['/', '>/a']);
    c.activate('/');
    c.activate('/nope');
    expect(calls).toEqual(['navigate /a', 'navigate /']);
  });

  it('?id= of a menu navigates to it and makes it the only tab', async () => {
    const { go, paths, calls } = setup();
    await go('/a');
    await go('/', { id: '3230' });
    expect(calls).toEqual(['replace /pubs/MP/UI_FU_0016']);
    await go('/pubs/MP/UI_FU_0016');
    expect(paths()).toEqual(['>/pubs/MP/UI_FU_0016']);
  });

  it.each([
    ['an unknown menu', '99999'],
    ['a menu without a page', '3000'],
    ['a menu whose URL is a script', '6660'],
    ['a menu whose URL is a data: URL', '6661'],
  ])('?id= of %s alerts, then closes the window', async (_, id) => {
    const { go, paths, calls } = setup();
    await go('/', { id });
    expect(calls).toEqual(['alert missing', 'close window']);
    expect(paths()).toEqual(['>/']);
  });

  it('reset keeps only the main tab', async () => {
    const { c, go, paths } = setup();
    await go('/a');
    c.reset();
    expect(paths()).toEqual(['>/']);
  });
});
