#!/usr/bin/env node
// `npm test`: every check this project has, in order, each in a child process whose output streams live.
// Ends with a per-runner table and, as the very last line, `N passed, N failed`; exits 1 when anything failed.
//
//   node tests/run-all.mjs                 everything
//   node tests/run-all.mjs --only unit,e2e just these (plus what they need: e2e needs chromium and build)
//   node tests/run-all.mjs --list          the step ids
//
// To add a step, append to STEPS below (see vitestStep / commandStep in support/runner.mjs).
// `unit` runs every vitest file on PGlite; `server-pg` runs tests/server again on a real PostgreSQL
// (TEST_DATABASE_URL when given, else a temporary server from support/postgres.mjs, installed with
// apt-get when missing and running as root; without it the step fails, naming what to install).
//
// Stages: steps with the same `stage` run at the same time (the first lane prints live, the others
// print their output when they end); the steps of one `lane` run in turn. On 2 cores this keeps both
// busy: the type checker beside the linter, the PostgreSQL server suite beside the builds and the
// benchmark smokes, and the e2e suite alone (it is the one that times what a user sees).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_STAGING_API_SECRET } from './e2e/support/stagingSecret.mjs';
import { e2eWorkers } from './e2e/support/workers.mjs';
import { databaseTestFiles } from './support/databaseTestFiles.mjs';
import { ensureChromium } from './support/ensureChromium.mjs';
import { fastTempRoot } from './support/fastTempRoot.mjs';
import { ensureNginx } from './support/nginx.mjs';
import { ensurePostgres, startPostgres } from './support/postgres.mjs';
import { referenceWorkloadMs } from './support/referenceWorkload.mjs';
import {
  commandStep,
  formatSummary,
  freePort,
  parseArgs,
  playwrightStep,
  runSteps,
  selectSteps,
  stopAllChildren,
  vitestStep,
} from './support/runner.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const MIN = 60_000;
// Below the ephemeral range (32768-60999): a port a process asks the system for (port 0: a launched
// backend, a test server, an outgoing connection) is never one of these.
const DEFAULT_E2E_PORT = 28417;

/** Stage 1 of both runs: the type checker (incremental: its build info in node_modules/.cache) beside the linter. */
const checkSteps = () => [
  commandStep({
    id: 'typecheck',
    title: 'npm run typecheck (console generate + tsc --incremental)',
    cmd: 'npm',
    args: ['run', 'typecheck'],
    timeoutMs: 6 * MIN,
    stage: 1,
  }),
  commandStep({
    id: 'lint',
    title: 'biome check .',
    cmd: bin('biome'),
    args: ['check', '.'],
    timeoutMs: 3 * MIN,
    stage: 1,
    lane: 'side',
  }),
];

