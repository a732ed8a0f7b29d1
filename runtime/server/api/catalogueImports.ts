import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ENDPOINTS, type ApiEndpoint } from '../../../schemas/api/endpoints.ts';
import { IMPORT_TARGET_NAMES, IMPORT_TARGETS } from '../../../schemas/api/importTargets.ts';
import type { ConsoleConfig, DeclaredApi } from '../../../schemas/index.ts';
import { withBasePath } from '../../core/url/index.ts';
import type { SeedScreen } from '../db/index.ts';
import { type ApiBindings, authoriseGatewayCall, registerImportRoutes } from '../gateway/index.ts';
import { API_PREFIX, ApiError, SUCCESS_CODE } from '../platform/index.ts';

/** What the catalogue's import routes are registered with. */
export interface CatalogueImportOptions {
  config: ConsoleConfig;
  bindings: ApiBindings;
  screens: () => readonly SeedScreen[] | undefined;
  now?: (() => number) | undefined;
}

/** Request headers not passed on to the route a batch is sent to (the body is another). */
const NOT_PASSED = new Set([
  'host',
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'expect',
]);

/**
 * Sends one batch to the catalogue route at `url` as the caller: the request goes through the
 * server itself with the caller's headers (session, menu, transaction) and address, so the route
 * authorises, validates, audits and announces it as any call of it. Its refusal is thrown in its
 * words (a 401 or 403 stops the import).
 */
async function sendAsCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  config: ConsoleConfig,
  url: string,
  body: Record<string, unknown>,
): Promise<unknown> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(request.headers))
    if (typeof v === 'string' && !NOT_PASSED.has(k)) headers[k] = v;
  const res = await app.inject({
    method: 'POST',
    url: withBasePath(config.app.basePath, url),
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: request.ip,
  });
  const data = res.json() as { resultCode?: string; resultMessage?: string; body?: unknown };
  if (res.statusCode >= 400 || data.resultCode !== SUCCESS_CODE)
    throw new ApiError(
      res.statusCode >= 400 ? res.statusCode : 400,
      data.resultCode ?? '',
      data.resultMessage ?? '',
    );
  return data.body;
}

/**
 * 엑셀 일괄 등록 into the console's own routes made for it (`code.batch`: 공통코드 일괄 등록), at
 * `<url>/import` as a declared API's at `/api/ext/<name>/import`. A call needs what the route needs
 * (a menu of its program, its function) from a menu whose screen declares the import.
 */
export async function catalogueImports(app: FastifyInstance, o: CatalogueImportOptions): Promise<void> {
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  for (const name of IMPORT_TARGET_NAMES) {
    const endpoint: ApiEndpoint = API_ENDPOINTS[name];
    const program = endpoint.program;
    // Authorised as a declared write of the route's program and function would be: the same menu,
    // authority and IP checks (gatewayAccess.ts).
    const asDeclared = {
      method: 'POST',
      ...(program?.fn !== undefined && { fncId: program.fn }),
      ...(program && { program: program.id }),
    } as DeclaredApi;
    registerImportRoutes(app, {
      config: o.config,
      name,
      at: `${endpoint.url.slice(API_PREFIX.length)}/import`,
      menuOf: (request) =>
        authoriseGatewayCall(request, {
          name,
          api: asDeclared,
          systemCode: o.config.management.systemCode,
          menuHeader: o.config.api.headers.menuId,
          routes: o.bindings().get(name) ?? [],
        }),
      send: (request, _menu, body) => sendAsCaller(app, request, o.config, endpoint.url, body),
      rowsKey: IMPORT_TARGETS[name],
      screens: o.screens,
      now: o.now ?? Date.now,
    });
  }
}
