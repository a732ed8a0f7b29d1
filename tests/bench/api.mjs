// `npm run bench:api`: the management API under load, in-process on a free 127.0.0.1 port, once over
// a seeded PGlite folder and once over a throw-away PostgreSQL (Debian's, as the test suite starts
// it). autocannon (a child process, so it does not share the server's event loop) runs
// 50 connections × 10 s against
//   (a) POST /api/system/initial-data (public, cached, pre-serialized),
//   (b) POST /api/system/menu/list (logged in, program-bound: session, account, authorities, menu),
//   (c) POST /api/system/usermenu/list (logged in: the caller's favourites, read from the database),
//   (d) POST /bench/bare, registered only here, answering the SAME bytes as (a) with no work at all.
// Budgets, on each database: (a) ≥ 0.7 × (d) req/s; (b) ≥ 0.35 × (a) req/s; every answer 2xx.
// Exits 1 when over budget.
//   node tests/bench/api.mjs [--duration S] [--connections N] [--only pglite|postgres] [--smoke]
// --smoke: a short run that checks every route answers 2xx under load (200 requests per route over
// 10 connections, no warm-up), without the ratio budgets (npm test runs it; timings on a busy CI
// machine mean nothing).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { copyEmptyPgliteDir } from '../support/emptyPgliteDir.mjs';
import { startPostgres } from '../support/postgres.mjs';
import { autocannon } from './support/autocannon.mjs';

const INITIAL_BUDGET = 0.7;
const MENU_BUDGET = 0.35;

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? undefined : Number(process.argv[i + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}
const smoke = process.argv.includes('--smoke');
/** Requests per route in a smoke run. */
const SMOKE_REQUESTS = 200;
const duration = option('duration', smoke ? 1 : 10);
const connections = option('connections', smoke ? 10 : 50);
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1];

/**
 * One autocannon run in a child process; resolves its JSON result. Bounded by `duration`, or in a
 * smoke run by SMOKE_REQUESTS (a fixed count sent over `connections` at once: load enough to find a
 * wrong answer, without a core spent flat out for the duration beside the other suites).
 */
function cannon(title, url, { headers = {}, body } = {}) {
  const args = [
    '-c',
    String(connections),
    ...(smoke ? ['-a', String(SMOKE_REQUESTS)] : ['-d', String(duration)]),
    '-m',
    'POST',
    '-T',
    title,
  ];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  if (body !== undefined) args.push('-b', body);
  args.push(url);
  return autocannon(title, args, duration + 30);
}

const unregister = register();
const { buildApp } = await import('../../runtime/server/buildApp.ts');
const { migrate, openDatabase, rowsOf, seed } = await import('../../runtime/server/db/index.ts');
const { sql } = await import('drizzle-orm');
const { adminHeaders } = await import('./support/adminSession.mjs');
const { configSchema } = await import('../../schemas/config/index.ts');
const { exampleScreens } = await import('../server/support/testDatabase.ts');

const config = configSchema.parse({});

