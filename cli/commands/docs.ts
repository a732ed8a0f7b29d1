import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateReferenceDocs } from '../docs/index.ts';
import type { Io } from '../io.ts';

const readOrUndefined = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * `console docs [--check]`: writes the reference pages generated from the zod schemas
 * (docs/reference/configuration.md, docs/reference/blocks-and-fields.md); only files whose
 * content changed. `--check` writes nothing and exits 1 (CON401) when one is stale.
 */
export function docsCommand(o: { root: string; check: boolean; io: Io }): number {
  let changed = 0;
  for (const [name, content] of generateReferenceDocs()) {
    const file = join(o.root, name);
    if (readOrUndefined(file) === content) continue;
    changed++;
    if (o.check) {
      o.io.out(`${name}:1:1 CON401 generated file is out of date; run \`npm run docs\``);
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    o.io.out(name);
  }
  if (o.check && changed) {
    o.io.err(`${changed} reference page(s) are stale.`);
    return 1;
  }
  o.io.err(
    o.check
      ? 'ok: reference pages are up to date.'
      : changed
        ? `wrote ${changed} reference page(s).`
        : 'reference pages are up to date; nothing written.',
  );
  return 0;
}
