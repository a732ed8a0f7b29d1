import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import type { PluginOptions } from '../platform/index.ts';
import { apiRoute, pickCoding } from '../platform/index.ts';
import { decorateInitialData } from './decorateInitialData.ts';
import { etagFor, matchesIfNoneMatch } from './initialDataCache.ts';

export interface InitialDataApiOptions extends PluginOptions {
  /**
   * URL prefix of the instance this plugin is registered on (`/api/system` from `systemApi`,
   * `/api` from `managementApi`). The route is registered only when
   * `management.initialDataUrl` lies under it (and, for `/api`, not under `/api/system`, which
   * `systemApi` serves).
   */
  base: string;
  /**
   * How often (ms) a cached answer is compared with the database, so changes made by another
   * server process show. Default 1000.
   */
  initialDataCheckMs?: number;
}

/** Where the initial-data route goes for a base, or `undefined` when it is another base's. */
export function initialDataPath(url: string, base: string): string | undefined {
  const path = url.replace(/\/+$/, '') || '/';
  if (!path.startsWith(`${base}/`)) return undefined;
  if (base === '/api' && path.startsWith('/api/system/')) return undefined;
  return path.slice(base.length);
}

/**
 * The initial-data call of spec section 7: POST, empty body, no login. The envelope is served as
 * pre-serialized bytes (pre-compressed for `br`/`gzip` clients) with an ETag, and `If-None-Match`
 * answers 304. See `InitialDataCache` for when the bytes are rebuilt.
 */
export async function initialDataApi(app: FastifyInstance, options: InitialDataApiOptions): Promise<void> {
  const { config } = options;
  const url = config.management.initialDataUrl;
  const path = initialDataPath(url, options.base);
  if (path === undefined) {
    if (options.base === '/api' && !url.startsWith('/api/')) {
      throw new Error(
        `management.initialDataUrl "${url}" must be under /api/ (the management API's prefix); e.g. /api/system/initial-data`,
      );
    }
    return;
  }
  decorateInitialData(app, config, options.initialDataCheckMs);

  // The body is ignored whatever it is: accept any content type (the client may send `{}`, nothing,
  // or an empty JSON body, which Fastify's own JSON parser would refuse).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, undefined),
  );

  const route = API_ROUTES['system.initialData'];
  apiRoute(
    app,
    route,
    async (request, typedReply) => {
      // Pre-serialized bytes (or a bare 304), not an object for the response schema's serializer.
      const reply = typedReply as unknown as FastifyReply;
      const got = app.initialData();
      const entry = got instanceof Promise ? await got : got;
      const coding = pickCoding(request.headers['accept-encoding']);
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding')
        .header('etag', etagFor(entry, coding));
      if (matchesIfNoneMatch(request.headers['if-none-match'], entry)) return reply.code(304).send();
      reply.header('content-type', 'application/json; charset=utf-8');
      if (coding === undefined) return reply.send(entry.bytes);
      return reply.header('content-encoding', coding).send(await entry.encoded(coding));
    },
    { url: options.base + path },
  );
}
