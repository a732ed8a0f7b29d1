import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { apiRoute } from '../platform/index.ts';

/** Rows as JSON: 10,000 rows of a wide grid fit. */
const BODY_LIMIT = 16 * 1024 * 1024;

/**
 * `POST /api/export` (logged in): rows the browser already has (a page of a grid, inline rows) as
 * an xlsx or csv file, with the grid's formats and masks applied. It reads nothing the caller could
 * not see: every row comes from the caller.
 */
export async function exportApi(app: FastifyInstance): Promise<void> {
  apiRoute(
    app,
    API_ROUTES['table.export'],
    async (request, reply) => {
      const { rows, ...file } = request.body;
      return reply.sendTable(file, (writer) => writer.write(rows));
    },
    { bodyLimit: BODY_LIMIT },
  );
}
