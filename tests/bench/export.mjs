// `npm run bench:export`: 엑셀 다운로드 of a paged declared API, streamed with flat server memory.
// The console runs in-process on a free 127.0.0.1 port over a seeded PGlite database; the backend is
// a child process answering `{ list, totalCount }` pages of generated rows (so its memory is not
// counted). The console exports 10,000 rows (the anchor) and then 100,000 rows of the same API to
// xlsx while this process samples its own heap every 10 ms; the download is read and thrown away.
// Budget: the peak heap growth of the 100,000-row export is at most 2× the 10,000-row one's (flat:
// memory follows the page, not the file). Exits 1 when over budget.
//   node --expose-gc tests/bench/export.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const GROWTH_BUDGET = 2;
const BACKEND = `
import { createServer } from 'node:http';
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    const q = JSON.parse(body || '{}');
    const total = Number(q.total);
    const from = (q.page - 1) * q.size;
    const list = [];
    for (let i = from; i < Math.min(total, from + q.size); i++) {
      list.push({ orderNo: 'OD' + String(i).padStart(8, '0'), buyer: '홍길동' + (i % 97), email: 'buyer' + i + '@example.com',
        amount: (i % 1000) * 1000, orderDt: '2026-11-' + String((i % 28) + 1).padStart(2, '0'), status: i % 3 ? '결제완료' : '배송중' });
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ resultCode: '0000', body: { list, totalCount: total } }));
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

const unregister = register();
const { openDatabase } = await import('../../runtime/server/db/index.ts');
const { adminHeaders } = await import('./support/adminSession.mjs');
const { seededConsole } = await import('./support/seededConsole.mjs');
const { configSchema } = await import('../../schemas/config/index.ts');

const backend = spawn(process.execPath, ['--input-type=module', '-e', BACKEND], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const backendPort = await new Promise((resolve) =>
  backend.stdout.once('data', (d) => resolve(Number(String(d).trim()))),
);
const dir = mkdtempSync(join(tmpdir(), 'console-bench-export-'));
const config = configSchema.parse({
  upstreams: { shop: { url: `http://127.0.0.1:${backendPort}` } },
  apis: {
    'shop.orders': { upstream: 'shop', method: 'POST', path: '/orders', rows: 'list', total: 'totalCount' },
  },
});
const database = await openDatabase({ dataDir: join(dir, 'pglite') });
let app;
let failed = 0;
try {
  const seeded = await seededConsole(database, config, { title: '주문', apis: ['shop.orders'] });
  app = seeded.app;
  const { menu } = seeded;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const headers = await adminHeaders(app, database, config, menu.mnu_id);
  const columns = [
    { key: 'orderNo', label: '주문번호' },
    { key: 'buyer', label: '구매자', mask: 'NAME' },
    { key: 'email', label: '이메일', mask: 'EMAIL' },
    { key: 'amount', label: '결제금액', format: 'currency' },
    { key: 'orderDt', label: '주문일', format: 'date' },
    { key: 'status', label: '상태' },
  ];

  /** One export of `total` rows: time, file size, and the peak heap above the level before it. */
  async function exportOf(total) {
    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 50));
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 10);
    const started = performance.now();
    const res = await fetch(`${base}/api/ext/shop.orders/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ fileName: '주문', columns, params: { total } }),
    });
    if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
    const ms = performance.now() - started;
    clearInterval(timer);
    return { total, ms, bytes, growth: peak - before };
  }

  await exportOf(2000); // warm-up
  const anchor = await exportOf(10_000);
  const large = await exportOf(100_000);
  const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `export bench: xlsx of a paged declared API, ${columns.length} columns (masks and formats applied)`,
  );
  console.log(
    `\n${'rows'.padStart(9)}${'time'.padStart(10)}${'rows/s'.padStart(10)}${'file'.padStart(10)}${'peak heap growth'.padStart(19)}`,
  );
  for (const r of [anchor, large]) {
    console.log(
      `${r.total.toLocaleString('en').padStart(9)}${`${Math.round(r.ms)} ms`.padStart(10)}${Math.round(
        (r.total / r.ms) * 1000,
      )
        .toLocaleString('en')
        .padStart(10)}${mb(r.bytes).padStart(10)}${mb(r.growth).padStart(19)}`,
    );
  }
  const ratio = large.growth / Math.max(anchor.growth, 1);
  const ok = ratio <= GROWTH_BUDGET;
  if (!ok) failed++;
  console.log(
    `\nheap growth 100,000 / 10,000 rows = ${ratio.toFixed(2)} (budget ≤ ${GROWTH_BUDGET}; 10× the rows) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
} finally {
  await app?.close();
  await database.close();
  backend.kill();
  rmSync(dir, { recursive: true, force: true });
  await unregister();
}
process.exitCode = failed ? 1 : 0;
