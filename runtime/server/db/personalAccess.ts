import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from './dbTypes.ts';
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
  /** `["M100001",…]`: as PostgreSQL's `array_to_json` writes the list (its hash is taken of this). */
  subjects: string;
  /** How many subjects the list holds. */
  count: number;
}

/** `entry` as `insertPersonalAccess` takes it. */
export function personalAccessJson(entry: PersonalAccessEntry): PersonalAccessJson {
  const { subjectIds, at, ...rest } = entry;
  let subjects = JSON.stringify(subjectIds);
  // A NUL cannot be stored in PostgreSQL's text: an id with one is kept without it.
  if (subjects.includes('\\u0000'))
    subjects = JSON.stringify(subjectIds.map((id) => id.replaceAll('\0', '')));
  return {
    fields: JSON.stringify({ ...rest, at: at.toISOString() }),
    subjects,
    count: subjectIds.length,
  };
}

/**
 * The hash a list of subjects is kept under (`subjectSetHash` in SQL): SHA-256 of its JSON text.
 * For a list of strings, `JSON.stringify` and `array_to_json` write the same text (the same
 * escapes, no spaces), so the server's thread takes it and `audit verify` recomputes it.
 */
const listHash = (subjects: string) => createHash('sha256').update(subjects).digest('hex');

/**
 * Writes records to `personal_access_logs` in one statement, in their order (the chain trigger
 * links each row): each distinct list of subjects once to `personal_subject_sets` under its hash (a
 * list already there stays as it is), each record naming its list. Fields are cut to their
 * columns' lengths by the database.
 */
export async function insertPersonalAccess(
  db: Queryable,
  rows: readonly PersonalAccessJson[],
): Promise<void> {
  if (rows.length === 0) return;
  const lists = new Map<string, string>();
  const records = rows.map((r) => {
    let hash: string | null = null;
    if (r.subjects !== '[]') {
      hash = lists.get(r.subjects) ?? listHash(r.subjects);
      lists.set(r.subjects, hash);
    }
    // The record's own keys put before the entry's, in one object: one JSON object a row to read.
    return `{"recId":${r.recId ? JSON.stringify(r.recId) : 'null'},"setHash":${hash ? `"${hash}"` : 'null'},"cnt":${r.count},${r.fields.slice(1)}`;
  });
  const listsJson = `[${[...lists].map(([ids, h]) => `{"h":"${h}","ids":${ids}}`).join(',')}]`;
  await db.execute(sql`with kept as (
        insert into personal_subject_sets (set_hash, subject_ids)
        select l.h, l.ids from json_to_recordset(${listsJson}::json) as l(h text, ids text[])
        on conflict do nothing
      )
      insert into personal_access_logs (rec_id, acc_dttm, usr_id, usr_ip, sys_cd, mnu_id, fnc_id, tran_id,
        action, source, set_hash, subject_cnt, reason_cd, reason)
      select r."recId", r."at", left(r."usrId", 50), left(r."usrIp", 45), left(r."sysCd", 30),
        left(r."mnuId", 50), left(r."fncId", 100), left(r."tranId", 64), r."action", left(r."source", 200),
        r."setHash", r."cnt", left(r."reasonCd", 50), left(r."reason", 500)
      from rows from (json_to_recordset(${`[${records.join(',')}]`}::json)
          as ("recId" uuid, "setHash" text, "cnt" int, "at" timestamptz, "usrId" text, "usrIp" text,
            "sysCd" text, "mnuId" text, "fncId" text, "tranId" text, "action" text, "source" text,
            "reasonCd" text, "reason" text))
        with ordinality as r("recId", "setHash", "cnt", "at", "usrId", "usrIp", "sysCd", "mnuId", "fncId",
          "tranId", "action", "source", "reasonCd", "reason", n)
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
