import type { FastifyRequest } from 'fastify';
import { type Queryable, recordAdminAudit } from '../db/index.ts';

/** Records one administrator's write: the caller and their address from the request, the time now. */
export type AdminAuditWriter = (
  request: FastifyRequest,
  db: Queryable,
  actCd: string,
  trgtId: string,
  before: unknown,
  after: unknown,
) => Promise<void>;

/** The audit writer of the system plugins (menus, users, roles, codes, approvals), over their clock. */
export function adminAuditWriter(now: () => number = Date.now): AdminAuditWriter {
  return (request, db, actCd, trgtId, before, after) =>
    recordAdminAudit(db, {
      usrId: request.user?.usrId ?? 'anonymous',
      usrIp: request.ip,
      actCd,
      trgtId,
      before: before ?? null,
      after: after ?? null,
      at: new Date(now()),
    });
}
