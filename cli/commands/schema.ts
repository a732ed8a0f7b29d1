import { join, relative } from 'node:path';
import { formatDiagnostic, generateJsonSchemas, loadConfig } from '../compile/index.ts';
import type { Io } from '../io.ts';
import { syncGeneratedFiles } from './syncGeneratedFiles.ts';

/**
 * `console schema [--out-dir DIR] [--check]`: writes the JSON Schemas of the config and of a screen
 * manifest (default into the project root) for editors; only files whose content changed.
 */
export function schemaCommand(o: {
  root: string;
  profile?: string | undefined;
  outDir?: string | undefined;
  check: boolean;
  io: Io;
}): number {
  // Code groups come from the config, so an invalid config would give an incomplete schema.
  const cfg = loadConfig({ root: o.root, profile: o.profile });
  if (!cfg.config) {
    for (const d of cfg.diagnostics) o.io.out(formatDiagnostic(d));
    o.io.err(`${cfg.diagnostics.length} problem(s) found in the config; no schema written.`);
    return 1;
  }
  const dir = join(o.root, o.outDir ?? '.');
  const shown = (name: string) => relative(o.root, join(dir, name)).split('\\').join('/');
  const changed = syncGeneratedFiles({
    files: [...generateJsonSchemas(cfg.config.management.codeGroups, Object.keys(cfg.config.apis))].map(
      ([name, content]) => ({ file: join(dir, name), shown: shown(name), content }),
    ),
    check: o.check,
    rerun: 'npx console schema',
    io: o.io,
  });
  if (o.check && changed) {
    o.io.err(`${changed} schema file(s) are stale.`);
    return 1;
  }
  o.io.err(
    o.check
      ? 'ok: schema files are up to date.'
      : changed
        ? `wrote ${changed} schema file(s); editors with the YAML extension pick them up from the \`# yaml-language-server: $schema=…\` line.`
        : 'schema files are up to date; nothing written.',
  );
  return 0;
}
