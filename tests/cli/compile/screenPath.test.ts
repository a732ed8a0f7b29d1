import { describe, expect, it } from 'vitest';
import { isValidRoutePath, routePathOf, screenIdOf } from '../../../cli/compile/index.ts';

describe('routePathOf', () => {
  it('derives the route from the location under screens/', () => {
    expect(routePathOf('pubs/MS/LG/UI_FU_0001.screen.yaml')).toBe('/pubs/MS/LG/UI_FU_0001');
    expect(routePathOf('index.screen.yaml')).toBe('/');
    expect(routePathOf('docs/index.screen.yaml')).toBe('/docs');
    expect(routePathOf('login.screen.yaml')).toBe('/login');
  });

  it('percent-encodes each segment', () => {
    expect(routePathOf('index copy.screen.yaml')).toBe('/index%20copy');
    expect(routePathOf('공지/목록.screen.yaml')).toBe('/%EA%B3%B5%EC%A7%80/%EB%AA%A9%EB%A1%9D');
  });
});

describe('isValidRoutePath', () => {
  it('follows the relative-URL rule', () => {
    for (const ok of ['/', '/a', '/a/b_c-d~e@f%20']) expect(isValidRoutePath(ok), ok).toBe(true);
    for (const bad of ['/docs/', '', 'a', '//a', '/a//b', '/a.b', '/(a)', 'https://x'])
      expect(isValidRoutePath(bad), bad).toBe(false);
  });
});

describe('screenIdOf', () => {
  it('makes an identifier from a route', () => {
    expect(screenIdOf('/')).toBe('index');
    expect(screenIdOf('/pubs/MS/LG/UI_FU_0001')).toBe('pubs_MS_LG_UI_FU_0001');
    expect(screenIdOf('/index%20copy')).toBe('index_20copy');
    expect(screenIdOf('/a-b~c@d')).toBe('a_b_c_d');
  });
});
