import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  APP_ROOT_ID,
  addListedPreloads,
  CONSOLE_MARKUP_MARKER,
  escapeHtml,
  INITIAL_DATA_MARKER,
  inlineInitialDataElement,
  RENDERED_CONSOLE_PAGE,
  type ServerRenderModule,
  serverRenderFile,
} from '../../core/pages/index.ts';
import { type Coding, compressedCopies, ifNoneMatchNames, pickCoding } from '../platform/index.ts';
import { REVALIDATE_CACHE } from './cacheControlFor.ts';
import { loadServerRender } from './loadServerRender.ts';

/** Assembled pages kept (per page, data and screen), most recently used first out last. */
const KEPT_PAGES = 128;
/** How long a request waits for a screen's render before the page goes out without it. */
const RENDER_TIMEOUT_MS = 2000;

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
  /**
   * Where the browser loads the build's files (`assetsBaseOf(config.app)`: `app.assetsBaseUrl`, else
   * `app.basePath`), ended by `/`: the prefix of the preload links. Default `/`.
   */
  assetsBase?: string | undefined;
  /** The initial data to inline; `undefined` (or a failure) serves the page without it. */
  initialData?: (() => InlineData | Promise<InlineData>) | undefined;
  /**
   * Preload the chunks and stylesheets of the screen at the requested path (the console page: from
   * the `assets` of build-meta.json's screens), so they load with the page's own scripts instead of
   * after them. Default false.
   */
  routeAssets?: boolean;
  /**
   * Render the requested screen into the page when it is public, with the build's render of the
   * console page (`serverRenderFile`, made by `console build`); the browser then hydrates it.
   * Default false.
   */
  renderScreens?: boolean;
}

interface Built {
  version: string;
  text: string;
  /** Whether the page has the initial-data marker (an older build has not). */
  takesData: boolean;
  /** CSP sources (`'sha256-…'`) of the page's `<style>` blocks (the login page's inlined sheets). */
  styles: string[];
  /** The files of each screen, by route path. */
  routes: Map<string, RouteAssets>;
  /** The build's render of the page's screens (with `renderScreens`, when the build made one). */
  render: ServerRenderModule | undefined;
  /** The page sent with a rendered screen (`RENDERED_CONSOLE_PAGE`), when the build wrote one. */
  rendered: string | undefined;
}

/** A page as it goes out: its bytes, their ETag and compressed copies. */
interface Assembled {
  bytes: Buffer;
  tag: string;
  encoded(coding: Coding): Promise<Buffer>;
}

/** A screen's files from build-meta.json, as the page loads them (paths under the assets base, escaped). */
interface RouteAssets {
  /** `<link rel="stylesheet">`s for the head (the screen's sheets, needed for its first paint). */
  sheets: string;
  /** Its chunks, preloaded: listed with the page's scripts when it lists them, else linked in the head. */
  chunks: string[];
}

/** The files of each screen in build-meta.json (none when it has none). */
async function routeAssets(clientDir: string, assetsBase: string): Promise<Map<string, RouteAssets>> {
  const routes = new Map<string, RouteAssets>();
  try {
    const meta = JSON.parse(await readFile(join(clientDir, 'build-meta.json'), 'utf8')) as {
      screens?: { path?: unknown; assets?: { js?: unknown; css?: unknown } }[];
    };
    for (const s of meta.screens ?? []) {
      const js = Array.isArray(s.assets?.js) ? s.assets.js.filter((f) => typeof f === 'string') : [];
      const css = Array.isArray(s.assets?.css) ? s.assets.css.filter((f) => typeof f === 'string') : [];
      if (typeof s.path !== 'string' || js.length + css.length === 0) continue;
      routes.set(s.path, {
        sheets: css
          .map((f) => `<link rel="stylesheet" crossorigin href="${escapeHtml(assetsBase + f)}">`)
          .join(''),
        chunks: js.map((f) => assetsBase + f),
      });
    }
  } catch {
    // no build metadata: no preloads
  }
  return routes;
}

/** The page with the screen's files: sheets in the head, chunks listed with its scripts (or linked). */
function withRouteAssets(page: string, assets: RouteAssets | undefined): string {
  if (!assets) return page;
  const listed = assets.chunks.length ? addListedPreloads(page, assets.chunks) : page;
  const head =
    assets.sheets +
    (listed === undefined
      ? assets.chunks.map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(f)}">`).join('')
      : '');
  const text = listed ?? page;
  const at = text.lastIndexOf('</head>');
  return at === -1 ? text : text.slice(0, at) + head + text.slice(at);
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
 * the server knows written in: the initial-data answer's own bytes and ETag at its
 * marker, so the page renders (and signs in) without calling for it first; on the console page,
 * the requested screen's sheets linked at the end of the head (after the page's own sheets, so the
 * cascade is the one the screen gets when opened from the menu) and its chunks preloaded with the
 * page's scripts (listed with them when the page starts its scripts after its paint); and,
 * with `renderScreens`, a public screen rendered by the build's render (`serverRenderFile`), sent
 * `inert` until the browser has hydrated it. Each page is assembled once per (page, build
 * metadata, render file, data, screen) and kept (the last `KEPT_PAGES`) with its compressed
 * copies; its weak ETag is the hash of its bytes. The files are read again when they change (a new
 * build). A page without the marker (an older build), or data that cannot be read (the database is
 * down), is served without them (the browser then calls for the data).
 */
