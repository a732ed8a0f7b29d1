import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConsoleConfig } from '../../../schemas/config/index.ts';
import { BULK_DOWNLOAD_APPROVAL } from '../../core/auth/index.ts';
import { koreanDayStart } from '../../core/privacy/index.ts';
import { approvalRequests, rowsOf } from '../db/index.ts';
import { gatewayErrors } from './gatewayErrors.ts';

/** How long an approved download may be made after the approval (ms). */
export const APPROVED_DOWNLOAD_MS = 24 * 3_600_000;

/** A stable text of a value: object keys sorted, so the same search always hashes the same. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Which download an approval is for: the source and the search, hashed. */
export function downloadKey(source: string, params: Record<string, unknown>): string {
  return createHash('sha256')
    .update(`${source}\n${stable(params)}`)
    .digest('hex');
}

/** The subjects `usrId` has downloaded since the start of the Korean day of `now`. */
async function downloadedToday(app: FastifyInstance, usrId: string, now: Date): Promise<number> {
  await app.personalRecords.flush();
  const midnight = koreanDayStart(now);
  const [row] = rowsOf<{ n: number | string | null }>(
    await app.db.execute(sql`select coalesce(sum(subject_cnt), 0) as n from personal_access_logs
      where usr_id = ${usrId} and action = 'DOWNLOAD' and acc_dttm >= ${midnight.toISOString()}::timestamptz`),
  );
  return Number(row?.n ?? 0);
}

export interface DownloadRequest {
  source: string;
  /** The search the file is made of (without paging). */
  params: Record<string, unknown>;
  /** How many subjects the file will name. */
  subjects: number;
  /** The reason given, shown to the approver. */
  reason: string;
  now: Date;
}

/**
 * A download of personal data above `privacy.download` (more subjects in the file than `perFile`,
 * or more that day than `perDay`) needs a second person (C3, issue acceptance): the first time it is
 * asked for, an approval request (type 04) is filed on 승인 관리 and the answer is 409
 * PRIVACY_APPROVAL_REQUIRED; asked again once another administrator approved it, within 24 hours,
 * the approval is used up (one file) and the download goes ahead. Resolves when it may.
 */
export async function approveLargeDownload(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: ConsoleConfig['privacy']['download'],
  d: DownloadRequest,
): Promise<void> {
  const usrId = request.user?.usrId;
  if (!usrId) return;
  const n = (x: number) => x.toLocaleString('ko-KR');
  const perFile = d.subjects > rules.perFile;
  const today = perFile ? 0 : await downloadedToday(app, usrId, d.now);
  if (!perFile && today + d.subjects <= rules.perDay) return;
  // Why it waits: in the request on 승인 관리, and in the answer.
  const [over, why] = perFile
    ? [
        `${n(d.subjects)}명`,
        `내려받을 정보주체가 ${n(d.subjects)}명으로 한 번에 내려받을 수 있는 기준(${n(rules.perFile)}명)을 넘습니다.`,
      ]
    : [
        `오늘 ${n(today + d.subjects)}명`,
        `오늘 내려받은 정보주체 ${n(today)}명에 이번 ${n(d.subjects)}명을 더하면 하루 기준(${n(rules.perDay)}명)을 넘습니다.`,
      ];
  const key = downloadKey(d.source, d.params);
  // Used at most once, however many exports race for it.
  const used = await app.db
    .update(approvalRequests)
    .set({ usedDttm: d.now })
    .where(
      and(
        eq(approvalRequests.usrId, usrId),
        eq(approvalRequests.aprvTypeCd, BULK_DOWNLOAD_APPROVAL),
        eq(approvalRequests.aprvKey, key),
        eq(approvalRequests.status, 'APPROVED'),
        isNull(approvalRequests.usedDttm),
        gt(approvalRequests.prcsDttm, new Date(d.now.getTime() - APPROVED_DOWNLOAD_MS)),
      ),
    )
    .returning({ id: approvalRequests.id });
  if (used[0]) {
    request.log.info(
      { approval: used[0].id, source: d.source, subjects: d.subjects },
      'approved download made',
    );
    return;
  }
  const [open] = await app.db
    .select({ id: approvalRequests.id, key: approvalRequests.aprvKey })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.usrId, usrId),
        eq(approvalRequests.aprvTypeCd, BULK_DOWNLOAD_APPROVAL),
        eq(approvalRequests.status, 'REQUESTED'),
      ),
    );
  if (open)
    throw open.key === key
      ? gatewayErrors.downloadPending(open.id)
      : gatewayErrors.otherDownloadPending(open.id);
  const [filed] = await app.db
    .insert(approvalRequests)
    .values({
      usrId,
      aprvTypeCd: BULK_DOWNLOAD_APPROVAL,
      reason: `${d.source} ${over} 다운로드 · 사유 ${d.reason}`.slice(0, 1000),
      aprvKey: key,
      subjectCnt: d.subjects,
      regDttm: d.now,
      updDttm: d.now,
      regUsrId: usrId,
      regUsrIp: request.ip,
      updUsrId: usrId,
      updUsrIp: request.ip,
    })
    .onConflictDoNothing()
    .returning({ id: approvalRequests.id });
  if (!filed) throw gatewayErrors.otherDownloadPending(0);
  request.log.info(
    { approval: filed.id, source: d.source, subjects: d.subjects },
    'large download waits for approval',
  );
  throw gatewayErrors.downloadApprovalRequired(filed.id, why);
}
