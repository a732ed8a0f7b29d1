// `npm run bench:load`: cold page loads in a fresh Chromium, the console's against a bare app's.
// The anchor is tests/bench/loadAnchor: React + TanStack Router with one route at `/` drawing an <h1>
// and a login field <input name="userId">, built here with the repo's Vite (plugin-react, es2022)
// into a temp folder and served in this process by Fastify the way the console serves its build:
// text files pre-compressed (gzip level 9 and brotli 11, as `console build` writes them) served by
// @fastify/static `preCompressed`, @fastify/compress for the rest, an SPA fallback to index.html, and
// helmet's security headers as the console sends them (COOP among them changes a first paint).
// The console is built (`node cli/bin.mjs build`) and started (`node cli/bin.mjs start`) on a fresh
// PGlite folder; one load of each page warms it (not counted). Then every load is a new Chromium
// (launch, context 1440×900, page, goto, measure, close), rounds interleaved and rotated:
// console /login, console /docs/forms, anchor `/`; and two reloads, each in a new Chromium too:
// a typical staff screen, 회원 관리 at /ops/members (a search form and a grid of 20 members over
// the example backend), reloaded by the administrator after logging in there and seeing its rows
// (the files are then in the browser's cache and the session in the tab's storage), against the
// anchor reloaded after one load. Per load, in the page, ms since navigation start:
//   first paint = the `first-contentful-paint` entry (`first-paint` when there is none);
//   ready       = when the marker element first exists in the DOM, seen by a MutationObserver on
//                 `document` installed at document start (it sees parser-inserted nodes too, so a
//                 server-rendered field counts from the HTML parse; --smoke checks that it does);
//   JS          = script files the page started fetching before ready (info, not judged).
// Markers: /login `input[name="userId"]`; /docs/forms `main h1` (the screen title); /ops/members
// `main h1` and its grid's 20th row; anchor both.
// Budgets, on the medians of the same run: /login first paint ≤ 1.0 × the anchor's; /login field
// ready ≤ 1.0 × the anchor's field ready; /docs/forms title ready ≤ 1.3 × the anchor's h1 ready;
// /docs/forms first paint ≤ 1.0 × the anchor's; /ops/members first paint on a reload ≤ 1.0 × the
// anchor's on a reload. Its title and rows on a reload are shown against the anchor's h1 (info).
// Exits 1 when over budget.
//   node tests/bench/load.mjs [--runs N] [--smoke] [--no-build]
// --smoke: 1 round (--runs 2 at most), no warm-up and no budgets: every page loads and shows its
// markers (npm test may run it; timings on a busy CI machine mean nothing). --no-build: serve
// dist/client as it is (`console start` still builds when its inputs changed since).
import { spawn, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { chromium } from '@playwright/test';
import Fastify from 'fastify';
import YAML from 'yaml';
import { killGroup, waitHealthy } from '../support/consoleProcess.mjs';
import { copyEmptyPgliteDir } from '../support/emptyPgliteDir.mjs';
import { ensureChromium } from '../support/ensureChromium.mjs';
import { freePort } from '../support/runner.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = join(ROOT, 'cli', 'bin.mjs');
const ANCHOR_DIR = join(import.meta.dirname, 'loadAnchor');
const FIELD = 'input[name="userId"]';
const TITLE = 'main h1';
const LOAD_TIMEOUT_MS = 30_000;
const BUDGETS = { loginPaint: 1.0, loginField: 1.0, formsTitle: 1.3, formsPaint: 1.0, staffPaint: 1.0 };
const STAFF_PATH = '/ops/members';
const STAFF_ROWS = 'main table tbody tr:nth-child(20)';
const ADMIN = { userId: 'admin', password: 'Passw0rd!' };

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? undefined : Number(process.argv[i + 1]);
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}
const smoke = process.argv.includes('--smoke');
const runs = smoke ? Math.min(option('runs', 1), 2) : option('runs', 10);
const build = !process.argv.includes('--no-build');
// The title /docs/forms must show: the screen's own, so a 404 or error screen's h1 does not pass.
const formsTitle = YAML.parse(readFileSync(join(ROOT, 'screens/docs/forms.screen.yaml'), 'utf8')).title;
const staffTitle = YAML.parse(readFileSync(join(ROOT, `screens${STAFF_PATH}.screen.yaml`), 'utf8')).title;

