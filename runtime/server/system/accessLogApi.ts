import type { FastifyInstance, FastifyRequest } from 'fastify';
import { menuAccessSchema, menuFunctionAccessSchema } from '../../../schemas/api/system.ts';
import type { ManagementApiOptions } from '../api/managementApi.ts';
import { accessLogs } from '../db/schema.ts';
import { success } from '../http/index.ts';
import { auditStamp } from './auditStamp.ts';
import { callerOf } from './userMenuApi.ts';

/** A header's value cut to a column's length (`null` when absent). */
function headerValue(request: FastifyRequest, name: string, max: number): string | null {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, max) : null;
}

/**
 * Access history (spec section 7): a menu opened, a function of it used. The client ignores
 * errors of these calls, but they are validated like any other.
 */
export async function accessLogApi(app: FastifyInstance, options: ManagementApiOptions): Promise<void> {
  const { config } = options;
  const record = async (
    request: FastifyRequest,
    entry: { mnuId: string; mnuUrl?: string; fncId?: string },
  ) => {
    await app.db.insert(accessLogs).values({
      usrId: callerOf(request).usrId,
      sysCd: config.management.systemCode,
      mnuId: entry.mnuId,
      mnuUrl: entry.mnuUrl ?? null,
      fncId: entry.fncId ?? null,
      // The program of the current screen, as the client's Program-Id header names it.
      proIdVal: headerValue(request, config.api.headers.programId, 100),
      tranId: request.tranId.slice(0, 64),
      ...auditStamp(request),
    });
    return success(null);
  };

  app.post('/menu/access', async (request) => record(request, menuAccessSchema.parse(request.body)));
  app.post('/menu/access/function', async (request) =>
    record(request, menuFunctionAccessSchema.parse(request.body)),
  );
}
