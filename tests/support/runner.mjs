// Building blocks of tests/run-all.mjs: run a child process with its output streamed live and captured,
// turn vitest / Playwright JSON reports into counts, run a list of steps, print the summary.
// Plain JavaScript (run by bare node); types in runner.d.mts; the pure parts are unit-tested in runner.test.ts.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Children currently running (process group leaders), so a signal to run-all can stop them. */
const active = new Set();

/** How many trailing characters of a child's output are kept in memory (for crash notes). */
const TAIL_CHARS = 64 * 1024;

/** How much of a step's output is held back while it runs alongside another (printed when it ends). */
const HELD_CHARS = 4 * 1024 * 1024;

/**
 * Runs `cmd args` in `cwd`, streaming stdout/stderr live to ours while keeping a tail of it. With
 * `live: false` (a step running alongside another) nothing is printed: the whole output (up to 4 MB,
 * the tail beyond) comes back in `output` for the caller to print when the command ends.
 * The child gets its own process group so a timeout or Ctrl-C stops its whole tree (browsers, servers).
 * Resolves `{ code, signal, timedOut, error, output }`; never rejects.
 */
export function runCommand(cmd, args, { cwd, env = process.env, timeoutMs, live = true } = {}) {
  return new Promise((resolve) => {
    let output = '';
    const limit = live ? TAIL_CHARS : HELD_CHARS;
    const keep = (chunk) => {
      output += chunk.toString('utf8');
      if (output.length > limit * 2) output = output.slice(-limit);
    };
    const write = (stream, chunk) => {
      if (live) stream.write(chunk);
    };
    let child;
    try {
      child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    } catch (error) {
      resolve({ code: null, signal: null, timedOut: false, error, output });
      return;
    }
    active.add(child);
    child.stdout.on('data', (c) => {
      write(process.stdout, c);
      keep(c);
    });
    child.stderr.on('data', (c) => {
      write(process.stderr, c);
      keep(c);
    });
    let timedOut = false;
    let timer;
    if (timeoutMs) {
      timer = setTimeout(() => {
        timedOut = true;
        process.stderr.write(
          `\nrun-all: ${cmd} ${args.join(' ')} exceeded ${Math.round(timeoutMs / 1000)} s; stopping it\n`,
        );
        stopChild(child);
      }, timeoutMs);
    }
    let spawnError;
    child.on('error', (e) => {
      spawnError = e;
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      active.delete(child);
      resolve({ code, signal, timedOut, error: spawnError, output: output.slice(-limit) });
    });
  });
}

/**
 * Stops the child's process group: SIGINT first (Playwright and vitest shut down cleanly on it, closing the
 * web server and browsers they started in groups of their own), SIGTERM 10 s later, SIGKILL 10 s after that.
 */
function stopChild(child, first = 'SIGINT') {
  const kill = (sig) => {
    if (!active.has(child)) return; // closed: the group is gone (or holds none of our pipes)
    try {
      process.kill(-child.pid, sig);
    } catch {
      try {
        child.kill(sig);
      } catch {}
    }
  };
  kill(first);
  setTimeout(() => kill('SIGTERM'), 10_000).unref();
  setTimeout(() => kill('SIGKILL'), 20_000).unref();
}

/** Stops every running child (used on SIGINT/SIGTERM). */
export function stopAllChildren(signal = 'SIGINT') {
  for (const child of active) stopChild(child, signal);
}

/** Short human description of how a command ended, for notes. */
export function describeExit(r) {
  if (r.error) return `could not start: ${r.error.message}`;
  if (r.timedOut) return 'timed out';
  if (r.signal) return `killed by ${r.signal}`;
  return `exit code ${r.code}`;
}

/** Reads and parses a JSON file; undefined when missing or unreadable. */
export function readJson(file) {
  try {
    if (!existsSync(file)) return undefined;
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Counts from vitest's JSON report. A test file that failed without a failing test (import error, syntax
 * error, failing hook) counts as one failed; a non-zero exit with nothing failed (unhandled error, no test
 * files) or a missing report counts as one failed too.
 */
export function summarizeVitest(report, exitCode) {
  if (!report || typeof report !== 'object') {
    return { passed: 0, failed: 1, skipped: 0, note: 'vitest wrote no JSON report (crashed?)' };
  }
  const passed = Number(report.numPassedTests ?? 0);
  let failed = Number(report.numFailedTests ?? 0);
  const skipped = Number(report.numPendingTests ?? 0) + Number(report.numTodoTests ?? 0);
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  failed += brokenFiles.length;
  // Named in the summary, so a failure that scrolled away (a step printing beside another) is known.
  const failures = (report.testResults ?? []).flatMap((f) => {
    const file = relativeName(f.name);
    const tests = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    return tests.length
      ? tests.map((a) => `${file} › ${a.fullName ?? a.title}`)
      : f.status === 'failed'
        ? [file]
        : [];
  });
  let note = brokenFiles.length ? `${brokenFiles.length} test file(s) failed to run` : '';
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    note = (report.numTotalTests ?? 0) === 0 ? 'no tests ran' : 'vitest exited non-zero (unhandled error?)';
  }
  return { passed, failed, skipped, note, failures };
}