const tmp = mkdtempSync(join(tmpdir(), 'console-bench-load-'));
let consoleChild;
let anchorServer;
let browser;

async function cleanup() {
  await browser?.close().catch(() => {});
  browser = undefined;
  if (consoleChild) {
    const c = consoleChild;
    consoleChild = undefined;
    if (c.exitCode === null && c.signalCode === null) {
      killGroup(c, 'SIGTERM');
      const timer = setTimeout(() => killGroup(c, 'SIGKILL'), 10_000);
      await new Promise((r) => c.once('exit', r));
      clearTimeout(timer);
    }
    killGroup(c, 'SIGKILL'); // whatever it launched and left behind
  }
  await anchorServer?.close().catch(() => {});
  anchorServer = undefined;
  rmSync(tmp, { recursive: true, force: true });
}
// Ctrl+C (or a CI timeout's SIGTERM) still stops the browser, the console and the anchor server.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

/** Builds the anchor with the repo's Vite into `outDir` and pre-compresses it as `console build` does. */
async function buildAnchor(outDir) {
  const vite = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await vite.build({
    configFile: false,
    root: ANCHOR_DIR,
    cacheDir: join(tmp, 'vite-cache'),
    publicDir: false,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
    logLevel: 'warn',
  });
  const files = readdirSync(outDir, { recursive: true })
    .map((f) => join(outDir, String(f)))
    .filter((f) => statSync(f).isFile());
  for (const f of files) {
    if (!/\.(js|mjs|css|html|json|svg|txt|map)$/.test(f)) continue;
    const data = readFileSync(f);
    if (data.length < 1024) continue;
    writeFileSync(`${f}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(
      `${f}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
  }
  return files.filter((f) => f.endsWith('.js')).length;
}

/**
 * Serves the anchor build: pre-compressed files, on-the-fly compression otherwise, SPA fallback,
 * and helmet's security headers as the console sends them (its own CSP aside: the anchor has no
 * inline script). They change the first paint: with `Cross-Origin-Opener-Policy: same-origin`
 * Chromium opens the page in a renderer process of its own instead of the new tab's first one
 * (about 30 ms on this machine), so an anchor without them would be measured without that cost.
 */
async function serveAnchor(dir, port) {
  const app = Fastify({ logger: false });
  await app.register(fastifyHelmet, {
    // As the console's: no upgrade of requests to https (the console's CSP has none).
    contentSecurityPolicy: { useDefaults: true, directives: { 'upgrade-insecure-requests': null } },
    referrerPolicy: { policy: 'same-origin' },
  });
  await app.register(fastifyCompress, { globalDecompression: false });
  await app.register(fastifyStatic, { root: dir, prefix: '/', preCompressed: true, wildcard: true });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (request.method !== 'GET' || path.slice(path.lastIndexOf('/') + 1).includes('.'))
      return reply.code(404).send('not found');
    return reply.code(200).sendFile('index.html');
  });
  await app.listen({ host: '127.0.0.1', port });
  return app;
}

/**
 * Installed at document start: records when each marker first exists (performance.now(), i.e. ms
 * since navigation start) and how it was seen. The observer on `document` gets parser-inserted
 * nodes as well as script-inserted ones; readystatechange is a second look at the parse.
 */
function recordMarkers({ markers, observerOnly = false }) {
  const found = {};
  window.__loadBench = found;
  const check = (how) => {
    let missing = false;
    for (const [key, selector] of Object.entries(markers)) {
      if (found[key] !== undefined) continue;
      const el = document.querySelector(selector);
      if (el) found[key] = { at: performance.now(), how };
      else missing = true;
    }
    if (!missing) observer.disconnect();
  };
  const observer = new MutationObserver(() => check('mutation'));
  observer.observe(document, { childList: true, subtree: true });
  if (observerOnly) return;
  document.addEventListener('readystatechange', () => check(document.readyState));
  check('init');
}

