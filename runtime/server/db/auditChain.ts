import { sql } from 'drizzle-orm';
import { koreanMidnight } from '../../core/privacy/index.ts';
import { recordContent, subjectSetHash } from './migrations/index.ts';
import type { Db } from './openDatabase.ts';
import { rowsOf } from './rowsOf.ts';

/** The legal floor of 개인정보 접속기록 (years): no purge reaches a younger row, whatever it is told. */
export const LEGAL_FLOOR_YEARS = 1;

/** Where a verification found the chain broken, and how. */
export interface ChainBreak {
  seq: number;
  id: number;
  accDttm: string;
  /**
   * `content`: the row is not what its hash says (changed); `link`: its `prev_hash` is not the hash
   * of the row before it (that one changed or was replaced); `gap`: rows before it are missing;
   * `subjects`: the list of subjects it names is missing or not what its hash says (changed);
   * `anchor`: a day's anchored last row is missing or not the same.
   */
  reason: 'content' | 'link' | 'gap' | 'subjects' | 'anchor';
}

/** What `verifyPersonalAccess` found. */
export interface ChainReport {
  /** Rows checked (in the period). */
  rows: number;
  firstSeq: number | null;
  lastSeq: number | null;
  /** Anchors (days) compared with the chain. */
  anchors: number;
  broken?: ChainBreak | undefined;
}

/** How many ranges of the sequence a verification checks at once, and the fewest rows in one. */
const VERIFY_RANGES = 4;
const VERIFY_RANGE_MIN = 50_000;

/** A row's hash recomputed from its content, inline (see recordContent). */
const RECOMPUTED = sql.raw(`encode(sha256(convert_to(${recordContent('p')}, 'UTF8')), 'hex')`);
/** A list of subjects' hash recomputed from its ids. */
const LIST_RECOMPUTED = sql.raw(subjectSetHash('s.subject_ids'));

/**
 * The first break among rows `a`..`b` of the chain: a row whose hash is not its content's, a gap
 * in the sequence, a link to a row before it (`a - 1` too) that is not that row's hash, or a list
 * of subjects it names that is gone or not its hash's (each list checked once). `first`: `a` starts
 * the period checked.
 */
async function firstBreak(db: Db, a: number, b: number, first: boolean): Promise<ChainBreak | undefined> {
  // Only the period's first row may follow nothing (the rows before it purged); inside the period a
  // row with no row before it in its range follows a gap.
  const orphan = first ? sql`false` : sql`before_seq is null`;
  const [bad] = rowsOf<{ seq: string; id: string; acc: Date | string; reason: ChainBreak['reason'] }>(
    await db.execute(sql`
      with chain as (
        select p.seq, p.id, p.acc_dttm, p.prev_hash, p.row_hash, ${RECOMPUTED} as recomputed,
          lag(p.seq) over (order by p.seq) as before_seq,
          lag(p.row_hash) over (order by p.seq) as before_hash, p.set_hash
        from personal_access_logs p
        where p.seq >= ${a} - 1 and p.seq <= ${b}
      ), bad_lists as (
        select u.set_hash from (select distinct set_hash from chain where set_hash is not null) u
          left join personal_subject_sets s on s.set_hash = u.set_hash
        where s.set_hash is null or ${LIST_RECOMPUTED} <> s.set_hash
      )
      select seq, id, acc_dttm as acc,
        case when recomputed <> row_hash then 'content'
             when (before_seq is not null and before_seq <> seq - 1) or ${orphan} then 'gap'
             when before_seq is not null and before_hash <> prev_hash then 'link'
             else 'subjects' end as reason
      from chain
      where seq >= ${a} and (
        recomputed <> row_hash or ${orphan}
        or (before_seq is not null and (before_seq <> seq - 1 or before_hash <> prev_hash))
        or set_hash in (select set_hash from bad_lists))
      order by seq
      limit 1`),
  );
  return bad
    ? {
        seq: Number(bad.seq),
        id: Number(bad.id),
        accDttm: new Date(bad.acc).toISOString(),
        reason: bad.reason,
      }
    : undefined;
}

