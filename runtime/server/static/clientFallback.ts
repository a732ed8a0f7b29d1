import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoginPagePath } from '../../core/guard/index.ts';
import { failure, isApiPath, SERVER_ERRORS } from '../platform/index.ts';
import { NOT_BUILT_PAGE } from './notBuiltPage.ts';
import { type PageWithInitialDataOptions, pageWithInitialData } from './pageWithInitialData.ts';

export interface ClientFallbackOptions {
  /** Absolute client folder; `undefined` when the server runs without a client (every page is 503). */
  clientDir: string | undefined;
  /** The login page's path (`auth.loginPath`): answered with the light login page, `login.html`. */
  loginPath?: string | undefined;
  /** Whether a page file (`index.html`, `login.html`) is there. Default: a `stat` per call, so a build finished after start is served. */
  hasPage?: (name: string) => Promise<boolean>;
  /** The initial data the pages inline (`pageWithInitialData`). Default: none, the pages as built. */
  initialData?: PageWithInitialDataOptions['initialData'];
  /** Where the browser loads the build's files (`pageWithInitialData`'s `assetsBase`). Default `/`. */
  assetsBase?: string | undefined;
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Whether the last path segment has a dot: spec route paths never do, so it names a missing file. */
function looksLikeFile(path: string): boolean {
  return path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * Not-found handler: a page GET/HEAD gets `index.html` with 200 (the client router draws its own
 * 404 screen), the login path the light login page `login.html` (index.html when a build has
 * none), or the Korean 503 page when the client is not built; anything else gets the 404 envelope.
 */
export function clientFallback(options: ClientFallbackOptions) {
  const { clientDir, loginPath } = options;
  const hasPage =
    options.hasPage ??
    (async (name: string) =>
      clientDir !== undefined &&
      (await stat(join(clientDir, name)).then(
        (s) => s.isFile(),
        () => false,
      )));
  const send = (page: string, screens: boolean) =>
    clientDir === undefined
      ? undefined
      : pageWithInitialData({
          clientDir,
          page,
          initialData: options.initialData,
          assetsBase: options.assetsBase,
          routeAssets: screens,
          renderScreens: screens,
        });
  const sendLoginPage = send('login.html', false);
  // The console page also preloads the requested screen's chunk (a deep link's first screen), and
  // comes with a public screen rendered.
  const sendConsolePage = send('index.html', true);

  return async function handleNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    // index.html for a missing /assets/x.js would reach a <script> as HTML and sit in caches as JS.
    const path = pathOf(request.url);
    if (!page || looksLikeFile(path)) {
      return reply.code(SERVER_ERRORS.notFound.statusCode).send(failure(SERVER_ERRORS.notFound));
    }
    if (!(await hasPage('index.html'))) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    const login =
      loginPath !== undefined && isLoginPagePath(path, loginPath) && (await hasPage('login.html'));
    // 200 set here: @fastify/static keeps a non-200 status it finds on the reply, and Fastify
    // starts 404 handlers at 404.
    const sendPage = login ? sendLoginPage : sendConsolePage;
    if (sendPage) return sendPage(request, reply);
    return reply.code(200).sendFile(login ? 'login.html' : 'index.html');
  };
}
