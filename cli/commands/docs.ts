import { join } from 'node:path';
import { generateReferenceDocs } from '../docs/index.ts';
import type { Io } from '../io.ts';
import { syncGeneratedFiles } from './syncGeneratedFiles.ts';

/**
 * `console docs [--check]`: writes the reference pages generated from the zod schemas
 * (docs/reference/configuration.md, docs/reference/blocks-and-fields.md); only files whose
 * content changed. `--check` writes nothing and exits 1 (CON401) when one is stale.
 */
export function docsCommand(o: { root: string; check: boolean; io: Io }): number {
  const changed = syncGeneratedFiles({
    files: [...generateReferenceDocs()].map(([name, content]) => ({
      file: join(o.root, name),
      shown: name,
      content,
    })),
    check: o.check,
    rerun: 'npm run docs',
    io: o.io,
  });
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
