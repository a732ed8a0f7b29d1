import { compileProject, formatDiagnostic } from '../compile/index.ts';
import type { Io } from '../io.ts';

export function validateCommand(o: { root: string; profile?: string | undefined; io: Io }): number {
  const project = compileProject({ root: o.root, profile: o.profile });
  for (const d of project.diagnostics) o.io.out(formatDiagnostic(d));
  if (project.diagnostics.length) {
    o.io.err(`${project.diagnostics.length} problem(s) found.`);
    return 1;
  }
  o.io.err(
    `ok: console.config.yaml (profile ${project.profile}) and ${project.screens.length} screens are valid.`,
  );
  return 0;
}