/** A test file's name relative to the repository (reports give absolute paths). */
function relativeName(name) {
  const n = String(name ?? '');
  const at = n.indexOf('/tests/');
  return at === -1 ? n : n.slice(at + 1);
}

/** The titles of a Playwright report's failed tests (`file › title`). */
function playwrightFailures(suites, file = '') {
  const out = [];
  for (const suite of suites ?? []) {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === 'unexpected')) out.push(`${here} › ${spec.title}`);
    }
    out.push(...playwrightFailures(suite.suites, here));
  }
  return out;
}

/**
 * Counts from Playwright's JSON report: passed = expected + flaky, failed = unexpected + top-level errors
 * (web server did not start, a spec failed to load, global timeout). Non-zero exit with nothing failed,
 * or no report, counts as one failed.
 */
export function summarizePlaywright(report, exitCode) {
  if (!report || typeof report !== 'object' || !report.stats) {
    return { passed: 0, failed: 1, skipped: 0, note: 'Playwright wrote no JSON report (crashed?)' };
  }
  const s = report.stats;
  const errors = Array.isArray(report.errors) ? report.errors : [];
  const passed = Number(s.expected ?? 0) + Number(s.flaky ?? 0);
  let failed = Number(s.unexpected ?? 0) + errors.length;
  const skipped = Number(s.skipped ?? 0);
  const notes = [];
  if (s.flaky) notes.push(`${s.flaky} flaky`);
  if (errors.length) notes.push(`${errors.length} error(s): ${firstLine(errors[0]?.message)}`);
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    notes.push('playwright exited non-zero');
  }
  return { passed, failed, skipped, note: notes.join('; '), failures: playwrightFailures(report.suites) };
}

function firstLine(s) {
  const line = String(s ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim());
  return (line ?? '').trim().slice(0, 120);
}

/** The output a step running alongside another held back (undefined when it printed live). */
function heldOf(ctx, r) {
  return ctx.live === false ? r.output : undefined;
}

/** A step that passes (1 passed) when the command exits 0, else 1 failed. */
export function commandStep({ id, title, cmd, args = [], env, timeoutMs, needs, stage, lane }) {
  return {
    id,
    title,
    needs,
    stage,
    lane,
    async run(ctx) {
      const r = await runCommand(cmd, args, {
        cwd: ctx.root,
        env: { ...ctx.env, ...env },
        timeoutMs,
        live: ctx.live !== false,
      });
      const ok = r.code === 0 && !r.timedOut;
      return {
        passed: ok ? 1 : 0,
        failed: ok ? 0 : 1,
        note: ok ? '' : describeExit(r),
        held: heldOf(ctx, r),
      };
    },
  };
}

/**
 * A test runner step whose counts come from a JSON report file: runs `bin` with `argsOf(out)`,
 * then `summarize(report, exitCode)`. `setup(ctx)` may start something (a database) and return
 * extra env plus a teardown: setup: async (ctx) => ({ env: { DATABASE_URL }, teardown: async () => {…} })
 */
function reportStep(
  { id, title, env, timeoutMs, needs, setup, stage, lane },
  { bin, argsOf, envOf = () => ({}), summarize },
) {
  return {
    id,
    title,
    stage,
    lane,
    needs,
    async run(ctx) {
      const prepared = setup ? await setup(ctx) : undefined;
      try {
        const out = join(ctx.tmpDir, `${id}.${bin}.json`);
        const r = await runCommand(join(ctx.root, 'node_modules', '.bin', bin), argsOf(out), {
          cwd: ctx.root,
          env: { ...ctx.env, ...env, ...prepared?.env, ...envOf(out) },
          timeoutMs,
          live: ctx.live !== false,
        });
        const result = { ...summarize(readJson(out), r.timedOut ? 1 : r.code), held: heldOf(ctx, r) };
        if (r.timedOut || r.error || r.signal)
          result.note = [result.note, describeExit(r)].filter(Boolean).join('; ');
        if (r.timedOut && result.failed === 0) result.failed = 1;
        return result;
      } finally {
        await prepared?.teardown?.();
      }
    },
  };
}

