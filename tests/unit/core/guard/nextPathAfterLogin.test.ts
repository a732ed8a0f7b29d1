import { describe, expect, it } from 'vitest';
import {
  type AfterLoginMenu,
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
    menus: [
      { mnuId: '1000', mnuUrl: null },
      { mnuId: '4010', mnuUrl: '/pubs/MI/ID/UI_FU_0012' },
    ] as AfterLoginMenu[],
    // Authority for both menus above.
    roles: ['1000:P1000', '4010:P4010'],
    ip: '10.0.0.7',
    trustLoopback: true,
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

  // A menu added first (or sorted first) that the user holds no authority for used to be where
  // everyone went: the guard then ended the session, and every login looped to "권한이 없습니다.".
  describe('never a menu the user may not open', () => {
    const menus: AfterLoginMenu[] = [
      { mnuId: '9000', mnuUrl: '/pubs/NEW/first' },
      { mnuId: '9010', mnuUrl: '/pubs/LIMITED/ip', ipLmtYn: 'Y', ipList: '10.10.10.10' },
      { mnuId: '5030', mnuUrl: '/pubs/CS/NT/UI_FU_0013', authScopCd: '03' },
      { mnuId: '4010', mnuUrl: '/pubs/MI/ID/UI_FU_0012' },
    ];
    const user = { ...base, userMenus: [], menus, roles: ['9010:P9010', '4010:P4010'] };

    it('skips a menu without authority and one whose IP limit refuses the address, for a public one', () =>
      expect(nextPathAfterLogin(user)).toBe('/pubs/CS/NT/UI_FU_0013'));
    it('takes the first menu held when no public one comes before it', () =>
      expect(nextPathAfterLogin({ ...user, menus: menus.filter((m) => m.authScopCd !== '03') })).toBe(
        '/pubs/MI/ID/UI_FU_0012',
      ));
    it('the IP-limited menu is open from a listed address', () =>
      expect(nextPathAfterLogin({ ...user, ip: '10.10.10.10' })).toBe('/pubs/LIMITED/ip'));
    it('a return URL to a menu the user lacks is not followed (trailing slash and query aside)', () =>
      expect(nextPathAfterLogin({ ...user, returnUrl: '/pubs/NEW/first/?x=1' })).toBe(
        '/pubs/CS/NT/UI_FU_0013',
      ));
    it('a return URL no menu has is followed (the page itself decides)', () =>
      expect(nextPathAfterLogin({ ...user, returnUrl: '/docs/forms' })).toBe('/docs/forms'));
    it('nothing the user may open, and the main page a menu they lack: nowhere (the login page says so)', () =>
      expect(
        nextPathAfterLogin({
          ...user,
          roles: [],
          menus: [{ mnuId: '1000', mnuUrl: '/' }, ...menus.slice(0, 2)],
        }),
      ).toBeUndefined());
    it('nothing the user may open: the main page', () =>
      expect(
        nextPathAfterLogin({ ...user, roles: [], menus: menus.filter((m) => m.authScopCd !== '03') }),
      ).toBe('/'));
  });
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
