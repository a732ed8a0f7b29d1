import { describe, expect, it } from 'vitest';
import {
  isExternalMenuUrl,
  menuRouteChecker,
  nearestRoute,
  routeKey,
} from '../../../../runtime/core/menu/index.ts';

describe('menu URLs and routes', () => {
  it('takes http and https URLs with a host as external, nothing else', () => {
    expect(['http://a.example', 'HTTPS://a.example/x', ' https://a.example'].map(isExternalMenuUrl)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['/pubs/x', '//a.example', 'https://', 'ftp://a.example', 'javascript:x'].map(isExternalMenuUrl),
    ).toEqual([false, false, false, false, false]);
  });

  it('compares decoded paths without a trailing slash, as the guard matches them', () => {
    expect(routeKey('/index%20copy/')).toBe('/index copy');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/bad%E0')).toBe('/bad%E0');
    const opens = menuRouteChecker(['/', '/index%20copy', '/pubs/MP/UI_FU_0016']);
    expect(
      ['/', '/index copy', '/index%20copy/', '/pubs/MP/UI_FU_0016/', 'https://x.example'].map(opens),
    ).toEqual([true, true, true, true, true]);
    expect(['/pubs/MP/UI_FU_0017', '/pubs/MP', ''].map(opens)).toEqual([false, false, false]);
  });

  it('suggests the route sharing the longest prefix, only when it is close', () => {
    const routes = ['/pubs/MP/PI/UI_FU_0019', '/pubs/MP/PI/UI_FU_0020', '/docs'];
    expect(nearestRoute('/pubs/MP/PI/UI_FU_0091', routes)).toBe('/pubs/MP/PI/UI_FU_0019');
    expect(nearestRoute('/pubs/MP/PI/UI_FU_002', routes)).toBe('/pubs/MP/PI/UI_FU_0020');
    expect(nearestRoute('/elsewhere/entirely', routes)).toBeUndefined();
  });
});
