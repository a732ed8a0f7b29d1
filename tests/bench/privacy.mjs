// `npm run bench:privacy`: what protecting personal data costs, on the console's own code paths.
//
// Part 1, on each database (a PGlite folder, then a throw-away PostgreSQL): the console in-process on
// a free 127.0.0.1 port calls a backend (a child process) answering a list of 50 members through the
// gateway, declared twice over the same backend path: `bench.plain` (no `personal`) and
// `bench.personal` (personal: subject custNo, name, mobile and birthday masked by the server, one
// 개인정보 접속기록 with the 50 subjects written before each answer, through the hash chain).
// autocannon (a child process) runs 10 connections × 10 s against each variant, flat out in three
// rounds (the order reversed every other round), then twice at half the anchor's throughput. The
// anchor is the personal call with recording off (`app.personalRecords.record` replaced by nothing
// for those runs, here only); the plain call is shown for reference. Budgets: recording holds an
// answer back ≤ 2 ms at p99 (the time in record() plus the longer event-loop stalls it causes), and
// keeps ≥ 0.9× the anchor's throughput, measured paired: one flat-out run of 100 s, recording
// switched on and off every 2.5 s (on, off, off, on, …), each phase's answers counted after a guard
// of 0.5 s, an "off" phase starting once the "on" phase's records are in the database. Runs of their
// own drift with this machine by more than the effect measured (the same anchor 790–1,190 req/s
// minutes apart); phases seconds apart in one run do not. The rounds' ratios are shown too.
//
// Part 2, on PostgreSQL: 1,000,000 records over the last 12 months (200 accounts, 100,000 subjects,
// 1 to 20 subjects a record, mostly in working hours) written through the chain trigger. The anchor
// is one full read of the table (count and sum over every row); then
//   월간 점검 of last month (POST /api/system/privacy/review/flags: every flag computed) ×5, ≤ 2 s each;
//   정보주체 조회 of 200 random subjects (POST /api/system/privacy/subject, first page), p95 ≤ 200 ms;
//   `console audit verify` of all the records (verifyPersonalAccess), ≤ 10 s.
// Exits 1 when over budget.
//   node tests/bench/privacy.mjs [--duration S] [--records N] [--only pglite|postgres]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { startPostgres } from '../support/postgres.mjs';
import { autocannon } from './support/autocannon.mjs';

const P99_OVERHEAD_MS = 2;
const THROUGHPUT_RATIO = 0.9;
const REVIEW_MS = 2000;
const SUBJECT_P95_MS = 200;
const VERIFY_MS = 10_000;
const SUBJECTS_PER_LIST = 50;
/** Flat-out rounds of part 1 (each variant a run of its own). */
const ROUNDS = 3;
/** The paired measurement: phases of one flat-out run, recording on or off, counted after a guard. */
const PHASES = 40;
const PHASE_MS = 2000;
const GUARD_MS = 500;

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? undefined : Number(process.argv[i + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}
const duration = option('duration', 10);
const records = option('records', 1_000_000);
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1];

