import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
 * What a caller that writes again and again (`console dev`) knows of the files it wrote last: their
 * content and the size and time they had on disk then. A file still as it was is compared with
 * that content instead of being read (the route tree of 10,000 screens is megabytes).
 */
export type WrittenFiles = Map<string, { content: string; size: number; mtimeMs: number }>;

function stamp(abs: string): { size: number; mtimeMs: number } | undefined {
  try {
    const s = statSync(abs);
    return { size: s.size, mtimeMs: s.mtimeMs };
  } catch {
    return undefined;
  }
}

/**
 * Writes only files whose content changed and removes generated files no screen needs any more
 * (`prune`, default true; off when `files` is one part of the output, e.g. `console bridge types`).
 */
export function writeGenerated(
  root: string,
  files: Map<string, string>,
  opts: { check?: boolean; prune?: boolean; written?: WrittenFiles } = {},
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
    const known = opts.written?.get(rel);
    const now = known && stamp(abs);
    let current: string | undefined;
    if (known && now && now.size === known.size && now.mtimeMs === known.mtimeMs) current = known.content;
    else {
      try {
        current = readFileSync(abs, 'utf8');
      } catch {
        current = undefined;
      }
    }
    if (current === content) {
      result.unchanged++;
      if (opts.written && !known) {
        const s = stamp(abs);
        if (s) opts.written.set(rel, { content, ...s });
      }
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
    if (opts.written) {
      const s = stamp(abs);
      if (s) opts.written.set(rel, { content, ...s });
    }
  }
  for (const rel of opts.prune === false ? [] : existing(dir)) {
    if (files.has(rel)) continue;
    if (opts.check) stale(rel, 'no longer produced by any manifest');
    else {
      rmSync(join(dir, rel));
      opts.written?.delete(rel);
      result.removed.push(rel);
    }
  }
  return result;
}
