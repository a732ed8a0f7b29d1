import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { type ConsoleConfig, trustsLoopback } from '../../schemas/index.ts';
import { toPinoLevel } from '../core/logging/index.ts';
import { assetsBaseOf } from '../core/url/index.ts';
import { managementApi } from './api/index.ts';
import type { AuthOptions } from './auth/index.ts';
import { decorateServerKeys } from './auth/index.ts';
import { basePathRouting } from './basePathRouting.ts';
import { decorateHotCache } from './cache/index.ts';
import type { Database } from './db/index.ts';
import { decorateDatabase, decoratePersonalRecords } from './db/index.ts';
import { createEventBus, type EventStreamOptions } from './events/index.ts';
import { jwksRoute } from './gateway/index.ts';
import { healthRoutes, readBuildId } from './health/index.ts';
import { createLogDestination, type LogFormat } from './logging/index.ts';
import { API_PREFIX, errorHandler, offerBodyParsers } from './platform/index.ts';
import { productionProblems, unsafeProfileError } from './productionChecks.ts';
import { type ScreenSource, screenSourceOf } from './screenSource.ts';
import { limitJsonDepth, requireUtf8Body, securityHeaderOptions } from './security/index.ts';
import { staticClient } from './static/index.ts';
import { decorateInitialData, initialDataOnChange } from './system/index.ts';

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
  /**
   * How the default logger (`logger: true`) writes to standard output: `json` (default, one pino
   * record per line, for log shippers) or `text` (one readable line, `console dev`). The daily
   * files (`logging.file`) are JSON either way.
   */
  logFormat?: LogFormat | undefined;
  /**
   * The open, migrated database, decorated as `app.db` (drizzle) and `app.database`. Default: none,
   * for a server of static files and health only (`app.db` then throws). The caller closes it
   * (`startServer` closes the one it opened when the app closes).
   */
  database?: Database | undefined;
  /** Close `database` when the app closes, after every plugin's own onClose hook. Default false. */
  closeDatabase?: boolean | undefined;
  /** Authentication: second-step key sender, region resolver, login rate limits. Default: see AuthOptions. */
  auth?: AuthOptions | undefined;
  /** Where uploaded files are stored. Default `<CONSOLE_DATA_DIR or .data>/files`. */
  filesDir?: string | undefined;
  /**
   * The outbox folder of 개인정보 접속기록 (`recordsDirOf`): records survive a `kill -9` there until
   * the database has them. Default none: records wait in memory for the few milliseconds before
   * they are written (a database in memory, tests).
   */
  recordsDir?: string | undefined;
  /**
   * The screens of the project, as the CLI compiled them (`console start`: once; `console dev`: a
   * function answering the latest compile). The one way the server learns them: which screens bind
   * each declared API (a menu of such a screen may call it through `/api/ext`) and the route paths
   * a menu URL may name (menu add and edit refuse others but external http(s) URLs). Default: none
   * known, so no declared API is bound to a menu and no menu URL is refused.
   */
  screens?: ScreenSource | undefined;
  /**
   * Base URLs that replace upstreams' configured `url`, read at each call: the CLI fills it with the
   * backends it launched (`upstreams.<name>.launch`) once they listen. Default none.
   */
  upstreamUrls?: ReadonlyMap<string, string> | undefined;
  /** The event stream's heartbeat and per-session limit (tests). Defaults: see EventStreamOptions. */
  events?: EventStreamOptions | undefined;
}

function loggerOptions(
  config: ConsoleConfig,
  logger: BuildAppOptions['logger'],
  format: LogFormat | undefined,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = { level: toPinoLevel(config.logging.level), name: config.logging.name };
  // Standard output and the daily files, behind the throttle (logging.file, logging.throttle).
  return logger === true || logger === undefined
    ? { ...base, stream: createLogDestination(config.logging, { format, timeZone: config.app.timeZone }) }
    : { ...base, ...logger };
}

