import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ConsoleConfig,
  type DeclaredApi,
  declaredApiExportSchema,
  EXPORT_MAX_ROWS,
  type UpstreamConfig,
} from '../../../schemas/index.ts';
import { hasFunctionAuthority } from '../../core/auth/index.ts';
import { maskPersonal } from '../../core/privacy/index.ts';
import { stringifyQuery } from '../../core/query/index.ts';
import { countAtPath, isApiEnvelope, rowsAtPath } from '../../core/transport/index.ts';
import { fillPathParameters } from '../../core/url/index.ts';
import { recordPersonalAccess } from '../db/index.ts';
import { ApiError, authErrors } from '../platform/index.ts';
import { authoriseGatewayCall, type GatewayMenu } from './gatewayAccess.ts';
import { gatewayErrors } from './gatewayErrors.ts';
import { identityHeaders, keyRevoked } from './identityHeaders.ts';
import { sendsBody } from './sendsBody.ts';

/** Rows asked of the backend per page while exporting. */
export const EXPORT_PAGE_SIZE = 1000;

type Page = { rows: Record<string, unknown>[]; total: number | undefined };

/**
 * `POST /api/ext/<name>/export` for a declared API that pages (`total`): the grid's parameters, its
 * columns and a format; the server asks the backend for every page (1,000 rows at a time, at most
 * EXPORT_MAX_ROWS) and streams them into the file as they come, so its memory stays flat however
 * many rows there are. Needs what the API needs, plus `exportFncId` (EXCEL) on the calling menu.
 */
export function registerGatewayExport(
  app: FastifyInstance,
  o: {
    config: ConsoleConfig;
    name: string;
    api: DeclaredApi;
    upstream: UpstreamConfig;
    base: () => string;
    routes: () => readonly string[];
    now: () => number;
  },
): void {
  const { config, name, api, upstream } = o;
  const paging = api.paging;
  const total = api.total;
  if (total === undefined) return;

  async function fetchPage(
    request: FastifyRequest,
    menu: GatewayMenu,
    params: Record<string, unknown>,
    page: number,
    subjects: Set<string>,
  ) {
    const filled = fillPathParameters(api.path, {
      ...params,
      [paging.page]: page,
      [paging.size]: EXPORT_PAGE_SIZE,
    });
    if (!filled.ok) throw gatewayErrors.badPathParameter(filled.name);
    const json = sendsBody(api.method);
    const query = json ? '' : stringifyQuery(filled.rest);
    const bodyText = json ? JSON.stringify(filled.rest) : undefined;
    const url = `${o.base().replace(/\/+$/, '')}${filled.path}${query ? `?${query}` : ''}`;
    const target = new URL(url);
    const identity = await identityHeaders(app, request, {
      config,
      upstreamName: api.upstream,
      upstream,
      menu,
      now: o.now(),
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
      request.log.warn({ api: name, upstream: api.upstream, err: error }, 'export: upstream call failed');
      throw timedOut ? gatewayErrors.timeout() : gatewayErrors.unreachable();
    }
    const data: unknown = await response.json().catch(() => undefined);
    if (response.status === 401 && (await keyRevoked(app, identity.kid))) throw authErrors.expired();
    if (response.status >= 400 && response.status < 500 && response.status !== 401 && isApiEnvelope(data)) {
      // The backend's own refusal (a bad filter, …), in its words.
      throw new ApiError(response.status, data.resultCode, data.resultMessage ?? '');
    }
    if (!response.ok || !isApiEnvelope(data) || !config.api.passResultCodes.includes(data.resultCode)) {
      request.log.warn(
        { api: name, upstream: api.upstream, status: response.status },
        'export: upstream failed',
      );
      throw gatewayErrors.upstreamFailed();
    }
    const body = (data as { body?: unknown }).body;
    // Personal data goes into the file masked, as on screen; its subjects are recorded with it.
    if (api.personal)
      for (const id of maskPersonal(body, api.rows, api.personal, config.privacy.masking)) subjects.add(id);
    return {
      rows: rowsAtPath(body, api.rows),
      total: total ? countAtPath(body, total) : undefined,
    } satisfies Page;
  }

  async function exportAll(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const menu = await authoriseGatewayCall(request, {
      name,
      api,
      systemCode: config.management.systemCode,
      menuHeader: config.api.headers.menuId,
      routes: o.routes(),
    });
    if (!hasFunctionAuthority(request.user?.roles ?? [], menu.mnuId, api.exportFncId)) {
      throw authErrors.forbiddenFunction();
    }
    const parsed = declaredApiExportSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw gatewayErrors.badBody();
    const { params, ...file } = parsed.data;
    // Paging is the export's: the grid's page and size do not narrow it.
    const { [paging.page]: _page, [paging.size]: _size, ...filters } = params;
    const subjects = new Set<string>();
    const first = await fetchPage(request, menu, filters, 1, subjects);
    const limit = Math.min(first.total ?? EXPORT_MAX_ROWS, EXPORT_MAX_ROWS);
    return reply.sendTable(file, async (writer) => {
      let page = first;
      let written = 0;
      for (let n = 1; ; n++) {
        if (n > 1) page = await fetchPage(request, menu, filters, n, subjects);
        const rows = page.rows.slice(0, limit - written);
        await writer.write(rows);
        written += rows.length;
        if (written >= limit || page.rows.length < EXPORT_PAGE_SIZE) break;
      }
      if (api.personal && request.user) {
        // 다운로드, recorded before the file is complete: no finished file without its record.
        await recordPersonalAccess(app.db, {
          usrId: request.user.usrId,
          usrIp: request.ip,
          sysCd: config.management.systemCode,
          mnuId: menu.mnuId,
          fncId: api.exportFncId,
          tranId: request.tranId,
          action: 'DOWNLOAD',
          source: name,
          subjectIds: [...subjects],
          at: new Date(o.now()),
        });
      }
      request.log.info({ api: name, rows: written }, 'export written');
    });
  }

  // Never `secured`: the parameters travel in a POST body, out of URL logs already.
  app.post(`/${name}/export`, { bodyLimit: 1024 * 1024 }, exportAll);
}
