import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MANAGEMENT_PROGRAMS } from '../../../schemas/api/programs.ts';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { APPROVAL_TYPE_NAMES, BULK_DOWNLOAD_APPROVAL } from '../../core/auth/index.ts';
import { noteChange } from '../cache/index.ts';
import {
  approvalRequests,
  containsPattern,
  type Queryable,
  UNLOCKED,
  type UnlockStamp,
  users,
} from '../db/index.ts';
import {
  apiRoute,
  auditStamp,
  authErrors,
  hashPassword,
  menuCallerOf,
  menuRefusal,
  type PluginOptions,
  success,
  updateStamp,
} from '../platform/index.ts';
import { adminAuditWriter } from './adminAuditWriter.ts';
import { systemErrors } from './systemErrors.ts';
import { initialPassword, newPasswordColumns } from './userStore.ts';

type Row = typeof approvalRequests.$inferSelect;

const typeName = (code: string) => APPROVAL_TYPE_NAMES[code] ?? code;

function record(row: Row, usrNm: string | null) {
  return {
    id: row.id,
    usrId: row.usrId,
    usrNm,
    aprvTypeCd: row.aprvTypeCd,
    aprvTypeNm: typeName(row.aprvTypeCd),
    status: row.status as 'REQUESTED' | 'APPROVED' | 'REJECTED',
    reason: row.reason,
    prcsRsn: row.prcsRsn,
    prcsUsrId: row.prcsUsrId,
    prcsDttm: row.prcsDttm?.toISOString() ?? null,
    regDttm: row.regDttm.toISOString(),
  };
}

/** An open request by id, locked for the decision; 404 when there is none, 409 when decided. */
async function openRequest(tx: Queryable, id: number): Promise<Row> {
  const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  if (!row) throw systemErrors.approvalNotFound(id);
  if (row.status !== 'REQUESTED') throw systemErrors.approvalDecided(id);
  return row;
}

/**
 * Decides an open request (locked by `openRequest`): who and when, the reason of a rejection, and
 * the requester not yet told. Answers the request as it is now.
 */
async function decide(
  tx: Queryable,
  row: Row,
  stamp: UnlockStamp,
  status: 'APPROVED' | 'REJECTED',
  prcsRsn?: string,
) {
  const [next] = await tx
    .update(approvalRequests)
    .set({
      status,
      ...(prcsRsn !== undefined && { prcsRsn }),
      prcsUsrId: stamp.updUsrId,
      prcsDttm: stamp.updDttm,
      // The requester is told at the next login; a download's requester finds out by downloading.
      notifiedYn: row.aprvTypeCd === BULK_DOWNLOAD_APPROVAL ? 'Y' : 'N',
      ...stamp,
    })
    .where(eq(approvalRequests.id, row.id))
    .returning();
  return record(next!, null);
}

/**
 * 승인 관리, bound to the SYSTEM_APPROVAL program: the approval requests users filed at login (spec
 * section 5), listed (menu authority), approved or rejected (SAVE). Approving carries the request
 * out in the same transaction: 01 unlocks the account, 02 gives it a one-time password (answered
 * once; the account must change it), 03 releases dormancy and expiry. The requester reads the
 * decision at their next login (with the right password). Every decision is audited.
 */
