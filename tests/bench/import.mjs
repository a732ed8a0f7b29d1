// `npm run bench:import`: 엑셀 일괄 등록 of 50,000 rows × 12 columns (1% invalid) into the example
// backend. The console runs in-process on a free 127.0.0.1 port over a seeded PGlite database; the
// example shop backend (examples/shop-backend) runs as its own process, checking the console's
// identity assertions, and registers every batch (so its memory is not counted). This process acts
// as the browser: it uploads an xlsx file, waits for the preview, then sends every batch in order,
// then checks both files again while sampling the live heap (after a full collection, every 100 ms).
// Budgets, measured in the same run: the preview of 50,000 rows ready within 10 s; the live heap
// growth while checking 50,000 rows at most 2× that of 5,000 rows (the rows are staged as they are
// read, not held); the commit at least 5,000 rows/s. Exits 1 when one is over budget.
//   node --expose-gc tests/bench/import.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const PREVIEW_BUDGET_MS = 10_000;
const GROWTH_BUDGET = 2;
const COMMIT_BUDGET_ROWS_PER_S = 5_000;
const root = join(import.meta.dirname, '../..');

const unregister = register();
const { openDatabase } = await import('../../runtime/server/db/index.ts');
const { adminHeaders } = await import('./support/adminSession.mjs');
const { seededConsole } = await import('./support/seededConsole.mjs');
const { configSchema } = await import('../../schemas/config/index.ts');
const { importSchema } = await import('../../schemas/blocks/index.ts');
const { default: ExcelJS } = await import('exceljs');

/** A free port of 127.0.0.1 (for the backend, which must be named before the console is built). */
const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const GRADES = ['VIP', '골드', '실버', '일반'];
const spec = importSchema.parse({
  api: 'shop.members.bulk',
  rows: 'members',
  batchSize: 500,
  columns: [
    { key: 'name', label: '이름', required: true, validators: [{ maxLength: 20 }] },
    { key: 'mobile', label: '휴대폰번호', required: true, validators: ['mobile'] },
    { key: 'birth', label: '생년월일', type: 'date' },
    { key: 'email', label: '이메일', validators: ['email'] },
    {
      key: 'grade',
      label: '등급',
      options: [
        { value: 'VIP', label: 'VIP' },
        { value: 'GOLD', label: '골드' },
        { value: 'SILVER', label: '실버' },
        { value: 'BASIC', label: '일반' },
      ],
    },
    { key: 'address', label: '주소', validators: [{ maxLength: 200 }] },
    { key: 'zip', label: '우편번호', validators: ['numeric', { maxLength: 5 }] },
    { key: 'phone', label: '전화번호', validators: ['phone'] },
    { key: 'point', label: '포인트', type: 'number' },
    { key: 'joinChannel', label: '가입 경로', validators: [{ maxLength: 20 }] },
    {
      key: 'agreeYn',
      label: '마케팅 동의',
      options: [
        { value: 'Y', label: '동의' },
        { value: 'N', label: '미동의' },
      ],
    },
    { key: 'memo', label: '메모', validators: [{ maxBytes: 400 }] },
  ],
});

