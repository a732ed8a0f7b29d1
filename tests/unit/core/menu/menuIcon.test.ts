import { describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES, menuIconOf } from '../../../../runtime/core/menu/index.ts';

describe('menuIconOf (a menu’s iconSrc)', () => {
  it('takes a name of the icon set, or an image path the console serves', () => {
    expect(menuIconOf('users')).toEqual({ kind: 'name', name: 'users' });
    expect(menuIconOf(' layout-dashboard ')).toEqual({ kind: 'name', name: 'layout-dashboard' });
    expect(menuIconOf('/images/menu/points.svg')).toEqual({ kind: 'image', src: '/images/menu/points.svg' });
    expect(new Set(MENU_ICON_NAMES).size).toBe(MENU_ICON_NAMES.length);
  });

  it('draws nothing for a blank, an unknown name or an unsafe address', () => {
    for (const bad of [
      null,
      undefined,
      '',
      '  ',
      'unicorn',
      'javascript:alert(1)',
      '//evil.example/x.png',
      'http://cdn.example.com/i.png',
      // Another origin: the Content-Security-Policy loads images from the console's own only.
      'https://cdn.example.com/i.png',
      '/images/a b.png',
      '/x"onerror="y',
    ])
      expect(menuIconOf(bad), String(bad)).toBeUndefined();
  });
});
