import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConsoleConfig, DeclaredApi, UpstreamConfig } from '../../../schemas/index.ts';
import { hasFunctionAuthority } from '../../core/auth/index.ts';
import { stringifyQuery } from '../../core/query/index.ts';
import { isApiEnvelope } from '../../core/transport/index.ts';
import { fillPathParameters } from '../../core/url/index.ts';
import { ApiError, authErrors } from '../platform/index.ts';
import { authoriseGatewayCall, type GatewayMenu } from './gatewayAccess.ts';
import { gatewayErrors } from './gatewayErrors.ts';
import { identityHeaders, keyRevoked } from './identityHeaders.ts';
import { sendsBody } from './sendsBody.ts';

/** What the routes the server answers by calling a declared API itself (export, unmask) are made with. */
export interface ServerMadeOptions {
  config: ConsoleConfig;
  name: string;
  api: DeclaredApi;
  upstream: UpstreamConfig;
  /** The upstream's base URL now (a launched backend's, else its `url`). */
  base: () => string;
  /** The routes of the screens that bind the API (its menus may call it). */
  routes: () => readonly string[];
  now: () => number;
}

/**
 * Authorises a route the server answers by calling `o`'s API itself: what the API needs of the
 * caller (the calling menu), plus `fncId` on that menu (EXCEL for an export, UNMASK for 원문 보기).
 */
export async function authoriseServerMade(
  request: FastifyRequest,
  o: ServerMadeOptions,
  fncId: string,
): Promise<GatewayMenu> {
  const menu = await authoriseGatewayCall(request, {
    name: o.name,
    api: o.api,
    systemCode: o.config.management.systemCode,
    menuHeader: o.config.api.headers.menuId,
    routes: o.routes(),
  });
  if (!hasFunctionAuthority(request.user?.roles ?? [], menu.mnuId, fncId))
    throw authErrors.forbiddenFunction();
  return menu;
}

/** The server-made call of `o`'s API for one request: its menu and parameters. */
export function upstreamCaller(app: FastifyInstance, o: ServerMadeOptions) {
  return (request: FastifyRequest, menu: GatewayMenu, params: Record<string, unknown>) =>
    callUpstream(app, request, {
      config: o.config,
      name: o.name,
      api: o.api,
      upstream: o.upstream,
      base: o.base(),
      menu,
      params,
      now: o.now(),
    });
}

/** What one server-made call of a declared API needs (an export's page, an unmask's re-read). */
export interface UpstreamCall {
  config: ConsoleConfig;
  name: string;
  api: DeclaredApi;
  upstream: UpstreamConfig;
  /** The upstream's base URL now (a launched backend's, else its `url`). */
  base: string;
  menu: GatewayMenu;
  params: Record<string, unknown>;
  now: number;
}

/**
 * Calls a declared API from the server with the caller's identity assertion and answers its JSON
 * body (the envelope's `body`). A backend's own refusal (4xx with its envelope) is thrown in its
 * words; a refusal of the assertion by a key revoked meanwhile ends the session (FS10); anything
 * else that is not a passing envelope is a 502, a timeout a 504.
 */
export async function callUpstream(
  app: FastifyInstance,
  request: FastifyRequest,
  c: UpstreamCall,
): Promise<unknown> {
  const { config, name, api, upstream } = c;
  const filled = fillPathParameters(api.path, c.params);
  if (!filled.ok) throw gatewayErrors.badPathParameter(filled.name);
  const json = sendsBody(api.method);
  const query = json ? '' : stringifyQuery(filled.rest);
  const bodyText = json ? JSON.stringify(filled.rest) : undefined;
  const url = `${c.base.replace(/\/+$/, '')}${filled.path}${query ? `?${query}` : ''}`;
  const target = new URL(url);
  const identity = await identityHeaders(app, request, {
    config,
    upstreamName: api.upstream,
    upstream,
    menu: c.menu,
    now: c.now,
    call: { method: api.method, url: `${target.pathname}${target.search}`, body: bodyText ?? '' },
  });
  const headers = {
    accept: 'application/json',
    ...(json && { 'content-type': 'application/json' }),
    ...identity.headers,
  };
  let response: Response;
  try {
    response = await fetch(url, {
      method: api.method,
      headers,
      ...(bodyText !== undefined && { body: bodyText }),
      signal: AbortSignal.timeout(upstream.timeout ?? config.api.timeout),
      redirect: 'manual',
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    request.log.warn({ api: name, upstream: api.upstream, err: error }, 'server-made upstream call failed');
    throw timedOut ? gatewayErrors.timeout() : gatewayErrors.unreachable();
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (response.status === 401 && (await keyRevoked(app, identity.kid))) throw authErrors.expired();
  if (response.status >= 400 && response.status < 500 && response.status !== 401 && isApiEnvelope(data)) {
    // The backend's own refusal (a bad filter, …), in its words.
    throw new ApiError(response.status, data.resultCode, data.resultMessage ?? '');
  }
  if (!response.ok || !isApiEnvelope(data) || !config.api.passResultCodes.includes(data.resultCode)) {
    request.log.warn({ api: name, upstream: api.upstream, status: response.status }, 'upstream failed');
    throw gatewayErrors.upstreamFailed();
  }
  return (data as { body?: unknown }).body;
}
