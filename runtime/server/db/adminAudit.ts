import type { Queryable } from './dbTypes.ts';
import { adminAuditLogs } from './schema.ts';

/** One administrator's write: who, from where, which route on which record, before and after. */
export interface AdminAuditEntry {
  usrId: string;
  usrIp: string;
  /** The route's name: `user.add`, `role.grants`, … */
  actCd: string;
  /** The record: a user id, a role id, `grpCd:dtlCd`, … */
  trgtId: string;
  /** The record before the write (null for an add) and after it (null for a remove). */
  before: unknown;
  after: unknown;
  at: Date;
}

/**
 * Records an administrator's write in `admin_audit_logs`. Call it in the write's transaction, so a
 * write is never without its record (and a refused one leaves none).
 */
export async function recordAdminAudit(db: Queryable, entry: AdminAuditEntry): Promise<void> {
  await db.insert(adminAuditLogs).values({
    usrId: entry.usrId.slice(0, 50),
    usrIp: entry.usrIp.slice(0, 45),
    actCd: entry.actCd,
    trgtId: entry.trgtId.slice(0, 200),
    beforeVal: entry.before ?? null,
    afterVal: entry.after ?? null,
    regDttm: entry.at,
  });
}
