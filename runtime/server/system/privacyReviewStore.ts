import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  REVIEW_FLAG_KINDS,
  REVIEW_FLAG_NAMES,
  type ReviewFlag,
  type ReviewFlagKind,
  type ReviewFlagsSearch,
} from '../../../schemas/api/privacy.ts';
import type { ConsoleConfig } from '../../../schemas/config/index.ts';
import {
  addMonths,
  koreanMonthOf,
  koreanMonthRange,
  monthLabel,
  reviewStatusOf,
} from '../../core/privacy/index.ts';
import { privacyReviews, type Queryable, rowsOf, users } from '../db/index.ts';

/** The review's thresholds (`privacy.review`). */
export type ReviewRules = ConsoleConfig['privacy']['review'];

/** The Korean wall-clock time of a record, as SQL. */
const KST = sql`(p.acc_dttm at time zone 'UTC' + interval '9 hours')`;
const KDAY = sql`to_char(${KST}, 'YYYY-MM-DD')`;

/** A flag row as the queries answer it, before the names are joined. */
interface RawFlag {
  usr_id: string;
  day: string;
  records: number;
  subjects: number;
  detail?: string | null;
  reason?: string | null;
  at?: string | null;
}

const hm = (t: string | null | undefined) => (t ? t.slice(11, 16) : '');

/**
 * The flags of one month of 개인정보 접속기록, computed by the database in one pass per kind over the
 * month's rows (the time index): each is an account's day, address or download the reviewer
 * should look at, with what was found in Korean. Ordered by kind, then day, then account.
 */
export async function reviewFlags(
  db: Queryable,
  sysCd: string,
  month: string,
  rules: ReviewRules,
): Promise<ReviewFlag[]> {
  const { start, end } = koreanMonthRange(month);
  const inMonth = sql`p.sys_cd = ${sysCd} and p.acc_dttm >= ${start.toISOString()}::timestamptz and p.acc_dttm < ${end.toISOString()}::timestamptz`;
  const q = async (query: SQL) => rowsOf<RawFlag>(await db.execute(query));
  const { from, to } = rules.workHours;
  const [bulk, downloads, offHours, unmasks, newIps, inactive] = await Promise.all([
    q(sql`select p.usr_id, ${KDAY} as day, count(*)::int as records, sum(p.subject_cnt)::int as subjects
      from personal_access_logs p where ${inMonth} and p.action in ('READ', 'PRINT')
      group by p.usr_id, day having sum(p.subject_cnt) >= ${rules.bulkSubjectsPerDay}`),
    q(sql`select p.usr_id, ${KDAY} as day, 1 as records, p.subject_cnt as subjects, p.source as detail,
        coalesce(p.reason, p.reason_cd) as reason, to_char(${KST}, 'YYYY-MM-DD HH24:MI') as at
      from personal_access_logs p where ${inMonth} and p.action = 'DOWNLOAD' order by p.acc_dttm, p.id`),
    q(sql`select p.usr_id, ${KDAY} as day, count(*)::int as records, sum(p.subject_cnt)::int as subjects,
        to_char(min(${KST}), 'YYYY-MM-DD HH24:MI') || '~' || to_char(max(${KST}), 'HH24:MI') as detail
      from personal_access_logs p where ${inMonth} and (extract(isodow from ${KST}) >= 6
        or extract(hour from ${KST}) < ${from} or extract(hour from ${KST}) >= ${to})
      group by p.usr_id, day`),
    q(sql`select p.usr_id, ${KDAY} as day, count(*)::int as records, sum(p.subject_cnt)::int as subjects
      from personal_access_logs p where ${inMonth} and p.action = 'UNMASK'
      group by p.usr_id, day having count(*) >= ${rules.unmasksPerDay}`),
    q(sql`select p.usr_id, min(${KDAY}) as day, count(*)::int as records, sum(p.subject_cnt)::int as subjects,
        p.usr_ip as detail
      from personal_access_logs p where ${inMonth}
      group by p.usr_id, p.usr_ip
      having not exists (select 1 from personal_access_logs b where b.usr_id = p.usr_id and b.usr_ip = p.usr_ip
        and b.acc_dttm < ${start.toISOString()}::timestamptz
        and b.acc_dttm >= ${start.toISOString()}::timestamptz - make_interval(days => ${rules.newIpDays}))`),
    q(sql`select p.usr_id, min(${KDAY}) as day, count(*)::int as records, sum(p.subject_cnt)::int as subjects,
        coalesce(min(u.status), 'DELETED') as detail
      from personal_access_logs p left join users u on u.usr_id = p.usr_id
      where ${inMonth} and (u.usr_id is null or u.status <> 'ACTIVE')
      group by p.usr_id`),
  ]);
  const flags: Array<Omit<ReviewFlag, 'usrNm' | 'kindNm'>> = [];
  const add = (kind: ReviewFlagKind, rows: RawFlag[], detail: (r: RawFlag) => string) => {
    for (const r of rows)
      flags.push({
        kind,
        usrId: r.usr_id,
        day: r.day,
        detail: detail(r),
        records: Number(r.records),
        subjects: Number(r.subjects),
        reason: r.reason ?? null,
      });
  };
  add('BULK_READ', bulk, (r) => `하루 ${Number(r.subjects).toLocaleString('ko-KR')}명 조회 (${r.records}건)`);
  add(
    'DOWNLOAD',
    downloads,
    (r) => `${hm(r.at)} ${r.detail} ${Number(r.subjects).toLocaleString('ko-KR')}명`,
  );
  add('OFF_HOURS', offHours, (r) => `${r.detail?.slice(11)} ${r.records}건`);
  add('UNMASK_SPIKE', unmasks, (r) => `하루 원문조회 ${r.records}건`);
  add('NEW_IP', newIps, (r) => `${r.detail} (이전 ${rules.newIpDays}일 동안 쓰지 않은 주소)`);
  add('INACTIVE_ACCOUNT', inactive, (r) =>
    r.detail === 'DELETED'
      ? '지금은 없는 계정'
      : r.detail === 'BLOCKED'
        ? '지금은 차단된 계정'
        : `상태 ${r.detail}`,
  );
  const rank = (kind: ReviewFlagKind) => REVIEW_FLAG_KINDS.indexOf(kind);
  flags.sort(
    (a, b) => rank(a.kind) - rank(b.kind) || a.day.localeCompare(b.day) || a.usrId.localeCompare(b.usrId),
  );
  const names = await namesOf(db, [...new Set(flags.map((f) => f.usrId))]);
  return flags.map((f) => ({ ...f, kindNm: REVIEW_FLAG_NAMES[f.kind], usrNm: names.get(f.usrId) ?? null }));
}

