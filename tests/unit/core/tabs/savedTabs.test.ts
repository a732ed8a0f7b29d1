import { describe, expect, it } from 'vitest';
import { parseSavedTabs } from '../../../../runtime/core/tabs/savedTabs.ts';

const main = { path: '/', title: '홈' };

describe('saved tabs (F5 in tab mode)', () => {
  it('restores the tabs after the pinned main page, with the active one', () => {
    const raw = JSON.stringify({
      tabs: [
        { path: '/', title: '홈', pinned: true },
        { path: '/a', title: 'A', pinned: false },
        { path: '/b', title: 'B', pinned: false },
      ],
      active: '/b',
    });
    expect(parseSavedTabs(raw, main, 10)).toEqual({
      tabs: [
        { path: '/', title: '홈', pinned: true },
        { path: '/a', title: 'A', pinned: false },
        { path: '/b', title: 'B', pinned: false },
      ],
      active: '/b',
    });
  });

  it('drops what is not a route path, repeats, and tabs beyond max; an unknown active falls back to main', () => {
    const raw = JSON.stringify({
      tabs: [
        { path: 'https://evil.example/', title: 'X' },
        { path: '//evil.example', title: 'X' },
        { path: '/a', title: 'A' },
        { path: '/a', title: 'A again' },
        { path: '/b', title: 7 },
        { path: '/c', title: 'C' },
        { path: '/d', title: 'D' },
      ],
      active: '/d',
    });
    const list = parseSavedTabs(raw, main, 3);
    expect(list?.tabs.map((t) => t.path)).toEqual(['/', '/a', '/c']);
    expect(list?.active).toBe('/');
  });

  it('gives nothing for junk', () => {
    expect(parseSavedTabs(null, main, 3)).toBeUndefined();
    expect(parseSavedTabs('{', main, 3)).toBeUndefined();
    expect(parseSavedTabs('{"tabs":1}', main, 3)).toBeUndefined();
  });
});
