// `npm run bench:api`: the management API under load, in-process on a free 127.0.0.1 port over a
// seeded PGlite database in a temp folder. autocannon (a child process, so it does not share the
// server's event loop) runs 50 connections × 10 s against
//   (a) POST /api/system/initial-data (public, cached, pre-serialized),
//   (b) POST /api/system/menu/list (logged in, program-bound: session, account, authority and a query per call),
//   (c) POST /bench/bare, registered only here, answering the SAME bytes as (a) with no work at all.
// Budget: (a) reaches at least 0.7 of (c)'s requests/s; every answer 2xx. Exits 1 when over budget.
//   node tests/bench/api.mjs [--duration S] [--connections N]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const RATIO_BUDGET = 0.7;
const require = createRequire(import.meta.url);
const autocannonBin = join(require.resolve('autocannon/package.json'), '..', 'autocannon.js');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? undefined : Number(process.argv[i + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}
const duration = option('duration', 10);
const connections = option('connections', 50);

/** One autocannon run in a child process; resolves its JSON result. Bounded by `duration`. */
function cannon(title, url, { headers = {}, body } = {}) {
  const args = [
    autocannonBin,
    '-j',
    '-c',
    String(connections),
    '-d',
    String(duration),
    '-m',
    'POST',
    '-T',
    title,
  ];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  if (body !== undefined) args.push('-b', body);
  args.push(url);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    const guard = setTimeout(() => child.kill('SIGKILL'), (duration + 30) * 1000);
    child.on('close', (code) => {
      clearTimeout(guard);
      if (code !== 0) return reject(new Error(`autocannon (${title}) exited ${code}: ${err.slice(-500)}`));
      try {
        resolvePromise(JSON.parse(out));
      } catch {
        reject(new Error(`autocannon (${title}) printed no JSON: ${out.slice(0, 300)}${err.slice(-300)}`));
      }
    });
  });
}

const unregister = register();
const { buildApp } = await import('../../runtime/server/buildApp.ts');
const { migrate, openDatabase, rowsOf, seed } = await import('../../runtime/server/db/index.ts');
const { sql } = await import('drizzle-orm');
const { adminHeaders } = await import('./support/adminSession.mjs');
const { configSchema } = await import('../../schemas/config.ts');
const { exampleScreens } = await import('../server/support/testDatabase.ts');

const dir = mkdtempSync(join(tmpdir(), 'console-bench-api-'));
const config = configSchema.parse({});
const database = await openDatabase({ dataDir: join(dir, 'pglite') });
let app;
let failed = 0;
try {
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
  const listHeaders = await adminHeaders(app, database, config, page.mnu_id);
  const probe = await fetch(`${base}/api/system/menu/list`, {
    method: 'POST',
    headers: listHeaders,
    body: '{"sysCd":"CONSOLE"}',
  });
  if (probe.status !== 200) throw new Error(`menu list answered ${probe.status}: ${await probe.text()}`);

  console.log(
    `api bench: ${connections} connections × ${duration} s each, initial data ${bare.length.toLocaleString('en')} bytes`,
  );
  // Warm-up (JIT, caches), then the measured runs.
  const warm = Math.min(2, duration);
  for (const url of ['/bench/bare', '/api/system/initial-data']) {
    await new Promise((r) => {
      spawn(
        process.execPath,
        [autocannonBin, '-c', '10', '-d', String(warm), '-m', 'POST', `${base}${url}`],
        {
          stdio: 'ignore',
        },
      ).on('close', r);
    });
  }
  const runs = {
    initial: await cannon('initial-data', `${base}/api/system/initial-data`),
    menuList: await cannon('menu-list', `${base}/api/system/menu/list`, {
      headers: listHeaders,
      body: '{"sysCd":"CONSOLE"}',
    }),
    bare: await cannon('bare', `${base}/bench/bare`),
  };

  const rows = [
    ['(a) POST /api/system/initial-data', runs.initial],
    ['(b) POST /api/system/menu/list', runs.menuList],
    ['(c) POST /bench/bare (same bytes)', runs.bare],
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
  const ratio = runs.initial.requests.average / runs.bare.requests.average;
  const ok = ratio >= RATIO_BUDGET;
  if (!ok) failed++;
  console.log(
    `\ninitial-data / bare = ${ratio.toFixed(2)} (budget ≥ ${RATIO_BUDGET}) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
} finally {
  await app?.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  await unregister();
}
process.exitCode = failed ? 1 : 0;
