import { describe, expect, it } from 'vitest';
import {
  isSafeNavigationUrl,
  nextPathAfterLogin,
  safeReturnUrl,
} from '../../../../runtime/core/guard/index.ts';

describe('safeReturnUrl', () => {
  it.each([
    ['/pubs/MP/UI_FU_0016', '/pubs/MP/UI_FU_0016'],
    ['/pubs/MP/UI_FU_0016?tab=2&x=a/b', '/pubs/MP/UI_FU_0016?tab=2&x=a/b'],
    ['/index%20copy', '/index%20copy'],
    ['/', '/'],
    ['https://evil.example', undefined],
    ['//evil.example/path', undefined],
    ['/\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['/a/../b', undefined],
    ['', undefined],
    [undefined, undefined],
    [42, undefined],
    ['/한글', undefined],
  ])('%s → %s', (value, expected) => expect(safeReturnUrl(value)).toBe(expected));
});

describe('nextPathAfterLogin', () => {
  const base = {
    tabsEnabled: false,
    mainPath: '/',
    returnUrl: undefined as unknown,
    userMenus: [
      { mnuUrl: '/pubs/CS/NT/UI_FU_0013', defMnuYn: 'N' },
      { mnuUrl: '/pubs/MP/UI_FU_0016', defMnuYn: 'Y' },
    ],
    menus: [{ mnuUrl: null }, { mnuUrl: '/pubs/MI/ID/UI_FU_0012' }],
  };
  it('tab mode: the main page, whatever else', () =>
    expect(nextPathAfterLogin({ ...base, tabsEnabled: true, returnUrl: '/pubs/x' })).toBe('/'));
  it('the return URL first', () =>
    expect(nextPathAfterLogin({ ...base, returnUrl: '/pubs/x?y=1' })).toBe('/pubs/x?y=1'));
  it('an unsafe return URL is ignored', () =>
    expect(nextPathAfterLogin({ ...base, returnUrl: 'https://evil.example' })).toBe('/pubs/MP/UI_FU_0016'));
  it('then the default menu', () => expect(nextPathAfterLogin(base)).toBe('/pubs/MP/UI_FU_0016'));
  it('then the first menu with a URL', () =>
    expect(nextPathAfterLogin({ ...base, userMenus: [] })).toBe('/pubs/MI/ID/UI_FU_0012'));
  it('then the main page', () => expect(nextPathAfterLogin({ ...base, userMenus: [], menus: [] })).toBe('/'));
});

describe('isSafeNavigationUrl', () => {
  it.each([
    ['/pubs/x', [], true],
    ['?a=1', [], true],
    ['javascript:alert(1)', [], false],
    [' JaVaScRiPt:alert(1)', [], false],
    ['java\tscript:alert(1)', [], false],
    ['data:text/html,x', [], false],
    ['https://evil.example/', [], false],
    ['//evil.example/', [], false],
    ['https://docs.example.com/a', ['https://docs.example.com'], true],
    ['mailto:a@b.c', [], false],
  ] as const)('%s (allowed %j) → %s', (url, allowed, expected) =>
    expect(isSafeNavigationUrl(url, allowed)).toBe(expected),
  );
});
