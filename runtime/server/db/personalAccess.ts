import { sql } from 'drizzle-orm';
import type { Queryable } from './dbTypes.ts';
import { subjectSetHash } from './migrations/index.ts';
import { personalAccessLogs, personalSubjectSets } from './schema.ts';

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

/**
 * A record as JSON text, ready for `insertPersonalAccess`: its fields (the time as ISO text, no
 * subjects) and its list of subject ids, apart, so records of the same list share its text.
 */
export interface PersonalAccessJson {
  recId?: string | undefined;
  /** `{"usrId":…,"at":"…",…}`: the entry without `subjectIds`. */
  fields: string;
  /** `["M100001",…]`. */
  subjects: string;
}

/** `entry` as `insertPersonalAccess` takes it. */
export function personalAccessJson(entry: PersonalAccessEntry, recId?: string): PersonalAccessJson {
  const { subjectIds, at, ...rest } = entry;
  return {
    recId,
    fields: JSON.stringify({ ...rest, at: at.toISOString() }),
    subjects: JSON.stringify(subjectIds),
  };
}

/**
 * Writes records to `personal_access_logs` in one statement, in their order (the chain trigger
 * links each row): each distinct list of subjects once to `personal_subject_sets` (kept under its
 * hash; a list already there stays as it is), each record naming its list. Fields are cut to their
 * columns' lengths by the database.
 */
export async function insertPersonalAccess(
  db: Queryable,
  rows: readonly PersonalAccessJson[],
): Promise<void> {
  if (rows.length === 0) return;
  const lists = new Map<string, number>();
  const records = rows.map((r) => {
    let list: number | null = null;
    if (r.subjects !== '[]') {
      list = lists.get(r.subjects) ?? lists.size + 1;
      lists.set(r.subjects, list);
    }
    return `{"recId":${r.recId ? JSON.stringify(r.recId) : 'null'},"list":${list},"entry":${r.fields}}`;
  });
  await db.execute(sql`with lists as (
        select l.n, x.ids, ${sql.raw(subjectSetHash('x.ids'))} as h
        from json_array_elements(${`[${[...lists.keys()].join(',')}]`}::json) with ordinality as l(j, n)
          cross join lateral (select array(select json_array_elements_text(l.j)) as ids) as x
      ), kept as (
        insert into personal_subject_sets (set_hash, subject_ids) select h, ids from lists on conflict do nothing
      )
      insert into personal_access_logs (rec_id, acc_dttm, usr_id, usr_ip, sys_cd, mnu_id, fnc_id, tran_id,
        action, source, set_hash, subject_cnt, reason_cd, reason)
      select r."recId", e."at", left(e."usrId", 50), left(e."usrIp", 45), left(e."sysCd", 30),
        left(e."mnuId", 50), left(e."fncId", 100), left(e."tranId", 64), e."action", left(e."source", 200),
        l.h, coalesce(cardinality(l.ids), 0), left(e."reasonCd", 50), left(e."reason", 500)
      from rows from (json_to_recordset(${`[${records.join(',')}]`}::json)
          as ("recId" uuid, "list" int, "entry" json)) with ordinality as r("recId", "list", "entry", n)
        cross join lateral json_to_record(r."entry") as e("at" timestamptz, "usrId" text, "usrIp" text,
          "sysCd" text, "mnuId" text, "fncId" text, "tranId" text, "action" text, "source" text,
          "reasonCd" text, "reason" text)
        left join lists l on l.n = r."list"
      order by r.n`);
}

/**
 * A record's subject ids, for a query joining `personal_subject_sets` on the record's list
 * (`subjectSetJoin`): the list's, or those kept in the row by a record written before lists.
 */
export const recordSubjectIds = sql<
  string[]
>`coalesce(${personalSubjectSets.subjectIds}, ${personalAccessLogs.subjectIds})`.mapWith((v: unknown) =>
  Array.isArray(v) ? (v as string[]) : [],
);

/** The join condition of a record and its list of subjects. */
export const subjectSetJoin = sql`${personalSubjectSets.setHash} = ${personalAccessLogs.setHash}`;

/**
 * Writes one access to personal data to `personal_access_logs` (개인정보 접속기록) now, in `db`'s
 * transaction when it is one (a write of the console's own). Answers go through the outbox
 * (`app.personalRecords`, personalRecorder.ts) instead.
 */
export async function recordPersonalAccess(db: Queryable, entry: PersonalAccessEntry): Promise<void> {
  await insertPersonalAccess(db, [personalAccessJson(entry)]);
}
