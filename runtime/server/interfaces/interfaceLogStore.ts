import { and, desc, eq, ilike, lt } from 'drizzle-orm';
import {
  INTERFACE_LOG_LIST_MAX,
  type InterfaceLogList,
  type InterfaceLogRequest,
  type InterfaceLogResponse,
} from '../../../schemas/api/interfaceLog.ts';
import type { Db } from '../db/index.ts';
import { containsPattern, interfaceLogs, withinKoreanDays } from '../db/index.ts';
import type { AuditStamp } from '../platform/index.ts';

/** Who logged a call: the caller's session user and system, and the audit stamp of the request. */
export interface InterfaceLogCaller {
  usrId: string;
  sysCd: string;
  stamp: AuditStamp;
}

const callColumns = (record: InterfaceLogRequest, caller: InterfaceLogCaller) => ({
  tranId: record.tranId,
  usrId: caller.usrId,
  sysCd: caller.sysCd,
  ifId: record.ifId,
  ifVer: record.version,
  direction: record.direction,
  ifType: record.type,
  ...caller.stamp,
});

/**
 * A call began: its row is added, or (when its response record came first) given its start time.
 * Keyed by user and transaction id, so a caller only ever touches their own rows.
 */
export async function recordInterfaceRequest(
  db: Db,
  record: InterfaceLogRequest,
  caller: InterfaceLogCaller,
): Promise<void> {
  const reqDttm = new Date(record.time);
  await db
    .insert(interfaceLogs)
    .values({ ...callColumns(record, caller), reqDttm })
    .onConflictDoUpdate({
      target: [interfaceLogs.usrId, interfaceLogs.tranId],
      set: { reqDttm, updDttm: caller.stamp.updDttm, updUsrIp: caller.stamp.updUsrIp },
    });
}

/** A call ended: its row gets the status, duration and end time (added when the request record never came). */
export async function recordInterfaceResponse(
  db: Db,
  record: InterfaceLogResponse,
  caller: InterfaceLogCaller,
): Promise<void> {
  const outcome = { status: record.status, durationMs: record.durationMs, resDttm: new Date(record.time) };
  await db
    .insert(interfaceLogs)
    .values({ ...callColumns(record, caller), ...outcome })
    .onConflictDoUpdate({
      target: [interfaceLogs.usrId, interfaceLogs.tranId],
      set: { ...outcome, updDttm: caller.stamp.updDttm, updUsrIp: caller.stamp.updUsrIp },
    });
}

/** The rows a 인터페이스 이력 search finds in system `sysCd`, newest first, at most `INTERFACE_LOG_LIST_MAX`. */
export async function listInterfaceLogs(db: Db, sysCd: string, search: InterfaceLogList) {
  const where = and(
    eq(interfaceLogs.sysCd, sysCd),
    withinKoreanDays(interfaceLogs.regDttm, search.period),
    search.ifId ? ilike(interfaceLogs.ifId, containsPattern(search.ifId)) : undefined,
    search.direction ? eq(interfaceLogs.direction, search.direction) : undefined,
    search.type ? eq(interfaceLogs.ifType, search.type) : undefined,
    search.status ? eq(interfaceLogs.status, search.status) : undefined,
    search.usrId ? eq(interfaceLogs.usrId, search.usrId) : undefined,
  );
  const rows = await db
    .select({
      id: interfaceLogs.id,
      tranId: interfaceLogs.tranId,
      usrId: interfaceLogs.usrId,
      ifId: interfaceLogs.ifId,
      version: interfaceLogs.ifVer,
      direction: interfaceLogs.direction,
      type: interfaceLogs.ifType,
      status: interfaceLogs.status,
      durationMs: interfaceLogs.durationMs,
      reqDttm: interfaceLogs.reqDttm,
      resDttm: interfaceLogs.resDttm,
      regDttm: interfaceLogs.regDttm,
    })
    .from(interfaceLogs)
    .where(where)
    .orderBy(desc(interfaceLogs.regDttm), desc(interfaceLogs.id))
    .limit(INTERFACE_LOG_LIST_MAX);
  return rows.map((r) => ({
    ...r,
    direction: r.direction as 'INBOUND' | 'OUTBOUND',
    type: r.type as 'MOBILE_BRIDGE' | 'HTTP',
  }));
}

/** Deletes the rows recorded more than `keepDays` days before `now`; answers how many went. */
export async function pruneInterfaceLogs(
  db: Db,
  keepDays: number,
  now: number = Date.now(),
): Promise<number> {
  const cutoff = new Date(now - keepDays * 86_400_000);
  const gone = await db
    .delete(interfaceLogs)
    .where(lt(interfaceLogs.regDttm, cutoff))
    .returning({ id: interfaceLogs.id });
  return gone.length;
}
