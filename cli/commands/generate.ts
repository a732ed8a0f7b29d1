import { formatDiagnostic, generateProject } from '../compile/index.ts';
import type { Io } from '../io.ts';

export function generateCommand(o: {
  root: string;
  profile?: string | undefined;
  check: boolean;
  io: Io;
}): number {
  const outcome = generateProject({ root: o.root, profile: o.profile, check: o.check });
  for (const d of outcome.diagnostics) o.io.out(formatDiagnostic(d));
  if (outcome.diagnostics.length) {
    o.io.err(
      o.check && outcome.write
        ? `${outcome.diagnostics.length} generated file(s) are stale.`
        : `${outcome.diagnostics.length} problem(s) found; nothing generated.`,
    );
    return 1;
  }
  const w = outcome.write!;
  o.io.err(
    o.check
      ? `ok: generated files are up to date (${outcome.screens.length} screens).`
      : `generated ${outcome.screens.length} routes: ${w.written.length} written, ${w.removed.length} removed, ${w.unchanged} unchanged.`,
  );
  return 0;
}
