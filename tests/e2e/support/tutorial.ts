// What tests/e2e/tutorials.spec.ts needs to follow docs/getting-started.md as a newcomer does: the
// guide cut into its sections and numbered steps, a fresh copy of the project, and the commands and
// servers the guide names run in that copy.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LIFTOFF_ONLY } from '../../support/liftoff.mjs';
import { linkNodeModules } from '../../support/linkNodeModules.mjs';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const GUIDE = join(ROOT, 'docs/getting-started.md');

/** The text of the `## <title>` section (up to the next `## `), whose heading starts with `title`. */
export function section(guide: string, title: string): string {
  const start = guide.indexOf(`\n## ${title}`);
  if (start < 0) throw new Error(`docs/getting-started.md has no section "## ${title}"`);
  const end = guide.indexOf('\n## ', start + 1);
  return guide.slice(start, end < 0 ? undefined : end);
}

/** The numbered steps of a section (`1. …` at the line start, with their indented blocks), by number. */
export function steps(text: string): Map<number, string> {
  const found = new Map<number, string>();
  const marks = [...text.matchAll(/^(\d+)\. /gm)];
  marks.forEach((m, i) => {
    const from = m.index ?? 0;
    const to = marks[i + 1]?.index ?? text.length;
    // A step ends at the first line that is neither blank nor indented (the section's closing prose).
    const body = text.slice(from, to);
    const prose = /\n(?=[^\s])/.exec(body.slice(m[0].length));
    found.set(Number(m[1]), prose ? body.slice(0, m[0].length + prose.index) : body);
  });
  return found;
}

/** Step `n` of `stepsOf`, failing with the step's number when the guide has no such step. */
export function step(stepsOf: Map<number, string>, n: number): string {
  const text = stepsOf.get(n);
  if (text === undefined) throw new Error(`the guide has no step ${n} here`);
  return text;
}

/** The one fenced block of `lang` in `text`, without the indentation the list item gives it. */
export function fenced(text: string, lang: string): string {
  const blocks = [...text.matchAll(new RegExp(`^( *)\`\`\`${lang}\\n([\\s\\S]*?)^ *\`\`\``, 'gm'))];
  if (blocks.length !== 1) throw new Error(`expected one \`\`\`${lang} block, found ${blocks.length}`);
  const [, indent = '', body = ''] = blocks[0]!;
  return body.replace(new RegExp(`^ {0,${indent.length}}`, 'gm'), '');
}

/** The backticked command lines of `text` that start with `prefix` (e.g. `npx console`). */
export function commands(text: string, prefix: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!).filter((c) => c.startsWith(prefix));
}

/** The one backticked command of `text` that starts with `prefix`. */
export function command(text: string, prefix: string): string {
  const found = commands(text, prefix);
  if (found.length !== 1) throw new Error(`expected one \`${prefix} …\` command, found ${found.join(' | ')}`);
  return found[0]!;
}

/** A TCP port nobody listens on now (the system's choice for port 0). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * What a fresh clone holds (the tracked files the console needs; no tests, no docs) with
 * `node_modules` linked in place of `npm ci`. Nothing git ignores comes along (no `.data`, no
 * `runtime/client/generated`), except the default build when there is one: built from these same
 * sources, `npm start` finds it current and serves it instead of building the same thing again
 * (about 20 CPU-seconds). A build of other sources is stale, and `npm start` builds, as on a
 * clone. The build itself is the `build` step's; start's choice is tests/cli/commands/buildState.test.ts.
 */
const COPIED = [
  'cli',
  'runtime',
  'schemas',
  'screens',
  'examples',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'console.config.yaml',
  'console.config.qa.yaml',
  'console.config.staging.yaml',
  'screen.schema.json',
  'console.config.schema.json',
];
const IGNORED = ['runtime/client/generated', '.data', 'dist', 'node_modules'].map((p) => join(ROOT, p));
/** The default build (`console build`): the client and its server-render bundle. */
const BUILT = ['dist/client', 'dist/client.render'];