/**
 * The Fastify app, with every plugin registered but not listening and not yet `ready`, so callers
 * (tests) can still register routes. Listening is `startServer`'s job.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, clientDir } = options;
  // startServer checks before opening the database; an app built and listened on directly is checked here.
  const problems = productionProblems(config, { keySender: options.auth?.keySender });
  if (problems.length) throw unsafeProfileError(config.app.profile, problems);
  const base = basePathRouting(config.app.basePath);
  const app = Fastify({
    logger: loggerOptions(config, options.logger, options.logFormat),
    // app.basePath: requests under it reach the routes without it; the rest answer 404 (below).
    ...(base && { rewriteUrl: base.rewriteUrl }),
    // Per-request "incoming request"/"request completed" lines only when server.middleware.logging.
    logController: new LogController({ disableRequestLogging: !config.server.middleware.logging }),
    // X-Forwarded-For/-Proto count only from the listed proxies; with none, request.ip is the socket's.
    trustProxy: config.server.trustProxy.length > 0 ? [...config.server.trustProxy] : false,
  });
  app.setErrorHandler(errorHandler);
  // Whether loopback callers pass menus' IP limits (server.trustLoopback, by profile by default).
  app.decorate('trustLoopback', trustsLoopback(config));
  // First, so every answer carries the headers: pages, assets, the 503 page, API errors, 404s.
  await app.register(fastifyHelmet, securityHeaderOptions(config));
  if (base) app.addHook('onRequest', base.refuseOutside);
  app.addHook('onRequest', requireUtf8Body);
  limitJsonDepth(app);
  decorateDatabase(app, options.database);
  decorateServerKeys(app, options.auth);
  const { database } = options;
  if (database && options.closeDatabase) {
    // onClose hooks run last-added first: added before any plugin, this one runs after theirs.
    app.addHook('onClose', async () => {
      await database.close();
    });
  }
  // The records flush before the database closes (their hook comes after its).
  if (database) await decoratePersonalRecords(app, database.db, options.recordsDir);

  if (config.server.middleware.compression) {
    // Awaited so its onRoute hook is in place before any route below (or a caller's) is declared.
    // Request bodies are not decompressed: no client sends them and it would invite zip bombs.
    await app.register(fastifyCompress, { globalDecompression: false });
  }

  const buildId = await readBuildId(clientDir);
  await app.register(healthRoutes, { prefix: API_PREFIX, profile: config.app.profile, buildId });
  if (config.management.enabled && database) {
    // Sessions, accounts and menus kept by this process until their rows change (runtime/server/cache).
    await decorateHotCache(app, { onChange: initialDataOnChange });
    // The initial data the API answers and the pages inline, kept here once for both. The change
    // feed above drops it at once; on PostgreSQL it is also compared with the rows every second (a
    // safety net across instances). PGlite has no other instance, and its queries run on this
    // thread: a check there would hold back the request that found the data a second old.
    decorateInitialData(app, config, database.kind === 'pglite' ? Number.POSITIVE_INFINITY : 1000);
    // Events of every instance on the database (LISTEN/NOTIFY); closed before the database is.
    const events = await createEventBus(database, { logger: app.log });
    app.decorate('events', events);
    app.addHook('onClose', () => events.close());
    // A new build announces itself to every open console, whichever instance they talk to.
    if (buildId) await events.publish('build', { buildId });
  }
  if (config.management.enabled) {
    const screens = screenSourceOf(options.screens);
    await app.register(managementApi, {
      prefix: API_PREFIX,
      config,
      auth: options.auth,
      ...(options.filesDir ? { filesDir: options.filesDir } : {}),
      apiBindings: screens.apiBindings,
      upstreamUrls: options.upstreamUrls,
      screenRoutes: screens.routes,
      screens: screens.list,
      buildId: buildId ?? undefined,
      events: options.events,
    });
    if (database) await app.register(jwksRoute);
  }
  await app.register(staticClient, {
    clientDir,
    loginPath: config.auth.loginPath,
    assetsBase: assetsBaseOf(config.app),
    ...(app.hasDecorator('initialData') && { initialData: () => app.initialData() }),
  });
  // Last: what routes added to this app from now on may receive (server.middleware.*).
  await offerBodyParsers(app, config.server.middleware);
  return app;
}