/** A vitest run read through its JSON reporter. `args` go after `vitest run` (file filters, --project…). */
export function vitestStep({ args = [], ...step }) {
  return reportStep(step, {
    bin: 'vitest',
    argsOf: (out) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    summarize: summarizeVitest,
  });
}

/** A Playwright run read through its JSON reporter (the list reporter prints for humans). */
export function playwrightStep({ args = [], ...step }) {
  return reportStep(step, {
    bin: 'playwright',
    argsOf: () => ['test', '--reporter=list,json', ...args],
    envOf: (out) => ({ PLAYWRIGHT_JSON_OUTPUT_FILE: out }),
    summarize: summarizePlaywright,
  });
}

/** Parses `--only a,b` / `--only=a,b` (repeatable), `--changed [REF]`, `--list`, `--help`. */
export function parseArgs(argv) {
  const opts = { only: undefined, list: false, help: false, changed: undefined, unknown: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    let value;
    if (a === '--only') value = argv[++i] ?? '';
    else if (a.startsWith('--only=')) value = a.slice('--only='.length);
    // --changed [REF]: the quick loop; REF (a commit) is optional, default the uncommitted changes.
    else if (a === '--changed') opts.changed = argv[i + 1]?.startsWith('-') === false ? argv[++i] : '';
    else if (a.startsWith('--changed=')) opts.changed = a.slice('--changed='.length);
    else if (a === '--list') opts.list = true;
    else if (a === '--help' || a === '-h') opts.help = true;
    else opts.unknown.push(a);
    if (value !== undefined) {
      opts.only ??= [];
      opts.only.push(
        ...value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
    }
  }
  return opts;
}

/**
 * The steps to run, in list order: all of them, or the `only` ones plus (recursively) what they need.
 * Throws on an unknown id.
 */
export function selectSteps(steps, only) {
  if (!only) return { selected: steps, added: [] };
  const byId = new Map(steps.map((s) => [s.id, s]));
  const unknown = only.filter((id) => !byId.has(id));
  if (unknown.length) {
    throw new Error(`unknown step(s): ${unknown.join(', ')}; known: ${steps.map((s) => s.id).join(', ')}`);
  }
  const want = new Set();
  const add = (id) => {
    if (want.has(id)) return;
    want.add(id);
    for (const dep of byId.get(id)?.needs ?? []) add(dep);
  };
  for (const id of only) add(id);
  const selected = steps.filter((s) => want.has(s.id));
  return { selected, added: selected.map((s) => s.id).filter((id) => !only.includes(id)) };
}

/** Finds a free TCP port on 127.0.0.1: `preferred` when it is free, else one the OS picks. */
export async function freePort(preferred) {
  const tryListen = (port) =>
    new Promise((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(undefined));
      srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
        const { port: got } = srv.address();
        srv.close(() => resolve(got));
      });
    });
  return (preferred !== undefined && (await tryListen(preferred))) || (await tryListen(0));
}

function truncate(s, n) {
  const one = s.replace(/\s+/g, ' ');
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
}

function fmtTime(ms) {
  if (ms === undefined) return '';
  return ms < 60_000
    ? `${(ms / 1000).toFixed(1)}s`
    : `${Math.floor(ms / 60_000)}m${Math.round((ms % 60_000) / 1000)}s`;
}

