import { join } from 'node:path';
import type { LogFormat } from '../../runtime/server/index.ts';
import { toClientConfig } from '../../schemas/index.ts';
import { compileProject, formatDiagnostic } from '../compile/index.ts';
import type { Io } from '../io.ts';
import { buildCommand } from './build.ts';
import { buildMetaScreens, buildState, CLIENT_DIR } from './clientBuild.ts';
import { dataDirLockedMessage } from './dataDirLocked.ts';
import { launchBesideConsole } from './launchUpstreams.ts';

/**
 * Serves the console, building first when the build is missing or its inputs changed. Resolves with
 * the exit code once SIGINT or SIGTERM closed the server.
 */
export async function startCommand(o: {
  root: string;
  profile?: string | undefined;
  port?: string | undefined;
  host?: string | undefined;
  /** Build folder to serve (and build into when stale). Default dist/client. */
  outDir?: string | undefined;
  /** `json` (default, for log shippers) or `text` (one readable line per event). */
  log?: LogFormat | undefined;
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
  if (!config.server.enabled) {
    o.io.err('server.enabled가 false이므로 서버를 시작하지 않습니다.');
    return 0;
  }
  const server = await import('../../runtime/server/index.ts');
  const address = server.listenAddress(config.server, process.env, { host: o.host, port: o.port });
  if ('error' in address) {
    o.io.err(address.error);
    return 1;
  }
  const serverOptions = server.serverOptionsFromEnv(process.env, o.root);
  // startServer refuses these too; checked here first so a refused start builds nothing.
  const problems = server.productionProblems(config, { keySender: serverOptions.auth.keySender });
  if (problems.length) {
    o.io.err(server.unsafeProfileError(config.app.profile, problems).message);
    return 1;
  }
  const outDir = o.outDir ?? CLIENT_DIR;
  const state = buildState(o.root, outDir, {
    configFiles: outcome.configFiles,
    clientConfig: toClientConfig(config),
    profile: outcome.profile,
  });
  if (state !== 'current') {
    o.io.err(
      state === 'changed' ? 'sources changed since the last build; building…' : 'no build yet; building…',
    );
    const code = await buildCommand({ root: o.root, profile: o.profile, outDir, io: o.io });
    if (code !== 0) return code;
  }
  let started: Awaited<ReturnType<typeof server.startServer>>;
  const upstreamUrls = new Map<string, string>();
  try {
    started = await server.startServer({
      config,
      clientDir: join(o.root, outDir),
      ...address,
      ...serverOptions,
      logFormat: o.log ?? 'json',
      screens: buildMetaScreens(outcome.screens),
      upstreamUrls,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === server.UNSAFE_PROFILE_ERROR) {
      o.io.err((error as Error).message);
      return 1;
    }
    if (server.isDataDirLocked(error)) {
      o.io.err(dataDirLockedMessage(error, 'start'));
      return 1;
    }
    const hint = code === 'EADDRINUSE' ? ' (--port나 PORT 환경 변수로 다른 포트를 지정하세요)' : '';
    o.io.err(`서버를 시작하지 못했습니다: ${(error as Error).message}${hint}`);
    return 1;
  }
  const launched = await launchBesideConsole(config, {
    root: o.root,
    consoleUrl: started.url,
    io: o.io,
    upstreamUrls,
    closeConsole: () => started.app.close(),
  });
  if (!launched) return 1;
  o.io.out(`콘솔이 실행되었습니다: ${started.url}${config.app.basePath === '/' ? '' : '/'}`);
  return server.untilStopped([started.app, launched]);
}