async function namesOf(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.usrId, nm: users.usrNm })
    .from(users)
    .where(inArray(users.usrId, ids));
  return new Map(rows.map((r) => [r.id, r.nm]));
}

/** One page of a month's flags (all of one kind when `kind` is given), and the count of all. */
export async function searchReviewFlags(
  db: Queryable,
  sysCd: string,
  s: ReviewFlagsSearch,
  rules: ReviewRules,
) {
  const all = (await reviewFlags(db, sysCd, s.month, rules)).filter((f) => !s.kind || f.kind === s.kind);
  return { list: all.slice((s.page - 1) * s.size, s.page * s.size), totalCount: all.length };
}

/** How many records a month has (the time index only). */
export async function monthRecordCount(db: Queryable, sysCd: string, month: string): Promise<number> {
  const { start, end } = koreanMonthRange(month);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from personal_access_logs p where p.sys_cd = ${sysCd}
      and p.acc_dttm >= ${start.toISOString()}::timestamptz and p.acc_dttm < ${end.toISOString()}::timestamptz`),
  );
  return Number(row?.n ?? 0);
}

/** The sign-offs of system `sysCd` that `where` picks, with the reviewer's name. */
function signOffs(db: Queryable, sysCd: string, where: SQL) {
  return db
    .select({ review: privacyReviews, usrNm: users.usrNm })
    .from(privacyReviews)
    .leftJoin(users, eq(users.usrId, privacyReviews.reviewer))
    .where(and(eq(privacyReviews.sysCd, sysCd), where));
}

/** The sign-off of one month, if it is signed. */
export async function monthSignOff(db: Queryable, sysCd: string, month: string) {
  const [signed] = await signOffs(db, sysCd, eq(privacyReviews.month, month));
  return signed;
}

/**
 * The months of the review, newest first: this month and every month of the retention window
 * that has records or a sign-off, each with its record count and where its review stands.
 */
export async function reviewMonths(db: Queryable, sysCd: string, now: Date, retentionYears: number) {
  const current = koreanMonthOf(now);
  const first = addMonths(current, -12 * retentionYears + 1);
  const counted = rowsOf<{ month: string; n: number }>(
    await db.execute(sql`select to_char(${KST}, 'YYYY-MM') as month, count(*)::int as n
      from personal_access_logs p where p.sys_cd = ${sysCd}
        and p.acc_dttm >= ${koreanMonthRange(first).start.toISOString()}::timestamptz
      group by 1`),
  );
  const signed = await signOffs(db, sysCd, sql`${privacyReviews.month} >= ${first}`);
  const counts = new Map(counted.map((c) => [c.month, Number(c.n)]));
  const reviews = new Map(signed.map((s) => [s.review.month, s]));
  const months = [...new Set([current, ...counts.keys(), ...reviews.keys()])].sort().reverse();
  return {
    list: months.map((month) => {
      const s = reviews.get(month);
      return {
        month,
        monthNm: monthLabel(month),
        recordCnt: counts.get(month) ?? 0,
        status: reviewStatusOf(month, now, s !== undefined),
        flagCnt: s?.review.flagCnt ?? null,
        reviewer: s?.review.reviewer ?? null,
        reviewerNm: s?.usrNm ?? null,
        note: s?.review.note ?? null,
        signedDttm: s?.review.signedDttm.toISOString() ?? null,
      };
    }),
  };
}