/** An xlsx file of `rows` members (1 in 100 with a bad mobile number), streamed to `path`. */
async function workbookOf(path, rows, offset) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
  const sheet = wb.addWorksheet('회원');
  sheet.addRow(spec.columns.map((c) => c.label)).commit();
  for (let i = 0; i < rows; i++) {
    const n = offset + i;
    sheet
      .addRow([
        `회원${n}`,
        i % 100 === 50
          ? '010-12'
          : `010-${String(2000 + Math.floor(n / 10000)).padStart(4, '0')}-${String(n % 10000).padStart(4, '0')}`,
        `19${String(60 + (n % 40))}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
        `member${n}@example.com`,
        GRADES[n % 4],
        `서울특별시 중구 세종대로 ${n % 200}`,
        String(10000 + (n % 9000)),
        `02-${String(300 + (n % 600))}-${String(1000 + (n % 9000))}`,
        n % 5000,
        n % 3 ? '온라인' : '매장',
        n % 2 ? '동의' : '미동의',
        '일괄 등록 벤치마크',
      ])
      .commit();
  }
  sheet.commit();
  await wb.commit();
}

const dir = mkdtempSync(join(tmpdir(), 'console-bench-import-'));
const backendPort = await freePort();
const config = configSchema.parse({
  upstreams: { shop: { url: `http://127.0.0.1:${backendPort}` } },
  apis: {
    'shop.members.bulk': { upstream: 'shop', method: 'POST', path: '/members/bulk', rows: 'list' },
  },
  files: { importMaxRows: 50_000 },
});
const database = await openDatabase({ dataDir: join(dir, 'pglite') });
let app;
let backend;
let failed = 0;
try {
  const seeded = await seededConsole(database, config, {
    title: '회원',
    apis: ['shop.members.bulk'],
    imports: { members: spec },
  });
  app = seeded.app;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  backend = spawn(process.execPath, ['--import', 'tsx', join(root, 'examples/shop-backend/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(backendPort),
      CONSOLE_JWKS_URL: `${base}/.well-known/jwks.json`,
      CONSOLE_ISSUER: `console:${config.management.systemCode}`,
      UPSTREAM_NAME: 'shop',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    backend.stdout.once('data', resolve);
    backend.once('exit', (code) =>
      reject(new Error(`the example backend exited (${code}) before it listened`)),
    );
  });
  const headers = await adminHeaders(app, database, config, seeded.menu.mnu_id);
  const url = `${base}/api/ext/shop.members.bulk/import`;

  /**
   * Checks a file of `rows` rows. Timed alone; with `memory`, the heap is sampled every 100 ms right
   * after a full collection, so what is measured is what the server holds (the live heap above the
   * level before), not garbage not yet collected (the collections slow that run down: not timed).
   */
  async function check(rows, offset, memory = false) {
    const path = join(dir, `members-${rows}-${offset}.xlsx`);
    await workbookOf(path, rows, offset);
    const file = readFileSync(path);
    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 50));
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const timer = memory
      ? setInterval(() => {
          globalThis.gc?.();
          peak = Math.max(peak, process.memoryUsage().heapUsed);
        }, 100)
      : undefined;
    const started = performance.now();
    const res = await fetch(`${url}?importId=members&fileName=members.xlsx`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: file,
    });
    const answer = await res.json();
    const ms = performance.now() - started;
    clearInterval(timer);
    if (res.status !== 200) throw new Error(`check answered ${res.status}: ${JSON.stringify(answer)}`);
    return { rows, ms, growth: peak - before, bytes: file.length, preview: answer.body };
  }

  /** Sends every batch of a checked job in order, as the dialog does: rows per second. */
  async function commit(preview) {
    const started = performance.now();
    let last;
    for (let n = 1; n <= preview.batches; n++) {
      const res = await fetch(`${url}/${preview.jobId}/batches/${n}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ importId: 'members' }),
      });
      last = (await res.json()).body;
      if (!last?.ok) throw new Error(`batch ${n} failed: ${JSON.stringify(last)}`);
    }
    const ms = performance.now() - started;
    return { rows: last.done, ms };
  }

  if (!globalThis.gc) throw new Error('run with node --expose-gc (npm run bench:import)');
  await check(1000, 900_000); // warm-up
  const anchor = await check(5_000, 0);
  const large = await check(50_000, 100_000);
  const sent = await commit(large.preview);
  anchor.growth = (await check(5_000, 200_000, true)).growth;
  large.growth = (await check(50_000, 300_000, true)).growth;
  const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `import bench: xlsx of ${spec.columns.length} columns, 1% invalid rows, into the example shop backend`,
  );
  console.log(
    `\n${'rows'.padStart(9)}${'file'.padStart(10)}${'preview'.padStart(10)}${'rows/s'.padStart(10)}${'invalid'.padStart(9)}${'live heap growth'.padStart(19)}`,
  );
  for (const r of [anchor, large]) {
    console.log(
      `${r.rows.toLocaleString('en').padStart(9)}${mb(r.bytes).padStart(10)}${`${Math.round(r.ms)} ms`.padStart(10)}${Math.round(
        (r.rows / r.ms) * 1000,
      )
        .toLocaleString('en')
        .padStart(10)}${String(r.preview.invalid).padStart(9)}${mb(r.growth).padStart(19)}`,
    );
  }
  const ratio = large.growth / Math.max(anchor.growth, 1);
  const rate = (sent.rows / sent.ms) * 1000;
  const checks = [
    [
      `preview of 50,000 rows ${(large.ms / 1000).toFixed(1)} s`,
      large.ms <= PREVIEW_BUDGET_MS,
      `≤ ${PREVIEW_BUDGET_MS / 1000} s`,
    ],
    [
      `live heap growth 50,000 / 5,000 rows = ${ratio.toFixed(2)}`,
      ratio <= GROWTH_BUDGET,
      `≤ ${GROWTH_BUDGET}; 10× the rows`,
    ],
    [
      `commit ${sent.rows.toLocaleString('en')} rows in ${(sent.ms / 1000).toFixed(1)} s = ${Math.round(rate).toLocaleString('en')} rows/s`,
      rate >= COMMIT_BUDGET_ROWS_PER_S,
      `≥ ${COMMIT_BUDGET_ROWS_PER_S.toLocaleString('en')}`,
    ],
  ];
  console.log('');
  for (const [what, ok, budget] of checks) {
    if (!ok) failed++;
    console.log(`${what} (budget ${budget}) ${ok ? 'ok' : 'OVER BUDGET'}`);
  }
} finally {
  backend?.kill();
  await app?.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  await unregister();
}
process.exitCode = failed ? 1 : 0;
