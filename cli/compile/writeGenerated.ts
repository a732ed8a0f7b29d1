import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Diagnostic } from './diagnostic.ts';
import { GENERATED_DIR } from './generateRoutes.ts';

export interface WriteResult {
  written: string[];
  removed: string[];
  unchanged: number;
  /** In check mode: one CON401 per stale, missing or extra file; nothing is written. */
  stale: Diagnostic[];
}

function existing(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8', withFileTypes: false })
    .map((n) => n.split('\\').join('/'))
    .filter((n) => /\.gen\.tsx?$/.test(n));
}

/**
 * Writes only files whose content changed and removes generated files no screen needs any more
 * (`prune`, default true; off when `files` is one part of the output, e.g. `console bridge types`).
 */
export function writeGenerated(
  root: string,
  files: Map<string, string>,
  opts: { check?: boolean; prune?: boolean } = {},
): WriteResult {
  const dir = join(root, GENERATED_DIR);
  const result: WriteResult = { written: [], removed: [], unchanged: 0, stale: [] };
  const stale = (rel: string, why: string) =>
    result.stale.push({
      file: `${GENERATED_DIR}/${rel}`,
      line: 1,
      col: 1,
      code: 'CON401',
      message: `generated file is ${why}; run \`npx console generate\``,
    });
  const made = new Set<string>();
  for (const [rel, content] of files) {
    const abs = join(dir, rel);
    let current: string | undefined;
    try {
      current = readFileSync(abs, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === content) {
      result.unchanged++;
      continue;
    }
    if (opts.check) {
      stale(rel, current === undefined ? 'missing' : 'out of date');
      continue;
    }
    const parent = dirname(abs);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    writeFileSync(abs, content);
    result.written.push(rel);
  }
  for (const rel of opts.prune === false ? [] : existing(dir)) {
    if (files.has(rel)) continue;
    if (opts.check) stale(rel, 'no longer produced by any manifest');
    else {
      rmSync(join(dir, rel));
      result.removed.push(rel);
    }
  }
  return result;
}