/**
 * Verifies 개인정보 접속기록 (C4): each row's hash against its content, each link to the row before
 * it, no gap in the sequence, and each daily anchor in the period against the chain. `from`/`to`:
 * Korean days (`YYYY-MM-DD`), either open. The first row checked is linked to the one before the
 * period when there is one (rows purged before it are not a break). Names the first break. The
 * sequence is checked in a few ranges at once (`rangeRows` each; default a quarter, at least 50,000).
 */
export async function verifyPersonalAccess(
  db: Db,
  o: { from?: string | undefined; to?: string | undefined; rangeRows?: number | undefined } = {},
): Promise<ChainReport> {
  const from = o.from ? koreanMidnight(o.from) : new Date(0);
  const to = o.to ? koreanMidnight(o.to, 1) : new Date('9999-12-31T00:00:00Z');
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  const [summary] = rowsOf<{ rows: string | number; first: string | null; last: string | null }>(
    await db.execute(sql`select count(*) as rows, min(seq) as first, max(seq) as last
      from personal_access_logs where acc_dttm >= ${fromIso}::timestamptz and acc_dttm < ${toIso}::timestamptz`),
  );
  const rows = Number(summary?.rows ?? 0);
  const firstSeq = summary?.first == null ? null : Number(summary.first);
  const lastSeq = summary?.last == null ? null : Number(summary.last);
  let broken: ChainBreak | undefined;
  if (firstSeq !== null && lastSeq !== null) {
    // Ranges of the sequence checked at once, on as many connections (PostgreSQL; PGlite has one).
    const step =
      o.rangeRows ?? Math.max(VERIFY_RANGE_MIN, Math.ceil((lastSeq - firstSeq + 1) / VERIFY_RANGES));
    const ranges: Array<[number, number]> = [];
    for (let a = firstSeq; a <= lastSeq; a += step) ranges.push([a, Math.min(lastSeq, a + step - 1)]);
    const found = await Promise.all(ranges.map(([a, b]) => firstBreak(db, a, b, a === firstSeq)));
    broken = found.find((f) => f !== undefined);
  }
  // The anchors of the period: each day's last row must still be there, with the hash kept.
  const anchorRows = rowsOf<{ day: string; last_seq: string; last_hash: string; found: string | null }>(
    await db.execute(sql`
      select a.day::text as day, a.last_seq, a.last_hash, p.row_hash as found
      from audit_anchors a left join personal_access_logs p on p.seq = a.last_seq
      where a.day >= (${fromIso}::timestamptz at time zone 'Asia/Seoul')::date
        and a.day < (${toIso}::timestamptz at time zone 'Asia/Seoul')::date
      order by a.day`),
  );
  if (!broken) {
    const off = anchorRows.find((a) => a.found !== null && a.found !== a.last_hash);
    const gone = anchorRows.find(
      (a) => a.found === null && (firstSeq === null || Number(a.last_seq) >= firstSeq),
    );
    const anchor = off ?? gone;
    if (anchor) {
      broken = {
        seq: Number(anchor.last_seq),
        id: 0,
        accDttm: `${anchor.day}T00:00:00+09:00`,
        reason: 'anchor',
      };
    }
  }
  return { rows, firstSeq, lastSeq, anchors: anchorRows.length, broken };
}

/**
 * Writes the anchor of every Korean day before `now`'s that has rows after the last anchor and no
 * anchor yet: the day's last row (its sequence and hash) and its count. Returns the days anchored.
 */
export async function anchorPersonalAccess(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.execute(sql`
    insert into audit_anchors (day, last_seq, last_hash, row_count)
    select d.day, d.last_seq, p.row_hash, d.row_count
    from (
      select (acc_dttm at time zone 'Asia/Seoul')::date as day, max(seq) as last_seq, count(*)::int as row_count
      from personal_access_logs
      where (acc_dttm at time zone 'Asia/Seoul')::date < (${now.toISOString()}::timestamptz at time zone 'Asia/Seoul')::date
        -- Only what came after the last anchor: an hourly run reads a day's rows, not the table.
        and seq > coalesce((select max(last_seq) from audit_anchors), 0)
      group by 1
    ) d
    join personal_access_logs p on p.seq = d.last_seq
    where not exists (select 1 from audit_anchors a where a.day = d.day)
    on conflict (day) do nothing
    returning day`);
  return rowsOf(result).length;
}

