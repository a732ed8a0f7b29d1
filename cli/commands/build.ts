import { join } from 'node:path';
import { generateProject } from '../compile/compileProject.ts';
import { formatDiagnostic } from '../compile/diagnostic.ts';
import { loadConfig } from '../compile/loadConfig.ts';
import type { Io } from '../io.ts';
import { finishClientBuild, inputHash } from './clientBuild.ts';

/** generate + Vite build + build metadata. Resolves to an exit code. */
export async function buildCommand(o: {
  root: string;
  profile?: string | undefined;
  io: Io;
}): Promise<number> {
  const outcome = generateProject({ root: o.root, profile: o.profile });
  for (const d of outcome.diagnostics) o.io.out(formatDiagnostic(d));
  if (outcome.diagnostics.length) {
    o.io.err(`${outcome.diagnostics.length} problem(s) found; nothing built.`);
    return 1;
  }
  const { files } = loadConfig({ root: o.root, profile: o.profile });
  const hash = inputHash(o.root, files);
  const started = performance.now();
  const vite = await import('vite');
  await vite.build({
    configFile: join(o.root, 'vite.config.ts'),
    root: join(o.root, 'runtime/client'),
    logLevel: 'warn',
    mode: 'production',
  });
  const meta = finishClientBuild(o.root, outcome.screens, hash, outcome.profile);
  o.io.err(
    `built ${meta.routes.length} routes into dist/client (build ${meta.buildId}, profile ${outcome.profile}) in ${Math.round(performance.now() - started)} ms.`,
  );
  return 0;
}
