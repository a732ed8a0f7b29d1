// `npm run bench:files`: the file API's throughput and the server's memory while it works.
// The console server runs in a child process (tests/bench/support/fileServer.mjs: PGlite, a file
// group BENCH of 300 MiB) so its memory is measured alone; this process sends and receives.
// Phases, each 200 MiB phase run three times (the best time counts, the largest memory growth
// counts: this 2-core machine's own pace varies by half between runs, the anchor's too):
//   - multipart: POST /api/file/upload of one 200 MiB file, streamed;
//   - tus: the same size through /api/file/tus in chunks of `files.chunkSizeBytes` (what the
//     browser's tus-js-client sends), each PATCH checked against the offset the server answers;
//   - download: GET /api/file/attach of the multipart file, read to the end and compared (sha256);
//   - concurrent: 100 multipart uploads of 1 MiB at once (group DEFAULT).
// Server memory: VmRSS before a phase, the peak (VmHWM after resetting it through clear_refs, and
// VmRSS sampled every 10 ms) during it; growth = peak - before.
// Anchor, measured in the same run: a bare node:http server in a child process that pipes a POST
// body to a file and streams a file back, with the same 200 MiB.
// Budgets: >= 200 MiB/s for multipart, tus and download; server RSS growth <= 64 MiB in every
// phase; 0 errors. Exits 1 when one is missed.
//   node tests/bench/files.mjs
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { configSchema } = await import('../../schemas/config/index.ts');

const MIB = 1024 * 1024;
/** The browser's chunk size: the `files.chunkSizeBytes` default. */
const CHUNK = configSchema.parse({}).files.chunkSizeBytes;
const SIZE = 200 * MIB;
const THROUGHPUT_BUDGET = 200; // MiB/s
const GROWTH_BUDGET = 64 * MIB;
const CONCURRENT = 100;

const ANCHOR = `
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
const dir = mkdtempSync(join(tmpdir(), 'bench-anchor-'));
const file = join(dir, 'upload.bin');
const server = createServer(async (req, res) => {
  if (req.method === 'POST') {
    let bytes = 0;
    req.on('data', (c) => { bytes += c.length; });
    await pipeline(req, createWriteStream(file));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ bytes }));
  } else {
    res.setHeader('content-type', 'application/octet-stream');
    await pipeline(createReadStream(file), res);
  }
});
process.on('SIGTERM', () => { rmSync(dir, { recursive: true, force: true }); process.exit(0); });
server.listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ port: server.address().port }) + '\\n'));
`;

/** Starts a child that prints one JSON line when ready; its answer and the child. */
function startChild(args) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (d) => {
      buffered += d;
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n')) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before it was ready`)));
  });
  return { child, ready };
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** VmRSS and VmHWM of a process, in bytes. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** Runs `work` while watching `pid`'s memory: its duration (ms) and the peak RSS growth. */
async function measured(pid, work) {
  if (pid !== undefined) global.gc?.();
  const before = pid === undefined ? 0 : memoryOf(pid).rss;
  let peakResetWorked = false;
  if (pid !== undefined) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      peakResetWorked = true;
    } catch {
      peakResetWorked = false;
    }
  }
  let sampled = before;
  const timer =
    pid === undefined ? undefined : setInterval(() => (sampled = Math.max(sampled, memoryOf(pid).rss)), 10);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  clearInterval(timer);
  const peak =
    pid === undefined ? 0 : Math.max(sampled, peakResetWorked ? memoryOf(pid).hwm : 0, memoryOf(pid).rss);
  return { ms, growth: Math.max(0, peak - before), result };
}

/** A POST of a body in parts, through node:http; the answer's status and text. */
function post(url, headers, parts) {
  const length = parts.reduce((n, p) => n + p.length, 0);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': length } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', reject);
    for (const p of parts.slice(0, -1)) req.write(p);
    req.end(parts.at(-1));
  });
}

