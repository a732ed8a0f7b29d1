import { Readable, Transform } from 'node:stream';
import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleConfig, DeclaredApi, UpstreamConfig } from '../../../schemas/index.ts';
import { declaredApiFunction } from '../../core/auth/index.ts';
import { stringifyQuery } from '../../core/query/index.ts';
import { fillPathParameters } from '../../core/url/index.ts';
import type { SeedScreen } from '../db/index.ts';
import { authErrors, needs } from '../platform/index.ts';
import type { ApiBindings } from './apiBindings.ts';
import { authoriseGatewayCall } from './gatewayAccess.ts';
import { gatewayErrors } from './gatewayErrors.ts';
import { registerGatewayExport } from './gatewayExport.ts';
import { registerGatewayImport } from './gatewayImport.ts';
import { registerGatewayUnmask } from './gatewayUnmask.ts';
import { identityHeaders, keyRevoked } from './identityHeaders.ts';
import { intendPersonalWrite, personalAnswer } from './personalAnswer.ts';
import { sendsBody } from './sendsBody.ts';

/** What the gateway is registered with (under the management API, so its auth hooks apply). */
export interface GatewayOptions {
  config: ConsoleConfig;
  /** Which screens bind each API (their menus may call it). */
  bindings: ApiBindings;
  /** The screens now (their grids' 엑셀 일괄 등록). Default: none. */
  screens?: (() => readonly SeedScreen[] | undefined) | undefined;
  /** Clock for the assertions' `iat`/`exp`. Default Date.now. */
  now?: () => number;
  /** Base URLs that replace an upstream's `url`, read at each call (backends the CLI launched). Default none. */
  upstreamUrls?: ReadonlyMap<string, string> | undefined;
}

/** Request headers a backend gets from the browser's call; everything else (tokens, cookies) stays. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'accept-encoding',
  'content-type',
  'content-length',
];
/** Response headers the browser gets from the backend's answer; never cookies or redirects. */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'retry-after',
];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Readable);

/** The answer statuses of a backend the browser never sees as they are (failures, redirects, 401). */
const failed = (status: number) => status >= 500 || (status >= 300 && status < 400) || status === 401;

/** Whether an answer's type is JSON (`application/json`, `…+json`); a missing type is not. */
function isJsonAnswer(type: string | string[] | undefined): boolean {
  const value = Array.isArray(type) ? type[0] : type;
  return /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(value ?? '');
}

/**
 * An upload's body as it passes through, counted: past `maxBytes` it stops with an error (the
 * backend's request is cut short) and `onExceeded` is told, so the answer is a 413, not a 502.
 */
function countedBody(source: Readable, maxBytes: number, onExceeded: () => void): Readable {
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) {
        onExceeded();
        callback(new Error('upload larger than maxBodyBytes'));
        return;
      }
      callback(null, chunk);
    },
  });
  source.on('error', (error) => counted.destroy(error));
  // The stop is answered through `onExceeded` (the forwarded request fails with it); the error may
  // come before the backend's request reads this stream, and an error nobody hears would end the process.
  counted.on('error', () => {});
  return source.pipe(counted);
}

/**
 * `/api/ext/<name>` for every declared API: the caller is authenticated (the management API's
 * hooks, `__usp` decoded for `secured`), authorised on the `Menu-Id` menu (see
 * authoriseGatewayCall), then the call is forwarded to `<upstream url><path>` with the declared
 * method, streaming both ways: `{name}` path segments filled from the parameters, the rest as the
 * query (GET, DELETE) or the JSON body; multipart and binary uploads pass through unread (their
 * parameters come from the query). The backend gets `X-Tran-Id` and an identity assertion, never
 * the browser's tokens or cookies. A backend that fails, redirects, refuses the assertion, times
 * out or cannot be reached answers with the spec's transport message.
 */
