import { and, arrayContains, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { PERSONAL_ACTION_NAMES, type PersonalAccessSearch } from '../../../schemas/api/privacy.ts';
import {
  containsPattern,
  menus,
  personalAccessLogs,
  type Queryable,
  users,
  withinKoreanDays,
} from '../db/index.ts';

const SORTS: Record<string, SQL[]> = {
  accDttm: [asc(personalAccessLogs.accDttm), asc(personalAccessLogs.id)],
  '-accDttm': [desc(personalAccessLogs.accDttm), desc(personalAccessLogs.id)],
  usrId: [asc(personalAccessLogs.usrId), desc(personalAccessLogs.id)],
  '-usrId': [desc(personalAccessLogs.usrId), desc(personalAccessLogs.id)],
};

/** Subjects shown in a list cell before `외 N명`. */
const SHOWN_SUBJECTS = 3;

/** `M100001, M100002, M100003 외 17명`: a record's subjects as a cell shows them. */
export function subjectsCell(ids: readonly string[]): string {
  const shown = ids.slice(0, SHOWN_SUBJECTS).join(', ');
  return ids.length > SHOWN_SUBJECTS ? `${shown} 외 ${ids.length - SHOWN_SUBJECTS}명` : shown;
}

/**
 * 개인정보 접속기록 of system `sysCd`, one page: a period of Korean days, part of an account id, one
 * subject exactly (its GIN index: everything done to one person's data), an action.
 */
export async function searchPersonalAccess(db: Queryable, sysCd: string, s: PersonalAccessSearch) {
  const where = and(
    eq(personalAccessLogs.sysCd, sysCd),
    withinKoreanDays(personalAccessLogs.accDttm, s.period),
    s.usrId ? ilike(personalAccessLogs.usrId, containsPattern(s.usrId)) : undefined,
    s.subject ? arrayContains(personalAccessLogs.subjectIds, [s.subject]) : undefined,
    s.action ? eq(personalAccessLogs.action, s.action) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(personalAccessLogs).where(where);
  const rows = await db
    .select({ row: personalAccessLogs, usrNm: users.usrNm, mnuNm: menus.mnuNm })
    .from(personalAccessLogs)
    .leftJoin(users, eq(users.usrId, personalAccessLogs.usrId))
    .leftJoin(menus, eq(menus.mnuId, personalAccessLogs.mnuId))
    .where(where)
    .orderBy(...(SORTS[s.sort ?? '-accDttm'] ?? SORTS['-accDttm']!))
    .limit(s.size)
    .offset((s.page - 1) * s.size);
  return {
    list: rows.map(({ row, usrNm, mnuNm }) => {
      const action = row.action as keyof typeof PERSONAL_ACTION_NAMES;
      return {
        id: row.id,
        accDttm: row.accDttm.toISOString(),
        usrId: row.usrId,
        usrNm,
        usrIp: row.usrIp,
        mnuId: row.mnuId,
        mnuNm,
        fncId: row.fncId,
        tranId: row.tranId,
        action,
        actionNm: PERSONAL_ACTION_NAMES[action] ?? row.action,
        source: row.source,
        subjects: subjectsCell(row.subjectIds),
        subjectCnt: row.subjectCnt,
        reasonCd: row.reasonCd,
        reason: row.reason,
        subjectIds: row.subjectIds,
      };
    }),
    totalCount: total?.n ?? 0,
  };
}
