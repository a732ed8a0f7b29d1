import { getTableColumns } from 'drizzle-orm';
import {
  personalAccessLogs,
  personalSubjectSets,
  type Queryable,
  recordSubjectIds,
  subjectSetJoin,
} from '../../../runtime/server/db/index.ts';

/** 개인정보 접속기록 as rows, each with its subject ids (from its list): add `where` and `orderBy`. */
export const personalRecordsOf = (db: Queryable) =>
  db
    .select({ ...getTableColumns(personalAccessLogs), subjectIds: recordSubjectIds })
    .from(personalAccessLogs)
    .leftJoin(personalSubjectSets, subjectSetJoin)
    .$dynamic();