/** @type {Array<{ id: string, title: string, needs?: string[], run: (ctx: object) => Promise<object> }>} */
const STEPS = [
  ...checkSteps(),
  // Beside tsc, which leaves a core idle: the PGlite templates the unit tests copy, made once here
  // instead of by the first test files on both workers at once (a clean checkout has none).
  commandStep({
    id: 'db-templates',
    title: 'node --import tsx tests/server/support/prepareTemplates.ts (the PGlite templates the tests copy)',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'tests/server/support/prepareTemplates.ts'],
    timeoutMs: 3 * MIN,
    stage: 1,
    lane: 'templates',
  }),
  {
    id: 'chromium',
    title: 'find (or install) Chromium for the e2e tests',
    stage: 1,
    lane: 'side',
    async run(ctx) {
      const path = await ensureChromium({ log: (s) => process.stdout.write(`${s}\n`) });
      ctx.env.CHROMIUM_PATH = path;
      process.stdout.write(`Chromium: ${path}\n`);
      // Not a test: counts nothing when found; a failure counts 1 failed (and e2e, which needs it, 1 more).
      return { passed: 0, failed: 0, note: path };
    },
  },
  {
    id: 'tools',
    title: 'find (or install) PostgreSQL and nginx for server-pg and the benchmark smokes',
    stage: 1,
    lane: 'side',
    async run(ctx) {
      // Installed here, one after another, so the steps that start them at the same time later
      // never run apt-get side by side. A failure here shows again in the steps that need them.
      const log = (s) => process.stdout.write(`${s}\n`);
      const found = [];
      if (!ctx.env.TEST_DATABASE_URL) found.push(`PostgreSQL ${ensurePostgres(log)}`);
      found.push(`nginx ${await ensureNginx(log)}`);
      process.stdout.write(`${found.join('; ')}\n`);
      return { passed: 0, failed: 0, note: found.join('; ') };
    },
  },
  // After typecheck: its `generate` writes the default profile's runtime/client/generated, which the
  // client tests import.
  vitestStep({
    id: 'unit',
    title: 'vitest run (projects core, client, server, cli; PGlite; not e2e)',
    timeoutMs: 10 * MIN,
  }),
  // Only the files whose outcome can depend on the database (they reach TEST_DATABASE_URL; the
  // others run the same code on both and ran in `unit`).
  vitestStep({
    id: 'server-pg',
    title: 'vitest run --project server on PostgreSQL (TEST_DATABASE_URL; the files that use a database)',
    args: ['--project', 'server', ...databaseTestFiles(root)],
    timeoutMs: 10 * MIN,
    stage: 3,
    setup: async (ctx) => {
      if (ctx.env.TEST_DATABASE_URL) {
        process.stdout.write(`PostgreSQL: TEST_DATABASE_URL is set; using it\n`);
        return {};
      }
      const pg = await startPostgres(ctx.tmpDir);
      return { env: { TEST_DATABASE_URL: pg.url }, teardown: () => pg.stop() };
    },
  }),
  commandStep({
    id: 'build-qa',
    title: 'node cli/bin.mjs build --profile qa --out-dir dist/client-qa (session-expiry e2e)',
    cmd: process.execPath,
    args: ['cli/bin.mjs', 'build', '--profile', 'qa', '--out-dir', 'dist/client-qa'],
    timeoutMs: 8 * MIN,
    stage: 3,
    lane: 'build',
  }),
  commandStep({
    id: 'build-staging',
    title: 'node cli/bin.mjs build --profile staging --out-dir dist/client-staging (tab-mode e2e)',
    cmd: process.execPath,
    args: ['cli/bin.mjs', 'build', '--profile', 'staging', '--out-dir', 'dist/client-staging'],
    // staging refuses the default api.secret; the e2e server (tests/e2e/support/serve.mjs) uses this one.
    env: { CONSOLE_API_SECRET: E2E_STAGING_API_SECRET },
    timeoutMs: 8 * MIN,
    stage: 3,
    lane: 'build',
  }),
  commandStep({
    id: 'build-dev',
    title: 'node cli/bin.mjs build --profile dev --out-dir dist/client-dev (under /admin/: the sub-path e2e)',
    cmd: process.execPath,
    args: ['cli/bin.mjs', 'build', '--profile', 'dev', '--out-dir', 'dist/client-dev'],
    timeoutMs: 8 * MIN,
    stage: 3,
    lane: 'build',
  }),
  // The default build runs last: every build regenerates runtime/client/generated for its profile.
  commandStep({
    id: 'build',
    title: 'node cli/bin.mjs build',
    cmd: process.execPath,
    args: ['cli/bin.mjs', 'build'],
    timeoutMs: 8 * MIN,
    stage: 3,
    lane: 'build',
  }),
  // Bundle budgets of the default build just made: /login's JavaScript, one lazy chunk per screen, no
  // grid/calendar code on /login (tests/build; figures printed in the output).
  vitestStep({
    id: 'budgets',
    title: 'vitest run --config tests/build/vitest.config.ts (bundle budgets of dist/client)',
    args: ['--config', 'tests/build/vitest.config.ts'],
    needs: ['build'],
    timeoutMs: 3 * MIN,
    stage: 3,
    lane: 'build',
  }),
  // Smoke runs of the load benchmarks (a second or a few of load, every answer must be right; the
  // ratio and latency budgets are judged by `npm run bench:*` on a quiet machine, not here).
  commandStep({
    id: 'bench-api',
    title: 'node tests/bench/api.mjs --smoke (PGlite and PostgreSQL)',
    cmd: process.execPath,
    args: ['tests/bench/api.mjs', '--smoke'],
    timeoutMs: 5 * MIN,
    stage: 3,
    lane: 'bench-api',
  }),
  // Mostly waiting (20 sessions with think time, faults, three instances coming up): after bench-api,
  // beside the PostgreSQL suite and the builds' last steps, rather than at the end of the build lane,
  // where it left the machine half idle. It waits for `build` (another lane).
  commandStep({
    id: 'bench-cluster',
    title: 'node tests/bench/cluster.mjs --smoke --no-build (PostgreSQL, 3 instances, nginx)',
    cmd: process.execPath,
    args: ['tests/bench/cluster.mjs', '--smoke', '--no-build'],
    needs: ['build'],
    timeoutMs: 6 * MIN,
    stage: 3,
    lane: 'bench-api',
  }),
  commandStep({
    id: 'bench-load',
    title:
      'node tests/bench/load.mjs --smoke --no-build (cold page loads in Chromium, and the bare anchor app)',
    cmd: process.execPath,
    args: ['tests/bench/load.mjs', '--smoke', '--no-build'],
    needs: ['build', 'chromium'],
    timeoutMs: 4 * MIN,
    stage: 3,
    lane: 'build',
  }),
  playwrightStep({
    id: 'e2e',
    title: 'playwright test (Chromium)',
    needs: ['chromium', 'tools', 'build-qa', 'build-staging', 'build-dev', 'build'],
    timeoutMs: 20 * MIN,
    // The web servers must start on ports nobody holds (reuseExistingServer is off), each over a
    // fresh database in a temp folder.
    setup: async (ctx) => {
      const port = ctx.env.E2E_PORT || String(await freePort(DEFAULT_E2E_PORT));
      const qaPort = ctx.env.E2E_QA_PORT || String(await freePort(Number(port) + 1));
      const stagingPort =
        ctx.env.E2E_STAGING_PORT || String(await freePort(Math.max(Number(port), Number(qaPort)) + 1));
      const devPort =
        ctx.env.E2E_DEV_PORT ||
        String(await freePort(Math.max(Number(port), Number(qaPort), Number(stagingPort)) + 1));
      const subpathPort =
        ctx.env.E2E_SUBPATH_PORT ||
        String(
          await freePort(Math.max(Number(port), Number(qaPort), Number(stagingPort), Number(devPort)) + 1),
        );
      const importPort =
        ctx.env.E2E_IMPORT_PORT ||
        String(
          await freePort(
            Math.max(
              Number(port),
              Number(qaPort),
              Number(stagingPort),
              Number(devPort),
              Number(subpathPort),
            ) + 1,
          ),
        );
      let last = Math.max(
        Number(port),
        Number(qaPort),
        Number(stagingPort),
        Number(devPort),
        Number(subpathPort),
        Number(importPort),
      );
      // The default-profile servers of the other workers (E2E_PORT is the first's; baseUrl.ts).
      const workerPorts = {};
      const workers = e2eWorkers(ctx.env);
      for (let i = 1; i < workers; i++) {
        const key = `E2E_PORT_${i}`;
        workerPorts[key] = ctx.env[key] || String(await freePort(last + 1));
        last = Math.max(last, Number(workerPorts[key]));
      }
      const dataDir = mkdtempSync(join(ctx.tmpDir, 'console-e2e-'));
      process.stdout.write(
        `e2e server ports: ${[port, ...Object.values(workerPorts)].join(', ')} (local, one per worker), ${qaPort} (qa), ${stagingPort} (staging), ${devPort} (console dev), ${subpathPort} (nginx of the /admin/ cluster), ${importPort} (엑셀 일괄 등록); data in ${dataDir}\n`,
      );
      return {
        env: {
          E2E_PORT: port,
          E2E_QA_PORT: qaPort,
          E2E_STAGING_PORT: stagingPort,
          E2E_DEV_PORT: devPort,
          E2E_SUBPATH_PORT: subpathPort,
          E2E_IMPORT_PORT: importPort,
          ...workerPorts,
          E2E_DATA_DIR: dataDir,
        },
        teardown: () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  }),
];

// `--changed [REF]` (npm run test:quick): the loop before a commit. The linter and the type checker
// (incremental) over everything, and the vitest files that import what changed since REF (default:
// the uncommitted changes), on PGlite. No PostgreSQL run, builds, e2e or benchmarks: `npm test`.
const quickSteps = (ref) => [
  ...checkSteps(),
  vitestStep({
    id: 'unit',
    title: `vitest run --changed ${ref || '(uncommitted changes)'}: the tests of what changed`,
    args: ['--changed', ...(ref ? [ref] : []), '--passWithNoTests'],
    timeoutMs: 10 * MIN,
  }),
];

const opts = parseArgs(process.argv.slice(2));
const steps = opts.changed === undefined ? STEPS : quickSteps(opts.changed);
if (opts.help || opts.list) {
  process.stdout.write(
    `${opts.help ? 'usage: node tests/run-all.mjs [--only id,id…] [--changed [REF]] [--list]\n\nsteps, in order:\n' : ''}` +
      `${steps.map((s) => `  ${s.id.padEnd(13)} ${s.stage ? `[stage ${s.stage}, lane ${s.lane ?? s.id}] ` : ''}${s.title}${s.needs ? ` (needs ${s.needs.join(', ')})` : ''}`).join('\n')}\n`,
  );
  process.exit(0);
}

let selected;
try {
  if (opts.unknown.length) throw new Error(`unknown argument(s): ${opts.unknown.join(' ')} (try --help)`);
  const picked = selectSteps(steps, opts.only);
  selected = picked.selected;
  if (picked.added.length)
    process.stdout.write(`run-all: also running ${picked.added.join(', ')} (needed)\n`);
} catch (e) {
  process.stderr.write(`run-all: ${e instanceof Error ? e.message : e}\n`);
  process.stdout.write('0 passed, 1 failed\n');
  process.exit(2);
}

let stopSignal;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (stopSignal) return;
    stopSignal = sig;
    process.stderr.write(`\nrun-all: ${sig}: stopping the running step…\n`);
    stopAllChildren();
  });
}