/** GET, reading every byte: how many and their sha256. */
function getAll(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const hash = createHash('sha256');
      let bytes = 0;
      res.on('data', (c) => {
        bytes += c.length;
        hash.update(c);
      });
      res.on('end', () => resolve({ status: res.statusCode, bytes, sha256: hash.digest('hex') }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** A multipart body as a browser sends it: `fileGrpId`, then one file part. */
function multipartParts(fileGrpId, name, data) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fileGrpId"\r\n\r\n${fileGrpId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file-1"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { type: `multipart/form-data; boundary=${boundary}`, parts: [head, data, tail] };
}

/**
 * The tus protocol as a browser's client speaks it (creation, then PATCH after PATCH of `chunk`
 * bytes, each on its own request with the session's headers), without tus-js-client: its Node
 * transport pipes every chunk through extra streams and would measure itself, not the server.
 */
async function tusUpload(endpoint, headers, data, name, chunk) {
  const tus = { ...headers, 'tus-resumable': '1.0.0' };
  const b64 = (v) => Buffer.from(v).toString('base64');
  const created = await send(endpoint, 'POST', {
    ...tus,
    'upload-length': String(data.length),
    'upload-metadata': `filename ${b64(name)},filetype ${b64('application/octet-stream')},fileGrpId ${b64('BENCH')}`,
  });
  if (created.status !== 201) throw new Error(`tus creation answered ${created.status}: ${created.text}`);
  const location = new URL(created.headers.location, endpoint).href;
  let last;
  for (let offset = 0; offset < data.length; offset += chunk) {
    last = await send(
      location,
      'PATCH',
      { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      data.subarray(offset, Math.min(data.length, offset + chunk)),
    );
    const expected = String(Math.min(data.length, offset + chunk));
    if (last.status >= 300 || last.headers['upload-offset'] !== expected)
      throw new Error(
        `PATCH at ${offset} answered ${last.status} (offset ${last.headers['upload-offset']}): ${last.text}`,
      );
  }
  return JSON.parse(last.text);
}

/** One request with an optional body: status, headers and text of the answer. */
function send(url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, headers: body ? { ...headers, 'content-length': body.length } : headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const rate = (bytes, ms) => bytes / MIB / (ms / 1000);
let server;
let anchorChild;
let failed = 0;
try {
  const started = startChild([join(import.meta.dirname, 'support/fileServer.mjs')]);
  server = started.child;
  const { port, headers } = await started.ready;
  const anchorStart = startChild(['--input-type=module', '-e', ANCHOR]);
  anchorChild = anchorStart.child;
  const anchorPort = (await anchorStart.ready).port;
  const base = `http://127.0.0.1:${port}`;
  const pid = server.pid;
  const data = randomBytes(SIZE);
  const digest = createHash('sha256').update(data).digest('hex');
  const best = (runs) => ({
    ms: Math.min(...runs.map((r) => r.ms)),
    growth: Math.max(...runs.map((r) => r.growth)),
    result: runs.at(-1).result,
  });
  const thrice = async (fn) => best([await fn(), await fn(), await fn()]);

  // The anchor: bare node:http to disk and back.
  const anchorUp = await thrice(() =>
    measured(undefined, () => post(`http://127.0.0.1:${anchorPort}/`, {}, [data])),
  );
  const anchorDown = await thrice(() =>
    measured(undefined, () => getAll(`http://127.0.0.1:${anchorPort}/`, {})),
  );

  let errors = 0;
  const multipart = await thrice(() =>
    measured(pid, async () => {
      const body = multipartParts('BENCH', 'bench.bin', data);
      const res = await post(
        `${base}/api/file/upload`,
        { ...headers, 'content-type': body.type },
        body.parts,
      );
      const answer = JSON.parse(res.text);
      if (res.status !== 200 || answer.resultCode !== '0000') {
        errors++;
        throw new Error(`multipart answered ${res.status}: ${res.text.slice(0, 300)}`);
      }
      return answer.body;
    }),
  );
  const tus = await thrice(() =>
    measured(pid, async () => {
      const answer = await tusUpload(`${base}/api/file/tus`, headers, data, 'bench-tus.bin', CHUNK);
      if (answer.resultCode !== '0000' || answer.body.fileMetaDatas[0]?.sizeBytes !== SIZE) {
        errors++;
        throw new Error(`tus ended with ${JSON.stringify(answer).slice(0, 300)}`);
      }
      return answer.body;
    }),
  );
  const stored = multipart.result.fileMetaDatas[0];
  const download = await thrice(() =>
    measured(pid, async () => {
      const got = await getAll(`${base}${stored.accessUrl}`, headers);
      if (got.status !== 200 || got.bytes !== SIZE || got.sha256 !== digest) {
        errors++;
        throw new Error(
          `download: ${got.status}, ${got.bytes} bytes, sha256 ${got.sha256 === digest ? 'equal' : 'differs'}`,
        );
      }
      return got;
    }),
  );
  const small = randomBytes(MIB);
  const concurrent = await measured(pid, async () => {
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, i) => {
        const body = multipartParts('DEFAULT', `small-${i}.bin`, small);
        try {
          const res = await post(
            `${base}/api/file/upload`,
            { ...headers, 'content-type': body.type },
            body.parts,
          );
          return res.status === 200 && JSON.parse(res.text).resultCode === '0000';
        } catch {
          return false;
        }
      }),
    );
    const bad = results.filter((ok) => !ok).length;
    errors += bad;
    return bad;
  });

  const mib = (n) => `${(n / MIB).toFixed(1)} MiB`;
  const rows = [
    ['multipart upload', multipart, rate(SIZE, multipart.ms), rate(SIZE, anchorUp.ms)],
    [`tus upload (${CHUNK / MIB} MiB chunks)`, tus, rate(SIZE, tus.ms), rate(SIZE, anchorUp.ms)],
    ['download', download, rate(SIZE, download.ms), rate(SIZE, anchorDown.ms)],
  ];
  console.log(
    'files bench: 200 MiB each way (best of 3), server in its own process; anchor: bare node:http to disk',
  );
  console.log(
    `\n${'phase'.padEnd(28)}${'time'.padStart(10)}${'MiB/s'.padStart(9)}${'anchor'.padStart(9)}${'ratio'.padStart(8)}${'RSS growth'.padStart(13)}  budget`,
  );
  for (const [name, r, mibs, anchor] of rows) {
    const ok = mibs >= THROUGHPUT_BUDGET && r.growth <= GROWTH_BUDGET;
    if (!ok) failed++;
    console.log(
      `${name.padEnd(28)}${`${Math.round(r.ms)} ms`.padStart(10)}${mibs.toFixed(0).padStart(9)}${anchor
        .toFixed(0)
        .padStart(
          9,
        )}${(mibs / anchor).toFixed(2).padStart(8)}${mib(r.growth).padStart(13)}  ${ok ? 'ok' : 'FAIL'}`,
    );
  }
  const concurrentOk = concurrent.result === 0 && concurrent.growth <= GROWTH_BUDGET;
  if (!concurrentOk) failed++;
  console.log(
    `${`${CONCURRENT} × 1 MiB at once`.padEnd(28)}${`${Math.round(concurrent.ms)} ms`.padStart(10)}${rate(
      CONCURRENT * MIB,
      concurrent.ms,
    )
      .toFixed(0)
      .padStart(
        9,
      )}${''.padStart(17)}${mib(concurrent.growth).padStart(13)}  ${concurrentOk ? 'ok' : 'FAIL'} (${concurrent.result} errors)`,
  );
  console.log(
    `\nbudgets: >= ${THROUGHPUT_BUDGET} MiB/s each way, server RSS growth <= ${mib(GROWTH_BUDGET)}, 0 errors (errors: ${errors})`,
  );
  if (errors) failed++;
} catch (error) {
  console.error(error);
  failed++;
} finally {
  await stop(server);
  await stop(anchorChild);
}
process.exitCode = failed ? 1 : 0;
