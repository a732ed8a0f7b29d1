import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { EXPORT_MAX_ROWS } from '../../../schemas/api/export.ts';
import type { HistoryExport } from '../../../schemas/api/history.ts';
import {
  type PersonalAccessSearch,
  personalAccessSearchSchema,
  subjectAccessSearchSchema,
} from '../../../schemas/api/privacy.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { personalReason } from '../db/index.ts';
import { apiRoute, type PluginOptions, success } from '../platform/index.ts';
import { startAuditAnchors } from './auditAnchors.ts';
import { searchPersonalAccess } from './privacyStore.ts';
import { systemErrors } from './systemErrors.ts';

/** Rows read per page while a whole search is written to a file. */
const EXPORT_PAGE_SIZE = 100;

/**
 * 개인정보 접속기록, bound to the SYSTEM_PRIVACY program: the search one page at a time (menu
 * authority), and the whole search written to a file (EXCEL) with a reason; the records name data
 * subjects, so that download is itself recorded (다운로드 of every subject in the file).
 */
export async function privacyApi(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const sysCd = options.config.management.systemCode;
  const now = options.now ?? Date.now;
  const empty = { page: 1, size: 20 } as PersonalAccessSearch;
  startAuditAnchors(app, now);

  // The records this instance has just made are read too: its outbox is flushed first.
  apiRoute(app, API_ROUTES['privacy.access'], async (request) => {
    await app.personalRecords.flush();
    return success(
      await searchPersonalAccess(app.db, sysCd, (request.body ?? empty) as PersonalAccessSearch),
    );
  });

  apiRoute(app, API_ROUTES['privacy.subject'], async (request) => {
    await app.personalRecords.flush();
    return success(await searchPersonalAccess(app.db, sysCd, request.body));
  });

  /**
   * A whole search written to a file with a reason; the file names data subjects, so the download
   * is itself recorded (다운로드 of every subject in the file: all the records name, or the one).
   */
  const exportRecords = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: HistoryExport,
    schema: z.ZodType<PersonalAccessSearch>,
    source: string,
  ) => {
    const { params, reasonCd, reason: words, ...file } = body;
    const search = schema.safeParse(params);
    if (!search.success) throw systemErrors.badSearch();
    const reason = await personalReason(app.db, { reasonCd, reason: words });
    const user = request.user;
    if (!user) throw systemErrors.badSearch();
    const at = new Date(now());
    const menuHeader = options.config.api.headers.menuId.toLowerCase();
    const subjects = new Set<string>(search.data.subject ? [search.data.subject] : []);
    return reply.sendTable(
      { ...file, stamp: { by: user.usrId, at, tranId: request.tranId, reason: reason.reason } },
      async (writer) => {
        let written = 0;
        for (let page = 1; written < EXPORT_MAX_ROWS; page++) {
          const { list } = await searchPersonalAccess(app.db, sysCd, {
            ...search.data,
            page,
            size: EXPORT_PAGE_SIZE,
          });
          const rows = list.slice(0, EXPORT_MAX_ROWS - written);
          if (!search.data.subject) for (const row of rows) for (const id of row.subjectIds) subjects.add(id);
          await writer.write(rows.map(({ subjectIds: _ids, ...row }) => row) as never);
          written += rows.length;
          if (list.length < EXPORT_PAGE_SIZE) break;
        }
        app.personalRecords.record({
          usrId: user.usrId,
          usrIp: request.ip,
          sysCd,
          mnuId: String(request.headers[menuHeader] ?? '') || undefined,
          fncId: 'EXCEL',
          tranId: request.tranId,
          action: 'DOWNLOAD',
          source,
          subjectIds: [...subjects],
          reasonCd: reason.reasonCd,
          reason: reason.reason,
          at,
        });
        request.log.info({ rows: written, source }, 'personal access records exported');
      },
    );
  };

  apiRoute(app, API_ROUTES['privacy.accessExport'], (request, reply) =>
    exportRecords(request, reply, request.body, personalAccessSearchSchema, 'privacy.access'),
  );
  apiRoute(app, API_ROUTES['privacy.subjectExport'], (request, reply) =>
    exportRecords(request, reply, request.body, subjectAccessSearchSchema, 'privacy.subject'),
  );
}
