import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { ConsoleConfig } from '../../schemas/config.ts';
import { toPinoLevel } from '../core/logging/logLevel.ts';
import { managementApi } from './api/index.ts';
import { healthRoutes, readBuildId } from './health/index.ts';
import { API_PREFIX, errorHandler } from './http/index.ts';
import { staticClient } from './static/index.ts';

export interface BuildAppOptions {
  /** The validated console configuration. */
  config: ConsoleConfig;
  /**
   * The built client (`dist/client`). Default: none. When absent or without `index.html`, page
   * GETs answer 503 with a Korean page asking to run `npm run build`.
   */
  clientDir?: string | undefined;
  /**
   * `true` (default): pino at `config.logging.level` named `config.logging.name`; `false`: silent;
   * an options object is merged over those two (e.g. a `stream` in tests).
   */
  logger?: boolean | FastifyServerOptions['logger'];
}

function loggerOptions(
  config: ConsoleConfig,
  logger: BuildAppOptions['logger'],
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = { level: toPinoLevel(config.logging.level), name: config.logging.name };
  return logger === true || logger === undefined ? base : { ...base, ...logger };
}

/**
 * The Fastify app, with every plugin registered but not listening and not yet `ready`, so callers
 * (tests) can still register routes. Listening is `startServer`'s job.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, clientDir } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    // Per-request "incoming request"/"request completed" lines only when server.middleware.logging.
    logController: new LogController({ disableRequestLogging: !config.server.middleware.logging }),
  });
  app.setErrorHandler(errorHandler);

  if (config.server.middleware.compression) {
    // Awaited so its onRoute hook is in place before any route below (or a caller's) is declared.
    // Request bodies are not decompressed: no client sends them and it would invite zip bombs.
    await app.register(fastifyCompress, { globalDecompression: false });
  }

  const buildId = await readBuildId(clientDir);
  await app.register(healthRoutes, { prefix: API_PREFIX, profile: config.app.profile, buildId });
  if (config.management.enabled) {
    await app.register(managementApi, { prefix: API_PREFIX, config });
  }
  await app.register(staticClient, { clientDir });
  return app;
}
