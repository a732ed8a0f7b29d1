import { join } from 'node:path';
import { toClientConfig } from '../../schemas/config.ts';
import { compileProject } from '../compile/compileProject.ts';
import { formatDiagnostic } from '../compile/diagnostic.ts';
import { loadConfig } from '../compile/loadConfig.ts';
import type { Io } from '../io.ts';
import { buildCommand } from './build.ts';
import { buildMetaScreens, CLIENT_DIR, inputHash, readBuildMeta } from './clientBuild.ts';

function portOf(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`invalid port "${value}"`);
  return n;
}

/** Serves the console, building first when the build is missing or its inputs changed. */
export async function startCommand(o: {
  root: string;
  profile?: string | undefined;
  port?: string | undefined;
  host?: string | undefined;
  /** Build folder to serve (and build into when stale). Default dist/client. */
  outDir?: string | undefined;
  io: Io;
}): Promise<number> {
  // Validate only: a fresh build needs no generated files, and two servers of different profiles
  // starting side by side must not rewrite them under each other.
  const outcome = compileProject({ root: o.root, profile: o.profile });
  for (const d of outcome.diagnostics) o.io.out(formatDiagnostic(d));
  if (outcome.diagnostics.length || !outcome.config) {
    o.io.err(`${outcome.diagnostics.length} problem(s) found; not starting.`);
    return 1;
  }
  const config = outcome.config;
  const { serverOptionsFromEnv, startServer } = await import('../../runtime/server/startServer.ts');
  const serverOptions = serverOptionsFromEnv(process.env, o.root);
  // startServer refuses these too; checked here first so a refused start builds nothing.
  const { productionProblems, unsafeProfileError } = await import('../../runtime/server/productionChecks.ts');
  const problems = productionProblems(config, { keySender: serverOptions.auth.keySender });
  if (problems.length) {
    o.io.err(unsafeProfileError(config.app.profile, problems).message);
    return 1;
  }
  const { files } = loadConfig({ root: o.root, profile: o.profile });
  const outDir = o.outDir ?? CLIENT_DIR;
  const meta = readBuildMeta(o.root, outDir);
  if (
    !meta ||
    meta.inputHash !== inputHash(o.root, files, toClientConfig(config)) ||
    meta.profile !== outcome.profile
  ) {
    o.io.err(meta ? 'sources changed since the last build; building…' : 'no build yet; building…');
    const code = await buildCommand({ root: o.root, profile: o.profile, outDir, io: o.io });
    if (code !== 0) return code;
  }
  const port = portOf(o.port ?? process.env.PORT, config.server.port);
  const host = o.host ?? process.env.HOST ?? config.server.host;
  const { app, url } = await startServer({
    config,
    clientDir: join(o.root, outDir),
    host,
    port,
    ...serverOptions,
    screens: buildMetaScreens(outcome.screens),
  });
  o.io.out(`콘솔이 실행되었습니다: ${url}`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      app.close().then(
        () => resolve(),
        () => resolve(),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
