import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_MAX_ROWS } from '../../../schemas/api/export.ts';
import {
  type AccessHistorySearch,
  type AuthorityHistorySearch,
  accessHistorySearchSchema,
  authorityHistorySearchSchema,
  type LoginHistorySearch,
  loginHistorySearchSchema,
} from '../../../schemas/api/history.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { apiRoute, type PluginOptions, success } from '../platform/index.ts';
import { searchAccessHistory, searchAuthorityHistory, searchLoginHistory } from './historyStore.ts';
import { systemErrors } from './systemErrors.ts';

/** Rows read per page while a whole search is written to a file. */
const EXPORT_PAGE_SIZE = 100;

/**
 * 로그인 이력, 접속 이력 and 권한 변경 이력, bound to the SYSTEM_HISTORY program: each search one page at a time
 * (menu authority), and the whole search written to a file (EXCEL), page by page, so memory stays
 * flat up to `EXPORT_MAX_ROWS` rows. Reads only.
 */
export async function historyApi(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const sysCd = options.config.management.systemCode;
  const empty = { page: 1, size: 20 };

  apiRoute(app, API_ROUTES['history.login'], async (request) =>
    success(await searchLoginHistory(app.db, sysCd, (request.body ?? empty) as LoginHistorySearch)),
  );
  apiRoute(app, API_ROUTES['history.access'], async (request) =>
    success(await searchAccessHistory(app.db, sysCd, (request.body ?? empty) as AccessHistorySearch)),
  );
  apiRoute(app, API_ROUTES['history.authority'], async (request) =>
    success(await searchAuthorityHistory(app.db, (request.body ?? empty) as AuthorityHistorySearch)),
  );

  /** Writes every page of a search to the reply's file. */
  const exportAll = async <S extends { page: number; size: number }>(
    request: FastifyRequest,
    reply: FastifyReply,
    file: Parameters<FastifyReply['sendTable']>[0],
    search: S,
    read: (s: S) => Promise<{ list: Record<string, unknown>[] }>,
  ) =>
    reply.sendTable(file, async (writer) => {
      let written = 0;
      for (let page = 1; written < EXPORT_MAX_ROWS; page++) {
        const { list } = await read({ ...search, page, size: EXPORT_PAGE_SIZE });
        const rows = list.slice(0, EXPORT_MAX_ROWS - written);
        await writer.write(rows as never);
        written += rows.length;
        if (list.length < EXPORT_PAGE_SIZE) break;
      }
      request.log.info({ rows: written, url: request.url }, 'history export written');
    });

  apiRoute(app, API_ROUTES['history.loginExport'], async (request, reply) => {
    const { params, ...file } = request.body;
    const search = loginHistorySearchSchema.safeParse(params);
    if (!search.success) throw systemErrors.badSearch();
    return exportAll(request, reply, file, search.data, (s) => searchLoginHistory(app.db, sysCd, s));
  });
  apiRoute(app, API_ROUTES['history.authorityExport'], async (request, reply) => {
    const { params, ...file } = request.body;
    const search = authorityHistorySearchSchema.safeParse(params);
    if (!search.success) throw systemErrors.badSearch();
    return exportAll(request, reply, file, search.data, (s) => searchAuthorityHistory(app.db, s));
  });
  apiRoute(app, API_ROUTES['history.accessExport'], async (request, reply) => {
    const { params, ...file } = request.body;
    const search = accessHistorySearchSchema.safeParse(params);
    if (!search.success) throw systemErrors.badSearch();
    return exportAll(request, reply, file, search.data, (s) => searchAccessHistory(app.db, sysCd, s));
  });
}