/**
 * Deletes 권한 변경 이력 (`admin_audit_logs`) older than `before`, the retention of the
 * `authority-changes` class being over (`console audit purge --class authority-changes`): the
 * database refuses any row younger than three years (the legal floor) whatever `before` is.
 */
export async function purgeAuthorityChanges(db: Db, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('console.audit_purge_before', ${before.toISOString()}, true)`);
    const deleted = await tx.execute(
      sql`delete from admin_audit_logs where reg_dttm < ${before.toISOString()}::timestamptz returning id`,
    );
    return rowsOf(deleted).length;
  });
}

/**
 * Deletes 개인정보 접속기록 older than `before` (a purge after the retention period, `console audit
 * purge`): the database refuses any row younger than the legal floor (a year) whatever `before` is;
 * the caller checks the configured retention first. The lists of subjects no record names any more
 * go with them (a statement of their own: within the deleting one the rows are still seen); the
 * anchors stay. Returns the rows deleted.
 */
export async function purgePersonalAccess(db: Db, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('console.audit_purge_before', ${before.toISOString()}, true)`);
    const [deleted] = rowsOf<{ n: number }>(
      await tx.execute(sql`with gone as (
          delete from personal_access_logs where acc_dttm < ${before.toISOString()}::timestamptz returning 1
        ) select count(*)::int as n from gone`),
    );
    await tx.execute(sql`delete from personal_subject_sets s
      where not exists (select 1 from personal_access_logs p where p.set_hash = s.set_hash)`);
    return Number(deleted?.n ?? 0);
  });
}

/** Rows read per page while exporting. */
const EXPORT_PAGE = 1000;

/**
 * Writes 개인정보 접속기록 of a period (Korean days, either open) and the anchors of its days as JSON
 * lines (`{"kind":"record",…}` in chain order, then `{"kind":"anchor",…}`), page by page, so a copy
 * can be kept apart from the database (C4). Returns the counts written.
 */
export async function exportPersonalAccess(
  db: Db,
  o: { from?: string | undefined; to?: string | undefined },
  write: (line: string) => void | Promise<void>,
): Promise<{ records: number; anchors: number }> {
  const from = (o.from ? koreanMidnight(o.from) : new Date(0)).toISOString();
  const to = (o.to ? koreanMidnight(o.to, 1) : new Date('9999-12-31T00:00:00Z')).toISOString();
  let records = 0;
  let after = -1;
  for (;;) {
    const page = rowsOf<Record<string, unknown> & { seq: string | number }>(
      await db.execute(sql`select p.seq, p.id, p.acc_dttm, p.usr_id, p.usr_ip, p.sys_cd, p.mnu_id, p.fnc_id,
          p.tran_id, p.action, p.source, coalesce(s.subject_ids, p.subject_ids) as subject_ids, p.subject_cnt,
          p.reason_cd, p.reason, p.set_hash, p.prev_hash, p.row_hash
        from personal_access_logs p left join personal_subject_sets s on s.set_hash = p.set_hash
        where p.acc_dttm >= ${from}::timestamptz and p.acc_dttm < ${to}::timestamptz and p.seq > ${after}
        order by p.seq limit ${EXPORT_PAGE}`),
    );
    for (const row of page) {
      await write(JSON.stringify({ kind: 'record', ...row, seq: Number(row.seq), id: Number(row.id) }));
      records++;
    }
    if (page.length < EXPORT_PAGE) break;
    after = Number(page.at(-1)?.seq);
  }
  const anchors = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select day::text as day, last_seq, last_hash, row_count from audit_anchors
      where day >= (${from}::timestamptz at time zone 'Asia/Seoul')::date
        and day < (${to}::timestamptz at time zone 'Asia/Seoul')::date
      order by day`),
  );
  for (const a of anchors)
    await write(JSON.stringify({ kind: 'anchor', ...a, last_seq: Number(a.last_seq) }));
  return { records, anchors: anchors.length };
}