const BACKEND = `
import { createServer } from 'node:http';
const list = Array.from({ length: ${SUBJECTS_PER_LIST} }, (_, i) => ({
  custNo: 'M' + (100001 + i), custNm: ['김민준', '이서연', '박도윤', '최하은', '정시우'][i % 5], mobile: '010-' + String(2000 + i) + '-' + String(5000 + i),
  birth: '19' + (70 + (i % 30)) + '-0' + ((i % 9) + 1) + '-1' + (i % 9), grade: i % 3 ? 'GOLD' : 'SILVER', point: i * 130,
}));
const body = JSON.stringify({ resultCode: '0000', body: { list } });
// /members-paged: another 50 members each call (pages of 100,000), as an operator paging through.
let page = 0;
const paged = () => JSON.stringify({ resultCode: '0000', body: { list: list.map((m, i) => ({ ...m, custNo: 'M' + (100001 + ((page * 50 + i) % 100000)) })) } });
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.end(req.url === '/members-paged' ? (page++, paged()) : body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

/**
 * One autocannon run of `seconds` (at `rate` requests a second overall, or flat out): its JSON
 * result.
 */
function cannon(url, headers, rate, seconds = duration) {
  const args = ['-c', '10', '-d', String(seconds), '-m', 'POST', '-b', '{}'];
  if (rate) args.push('-R', String(rate));
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  return autocannon(url, args, seconds + 30);
}

const unregister = register();
const { openDatabase, rowsOf, verifyPersonalAccess } = await import('../../runtime/server/db/index.ts');
const { subjectSetHash } = await import('../../runtime/server/db/migrations/index.ts');
const { sql } = await import('drizzle-orm');
const { adminHeaders } = await import('./support/adminSession.mjs');
const { seededConsole } = await import('./support/seededConsole.mjs');
const { configSchema } = await import('../../schemas/config/index.ts');
const { addMonths, koreanMonthOf, koreanMonthRange } = await import('../../runtime/core/privacy/index.ts');

const backend = spawn(process.execPath, ['--input-type=module', '-e', BACKEND], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const backendPort = await new Promise((resolve) =>
  backend.stdout.once('data', (d) => resolve(Number(String(d).trim()))),
);
const config = configSchema.parse({
  upstreams: { shop: { url: `http://127.0.0.1:${backendPort}` } },
  apis: {
    'bench.plain': { upstream: 'shop', method: 'POST', path: '/members', rows: 'list' },
    'bench.personal': {
      upstream: 'shop',
      method: 'POST',
      path: '/members',
      rows: 'list',
      personal: { subject: 'custNo', fields: { custNm: 'NAME', mobile: 'PHONE', birth: 'BIRTH' } },
    },
    'bench.personalPaged': {
      upstream: 'shop',
      method: 'POST',
      path: '/members-paged',
      rows: 'list',
      personal: { subject: 'custNo', fields: { custNm: 'NAME', mobile: 'PHONE', birth: 'BIRTH' } },
    },
  },
});
const dir = mkdtempSync(join(tmpdir(), 'console-bench-privacy-'));
let failed = 0;
const verdict = (ok) => {
  if (!ok) failed++;
  return ok ? 'ok' : 'OVER BUDGET';
};
const ms = (n) => `${n.toFixed(1)} ms`;

/**
 * The console over `database`, seeded, listening, with its outbox of records in `recordsDir`; the
 * admin's headers on the members menu, and on a menu matching `where`.
 */