export function freshCopy(): string {
  const project = mkdtempSync(join(tmpdir(), 'console-tutorials-'));
  for (const entry of COPIED) {
    cpSync(join(ROOT, entry), join(project, entry), {
      recursive: true,
      filter: (src) => !IGNORED.some((p) => src === p || src.startsWith(`${p}/`)),
    });
  }
  for (const built of BUILT) {
    if (existsSync(join(ROOT, built))) cpSync(join(ROOT, built), join(project, built), { recursive: true });
  }
  linkNodeModules(ROOT, project);
  return project;
}

/**
 * The environment of a newcomer's shell: the runner's own settings for the console (data folder,
 * database, key file, port) left out, so the copy's defaults (`.data/`, port 3000) apply unless
 * given here.
 */
export function newcomerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!/^(CONSOLE_|DATABASE_URL$|PORT$|HOST$|NODE_ENV$)/.test(k)) env[k] = v;
  }
  return { ...env, ...extra };
}

/** `npx console …` in the guide is this copy's CLI: `node <project>/cli/bin.mjs …`. */
export function cliArgs(project: string, line: string): string[] {
  if (!line.startsWith('npx console ')) throw new Error(`not an npx console command: ${line}`);
  return [join(project, 'cli/bin.mjs'), ...shellWords(line.slice('npx console '.length))];
}

/** Words of a command line as bash splits them (single and double quotes; nothing else is used). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const m of line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) words.push(m[1] ?? m[2] ?? m[3]!);
  return words;
}

/** Runs a guide's `npx console …` line to its end in the copy. */
export function runCli(project: string, line: string) {
  const result = spawnSync(process.execPath, [...LIFTOFF_ONLY, ...cliArgs(project, line)], {
    cwd: project,
    env: newcomerEnv(),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A server the guide starts in a terminal of its own: its output, and Ctrl+C. */
export class Server {
  readonly child: ChildProcess;
  output = '';
  readonly exited: Promise<number | null>;

  constructor(
    readonly name: string,
    project: string,
    args: string[],
    env: NodeJS.ProcessEnv,
  ) {
    // A process group of its own, as a terminal gives: what it launches (backends) can be ended with it.
    // Node as the guide's commands run it, with V8's Liftoff compiler only (tests/support/liftoff.mjs).
    this.child = spawn(process.execPath, [...LIFTOFF_ONLY, ...args], {
      cwd: project,
      env,
      detached: true,
      stdio: 'pipe',
    });
    this.child.stdout?.on('data', (d: Buffer) => {
      this.output += d.toString();
    });
    this.child.stderr?.on('data', (d: Buffer) => {
      this.output += d.toString();
    });
    this.exited = new Promise((done) => this.child.once('exit', (code) => done(code)));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Resolves once `check` holds; fails at once when the server exits, with its output. */
  async until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited before ${what}:\n${this.output}`);
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${this.name}: no ${what} after ${timeoutMs} ms:\n${this.output}`);
  }

  /** Stops it as Ctrl+C would (`signal` to the server) and resolves with its exit code. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 20_000): Promise<number | null> {
    if (!this.running) return this.child.exitCode;
    this.child.kill(signal);
    const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), timeoutMs).unref());
    const outcome = await Promise.race([this.exited, timer]);
    if (outcome === 'timeout') {
      this.kill();
      throw new Error(`${this.name} did not stop within ${timeoutMs} ms of ${signal}:\n${this.output}`);
    }
    return outcome;
  }

  /** Ends the whole process group at once (cleanup after a failure). */
  kill(): void {
    try {
      if (this.child.pid) process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Whether `url` answers 200. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

/** Removes a copy made by freshCopy. */
export function removeCopy(project: string): void {
  rmSync(project, { recursive: true, force: true });
}

export const readText = (file: string) => readFileSync(file, 'utf8');