// This machine's speed now (before any step loads it): compare two runs' times by it.
const reference = referenceWorkloadMs();
process.stdout.write(
  `run-all: reference workload ${reference} ms (one core, idle machine: this machine's speed now)\n`,
);
// Every step's temporary files (test databases and projects, copies of the project, the browsers'
// profiles, the PostgreSQL server) go under one folder, in memory when /dev/shm has room: the tests
// write and copy gigabytes there, and on this machine /tmp is on disk. TMPDIR points the children at
// it; like /tmp, anyone may write in it (the PostgreSQL server runs as its own user).
const tmpDir = mkdtempSync(join(fastTempRoot() ?? tmpdir(), 'run-all-'));
chmodSync(tmpDir, 0o1777);
process.stdout.write(`run-all: temporary files in ${tmpDir}\n`);
const ctx = { root, tmpDir, env: { ...process.env, TMPDIR: tmpDir } };
const started = Date.now();
let rows;
try {
  rows = await runSteps(selected, ctx, { shouldStop: () => stopSignal !== undefined });
} finally {
  rmSync(tmpDir, { recursive: true, force: true });
}

const summary = formatSummary(rows);
const failed = rows.reduce((n, r) => n + r.failed, 0);
process.stdout.write(
  `\n── summary (${Math.round((Date.now() - started) / 1000)} s; reference workload ${reference} ms) ──\n${summary}\n`,
);
process.exitCode = failed > 0 || stopSignal ? 1 : 0;