export const gatewayApi = needs(
  'gateway',
  { fastify: ['db', 'hotCache', 'menus', 'fileSets', 'serverKeys'], reply: ['sendTable'] },
  async function gatewayApi(app: FastifyInstance, o: GatewayOptions): Promise<void> {
    const { config } = o;
    const declared = Object.entries(config.apis);
    if (declared.length === 0) return;
    const now = o.now ?? Date.now;
    await app.register(fastifyReplyFrom, { disableRequestLogging: true });
    // Uploads stream through to the backend as they arrive.
    const passThrough = (
      _req: FastifyRequest,
      payload: NodeJS.ReadableStream,
      done: (e: null, b: unknown) => void,
    ) => done(null, payload);
    app.addContentTypeParser('multipart/form-data', passThrough);
    app.addContentTypeParser('application/octet-stream', passThrough);

    for (const [name, api] of declared) {
      const upstream = config.upstreams[api.upstream];
      // The CLI refuses such a config (CON313); a hand-built one must not start half-wired.
      if (!upstream)
        throw new Error(`apis.${name}: upstream "${api.upstream}" is not declared under upstreams`);
      app.route({
        method: api.method === 'GET' ? 'GET' : 'POST',
        url: `/${name}`,
        // A JSON body over the API's limit is refused before it is read whole (Fastify's 413).
        bodyLimit: api.maxBodyBytes,
        config: { secured: api.secured },
        handler: (request, reply) => forward(request, reply, name, api, upstream),
      });
      const serverMade = {
        config,
        name,
        api,
        upstream,
        base: () => o.upstreamUrls?.get(api.upstream) ?? upstream.url,
        routes: () => o.bindings().get(name) ?? [],
        now,
      };
      registerGatewayExport(app, serverMade);
      registerGatewayImport(app, { ...serverMade, screens: o.screens ?? (() => undefined) });
      registerGatewayUnmask(app, serverMade);
    }

    async function forward(
      request: FastifyRequest,
      reply: FastifyReply,
      name: string,
      api: DeclaredApi,
      upstream: UpstreamConfig,
    ): Promise<FastifyReply> {
      const menu = await authoriseGatewayCall(request, {
        name,
        api,
        systemCode: config.management.systemCode,
        menuHeader: config.api.headers.menuId,
        routes: o.bindings().get(name) ?? [],
      });
      const streamed = request.body instanceof Readable;
      let bodyTooLarge = false;
      if (streamed) {
        // Only an API declared for uploads takes one, and no more than its limit: refused at once
        // when the declared length says so, else stopped where the count passes it.
        if (!api.upload) throw gatewayErrors.uploadNotAccepted();
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > api.maxBodyBytes)
          throw gatewayErrors.bodyTooLarge(api.maxBodyBytes);
        request.body = countedBody(request.body as Readable, api.maxBodyBytes, () => {
          bodyTooLarge = true;
        });
      }
      const sentQuery = (request.query ?? {}) as Record<string, unknown>;
      if (!streamed && request.body !== undefined && request.body !== null && !isObject(request.body)) {
        throw gatewayErrors.badBody();
      }
      const params =
        request.method === 'GET' || streamed ? sentQuery : ((request.body ?? {}) as Record<string, unknown>);
      // A record's attachments: the caller must be allowed to change each set it names.
      const fileIds = api.files.length ? await app.fileSets.ofCall(request, params, api.files) : [];
      const filled = fillPathParameters(api.path, params);
      if (!filled.ok) throw gatewayErrors.badPathParameter(filled.name);
      const jsonBody = sendsBody(api.method) && !streamed;
      // A JSON body is rebuilt from the parameters left over (GET and DELETE send none, their
      // parameters go in the query); the assertion names these exact bytes, path and query.
      const bodyText = jsonBody ? JSON.stringify(filled.rest) : undefined;
      const query = jsonBody ? '' : stringifyQuery(filled.rest);
      const base = o.upstreamUrls?.get(api.upstream) ?? upstream.url;
      const target = `${base.replace(/\/+$/, '')}${filled.path}`;
      const identity = await identityHeaders(app, request, {
        config,
        upstreamName: api.upstream,
        upstream,
        menu,
        now: now(),
        call: {
          method: api.method,
          url: `${new URL(target).pathname}${query ? `?${query}` : ''}`,
          body: streamed ? undefined : (bodyText ?? ''),
        },
      });
      const started = now();
      const personal = api.personal;
      const personalCall = personal && {
        name,
        api: { ...api, personal },
        sysCd: config.management.systemCode,
        mnuId: menu.mnuId,
        fncId: declaredApiFunction(api),
        params,
        masking: config.privacy.masking,
        now: started,
      };
      // A write of personal data is recorded before it goes: a server stopped mid-call loses no record.
      const intent = personalCall ? intendPersonalWrite(app, request, personalCall) : undefined;
      return reply.from(target, {
        method: api.method,
        ...(bodyText !== undefined
          ? { body: bodyText, contentType: 'application/json' }
          : streamed
            ? {}
            : { body: null }),
        queryString: () => query,
        timeout: upstream.timeout ?? config.api.timeout,
        retryDelay: () => null,
        rewriteRequestHeaders: (_req, headers) => {
          const out: Record<string, string | string[] | undefined> = { host: headers.host };
          for (const h of FORWARDED_REQUEST_HEADERS) if (headers[h] !== undefined) out[h] = headers[h];
          return { ...out, ...identity.headers };
        },
        rewriteHeaders: (headers) => {
          const out: Record<string, string | string[] | undefined> = {};
          for (const h of FORWARDED_RESPONSE_HEADERS) if (headers[h] !== undefined) out[h] = headers[h];
          return out;
        },
        onResponse: (_req, res, answer) => {
          const status = answer.statusCode;
          request.log.info(
            { api: name, upstream: api.upstream, status, ms: now() - started },
            'upstream answered',
          );
          const type = res.getHeader('content-type');
          if (!failed(status) && status !== 204 && !isJsonAnswer(type as string | string[] | undefined)) {
            if (!api.download || api.personal) {
              // HTML or a script in the console's origin would run as the console: never passed on.
              (answer.stream as Readable).destroy?.();
              for (const h of FORWARDED_RESPONSE_HEADERS) res.removeHeader(h);
              request.log.warn(
                { api: name, upstream: api.upstream, status, type },
                'upstream answered a type that is not JSON',
              );
              res.send(gatewayErrors.upstreamFailed());
              return;
            }
            // A file: kept as the backend typed it, but only ever saved, never shown or run here.
            if (!/^attachment\b/i.test(String(res.getHeader('content-disposition') ?? '')))
              res.header('content-disposition', 'attachment');
            res.header('x-content-type-options', 'nosniff');
            res.header('content-security-policy', 'sandbox');
          }
          if (!failed(status)) {
            const bound = () => {
              // The record is saved: its file sets are bound, so the sweep keeps them.
              if (fileIds.length === 0 || status >= 300) return Promise.resolve();
              return app.fileSets
                .bind(fileIds)
                .catch((error: unknown) => request.log.error({ err: error, fileIds }, 'file sets not bound'));
            };
            if (personalCall && status !== 204) {
              // Personal data leaves masked, and only once its access is recorded.
              const encoding = res.getHeader('content-encoding');
              for (const h of ['content-length', 'content-encoding']) res.removeHeader(h);
              personalAnswer(app, request, answer.stream as Readable, encoding as string | undefined, {
                ...personalCall,
                now: now(),
                intent,
              })
                .then(async (text) => {
                  await bound();
                  if (text === undefined) {
                    request.log.warn(
                      { api: name, upstream: api.upstream },
                      'personal answer not JSON or too large',
                    );
                    for (const h of FORWARDED_RESPONSE_HEADERS) res.removeHeader(h);
                    res.send(gatewayErrors.upstreamFailed());
                  } else res.type('application/json; charset=utf-8').send(text);
                })
                .catch((error: unknown) => {
                  request.log.error({ err: error, api: name }, 'personal answer not recorded');
                  for (const h of FORWARDED_RESPONSE_HEADERS) res.removeHeader(h);
                  res.send(gatewayErrors.upstreamFailed());
                });
              return;
            }
            if (fileIds.length === 0 || status >= 300) {
              res.send(answer.stream);
              return;
            }
            void bound().finally(() => res.send(answer.stream));
            return;
          }
          // Nothing of a failed answer reaches the browser: not its body, not its headers.
          (answer.stream as Readable).destroy?.();
          for (const h of FORWARDED_RESPONSE_HEADERS) res.removeHeader(h);
          request.log.warn({ api: name, upstream: api.upstream, status }, 'upstream failed');
          if (status !== 401) {
            res.send(status === 504 ? gatewayErrors.timeout() : gatewayErrors.upstreamFailed());
            return;
          }
          // The assertion refused: its key revoked meanwhile (the session went with it), or not.
          keyRevoked(app, identity.kid)
            .catch(() => false)
            .then((revoked) => res.send(revoked ? authErrors.expired() : gatewayErrors.upstreamFailed()));
        },
        onError: (res, { error }) => {
          const cause = (error as { cause?: { code?: string } }).cause;
          const timedOut =
            (error as { statusCode?: number }).statusCode === 504 ||
            /TIMEOUT/.test(String((error as { code?: string }).code ?? '')) ||
            /TIMEOUT/.test(String(cause?.code ?? ''));
          request.log.warn(
            { api: name, upstream: api.upstream, code: cause?.code ?? (error as { code?: string }).code },
            timedOut ? 'upstream timed out' : 'upstream unreachable',
          );
          for (const h of FORWARDED_RESPONSE_HEADERS) res.removeHeader(h);
          if (bodyTooLarge) {
            res.send(gatewayErrors.bodyTooLarge(api.maxBodyBytes));
            return;
          }
          res.send(timedOut ? gatewayErrors.timeout() : gatewayErrors.unreachable());
        },
      });
    }
  },
);