/** Opens the database of `kind` (fresh), returns it and its clean-up. */
async function open(kind, dir) {
  if (kind === 'pglite') {
    // An initialised empty folder (a copy): what is measured is the requests, not initdb.
    await copyEmptyPgliteDir(join(dir, 'pglite'));
    return { database: await openDatabase({ dataDir: join(dir, 'pglite') }), stop: async () => {} };
  }
  const server = await startPostgres(dir, { log: (line) => console.log(line) });
  try {
    return { database: await openDatabase({ url: server.url, poolSize: 10 }), stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The four runs on one database; returns the number of failures. */
async function benchOn(kind) {
  const dir = mkdtempSync(join(tmpdir(), `console-bench-api-${kind}-`));
  let app;
  let opened;
  let failed = 0;
  try {
    opened = await open(kind, dir);
    const { database } = opened;
    await migrate(database);
    await seed(database, {
      systemCode: config.management.systemCode,
      screens: exampleScreens(),
      excludePaths: ['/login'],
    });

    app = await buildApp({ config, database, logger: false });
    let bare = Buffer.alloc(0);
    // The baseline: the same bytes, no hooks of the management API, no cache lookup.
    app.post('/bench/bare', (_request, reply) => {
      reply.header('content-type', 'application/json; charset=utf-8').send(bare);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${app.server.address().port}`;

    const initial = await fetch(`${base}/api/system/initial-data`, { method: 'POST' });
    bare = Buffer.from(await initial.arrayBuffer());
    const check = await fetch(`${base}/bench/bare`, { method: 'POST' });
    if (!Buffer.from(await check.arrayBuffer()).equals(bare))
      throw new Error('the bare route does not answer the same bytes');

    // A logged-in admin, as the login call would make one, on the menu-management (SYSTEM_MENU) menu.
    const [page] = rowsOf(
      await database.db.execute(
        sql`select mnu_id from menus where pro_id_val = 'SYSTEM_MENU' and ip_lmt_yn = 'N' order by mnu_id limit 1`,
      ),
    );
    const headers = await adminHeaders(app, database, config, page.mnu_id);
    const menuBody = '{"sysCd":"CONSOLE"}';
    const favouritesBody = '{"sysCd":"CONSOLE"}';
    for (const [url, body] of [
      ['/api/system/menu/list', menuBody],
      ['/api/system/usermenu/list', favouritesBody],
    ]) {
      const probe = await fetch(`${base}${url}`, { method: 'POST', headers, body });
      if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}: ${await probe.text()}`);
    }

    console.log(
      `\napi bench on ${kind}: ${connections} connections × ${smoke ? `${SMOKE_REQUESTS} requests` : `${duration} s`} each, initial data ${bare.length.toLocaleString('en')} bytes`,
    );
    // Warm-up (JIT, caches), then the measured runs. A smoke run measures nothing: no warm-up.
    const warm = Math.min(2, duration);
    for (const url of smoke ? [] : ['/bench/bare', '/api/system/initial-data']) {
      await autocannon('warm-up', ['-c', '10', '-d', String(warm), '-m', 'POST', `${base}${url}`], warm + 30);
    }
    const runs = {
      initial: await cannon('initial-data', `${base}/api/system/initial-data`),
      menuList: await cannon('menu-list', `${base}/api/system/menu/list`, { headers, body: menuBody }),
      favourites: await cannon('favourites', `${base}/api/system/usermenu/list`, {
        headers,
        body: favouritesBody,
      }),
      bare: await cannon('bare', `${base}/bench/bare`),
    };

    const rows = [
      ['(a) POST /api/system/initial-data', runs.initial],
      ['(b) POST /api/system/menu/list', runs.menuList],
      ['(c) POST /api/system/usermenu/list', runs.favourites],
      ['(d) POST /bench/bare (same bytes)', runs.bare],
    ];
    console.log(
      `\n${'route'.padEnd(38)}${'req/s'.padStart(10)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}`,
    );
    for (const [label, r] of rows) {
      const bad = r.non2xx + r.errors + r.timeouts;
      if (bad > 0) failed++;
      console.log(
        `${label.padEnd(38)}${Math.round(r.requests.average).toLocaleString('en').padStart(10)}${String(r.latency.p99).padStart(9)}${String(r.non2xx).padStart(9)}${String(r.errors + r.timeouts).padStart(8)}`,
      );
    }
    const ratios = [
      ['initial-data / bare', runs.initial.requests.average / runs.bare.requests.average, INITIAL_BUDGET],
      [
        'menu list / initial-data',
        runs.menuList.requests.average / runs.initial.requests.average,
        MENU_BUDGET,
      ],
      [
        'favourites / initial-data',
        runs.favourites.requests.average / runs.initial.requests.average,
        undefined,
      ],
    ];
    console.log('');
    for (const [label, ratio, budget] of ratios) {
      const ok = smoke || budget === undefined || ratio >= budget;
      if (!ok) failed++;
      const verdict =
        budget === undefined
          ? ''
          : smoke
            ? `(budget ≥ ${budget}; not judged in a smoke run)`
            : `(budget ≥ ${budget}) ${ok ? 'ok' : 'OVER BUDGET'}`;
      console.log(`${kind}: ${label} = ${ratio.toFixed(2)} ${verdict}`);
    }
  } finally {
    await app?.close();
    await opened?.database.close();
    await opened?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return failed;
}

let failed = 0;
try {
  for (const kind of ['pglite', 'postgres']) {
    if (only && only !== kind) continue;
    failed += await benchOn(kind);
  }
} finally {
  await unregister();
}
process.exitCode = failed ? 1 : 0;
