// Entry point: `node --import tsx runtime/server/main.ts` from the project root.
// Env: CONSOLE_PROFILE (profile), HOST and PORT (override server.host / server.port), DATABASE_URL
// (a PostgreSQL server) or CONSOLE_DATA_DIR (PGlite's folder is <CONSOLE_DATA_DIR or .data>/pglite),
// CONSOLE_API_SECRET (overrides api.secret), CONSOLE_AUTH_KEY_FILE (second-step keys to a file).
// `staging` and `production` exit 1 on development defaults (runtime/server/productionChecks.ts).
import { join } from 'node:path';
import { formatDiagnostic, sortDiagnostics } from '../../cli/compile/diagnostic.ts';
import { loadConfig } from '../../cli/compile/loadConfig.ts';
import { serverOptionsFromEnv, startServer } from './startServer.ts';

/** How long a graceful close may take before the process exits anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

function parsePort(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : undefined;
}

async function main(): Promise<number> {
  const root = process.cwd();
  const { config, diagnostics } = loadConfig({
    root,
    profile: process.env.CONSOLE_PROFILE,
    env: process.env,
  });
  if (diagnostics.length > 0 || config === undefined) {
    for (const d of sortDiagnostics(diagnostics)) console.error(formatDiagnostic(d));
    return 1;
  }
  if (!config.server.enabled) {
    console.error('server.enabled가 false이므로 서버를 시작하지 않습니다.');
    return 0;
  }
  const host = process.env.HOST || config.server.host;
  const port = parsePort(process.env.PORT, config.server.port);
  if (port === undefined) {
    console.error(
      `PORT 값이 올바르지 않습니다: "${process.env.PORT}" (0부터 65535 사이의 정수를 지정하세요)`,
    );
    return 1;
  }

  let started: Awaited<ReturnType<typeof startServer>>;
  try {
    started = await startServer({
      config,
      clientDir: join(root, 'dist', 'client'),
      host,
      port,
      ...serverOptionsFromEnv(process.env, root),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const hint = code === 'EADDRINUSE' ? ' (PORT 환경 변수로 다른 포트를 지정하세요)' : '';
    console.error(`서버를 시작하지 못했습니다: ${(error as Error).message}${hint}`);
    return 1;
  }
  console.log(`콘솔이 실행되었습니다: ${started.url}`);

  const { app } = started;
  const shutdown = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'closing');
    // A stuck connection must not keep a stopped service alive forever.
    setTimeout(() => process.exit(1), CLOSE_TIMEOUT_MS).unref();
    app.close().then(
      () => {
        process.exitCode = 0;
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return 0;
}

process.exitCode = await main();
