import type { Queryable } from './dbTypes.ts';
import { personalAccessLogs } from './schema.ts';

/** 수행업무 of an access record: 조회, 입력, 변경, 삭제, 출력, 다운로드, 원문조회. */
export type PersonalAction = 'READ' | 'CREATE' | 'UPDATE' | 'DELETE' | 'PRINT' | 'DOWNLOAD' | 'UNMASK';

/** One access to personal data: who, from where, how, through what, whose, and why. */
export interface PersonalAccessEntry {
  usrId: string;
  usrIp: string;
  sysCd: string;
  mnuId?: string | undefined;
  fncId?: string | undefined;
  tranId?: string | undefined;
  action: PersonalAction;
  /** What carried the data: a declared API's name (`shop.members`), a management call. */
  source: string;
  /** Every data subject the call carried (each once). */
  subjectIds: readonly string[];
  reasonCd?: string | undefined;
  reason?: string | undefined;
  at: Date;
}

/** The row of a record, as `recordPersonalAccess` writes it. */
export function personalAccessRow(entry: PersonalAccessEntry, recId?: string) {
  return {
    recId: recId ?? null,
    accDttm: entry.at,
    usrId: entry.usrId.slice(0, 50),
    usrIp: entry.usrIp.slice(0, 45),
    sysCd: entry.sysCd.slice(0, 30),
    mnuId: entry.mnuId?.slice(0, 50) ?? null,
    fncId: entry.fncId?.slice(0, 100) ?? null,
    tranId: entry.tranId?.slice(0, 64) ?? null,
    action: entry.action,
    source: entry.source.slice(0, 200),
    subjectIds: [...entry.subjectIds],
    subjectCnt: entry.subjectIds.length,
    reasonCd: entry.reasonCd?.slice(0, 50) ?? null,
    reason: entry.reason?.slice(0, 500) ?? null,
  };
}

/**
 * Writes one access to personal data to `personal_access_logs` (개인정보 접속기록) now, in `db`'s
 * transaction when it is one (a write of the console's own). Answers go through the outbox
 * (`app.personalRecords`, personalRecorder.ts) instead.
 */
export async function recordPersonalAccess(db: Queryable, entry: PersonalAccessEntry): Promise<void> {
  await db.insert(personalAccessLogs).values(personalAccessRow(entry));
}