async function consoleOver(database, recordsDir) {
  const { app, menu } = await seededConsole(database, config, {
    title: '회원',
    apis: ['bench.plain', 'bench.personal', 'bench.personalPaged'],
    recordsDir,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const headersOn = async (where) => {
    const [m] = rowsOf(
      await database.db.execute(sql`select mnu_id from menus where ${where} order by mnu_id limit 1`),
    );
    return adminHeaders(app, database, config, m.mnu_id);
  };
  return { app, base, headers: await adminHeaders(app, database, config, menu.mnu_id), headersOn };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Throughput with recording on and off, paired: one flat-out run of `url` with `recorder.record`
 * switched between `recording` and nothing every phase (on, off, off, on, …: the machine's drift
 * falls on both alike). A phase's answers are counted after a guard, and an "off" phase starts once
 * the records of the phase before are in the database (their work is counted against "on").
 * Returns each phase's answers a second.
 */
async function interleaved(app, url, headers, recorder, recording) {
  let served = 0;
  const count = () => {
    served++;
  };
  app.server.on('request', count);
  const run = cannon(url, headers, undefined, (PHASES * (PHASE_MS + GUARD_MS)) / 1000 + 10);
  await sleep(1000);
  const phases = [];
  for (let i = 0; i < PHASES; i++) {
    const on = i % 4 === 0 || i % 4 === 3;
    recorder.record = on ? recording : () => {};
    if (!on) await recorder.flush();
    await sleep(GUARD_MS);
    const from = served;
    const t = performance.now();
    await sleep(PHASE_MS);
    phases.push({ on, rate: ((served - from) * 1000) / (performance.now() - t) });
  }
  const r = await run;
  app.server.off('request', count);
  await recorder.flush();
  if (r.non2xx || r.errors || r.timeouts)
    throw new Error(`interleaved: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  return phases;
}

/**
 * Part 1: the list call plain, masked but not recorded (the anchor), and masked and recorded.
 * Throughput: recording on and off in phases of one flat-out run (`interleaved`, the budget); runs
 * of their own in three rounds, the median of each variant and of each round's ratios, for
 * reference. What recording holds an answer back: the time inside `record()` (synchronous: the
 * outbox line and the queue), and how much longer the event loop stalls with recording on (the
 * flushes' work on the server's thread, and the cores the database's thread or process takes from
 * it) — measured at half the anchor's throughput, where a stall is not hidden in a queue.
 * autocannon's own p99 (whole milliseconds, 10 connections on 2 cores shared with it and the
 * database) is shown for reference.
 */
async function recordingOverhead(label, app, base, headers) {
  const recorder = app.personalRecords;
  const record = recorder.record;
  const inRecord = createHistogram();
  const timedRecord = function (entry) {
    const t = process.hrtime.bigint();
    record.call(this, entry);
    inRecord.record(Number(process.hrtime.bigint() - t) || 1);
  };
  const variants = {
    plain: { api: 'bench.plain', recording: true },
    unrecorded: { api: 'bench.personal', recording: false },
    recorded: { api: 'bench.personal', recording: true },
  };
  // For reference, not budgeted: another 50 people in every answer (each record's list new).
  const paged = { api: 'bench.personalPaged', recording: true };
  const rps = { plain: [], unrecorded: [], recorded: [], paged: [] };
  const latency = {};
  const run = async (name, v, rate) => {
    recorder.record = v.recording ? timedRecord : () => {};
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const r = await cannon(`${base}/api/ext/${v.api}`, headers, rate);
    loop.disable();
    await recorder.flush();
    if (r.non2xx || r.errors || r.timeouts)
      throw new Error(`${label} ${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    return { r, loopP99: loop.percentile(99) / 1e6 };
  };
  const order = [...Object.entries(variants), ['paged', paged]];
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, v] of round % 2 ? [...order].reverse() : order)
      rps[name].push((await run(name, v)).r.requests.average);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const phases = await interleaved(app, `${base}/api/ext/bench.personal`, headers, recorder, timedRecord);
  const rate = Math.round(median(rps.unrecorded) / 2);
  inRecord.reset();
  for (let round = 0; round < 2; round++) {
    for (const [name, v] of Object.entries(variants)) {
      const { r, loopP99 } = await run(name, v, rate);
      const prior = latency[name];
      if (!prior || loopP99 < prior.loopP99)
        latency[name] = { loopP99, p50: r.latency.p50, p99: r.latency.p99 };
    }
  }
  recorder.record = record;
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const onRate = mean(phases.filter((p) => p.on).map((p) => p.rate));
  const offRate = mean(phases.filter((p) => !p.on).map((p) => p.rate));
  const paired = [];
  for (let i = 0; i + 1 < phases.length; i += 2)
    paired.push(phases[i].on ? phases[i].rate / phases[i + 1].rate : phases[i + 1].rate / phases[i].rate);
  const interleavedRatio = onRate / offRate;
  // How sure: the pairs' mean ± 1.96 standard errors.
  const pairMean = mean(paired);
  const spread = 1.96 * Math.sqrt(mean(paired.map((r) => (r - pairMean) ** 2)) / (paired.length - 1));
  const recordP99 = inRecord.percentile(99) / 1e6;
  const stall = Math.max(0, latency.recorded.loopP99 - latency.unrecorded.loopP99);
  const held = recordP99 + stall;
  const ratios = (name) => rps[name].map((x, i) => x / rps.unrecorded[i]);
  console.log(
    `\n${label}: list of ${SUBJECTS_PER_LIST} members through the gateway, 10 connections × ${duration} s; req/s flat out (median of ${ROUNDS} rounds), latency at ${rate} req/s`,
  );
  console.log(
    `${'call'.padEnd(46)}${'req/s'.padStart(8)}${'p50'.padStart(6)}${'p99'.padStart(6)}${'loop p99'.padStart(10)}`,
  );
  for (const [name, title] of [
    ['plain', 'declared without personal (for reference)'],
    ['unrecorded', 'personal, masked, recording off (anchor)'],
    ['recorded', 'personal, masked, recording on'],
  ])
    console.log(
      `${title.padEnd(46)}${Math.round(median(rps[name])).toLocaleString('en').padStart(8)}${`${latency[name].p50}`.padStart(6)}${`${latency[name].p99}`.padStart(6)}${ms(latency[name].loopP99).padStart(10)}`,
    );
  console.log(
    `recording holds an answer back: record() p99 ${recordP99.toFixed(3)} ms + event-loop stall p99 ${ms(stall)} = ${held.toFixed(2)} ms (budget ≤ ${P99_OVERHEAD_MS} ms) ${verdict(held <= P99_OVERHEAD_MS)}`,
  );
  console.log(
    `recording: throughput ${interleavedRatio.toFixed(2)}× the anchor (${Math.round(onRate)} / ${Math.round(offRate)} req/s over ${PHASES} phases of one run, on and off in turn; the ${paired.length} pairs' mean ${pairMean.toFixed(2)} ± ${spread.toFixed(2)} at 95 %) (budget ≥ ${THROUGHPUT_RATIO}×) ${verdict(interleavedRatio >= THROUGHPUT_RATIO)}`,
  );
  console.log(
    `(runs of their own, for reference: the rounds' ratios ${ratios('recorded')
      .map((r) => r.toFixed(2))
      .join(
        ', ',
      )}, median ${median(ratios('recorded')).toFixed(2)}×; ratio of the medians ${(median(rps.recorded) / median(rps.unrecorded)).toFixed(2)}×)`,
  );
  console.log(
    `(for reference: another 50 people in every answer, recording on: ${Math.round(median(rps.paged)).toLocaleString('en')} req/s, ${median(ratios('paged')).toFixed(2)}× the anchor)`,
  );
  console.log(
    `(masking at the server, for reference: ${(median(rps.unrecorded) / median(rps.plain)).toFixed(2)}× the plain call)`,
  );
}

/** Part 2: `records` records over the 12 months before this one, through the chain trigger. */
async function fillRecords(db) {
  const thisMonth = koreanMonthOf(Date.now());
  const start = koreanMonthRange(addMonths(thisMonth, -12)).start;
  const days = Math.round((koreanMonthRange(thisMonth).start.getTime() - start.getTime()) / 86_400_000);
  const perDay = Math.ceil(records / days);
  const batch = 100_000;
  const began = performance.now();
  for (let from = 1; from <= records; from += batch) {
    const to = Math.min(records, from + batch - 1);
    // Day by day in time order; in a day from 08:00 to 19:00, every 50th at night. Each record's
    // list of subjects is its own (kept under its hash, as the recorder does): the worst case.
    await db.execute(sql`with gen as (
        select i, array(select 'M' || (100000 + ((i::bigint * 7919 + k * 104729) % 100000))
          from generate_series(1, 1 + i % 20) k) as ids
        from generate_series(${from}::int, ${to}::int) i
      ), lists as (select i, ids, ${sql.raw(subjectSetHash('ids'))} as h from gen),
      kept as (
        insert into personal_subject_sets (set_hash, subject_ids) select h, ids from lists on conflict do nothing
      )
      insert into personal_access_logs (acc_dttm, usr_id, usr_ip, sys_cd, mnu_id, tran_id, action,
        source, set_hash, subject_cnt, reason_cd, reason, seq, prev_hash, row_hash)
      select ${start.toISOString()}::timestamptz + ((i / ${perDay}) * interval '1 day')
          + case when (i % ${perDay}) % 50 = 0 then interval '21 hours' + ((i % 3600) * interval '1 second')
                 else interval '8 hours' + ((i % ${perDay}) * (interval '11 hours' / ${perDay})) end,
        'user' || (i % 200), '10.0.' || (i % 200) || '.' || (1 + (i / ${perDay * 90}) % 3), 'CONSOLE', '1010', md5(i::text),
        case when i % 500 = 0 then 'DOWNLOAD' when i % 97 = 0 then 'UNMASK' else 'READ' end, 'shop.members',
        h, cardinality(ids), case when i % 500 = 0 then '01' end, case when i % 500 = 0 then '고객 문의 응대' end, 0, '', ''
      from lists order by i`);
    process.stdout.write(`\r  ${to.toLocaleString('en')} records written`);
  }
  await db.execute(sql`analyze personal_access_logs`);
  await db.execute(sql`analyze personal_subject_sets`);
  console.log(` in ${((performance.now() - began) / 1000).toFixed(0)} s`);
  return addMonths(thisMonth, -1);
}

async function timed(fn) {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}

/** Part 2: the review, the subject lookup and the verification over `records` records. */
async function atScale(database, base, headersOn) {
  console.log(`\nPostgreSQL, ${records.toLocaleString('en')} 개인정보 접속기록:`);
  const month = await fillRecords(database.db);
  const anchor = await timed(() =>
    database.db.execute(sql`select count(*), sum(subject_cnt) from personal_access_logs`),
  );
  console.log(`anchor: one full read of the table ${ms(anchor.ms)}`);

  const reviewHeaders = await headersOn(sql`pro_id_val = 'SYSTEM_PRIVACY_REVIEW'`);
  const post = async (path, body, headers) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const reviews = [];
  let flags = 0;
  for (let i = 0; i < 5; i++) {
    const r = await timed(() => post('/api/system/privacy/review/flags', { month, size: 20 }, reviewHeaders));
    reviews.push(r.ms);
    flags = r.value.body.totalCount;
  }
  const worstReview = Math.max(...reviews);
  const [{ n: monthRows }] = rowsOf(
    await database.db.execute(sql`select count(*)::int as n from personal_access_logs
      where acc_dttm >= ${koreanMonthRange(month).start.toISOString()}::timestamptz
        and acc_dttm < ${koreanMonthRange(month).end.toISOString()}::timestamptz`),
  );
  console.log(
    `월간 점검 ${month} (${Number(monthRows).toLocaleString('en')} records, ${flags} flags): worst of 5 ${ms(worstReview)} = ${(worstReview / anchor.ms).toFixed(1)}× anchor (budget ≤ ${REVIEW_MS} ms) ${verdict(worstReview <= REVIEW_MS)}`,
  );
  const months = await timed(() => post('/api/system/privacy/review/months', {}, reviewHeaders));
  console.log(`  (the list of months with their counts: ${ms(months.ms)})`);

  const subjectHeaders = await headersOn(sql`pro_id_val = 'SYSTEM_PRIVACY'`);
  const lookups = [];
  let found = 0;
  for (let i = 0; i < 200; i++) {
    const subject = `M${100000 + ((i * 48271) % 100000)}`;
    const r = await timed(() =>
      post('/api/system/privacy/subject', { subject, page: 1, size: 20 }, subjectHeaders),
    );
    lookups.push(r.ms);
    found += r.value.body.totalCount;
  }
  lookups.sort((a, b) => a - b);
  const p95 = lookups[Math.ceil(lookups.length * 0.95) - 1];
  console.log(
    `정보주체 조회 of 200 subjects (${Math.round(found / 200)} records each on average): p50 ${ms(lookups[99])}, p95 ${ms(p95)} (budget ≤ ${SUBJECT_P95_MS} ms) ${verdict(p95 <= SUBJECT_P95_MS)}`,
  );

  const verify = await timed(() => verifyPersonalAccess(database.db));
  if (verify.value.broken) throw new Error(`the chain is broken: ${JSON.stringify(verify.value.broken)}`);
  console.log(
    `audit verify of ${verify.value.rows.toLocaleString('en')} records: ${ms(verify.ms)} = ${(verify.ms / anchor.ms).toFixed(1)}× anchor (budget ≤ ${VERIFY_MS} ms) ${verdict(verify.ms <= VERIFY_MS)}`,
  );
}

let pg;
try {
  console.log('privacy bench: recording personal data, reviewing and verifying it');
  if (only !== 'postgres') {
    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    const c = await consoleOver(database, join(dir, 'outbox-pglite'));
    try {
      await recordingOverhead('PGlite', c.app, c.base, c.headers);
    } finally {
      await c.app.close();
      await database.close();
    }
  }
  if (only !== 'pglite') {
    pg = await startPostgres(dir, { log: () => {} });
    const database = await openDatabase({ url: pg.url });
    const c = await consoleOver(database, join(dir, 'outbox-pg'));
    try {
      await recordingOverhead('PostgreSQL', c.app, c.base, c.headers);
      await atScale(database, c.base, c.headersOn);
    } finally {
      await c.app.close();
      await database.close();
    }
  }
} finally {
  await pg?.stop();
  backend.kill();
  rmSync(dir, { recursive: true, force: true });
  await unregister();
}
process.exitCode = failed ? 1 : 0;
