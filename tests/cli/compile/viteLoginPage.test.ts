import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { viteLoginPage } from '../../../cli/compile/viteLoginPage.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The URL the dev server goes on with after the plugin's middleware saw `method url`. */
function rewrite(loginPath: string, method: string, url: string): string | undefined {
  let middleware: Middleware | undefined;
  const server = { middlewares: { use: (fn: Middleware) => (middleware = fn) } } as unknown as ViteDevServer;
  const plugin = viteLoginPage(loginPath);
  (plugin.configureServer as (s: ViteDevServer) => void)(server);
  const req = { method, url } as IncomingMessage;
  let called = false;
  middleware!(req, {} as ServerResponse, () => {
    called = true;
  });
  expect(called).toBe(true);
  return req.url;
}

describe('viteLoginPage', () => {
  it('serves login.html for the login path, keeping the query', () => {
    expect(rewrite('/login', 'GET', '/login')).toBe('/login.html');
    expect(rewrite('/login', 'GET', '/login/?rtnUrl=%2Fpubs')).toBe('/login.html?rtnUrl=%2Fpubs');
    expect(rewrite('/auth/sign-in', 'HEAD', '/auth/sign-in')).toBe('/login.html');
  });

  it('leaves other pages, modules and other methods alone', () => {
    expect(rewrite('/login', 'GET', '/')).toBe('/');
    expect(rewrite('/login', 'GET', '/loginMain.tsx')).toBe('/loginMain.tsx');
    expect(rewrite('/login', 'GET', '/pubs/MP/UI_FU_0016')).toBe('/pubs/MP/UI_FU_0016');
    expect(rewrite('/login', 'POST', '/login')).toBe('/login');
  });
});
