import { describe, expect, it } from 'vitest';
import { pageFor, pageHtml, routePathsOf } from '../../../cli/compile/index.ts';

const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const req = (method: string, url: string, accept?: string) => ({ method, url, headers: { accept } });

describe('console dev pages', () => {
  it('answers a page navigation with the console, the login path with the login page (query kept aside)', () => {
    expect(pageFor(req('GET', '/', html), '/login')).toBe('index.html');
    expect(pageFor(req('GET', '/pubs/MP/UI_FU_0016?tab=2', html), '/login')).toBe('index.html');
    expect(pageFor(req('GET', '/login', html), '/login')).toBe('login.html');
    expect(pageFor(req('HEAD', '/login/?rtnUrl=%2Fpubs', html), '/login')).toBe('login.html');
    expect(pageFor(req('GET', '/auth/sign-in', html), '/auth/sign-in')).toBe('login.html');
  });

  it('never takes a module, an API call or a non-navigation for a page', () => {
    // Modules are fetched with Accept */* (and live under /runtime/…, never under /api/…).
    expect(pageFor(req('GET', '/runtime/client/api/index.ts', '*/*'), '/login')).toBeUndefined();
    expect(pageFor(req('GET', '/api/system/initial-data', html), '/login')).toBeUndefined();
    expect(pageFor(req('GET', '/api', html), '/login')).toBeUndefined();
    expect(pageFor(req('POST', '/login', html), '/login')).toBeUndefined();
    expect(pageFor(req('GET', '/favicon.svg', 'image/avif,image/webp,*/*'), '/login')).toBeUndefined();
  });

  it('makes the pages’ relative entry scripts absolute, since a page is served at any path', () => {
    expect(pageHtml('<script type="module" src="./main.tsx"></script>')).toBe(
      '<script type="module" src="/runtime/client/main.tsx"></script>',
    );
    expect(pageHtml('<link rel="icon" href="/favicon.svg" /><script src="/@vite/client"></script>')).toBe(
      '<link rel="icon" href="/favicon.svg" /><script src="/@vite/client"></script>',
    );
  });
});

describe('route paths of a generated route tree', () => {
  it('lists the routes, so a saved title (same routes) is no reason to reload', () => {
    const tree = (title: string, extra = '') =>
      `const R_a = screenRoute("/a", {"path":"/a","title":"${title}"}, () => import("x"));\n${extra}const R_b = screenRoute("/b\\"q", {}, () => import("y"));`;
    expect(routePathsOf(tree('가'))).toBe('"/a"\n"/b\\"q"');
    expect(routePathsOf(tree('나'))).toBe(routePathsOf(tree('가')));
    expect(routePathsOf(tree('가', 'const R_c = screenRoute("/c", {}, () => import("z"));\n'))).not.toBe(
      routePathsOf(tree('가')),
    );
  });
});
