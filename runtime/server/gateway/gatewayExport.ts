import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declaredApiExportSchema, EXPORT_MAX_ROWS } from '../../../schemas/index.ts';
import { maskPersonal, personalRecords } from '../../core/privacy/index.ts';
import { countAtPath, rowsAtPath } from '../../core/transport/index.ts';
import { personalReason } from '../db/index.ts';
import { approveLargeDownload } from './downloadApproval.ts';
import type { GatewayMenu } from './gatewayAccess.ts';
import { gatewayErrors } from './gatewayErrors.ts';
import { authoriseServerMade, type ServerMadeOptions, upstreamCaller } from './upstreamCall.ts';

/** Rows asked of the backend per page while exporting. */
export const EXPORT_PAGE_SIZE = 1000;

type Page = { rows: Record<string, unknown>[]; total: number | undefined };

/**
 * `POST /api/ext/<name>/export` for a declared API that pages (`total`): the grid's parameters, its
 * columns and a format; the server asks the backend for every page (1,000 rows at a time, at most
 * EXPORT_MAX_ROWS) and streams them into the file as they come, so its memory stays flat however
 * many rows there are. Needs what the API needs, plus `exportFncId` (EXCEL) on the calling menu.
 */
export function registerGatewayExport(app: FastifyInstance, o: ServerMadeOptions): void {
  const { config, name, api } = o;
  const call = upstreamCaller(app, o);
  const paging = api.paging;
  const total = api.total;
  // A paged API exports every page; one with personal data exports its one answer too (its
  // download must be made, masked and recorded by the server, never from the browser's rows).
  if (total === undefined && !api.personal) return;

  async function fetchPage(
    request: FastifyRequest,
    menu: GatewayMenu,
    params: Record<string, unknown>,
    page: number | undefined,
    subjects: Set<string>,
  ): Promise<Page> {
    const body = await call(
      request,
      menu,
      page === undefined ? params : { ...params, [paging.page]: page, [paging.size]: EXPORT_PAGE_SIZE },
    );
    // Personal data goes into the file masked, as on screen; its subjects are recorded with it.
    if (api.personal)
      for (const id of maskPersonal(body, api.rows, api.personal, config.privacy.masking)) subjects.add(id);
    return {
      rows: api.personal ? personalRecords(body, api.rows) : rowsAtPath(body, api.rows),
      total: total ? countAtPath(body, total) : undefined,
    } satisfies Page;
  }

  async function exportAll(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const menu = await authoriseServerMade(request, o, api.exportFncId);
    const parsed = declaredApiExportSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw gatewayErrors.badBody();
    const { params, reasonCd, reason: words, ...file } = parsed.data;
    // 다운로드 of personal data: a reason first (C3), refused without one.
    const reason = api.personal ? await personalReason(app.db, { reasonCd, reason: words }) : undefined;
    // Paging is the export's: the grid's page and size do not narrow it.
    const { [paging.page]: _page, [paging.size]: _size, ...filters } = params;
    const subjects = new Set<string>();
    const paged = total !== undefined;
    const first = await fetchPage(request, menu, paged ? filters : params, paged ? 1 : undefined, subjects);
    const limit = Math.min(first.total ?? EXPORT_MAX_ROWS, EXPORT_MAX_ROWS);
    const at = new Date(o.now());
    // Above the threshold, a second person approves the file before it is made.
    if (reason)
      await approveLargeDownload(app, request, config.privacy.download, {
        source: name,
        params: paged ? filters : params,
        subjects: paged ? limit : subjects.size,
        reason: reason.reason,
        now: at,
      });
    const user = request.user;
    // Who made the file, when, under which transaction and why: inside it (C5).
    const stamp =
      api.personal && user
        ? {
            by: user.usrId,
            at,
            tranId: request.tranId,
            ...(reason && { reason: reason.reason }),
          }
        : undefined;
    return reply.sendTable({ ...file, ...(stamp && { stamp }) }, async (writer) => {
      let page = first;
      let written = 0;
      for (let n = 1; ; n++) {
        if (n > 1) page = await fetchPage(request, menu, filters, n, subjects);
        const rows = page.rows.slice(0, limit - written);
        await writer.write(rows);
        written += rows.length;
        if (!paged || written >= limit || page.rows.length < EXPORT_PAGE_SIZE) break;
      }
      if (api.personal && user) {
        // 다운로드, recorded before the file is complete: no finished file without its record.
        app.personalRecords.record({
          usrId: user.usrId,
          usrIp: request.ip,
          sysCd: config.management.systemCode,
          mnuId: menu.mnuId,
          fncId: api.exportFncId,
          tranId: request.tranId,
          action: 'DOWNLOAD',
          source: name,
          subjectIds: [...subjects],
          reasonCd: reason?.reasonCd,
          reason: reason?.reason,
          at,
        });
      }
      request.log.info({ api: name, rows: written }, 'export written');
    });
  }

  // Never `secured`: the parameters travel in a POST body, out of URL logs already.
  app.post(`/${name}/export`, { bodyLimit: 1024 * 1024 }, exportAll);
}
