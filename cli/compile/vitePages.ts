import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isLoginPagePath } from '../../runtime/core/guard/index.ts';
import { isApiPath } from '../../runtime/core/url/index.ts';

/** How long a reload waits for the rest of a burst of generated files. */
const RELOAD_DEBOUNCE_MS = 60;

/** The route paths a generated route tree declares (`screenRoute("/x", …)`), sorted. */
export function routePathsOf(source: string): string {
  return [...source.matchAll(/screenRoute\(("(?:[^"\\]|\\.)*")/g)]
    .map((m) => m[1])
    .sort()
    .join('\n');
}

/** Where the two pages live, relative to the project root (the dev server's root). */
export const CLIENT_PAGES_DIR = 'runtime/client';

/**
 * Which page a dev-server request is, or `undefined` when it is not a page request: a GET or HEAD
 * navigation (it accepts `text/html`) outside the API. The login path gets the light login page
 * (login.html), as the production server answers it; every other path the console (index.html).
 */
export function pageFor(
  req: { method?: string | undefined; url?: string | undefined; headers: { accept?: string | undefined } },
  loginPath: string,
): 'index.html' | 'login.html' | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (!req.headers.accept?.includes('text/html')) return undefined;
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (isApiPath(path)) return undefined;
  return isLoginPagePath(path, loginPath) ? 'login.html' : 'index.html';
}

/**
 * A page's HTML as the dev server sends it: its entry scripts are relative to its folder
 * (`./main.tsx`, which the build resolves), and a page is served at any path (`/pubs/…/x`), so they
 * become absolute (`/runtime/client/main.tsx`).
 */
export function pageHtml(html: string): string {
  return html.replace(/(<script\b[^>]*\bsrc=")\.\/([^"]+")/g, `$1/${CLIENT_PAGES_DIR}/$2`);
}

/**
 * Vite plugin for `console dev`. The dev server's root is the project, so every module URL starts
 * with `/runtime/`, `/node_modules/`, `/screens/` or `/@…`: none can be an API path (`/api/…`, which
 * the dev server proxies to Fastify), by construction. What is left after Vite served modules and
 * files is a page request: it gets `runtime/client/index.html` (or `login.html` for the login path)
 * through Vite's HTML transform.
 */
export function vitePages(o: { root: string; loginPath: string }): Plugin {
  const generated = join(o.root, CLIENT_PAGES_DIR, 'generated');
  const routeTree = join(generated, 'routeTree.gen.ts');
  let routes: string | undefined;
  // A burst of generated files (route tree, config) gives one reload.
  let reload: NodeJS.Timeout | undefined;
  return {
    name: 'console-pages',
    // A saved manifest updates its screen in place (its module accepts the hot update). The generated
    // files follow a moment later: the route tree only matters when routes came or went (the router
    // holds its routes), the client config always: then the page reloads by itself.
    async handleHotUpdate({ file, server, read }) {
      if (!file.startsWith(`${generated}/`)) return undefined;
      if (file === routeTree) {
        const now = routePathsOf(await read());
        const same = routes === now;
        routes = now;
        if (same) return [];
      }
      clearTimeout(reload);
      reload = setTimeout(() => server.ws.send({ type: 'full-reload', path: '*' }), RELOAD_DEBOUNCE_MS);
      return [];
    },
    async buildStart() {
      routes = routePathsOf(await readFile(routeTree, 'utf8').catch(() => ''));
    },
    configureServer(server) {
      // Returned: runs after Vite's own middlewares (modules, public files), so only pages reach it.
      return () => {
        server.middlewares.use((req, res, next) => {
          const page = pageFor(req, o.loginPath);
          if (!page) return next();
          readFile(join(o.root, CLIENT_PAGES_DIR, page), 'utf8')
            .then((html) =>
              server.transformIndexHtml(`/${CLIENT_PAGES_DIR}/${page}`, pageHtml(html), req.originalUrl),
            )
            .then((html) => {
              res.statusCode = 200;
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(req.method === 'HEAD' ? undefined : html);
            })
            .catch(next);
        });
      };
    },
  };
}