/** First contentful paint (or first paint), waiting up to 5 s for it. */
function firstPaint() {
  return new Promise((done) => {
    const pick = () => {
      const paints = performance.getEntriesByType('paint');
      return (
        paints.find((e) => e.name === 'first-contentful-paint') ??
        paints.find((e) => e.name === 'first-paint')
      );
    };
    const finish = () => {
      const e = pick();
      done(
        e
          ? { at: e.startTime, name: e.name, origin: performance.timeOrigin }
          : { origin: performance.timeOrigin },
      );
    };
    if (performance.getEntriesByName('first-contentful-paint').length) return finish();
    new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) finish();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(finish, 5000);
  });
}

/**
 * One cold load in a new Chromium: `markers` maps a key to a selector; resolves
 * `{ paint, ready: { key: ms }, how: { key }, texts: { key }, js }` or throws what went wrong.
 * With `before(page)`, which opens the page its own way first (not measured), the load measured is
 * a reload of where that left the page.
 */
async function load(executablePath, url, markers, before) {
  browser = await chromium.launch({ executablePath });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(recordMarkers, { markers });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    if (before) await before(page);
    const response = before
      ? await page.reload({ waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS })
      : await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page
      .waitForFunction(
        (keys) => keys.every((k) => window.__loadBench?.[k] !== undefined),
        Object.keys(markers),
        { timeout: LOAD_TIMEOUT_MS, polling: 50 },
      )
      .catch(() => {
        throw new Error(
          `${url}: ${Object.values(markers).join(', ')} did not appear${errors.length ? ` (${errors[0]})` : ''}`,
        );
      });
    const paint = await page.evaluate(firstPaint);
    if (paint.at === undefined) throw new Error(`${url}: no paint entry`);
    const found = await page.evaluate(() => window.__loadBench);
    const texts = await page.evaluate(
      (m) =>
        Object.fromEntries(Object.entries(m).map(([k, s]) => [k, document.querySelector(s)?.textContent])),
      markers,
    );
    if (errors.length) throw new Error(`${url}: page error: ${errors[0]}`);
    // Script files the page started fetching (its own resource timing, cached ones too) before the
    // last marker appeared.
    const readyAt = Math.max(...Object.values(found).map((f) => f.at));
    const js = await page.evaluate(
      (at) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= at && /\.m?js(\?|$)/.test(new URL(e.name).pathname)).length,
      readyAt,
    );
    const pick = (f) => Object.fromEntries(Object.entries(found).map(([k, v]) => [k, f(v)]));
    return {
      paint: paint.at,
      paintName: paint.name,
      ready: pick((v) => v.at),
      how: pick((v) => v.how),
      texts,
      js,
    };
  } finally {
    await browser.close().catch(() => {});
    browser = undefined;
  }
}

/**
 * Whether the MutationObserver alone sees a field that is in the HTML itself, during the parse
 * (before DOMContentLoaded), as it will see a server-rendered login field (--smoke).
 */
async function checkParserInserted(executablePath, origin) {
  browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage();
    await page.addInitScript(recordMarkers, { markers: { field: FIELD }, observerOnly: true });
    await page.route(`${origin}/__parsed`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html><body><main><h1>x</h1><input name="userId"></main></body></html>',
      }),
    );
    await page.goto(`${origin}/__parsed`, { waitUntil: 'load' });
    return await page.evaluate(() => ({
      ...window.__loadBench.field,
      dcl: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventStart,
    }));
  } finally {
    await browser.close().catch(() => {});
    browser = undefined;
  }
}