/** The per-runner table plus, as its last line, `N passed, N failed`. */
export function formatSummary(rows) {
  const head = ['runner', 'passed', 'failed', 'skipped', 'time', 'note'];
  const body = rows.map((r) => [
    r.id,
    String(r.passed),
    String(r.failed),
    r.skipped ? String(r.skipped) : '',
    fmtTime(r.ms),
    truncate(r.note ?? '', 100),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i >= 1 && i <= 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const passed = rows.reduce((n, r) => n + r.passed, 0);
  const failed = rows.reduce((n, r) => n + r.failed, 0);
  // The failed tests by name (at most 20), between the table and the last line.
  const named = rows.flatMap((r) => (r.failures ?? []).map((f) => `  ${r.id}: ${f}`));
  const failures = named.length
    ? ['failed:', ...named.slice(0, 20), ...(named.length > 20 ? [`  … and ${named.length - 20} more`] : [])]
    : [];
  return [line(head), ...body.map(line), ...failures, `${passed} passed, ${failed} failed`].join('\n');
}

/**
 * Groups steps into stages, in list order: steps with the same `stage` run at the same time, one lane
 * per distinct `lane` (default: the step's id), the steps of a lane one after another. A step without
 * a `stage` is a stage of its own. Returns stages → lanes → steps.
 */
export function stagesOf(steps) {
  const stages = [];
  const byKey = new Map();
  for (const step of steps) {
    if (step.stage === undefined) {
      stages.push([[step]]);
      continue;
    }
    let stage = byKey.get(step.stage);
    if (!stage) {
      stage = new Map();
      byKey.set(step.stage, stage);
      stages.push(stage);
    }
    const lane = step.lane ?? step.id;
    if (!stage.has(lane)) stage.set(lane, []);
    stage.get(lane).push(step);
  }
  return stages.map((stage) => (stage instanceof Map ? [...stage.values()] : stage));
}

/**
 * Runs steps stage after stage (see stagesOf). In a stage the first lane prints live; the others hold
 * their output and print it, under their heading, when each step ends. A step first waits for what it
 * `needs` from another lane of its own stage. A step whose `needs` did not all succeed (or did not
 * run before it, nor in another lane of its stage) is not run and counts as 1 failed. A step that throws counts
 * as 1 failed (a crashed runner never counts as passed). `shouldStop()` ends the run early (signals);
 * steps not reached are listed as not run, 1 failed each. Rows come back in list order.
 */
export async function runSteps(steps, ctx, { shouldStop = () => false } = {}) {
  const byId = new Map();
  const stages = stagesOf(steps);
  /** Step id → its stage and lane (indexes), and a promise of its row settled when it has one. */
  const where = new Map();
  const settled = new Map();
  stages.forEach((lanes, stage) => {
    lanes.forEach((lane, i) => {
      for (const step of lane) {
        where.set(step.id, { stage, lane: i });
        let done;
        settled.set(step.id, { promise: new Promise((r) => (done = r)), done });
      }
    });
  });
  const runLane = async (lane, live, alongside) => {
    for (const step of lane) {
      byId.set(step.id, await runOne(step, live, alongside));
      settled.get(step.id).done();
    }
  };
  const runOne = async (step, live, alongside) => {
    const here = where.get(step.id);
    for (const id of step.needs ?? []) {
      const there = where.get(id);
      if (!byId.has(id) && there?.stage === here.stage && there.lane !== here.lane)
        await settled.get(id).promise;
    }
    if (shouldStop()) return { id: step.id, passed: 0, failed: 1, note: 'not run: interrupted' };
    const blocked = (step.needs ?? []).filter((id) => {
      const r = byId.get(id);
      return !r || r.failed > 0;
    });
    if (blocked.length) {
      process.stdout.write(`\n── ${step.id}: skipped, because ${blocked.join(', ')} failed ──\n`);
      return { id: step.id, passed: 0, failed: 1, note: `not run: ${blocked.join(', ')} failed` };
    }
    const heading = `── ${step.id}: ${step.title}`;
    process.stdout.write(
      live
        ? `\n${heading} ──\n`
        : `\n${heading} (alongside ${alongside}; its output follows when it ends) ──\n`,
    );
    const t0 = Date.now();
    let row;
    try {
      const r = await step.run({ ...ctx, live });
      row = {
        id: step.id,
        passed: r.passed ?? 0,
        failed: r.failed ?? 0,
        skipped: r.skipped,
        note: r.note,
        failures: r.failures,
      };
      if (!live) {
        const took = fmtTime(Date.now() - t0);
        process.stdout.write(
          r.held === undefined
            ? `── ${step.id}: ended (${took}) ──\n`
            : `\n── ${step.id}: output (${took}) ──\n${r.held}\n── ${step.id}: end ──\n`,
        );
      }
    } catch (e) {
      row = {
        id: step.id,
        passed: 0,
        failed: 1,
        note: `crashed: ${e instanceof Error ? e.message : String(e)}`,
      };
      process.stderr.write(
        `run-all: step ${step.id} crashed: ${e instanceof Error ? (e.stack ?? e.message) : e}\n`,
      );
    }
    if (shouldStop() && row.failed === 0) {
      row.failed = 1;
      row.note = [row.note, 'interrupted'].filter(Boolean).join('; ');
    }
    row.ms = Date.now() - t0;
    return row;
  };
  for (const lanes of stages) {
    const first = lanes[0]?.map((s) => s.id).join(', ');
    await Promise.all(lanes.map((lane, i) => runLane(lane, i === 0, first)));
  }
  return steps.map((s) => byId.get(s.id));
}