export function pageWithInitialData(options: PageWithInitialDataOptions) {
  const file = join(options.clientDir, options.page);
  const metaFile = join(options.clientDir, 'build-meta.json');
  const renderFile = serverRenderFile(options.clientDir);
  let built: Built | undefined;
  // Map order is use order: the first key is the least recently used.
  const kept = new Map<string, Promise<Assembled>>();

  async function page(): Promise<Built> {
    const [s, meta, render] = await Promise.all([
      stat(file),
      options.routeAssets ? stat(metaFile).catch(() => undefined) : undefined,
      options.renderScreens ? stat(renderFile).catch(() => undefined) : undefined,
    ]);
    const stamp = (f: { size: number; mtimeMs: number } | undefined) => (f ? `${f.size}-${f.mtimeMs}` : '');
    const version = `${stamp(s)}-${stamp(meta)}-${stamp(render)}`;
    if (built?.version === version) return built;
    kept.clear();
    const [text, rendered, routes] = await Promise.all([
      readFile(file, 'utf8'),
      options.renderScreens
        ? readFile(join(options.clientDir, RENDERED_CONSOLE_PAGE), 'utf8').catch(() => undefined)
        : undefined,
      options.routeAssets
        ? routeAssets(options.clientDir, options.assetsBase ?? '/')
        : new Map<string, RouteAssets>(),
    ]);
    const styles = [...`${text}${rendered ?? ''}`.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[1] ?? '')
          .digest('base64')}'`,
    );
    built = {
      version,
      text,
      rendered:
        rendered?.includes(`<div id="${APP_ROOT_ID}">${CONSOLE_MARKUP_MARKER}`) &&
        rendered.includes(INITIAL_DATA_MARKER)
          ? rendered
          : undefined,
      takesData: text.includes(INITIAL_DATA_MARKER),
      routes,
      styles,
      render:
        render && text.includes(`<div id="${APP_ROOT_ID}">${CONSOLE_MARKUP_MARKER}`)
          ? loadServerRender(renderFile)
          : undefined,
    };
    return built;
  }

  /** The screen at `url` rendered by the build's render, or `undefined` (not public, failed, too slow). */
  async function renderScreen(
    request: FastifyRequest,
    render: ServerRenderModule,
    json: string,
  ): Promise<{ html: string; title: string } | undefined | 'late'> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), RENDER_TIMEOUT_MS);
    });
    try {
      // The address as the browser asked for it (under app.basePath: the router's basepath reads it).
      return await Promise.race([render.renderConsolePage(request.originalUrl, json), late]);
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'screen not rendered on the server');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  async function assemble(
    request: FastifyRequest,
    html: Built,
    data: InlineData | undefined,
    assets: RouteAssets | undefined,
    render: boolean,
  ): Promise<Assembled & { late?: boolean }> {
    const json = data?.bytes.toString('utf8');
    const element = data && json ? inlineInitialDataElement(json, data.etag) : undefined;
    const rendered =
      render && html.render && json ? await renderScreen(request, html.render, json) : undefined;
    // With a rendered screen, the page whose sheets are inlined and whose scripts wait a frame.
    const source = rendered && rendered !== 'late' && html.rendered ? html.rendered : html.text;
    let text = element ? source.replace(INITIAL_DATA_MARKER, () => element) : source;
    if (rendered && rendered !== 'late') {
      // The screen shows from the HTML but takes no click, focus or typing until the page's
      // scripts have taken it over (`App` lifts `inert`): nothing done before that is lost.
      text = text
        .replace(
          `<div id="${APP_ROOT_ID}">${CONSOLE_MARKUP_MARKER}`,
          () => `<div id="${APP_ROOT_ID}" inert>${rendered.html}`,
        )
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`);
    }
    const bytes = Buffer.from(withRouteAssets(text, assets));
    return {
      bytes,
      // Weak: the same page goes out identity, br or gzip.
      tag: createHash('sha256').update(bytes).digest('base64url').slice(0, 27),
      encoded: compressedCopies(bytes),
      ...(rendered === 'late' && { late: true }),
    };
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
    const assets = html?.routes.get(route);
    if (html?.styles.length) allowStyles(reply, html.styles);
    if (!html || (!data && !assets)) return reply.code(200).sendFile(options.page);
    // A screen's page (with its links, rendered when public and asked at its path exactly: no
    // query, no trailing slash, so one kept page is one URL's), else the page every other path shares.
    const render = assets !== undefined && request.url === route;
    const key = `${html.version}|${data?.etag ?? ''}|${assets ? route : ''}|${render ? 'r' : ''}`;
    let pending = kept.get(key);
    if (pending) kept.delete(key);
    else {
      pending = assemble(request, html, data, assets, render).then((made) => {
        // Too slow this time: sent without the screen, and not kept, so the next request renders.
        if (made.late) kept.delete(key);
        return made;
      });
      pending.catch(() => kept.delete(key));
    }
    kept.set(key, pending);
    while (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value as string);
    const assembled = await pending;
    reply
      .code(200)
      .header('cache-control', REVALIDATE_CACHE)
      .header('vary', 'Accept-Encoding')
      .header('etag', `W/"${assembled.tag}"`);
    if (ifNoneMatchNames(request.headers['if-none-match'], [assembled.tag])) return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    const coding = pickCoding(request.headers['accept-encoding']);
    if (!coding) return reply.send(assembled.bytes);
    return reply.header('content-encoding', coding).send(await assembled.encoded(coding));
  };
}