export async function approvalAdminApi(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const write = adminAuditWriter(now);
  const audit = (request: FastifyRequest, db: Queryable, actCd: string, row: Row, after: unknown) =>
    write(request, db, actCd, `${row.id}:${row.usrId}`, record(row, null), after);

  // The dashboard's figure: read from any screen, so the program is checked here — the caller must
  // be able to open a menu of it (승인 관리), as the list itself requires.
  apiRoute(app, API_ROUTES['approval.pending'], async (request) => {
    const systemCode = options.config.management.systemCode;
    const roles = request.user?.roles ?? [];
    const mayOpen = [...(await app.menus.all()).byId.values()].some(
      (menu) =>
        menu.sysCd === systemCode &&
        menu.proIdVal === MANAGEMENT_PROGRAMS.approval &&
        menuRefusal(menu, { ...menuCallerOf(request), roles }) === undefined,
    );
    if (!mayOpen) throw authErrors.forbiddenMenu();
    const [open] = await app.db
      .select({ n: count() })
      .from(approvalRequests)
      .where(eq(approvalRequests.status, 'REQUESTED'));
    return success({ count: Number(open?.n ?? 0) });
  });

  apiRoute(app, API_ROUTES['approval.list'], async (request) => {
    const s = request.body ?? { page: 1, size: 20 };
    const where = and(
      s.status ? eq(approvalRequests.status, s.status) : undefined,
      s.aprvTypeCd ? eq(approvalRequests.aprvTypeCd, s.aprvTypeCd) : undefined,
      s.usrId ? ilike(approvalRequests.usrId, containsPattern(s.usrId)) : undefined,
    );
    const [total] = await app.db.select({ n: count() }).from(approvalRequests).where(where);
    const rows = await app.db
      .select({ row: approvalRequests, usrNm: users.usrNm })
      .from(approvalRequests)
      .leftJoin(users, eq(users.usrId, approvalRequests.usrId))
      .where(where)
      // Open requests first: they are the work.
      .orderBy(
        sql`case when ${approvalRequests.status} = 'REQUESTED' then 0 else 1 end`,
        desc(approvalRequests.id),
      )
      .limit(s.size)
      .offset((s.page - 1) * s.size);
    return success({ list: rows.map((r) => record(r.row, r.usrNm)), totalCount: total?.n ?? 0 });
  });

  apiRoute(app, API_ROUTES['approval.approve'], async (request) => {
    const stamp = updateStamp(auditStamp(request, new Date(now())));
    const done = await app.db.transaction(async (tx) => {
      const row = await openRequest(tx, request.body.id);
      if (row.aprvTypeCd === BULK_DOWNLOAD_APPROVAL) {
        // A second person's approval: never the requester's own.
        if (row.usrId === request.user?.usrId) throw systemErrors.ownDownload();
        const after = await decide(tx, row, stamp, 'APPROVED');
        await audit(request, tx, 'approval.approve', row, after);
        return { row, initialPassword: undefined };
      }
      // 01 unlocks; 02 gives a one-time password (shown once) and unlocks; 03 releases dormancy.
      const reset = row.aprvTypeCd === '02' ? initialPassword(row.usrId, null) : undefined;
      const account = reset
        ? newPasswordColumns(await hashPassword(reset.password), stamp.updDttm)
        : row.aprvTypeCd === '01'
          ? UNLOCKED
          : { dormantYn: 'N', expiredYn: 'N' };
      const changed = await tx
        .update(users)
        .set({ ...account, ...stamp })
        .where(eq(users.usrId, row.usrId))
        .returning({ usrId: users.usrId });
      if (!changed.length) throw systemErrors.userNotFound(row.usrId);
      const after = await decide(tx, row, stamp, 'APPROVED');
      await audit(request, tx, 'approval.approve', row, after);
      return { row, initialPassword: reset?.generated };
    });
    if (done.row.aprvTypeCd !== BULK_DOWNLOAD_APPROVAL) noteChange(app.db, { t: 'user', k: done.row.usrId });
    request.log.info(
      { id: done.row.id, usrId: done.row.usrId, type: done.row.aprvTypeCd },
      'approval approved',
    );
    return success({
      id: done.row.id,
      usrId: done.row.usrId,
      aprvTypeNm: typeName(done.row.aprvTypeCd),
      ...(done.initialPassword !== undefined && { initialPassword: done.initialPassword }),
    });
  });

  apiRoute(app, API_ROUTES['approval.reject'], async (request) => {
    const stamp = updateStamp(auditStamp(request, new Date(now())));
    const after = await app.db.transaction(async (tx) => {
      const row = await openRequest(tx, request.body.id);
      const shown = await decide(tx, row, stamp, 'REJECTED', request.body.prcsRsn);
      await audit(request, tx, 'approval.reject', row, shown);
      return shown;
    });
    request.log.info({ id: after.id, usrId: after.usrId }, 'approval rejected');
    return success(after);
  });
}
