import { and, arrayContains, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { PERSONAL_ACTION_NAMES, type PersonalAccessSearch } from '../../../schemas/api/privacy.ts';
import {
  containsPattern,
  type Db,
  menus,
  personalAccessLogs,
  personalSubjectSets,
  recordSubjectIds,
  subjectSetJoin,
  users,
  withinKoreanDays,
} from '../db/index.ts';

const SORTS: Record<string, SQL[]> = {
  accDttm: [asc(personalAccessLogs.accDttm), asc(personalAccessLogs.id)],
  '-accDttm': [desc(personalAccessLogs.accDttm), desc(personalAccessLogs.id)],
  usrId: [asc(personalAccessLogs.usrId), desc(personalAccessLogs.id)],
  '-usrId': [desc(personalAccessLogs.usrId), desc(personalAccessLogs.id)],
};

type Hit = { id: number; accDttm: Date; usrId: string };
const byTime = (a: Hit, b: Hit) => a.accDttm.getTime() - b.accDttm.getTime() || a.id - b.id;
const byUser = (a: Hit, b: Hit) => (a.usrId < b.usrId ? -1 : a.usrId > b.usrId ? 1 : 0);
/** SORTS, for a subject's records sorted here. */
const HIT_ORDER: Record<string, (a: Hit, b: Hit) => number> = {
  accDttm: byTime,
  '-accDttm': (a, b) => byTime(b, a),
  usrId: (a, b) => byUser(a, b) || b.id - a.id,
  '-usrId': (a, b) => byUser(b, a) || b.id - a.id,
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
 * subject exactly (everything done to one person's data: the lists of subjects naming them, through
 * their GIN index, then the records of those lists; and records that keep their ids in the row),
 * an action.
 */
export async function searchPersonalAccess(db: Db, sysCd: string, s: PersonalAccessSearch) {
  const where = and(
    eq(personalAccessLogs.sysCd, sysCd),
    withinKoreanDays(personalAccessLogs.accDttm, s.period),
    s.usrId ? ilike(personalAccessLogs.usrId, containsPattern(s.usrId)) : undefined,
    s.action ? eq(personalAccessLogs.action, s.action) : undefined,
  );
  const sort = SORTS[s.sort ?? '-accDttm'] ?? SORTS['-accDttm']!;
  const selectRows = () =>
    db
      .select({
        row: personalAccessLogs,
        subjectIds: recordSubjectIds,
        usrNm: users.usrNm,
        mnuNm: menus.mnuNm,
      })
      .from(personalAccessLogs)
      .leftJoin(personalSubjectSets, subjectSetJoin)
      .leftJoin(users, eq(users.usrId, personalAccessLogs.usrId))
      .leftJoin(menus, eq(menus.mnuId, personalAccessLogs.mnuId))
      .$dynamic();
  let totalCount: number;
  let rows: Awaited<ReturnType<typeof selectRows>>;
  if (s.subject) {
    // One person's records: the subject indexes first (a person has tens to thousands), then the
    // page of them. Ordered and limited in one query, the planner walks the time index instead,
    // through every record until it has found a page of this person's.
    // The planner cannot tell how many lists name one id among a hundred thousand (no statistics
    // of such rare elements: it guesses 0.5 % of them) and scans every list instead of the GIN
    // index (55 ms at 100,000 lists, growing with them); the index is what a person's lookup needs.
    const subject = s.subject;
    const hits = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const hitsWhere = (named: SQL | undefined) =>
        tx
          .select({
            id: personalAccessLogs.id,
            accDttm: personalAccessLogs.accDttm,
            usrId: personalAccessLogs.usrId,
          })
          .from(personalAccessLogs)
          .where(and(where, named));
      const lists = tx
        .select({ setHash: personalSubjectSets.setHash })
        .from(personalSubjectSets)
        .where(arrayContains(personalSubjectSets.subjectIds, [subject]));
      return [
        ...(await hitsWhere(inArray(personalAccessLogs.setHash, lists))),
        ...(await hitsWhere(
          and(isNull(personalAccessLogs.setHash), arrayContains(personalAccessLogs.subjectIds, [subject])),
        )),
      ];
    });
    hits.sort(HIT_ORDER[s.sort ?? '-accDttm'] ?? HIT_ORDER['-accDttm']!);
    totalCount = hits.length;
    const ids = hits.slice((s.page - 1) * s.size, s.page * s.size).map((h) => h.id);
    rows = ids.length
      ? await selectRows()
          .where(inArray(personalAccessLogs.id, ids))
          .orderBy(...sort)
      : [];
  } else {
    const [total] = await db.select({ n: count() }).from(personalAccessLogs).where(where);
    totalCount = total?.n ?? 0;
    rows = await selectRows()
      .where(where)
      .orderBy(...sort)
      .limit(s.size)
      .offset((s.page - 1) * s.size);
  }
  return {
    list: rows.map(({ row, subjectIds, usrNm, mnuNm }) => {
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
        subjects: subjectsCell(subjectIds),
        subjectCnt: row.subjectCnt,
        reasonCd: row.reasonCd,
        reason: row.reason,
        subjectIds,
      };
    }),
    totalCount,
  };
}
