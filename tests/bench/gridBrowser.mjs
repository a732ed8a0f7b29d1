// `npm run bench:grid`: a DataGrid of 100,000 browser-side rows on one page in Chromium (the rows in
// view only are rendered) against the same grid with 100 rows (every row rendered), measured in the
// same run, alternating, five of each: the first render (render() to the second frame after it),
// and 300 frames of scrolling 120 px each, timing each step's work on the main thread (the scroll,
// React's render of the rows in view, style and layout; tests/bench/gridPage/main.tsx). Budgets: the p95 frame time ≤ 16 ms; the first render ≤ 1.5× the 100
// rows'. And once, cell navigation across the 100,000 (Ctrl+End to the last row, scrolled to and
// drawn; PageUp ten rows back; the grid's counts). The page is tests/bench/gridPage, built with the
// repo's Vite. Then a server-paged grid of 100,000 rows, 100 a page: scrolling a page (p95 ≤ 16 ms)
// and turning pages (median ≤ 1.5× the 100 rows' first render). `--runs N` (default 5).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from '../support/ensureChromium.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const PAGE_DIR = join(ROOT, 'tests/bench/gridPage');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg === -1 ? 5 : Math.max(1, Number(process.argv[runsArg + 1]) || 5);
const BIG = 100_000;
const SMALL = 100;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

const tmp = mkdtempSync(join(tmpdir(), 'console-bench-grid-'));
const out = join(tmp, 'dist');
const vite = await import('vite');
const { default: react } = await import('@vitejs/plugin-react');
await vite.build({
  configFile: false,
  root: PAGE_DIR,
  cacheDir: join(tmp, 'vite-cache'),
  publicDir: false,
  plugins: [react()],
  build: { outDir: out, emptyOutDir: true, target: 'es2022' },
  logLevel: 'warn',
});

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const path = normalize((req.url ?? '/').split('?')[0] ?? '/').replace(/^(\.\.[/\\])+/, '');
  const file = join(out, path === '/' ? 'index.html' : path);
  try {
    const data = readFileSync(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(data);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;

const executablePath = process.env.CHROMIUM_PATH ?? findChromium()?.path;
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu'],
});
let failed = 0;
try {
  const renders = { [SMALL]: [], [BIG]: [] };
  const frames = { [SMALL]: [], [BIG]: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const rows of run % 2 ? [BIG, SMALL] : [SMALL, BIG]) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${base}?rows=${rows}`);
      await page.waitForFunction(() => window.bench?.renderMs !== undefined);
      renders[rows].push(await page.evaluate(() => window.bench.renderMs));
      if (rows === BIG && run === 0) {
        // Cell navigation across the virtualised page: Ctrl+End reaches the last row (scrolled to
        // and drawn), Ctrl+Home the first; the grid tells its counts.
        const grid = page.getByRole('grid', { name: '회원 목록' });
        await page.locator('td[data-row="0"][data-col="0"]').focus();
        // The focus moves once the target row is drawn (a frame or two after the key): waited for.
        const focusedRow = async (row) => {
          await page
            .waitForFunction((r) => document.activeElement?.getAttribute('data-row') === r, row, {
              timeout: 2000,
            })
            .catch(() => undefined);
          return page.evaluate(() => document.activeElement?.getAttribute('data-row'));
        };
        await page.keyboard.press('Control+End');
        const last = await focusedRow(String(BIG - 1));
        await page.keyboard.press('PageUp');
        const up = await focusedRow(String(BIG - 11));
        await page.keyboard.press('Control+Home');
        const counts = [await grid.getAttribute('aria-rowcount'), await grid.getAttribute('aria-colcount')];
        const ok = last === String(BIG - 1) && up === String(BIG - 11) && counts.join() === `${BIG + 1},10`;
        if (!ok) failed++;
        console.log(
          `${ok ? 'ok  ' : 'FAIL'} cell navigation over 100,000 rows: Ctrl+End row ${last}, PageUp row ${up}, counts ${counts.join('/')}`,
        );
      }
      frames[rows].push(...(await page.evaluate(() => window.bench.scroll(300, 120))));
      if (rows === BIG) {
        const inDom = await page.locator('tbody tr').count();
        if (inDom > 80) {
          failed++;
          console.log(`OVER rows in the DOM while scrolling 100,000: ${inDom} (budget 80)`);
        }
      }
      await page.close();
    }
  }
  // A server-paged grid of 100,000 rows: one page of 100 in the DOM. Its first render, its scroll
  // within the page, and a page turn (the next page's rows handed over as an answer would, to the
  // second frame): page 2, the middle and the last, each run.
  const paged = { renders: [], frames: [], turns: [], counts: '' };
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}?rows=${BIG}&paged=${SMALL}`);
    await page.waitForFunction(() => window.bench?.renderMs !== undefined);
    paged.renders.push(await page.evaluate(() => window.bench.renderMs));
    paged.frames.push(...(await page.evaluate(() => window.bench.scroll(60, 120))));
    for (const to of [2, BIG / SMALL / 2, BIG / SMALL])
      paged.turns.push(await page.evaluate((p) => window.bench.turn(p), to));
    if (run === 0) {
      const grid = page.getByRole('grid', { name: '회원 목록' });
      const first = await page.locator('tbody tr').first().locator('td').first().innerText();
      paged.counts = `${await grid.getAttribute('aria-rowcount')}/${await grid.getAttribute('aria-colcount')}, last page from row ${first}`;
    }
    await page.close();
  }
  const renderBig = median(renders[BIG]);
  const renderSmall = median(renders[SMALL]);
  const p95Big = percentile(frames[BIG], 95);
  const p95Small = percentile(frames[SMALL], 95);
  const p95Paged = percentile(paged.frames, 95);
  const turn = median(paged.turns);
  const checks = [
    ['p95 frame time scrolling 100,000 rows', p95Big, 16, 'ms'],
    ['first render, 100,000 rows / 100 rows', renderBig / renderSmall, 1.5, '×'],
    ['server-paged 100,000: p95 frame time scrolling', p95Paged, 16, 'ms'],
    ['server-paged 100,000: page turn / 100 rows render', turn / renderSmall, 1.5, '×'],
  ];
  console.log(
    `\ngrid benchmark in Chromium (${RUNS} runs each, alternating)\n` +
      `  first render: 100 rows ${renderSmall.toFixed(1)} ms, 100,000 rows ${renderBig.toFixed(1)} ms (medians)\n` +
      `  a scroll step's work (120 px a frame): 100,000 rows p50 ${median(frames[BIG]).toFixed(1)} / p95 ${p95Big.toFixed(1)} / max ${Math.max(...frames[BIG]).toFixed(1)} ms; ` +
      `100 rows p50 ${median(frames[SMALL]).toFixed(1)} / p95 ${p95Small.toFixed(1)} ms (${frames[BIG].length} frames each)\n` +
      `  server-paged, 100,000 rows 100 a page: first render ${median(paged.renders).toFixed(1)} ms, scroll p95 ${p95Paged.toFixed(1)} ms, ` +
      `page turn median ${turn.toFixed(1)} ms / max ${Math.max(...paged.turns).toFixed(1)} ms (pages 2, 500, 1000); counts ${paged.counts}`,
  );
  for (const [label, value, budget, unit] of checks) {
    const ok = value <= budget;
    if (!ok) failed++;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${label.padEnd(42)} ${value.toFixed(2)} ${unit}  (budget ${budget} ${unit})`,
    );
  }
} finally {
  await browser.close();
  server.close();
  rmSync(tmp, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
