import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Diagnostic, formatDiagnostic } from '../../../cli/compile/index.ts';
import type { Io } from '../../../cli/io.ts';
import { main } from '../../../cli/main.ts';

const created: string[] = [];

/** A fresh project folder in the OS temp dir holding `files` (paths relative to the root). */
export function tempProject(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'console-cli-test-'));
  created.push(root);
  writeFiles(root, files);
  return root;
}

/** A temp copy of a committed fixture project under tests/fixtures. */
export function copyFixture(name: string): string {
  const root = tempProject();
  cpSync(fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url)), root, { recursive: true });
  return root;
}

export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
}

/** Every file under `dir`, relative to it, sorted, with `/` separators. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((n) => statSync(join(dir, n)).isFile())
    .map((n) => n.split('\\').join('/'))
    .sort();
}

export function read(root: string, rel: string): string {
  return readFileSync(join(root, rel), 'utf8');
}

/** Removes every folder `tempProject` made; call from `afterAll`. */
export function removeTempProjects(): void {
  for (const root of created.splice(0)) rmSync(root, { recursive: true, force: true });
}

export interface Run {
  code: number;
  out: string[];
  err: string[];
}

/** Runs the CLI in-process, as `console <args>` in `root`, capturing what it prints. */
export async function run(root: string, ...args: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (l) => out.push(l), err: (l) => err.push(l) };
  const code = await main(['node', 'console', ...args], { root, io });
  return { code, out, err };
}

/**
 * The first line of each diagnostic as the CLI prints it, `file:line:col CODE message`. The data
 * path and code frame printed below it are pinned by tests/cli/compile/diagnostic.test.ts and the
 * command tests.
 */
export const printed = (list: readonly Diagnostic[]): string[] =>
  list.map((d) => formatDiagnostic(d).split('\n')[0]!);
