import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Io } from '../io.ts';

/** A generated file: where it goes, how it is named in output, and what it holds. */
export interface GeneratedFile {
  file: string;
  shown: string;
  content: string;
}

const readOrUndefined = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * Writes the files whose content changed (each named on a line), or with `check` writes nothing and
 * reports each stale one as CON401 naming `rerun`. Resolves to how many were (or would be) written.
 */
export function syncGeneratedFiles(o: {
  files: Iterable<GeneratedFile>;
  check: boolean;
  rerun: string;
  io: Io;
}): number {
  let changed = 0;
  for (const { file, shown, content } of o.files) {
    if (readOrUndefined(file) === content) continue;
    changed++;
    if (o.check) {
      o.io.out(`${shown}:1:1 CON401 generated file is out of date; run \`${o.rerun}\``);
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    o.io.out(shown);
  }
  return changed;
}