/** Logs the administrator in at the staff screen and waits for its rows (the reload is measured). */
async function loginAtStaffScreen(page, consoleUrl) {
  await page.goto(`${consoleUrl}/login?rtnUrl=${encodeURIComponent(STAFF_PATH)}`, {
    timeout: LOAD_TIMEOUT_MS,
  });
  await page.getByLabel('아이디', { exact: true }).fill(ADMIN.userId);
  await page.getByLabel('비밀번호', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL(`${consoleUrl}${STAFF_PATH}`, { timeout: LOAD_TIMEOUT_MS });
  await page.locator(STAFF_ROWS).waitFor({ timeout: LOAD_TIMEOUT_MS });
}

/** Loads the anchor once (its reload is measured). */
async function openAnchor(page, anchorUrl) {
  await page.goto(`${anchorUrl}/`, { timeout: LOAD_TIMEOUT_MS });
  await page.locator(FIELD).waitFor({ timeout: LOAD_TIMEOUT_MS });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

let failed = 0;
try {
  const executablePath = await ensureChromium({ log: (s) => console.log(s) });
  if (build) {
    console.log('load: building the console (node cli/bin.mjs build)…');
    const r = spawnSync(process.execPath, [CLI, 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (r.status !== 0) throw new Error(`console build failed (exit ${r.status})`);
  }
  const anchorOut = join(tmp, 'anchor');
  const anchorJs = await buildAnchor(anchorOut);
  const anchorPort = await freePort(47_731);
  anchorServer = await serveAnchor(anchorOut, anchorPort);
  const anchorUrl = `http://127.0.0.1:${anchorPort}`;

  const consolePort = await freePort(47_741);
  const consoleUrl = `http://127.0.0.1:${consolePort}`;
  const dataDir = join(tmp, 'data');
  mkdirSync(dataDir);
  // An initialised empty PGlite folder (a copy): the console migrates and seeds it as on a first start.
  await copyEmptyPgliteDir(join(dataDir, 'pglite'));
  const env = { ...process.env, HOST: '127.0.0.1', PORT: String(consolePort), CONSOLE_DATA_DIR: dataDir };
  delete env.DATABASE_URL; // a fresh PGlite folder, seeded on first start
  const logFile = join(tmp, 'console.log');
  const out = openSync(logFile, 'a');
  consoleChild = spawn(process.execPath, [CLI, 'start'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', out, out],
    // Its own process group: the stop reaches the example backend it launched too.
    detached: true,
  });
  try {
    await waitHealthy(consoleUrl, consoleChild);
  } catch (error) {
    console.error(readFileSync(logFile, 'utf8').slice(-2000));
    throw error;
  }
  console.log(`load: console at ${consoleUrl}, anchor at ${anchorUrl} (${anchorJs} JS file(s))`);

  const pages = [
    { id: 'login', url: `${consoleUrl}/login`, markers: { field: FIELD } },
    { id: 'forms', url: `${consoleUrl}/docs/forms`, markers: { title: TITLE } },
    { id: 'anchor', url: `${anchorUrl}/`, markers: { field: FIELD, title: 'h1' } },
    {
      id: 'staff',
      url: `${consoleUrl}${STAFF_PATH}`,
      markers: { title: TITLE, rows: STAFF_ROWS },
      before: (page) => loginAtStaffScreen(page, consoleUrl),
    },
    {
      id: 'anchorReload',
      url: `${anchorUrl}/`,
      markers: { field: FIELD, title: 'h1' },
      before: (page) => openAnchor(page, anchorUrl),
    },
  ];

  if (smoke) {
    const parsed = await checkParserInserted(executablePath, anchorUrl);
    if (parsed.how !== 'mutation' || !(parsed.at <= parsed.dcl)) {
      failed++;
      console.log(`load: a field in the HTML itself was not seen from the parse (${JSON.stringify(parsed)})`);
    } else
      console.log(
        `load: a field in the HTML itself is seen from the parse (${parsed.at.toFixed(0)} ms, DOMContentLoaded at ${parsed.dcl.toFixed(0)} ms)`,
      );
  } else {
    const started = performance.now();
    for (const p of pages) await load(executablePath, p.url, p.markers, p.before);
    console.log(
      `load: warmed up (one load of each page, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }

  const results = { login: [], forms: [], anchor: [], staff: [], anchorReload: [] };
  for (let round = 0; round < runs; round++) {
    for (let k = 0; k < pages.length; k++) {
      const p = pages[(round + k) % pages.length];
      const r = await load(executablePath, p.url, p.markers, p.before);
      if (p.id === 'forms' && r.texts.title?.trim() !== formsTitle)
        throw new Error(
          `/docs/forms: the first ${TITLE} is "${r.texts.title}", not the screen title "${formsTitle}"`,
        );
      if (p.id === 'staff' && r.texts.title?.trim() !== staffTitle)
        throw new Error(
          `${STAFF_PATH}: the first ${TITLE} is "${r.texts.title}", not the screen title "${staffTitle}"`,
        );
      results[p.id].push(r);
    }
    const [l, f, a, st, ar] = ['login', 'forms', 'anchor', 'staff', 'anchorReload'].map((id) =>
      results[id].at(-1),
    );
    console.log(
      `round ${String(round + 1).padStart(2)}: /login paint ${l.paint.toFixed(0)} field ${l.ready.field.toFixed(0)} js ${l.js}` +
        ` | /docs/forms paint ${f.paint.toFixed(0)} title ${f.ready.title.toFixed(0)} js ${f.js}` +
        ` | anchor paint ${a.paint.toFixed(0)} field ${a.ready.field.toFixed(0)} h1 ${a.ready.title.toFixed(0)} js ${a.js}` +
        ` | reloads: ${STAFF_PATH} paint ${st.paint.toFixed(0)} title ${st.ready.title.toFixed(0)} rows ${st.ready.rows.toFixed(0)}` +
        ` anchor paint ${ar.paint.toFixed(0)} h1 ${ar.ready.title.toFixed(0)}` +
        ` | ratios ${(l.paint / a.paint).toFixed(2)} ${(l.ready.field / a.ready.field).toFixed(2)} ${(f.ready.title / a.ready.title).toFixed(2)} ${(f.paint / a.paint).toFixed(2)} ${(st.paint / ar.paint).toFixed(2)}`,
    );
  }
  const notFcp = Object.values(results)
    .flat()
    .filter((r) => r.paintName !== 'first-contentful-paint').length;
  if (notFcp) console.log(`load: ${notFcp} load(s) had no first-contentful-paint; their first-paint is used`);
  const hows = [...new Set(Object.values(results).flatMap((rs) => rs.flatMap((r) => Object.values(r.how))))];
  // `interactive`: the readystatechange look at the parse's end ran before the observer's callback.
  console.log(`load: markers first seen by: ${hows.join(', ')}`);

  const med = (id, f) => median(results[id].map(f));
  const rows = [
    ['/login first paint', med('login', (r) => r.paint), med('anchor', (r) => r.paint), BUDGETS.loginPaint],
    [
      '/login field ready',
      med('login', (r) => r.ready.field),
      med('anchor', (r) => r.ready.field),
      BUDGETS.loginField,
    ],
    [
      '/docs/forms title ready',
      med('forms', (r) => r.ready.title),
      med('anchor', (r) => r.ready.title),
      BUDGETS.formsTitle,
    ],
    [
      '/docs/forms first paint',
      med('forms', (r) => r.paint),
      med('anchor', (r) => r.paint),
      BUDGETS.formsPaint,
    ],
    [
      `${STAFF_PATH} reload: first paint`,
      med('staff', (r) => r.paint),
      med('anchorReload', (r) => r.paint),
      BUDGETS.staffPaint,
    ],
    [
      `${STAFF_PATH} reload: title`,
      med('staff', (r) => r.ready.title),
      med('anchorReload', (r) => r.ready.title),
    ],
    [
      `${STAFF_PATH} reload: 20 rows`,
      med('staff', (r) => r.ready.rows),
      med('anchorReload', (r) => r.ready.title),
    ],
    ['/login JS requests before ready', med('login', (r) => r.js), med('anchor', (r) => r.js)],
    ['/docs/forms JS before ready', med('forms', (r) => r.js), med('anchor', (r) => r.js)],
  ];
  console.log(
    `\n${runs} cold load(s) of each page, medians in ms since navigation start (JS: requests)\n` +
      `${'metric'.padEnd(34)}${'console'.padStart(9)}${'anchor'.padStart(9)}${'ratio'.padStart(8)}${'budget'.padStart(9)}  verdict`,
  );
  for (const [label, c, a, budget] of rows) {
    const ratio = c / a;
    let verdict = 'info';
    if (budget !== undefined) {
      const ok = ratio <= budget;
      verdict = smoke ? 'not judged (smoke)' : ok ? 'ok' : 'OVER BUDGET';
      if (!smoke && !ok) failed++;
    }
    const fmt = (x) => (Number.isInteger(x) ? String(x) : x.toFixed(1));
    console.log(
      `${label.padEnd(34)}${fmt(c).padStart(9)}${fmt(a).padStart(9)}${ratio.toFixed(2).padStart(8)}${(budget === undefined ? '' : `≤ ${budget.toFixed(1)}`).padStart(9)}  ${verdict}`,
    );
  }
} catch (error) {
  failed++;
  console.error(error);
} finally {
  await cleanup();
}
process.exitCode = failed ? 1 : 0;
