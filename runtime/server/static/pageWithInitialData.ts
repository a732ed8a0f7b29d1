import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, INITIAL_DATA_MARKER, inlineInitialDataElement } from '../../core/pages/index.ts';
import { ifNoneMatchNames } from '../http/index.ts';
import { REVALIDATE_CACHE } from './cacheControlFor.ts';

/** What a page inlines: the initial-data answer's bytes and ETag. */
export interface InlineData {
  bytes: Buffer;
  etag: string;
}

export interface PageWithInitialDataOptions {
  /** The built client folder. */
  clientDir: string;
  /** The page's file in it (`login.html`, `index.html`). */
  page: string;
  /** The initial data to inline; `undefined` (or a failure) serves the page without it. */
  initialData?: (() => InlineData | Promise<InlineData>) | undefined;
  /**
   * Preload the chunks and stylesheets of the screen at the requested path (the console page: from
   * the `assets` of build-meta.json's screens), so they load with the page's own scripts instead of
   * after them. Default false.
   */
  routeAssets?: boolean;
}

interface Built {
  version: string;
  text: string;
  /** Whether the page has the initial-data marker (an older build has not). */
  takesData: boolean;
  /** CSP sources (`'sha256-…'`) of the page's `<style>` blocks (the login page's inlined sheets). */
  styles: string[];
  /** `<link>`s to preload, by route path. */
  links: Map<string, string>;
}

/** The page with its data, split where the route's links go (the end of the head). */
interface Assembled {
  key: string;
  before: string;
  after: string;
}

/** The preload links of each screen in build-meta.json (none when it has none). */
async function routeLinks(clientDir: string): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  try {
    const meta = JSON.parse(await readFile(join(clientDir, 'build-meta.json'), 'utf8')) as {
      screens?: { path?: unknown; assets?: { js?: unknown; css?: unknown } }[];
    };
    for (const s of meta.screens ?? []) {
      const js = Array.isArray(s.assets?.js) ? s.assets.js.filter((f) => typeof f === 'string') : [];
      const css = Array.isArray(s.assets?.css) ? s.assets.css.filter((f) => typeof f === 'string') : [];
      if (typeof s.path !== 'string' || js.length + css.length === 0) continue;
      links.set(
        s.path,
        [
          ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(f)}">`),
          ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`),
        ].join(''),
      );
    }
  } catch {
    // no build metadata: no preloads
  }
  return links;
}

/** Adds `sources` to the `style-src` of the CSP already on the reply (helmet's, set on request). */
function allowStyles(reply: FastifyReply, sources: readonly string[]): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  reply.header(
    'content-security-policy',
    csp.replace(
      /(^|;)\s*style-src ([^;]*)/,
      (_, start: string, list: string) => `${start}style-src ${list} ${sources.join(' ')}`,
    ),
  );
}

/** The route path of a page request: no query, no trailing slashes (but `/`). */
function routePathOf(url: string): string {
  const q = url.indexOf('?');
  let end = q === -1 ? url.length : q;
  // A loop, not /\/+$/: that pattern is quadratic on a long run of slashes before another character.
  while (end > 1 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

/**
 * A page as the build wrote it (login.html with its form prerendered, index.html) with what only
 * the server knows written in (issue 19): the initial-data answer's own bytes and ETag at its
 * marker, so the page renders (and signs in) without calling for it first; and, on the console
 * page, preload links for the requested screen's chunk and sheets at the end of the head (after
 * the page's own sheets, so the cascade is the one the screen gets when opened from the menu). The
 * page with its data is assembled once per (page, data) (only the latest is kept); the links go in
 * per request. The page is read again when it or build-meta.json changes (a new build). A page
 * without the marker (an older build), or data that cannot be read (the database is down), is
 * served without them (the browser then calls for the data).
 */
export function pageWithInitialData(options: PageWithInitialDataOptions) {
  const file = join(options.clientDir, options.page);
  const metaFile = join(options.clientDir, 'build-meta.json');
  let built: Built | undefined;
  let assembled: Assembled | undefined;

  async function page(): Promise<Built> {
    const [s, meta] = await Promise.all([
      stat(file),
      options.routeAssets ? stat(metaFile).catch(() => undefined) : undefined,
    ]);
    const version = `${s.size}-${s.mtimeMs}-${meta ? `${meta.size}-${meta.mtimeMs}` : ''}`;
    if (built?.version === version) return built;
    const [text, links] = await Promise.all([
      readFile(file, 'utf8'),
      options.routeAssets ? routeLinks(options.clientDir) : new Map<string, string>(),
    ]);
    const styles = [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[1] ?? '')
          .digest('base64')}'`,
    );
    built = { version, text, takesData: text.includes(INITIAL_DATA_MARKER), links, styles };
    return built;
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const html = await page().catch(() => undefined);
    const read = options.initialData;
    const data =
      html?.takesData && read
        ? await Promise.resolve()
            .then(read)
            .catch(() => undefined)
        : undefined;
    const route = routePathOf(request.url);
    const links = html?.links.get(route) ?? '';
    if (html?.styles.length) allowStyles(reply, html.styles);
    if (!html || (!data && !links)) return reply.code(200).sendFile(options.page);
    const key = `${html.version}|${data?.etag ?? ''}`;
    if (assembled?.key !== key) {
      const element = data ? inlineInitialDataElement(data.bytes.toString('utf8'), data.etag) : undefined;
      const text = element ? html.text.replace(INITIAL_DATA_MARKER, () => element) : html.text;
      const head = text.lastIndexOf('</head>');
      assembled = {
        key,
        before: head === -1 ? text : text.slice(0, head),
        after: head === -1 ? '' : text.slice(head),
      };
    }
    // Weak: the same page goes out identity, br or gzip (compressed on the way).
    const tag = createHash('sha256')
      .update(`${key}|${links ? route : ''}`)
      .digest('base64url')
      .slice(0, 27);
    reply.code(200).header('cache-control', REVALIDATE_CACHE).header('etag', `W/"${tag}"`);
    if (ifNoneMatchNames(request.headers['if-none-match'], [tag])) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(assembled.before + links + assembled.after);
  };
}
