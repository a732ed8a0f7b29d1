import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, unencapsulated } from '../platform/index.ts';
import { cacheControlFor } from './cacheControlFor.ts';
import { type ClientFallbackOptions, clientFallback } from './clientFallback.ts';

export interface StaticClientOptions {
  /** The built client (`dist/client`), never the repo root. Default: none, so every page answers 503. */
  clientDir?: string | undefined;
  /** `auth.loginPath`: page requests for it get the light login page (`login.html`). */
  loginPath?: string | undefined;
  /** The initial data the login page inlines. Default: none. */
  initialData?: ClientFallbackOptions['initialData'];
  /** Where the browser loads the build's files (`assetsBaseOf(config.app)`). Default `/`. */
  assetsBase?: string | undefined;
}

async function staticClientPlugin(app: FastifyInstance, options: StaticClientOptions): Promise<void> {
  const root = options.clientDir === undefined ? undefined : resolve(options.clientDir);
  if (root !== undefined) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // A wildcard route reads files on demand; `wildcard: false` would glob the whole root at start.
      wildcard: true,
      // The build writes .br/.gz siblings; serving them beats compressing on every request.
      preCompressed: true,
      redirect: false,
      list: false,
      dotfiles: 'ignore',
      suppressWarning: true,
      // /api/* never touches the disk: an unknown API URL goes straight to the 404 envelope.
      allowedPath: (pathName) => !isApiPath(pathName),
      setHeaders: (reply, filePath) => {
        const cacheControl = cacheControlFor(relative(root, filePath));
        if (cacheControl !== undefined) reply.header('cache-control', cacheControl);
      },
    });
  }
  // Without a build folder the caller serves no pages (`console dev`: Vite does): nothing to warn of.
  if (root !== undefined && !existsSync(join(root, 'index.html'))) {
    app.log.warn(
      { clientDir: root },
      'client is not built: pages answer 503 until `npm run build` writes index.html',
    );
  }
  const pages = clientFallback({
    clientDir: root,
    loginPath: options.loginPath,
    initialData: options.initialData,
    assetsBase: options.assetsBase,
  });
  app.setNotFoundHandler(pages);
  // `/` is a page like any other (the static plugin would send index.html as the file is, without
  // the initial data written in).
  if (root !== undefined) app.route({ method: ['GET', 'HEAD'], url: '/', handler: pages });
}

/**
 * Serves the built client from `clientDir` with pre-compressed siblings and cache headers, and
 * owns the app's not-found handler (SPA fallback, 503 when unbuilt, 404 envelope otherwise).
 * Unencapsulated so `reply.sendFile` and the not-found handler reach the whole app.
 */
export const staticClient = unencapsulated(staticClientPlugin, 'static-client');
