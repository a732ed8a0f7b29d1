import type { Plugin } from 'vite';
import { isLoginPagePath } from '../../runtime/core/guard/isLoginPagePath.ts';

/**
 * Vite plugin for `console dev`: a page request for `auth.loginPath` gets the light login page
 * (login.html), as the production server answers it.
 */
export function viteLoginPage(loginPath: string): Plugin {
  return {
    name: 'console-login-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const q = url.indexOf('?');
        const path = q === -1 ? url : url.slice(0, q);
        if ((req.method === 'GET' || req.method === 'HEAD') && isLoginPagePath(path, loginPath)) {
          req.url = `/login.html${q === -1 ? '' : url.slice(q)}`;
        }
        next();
      });
    },
  };
}
