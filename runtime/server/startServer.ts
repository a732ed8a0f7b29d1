import type { FastifyInstance } from 'fastify';
import { authKeySenderFromEnv } from './auth/index.ts';
import { type BuildAppOptions, buildApp } from './buildApp.ts';
import {
  type Database,
  type DatabaseLogger,
  migrate,
  type OpenDatabaseOptions,
  openDatabase,
  recordsDirOf,
  resolveDatabaseOptions,
  type SeedResult,
  type SeedScreen,
  seed,
  seedIfEmpty,
  seedsDemoAccounts,
} from './db/index.ts';
import { doctorAtStart, warnAboutIpLimits } from './doctorAtStart.ts';
import { filesDirOf } from './files/index.ts';
import { demoAccountProblems, productionProblems, unsafeProfileError } from './productionChecks.ts';
import { screenSourceOf } from './screenSource.ts';

export interface StartServerOptions extends BuildAppOptions {
  /** Interface to listen on, e.g. `127.0.0.1` (config `server.host`, default `127.0.0.1`). */
  host: string;
  /** Port to listen on; `0` picks a free one (config `server.port`, default 3000). */
  port: number;
  /**
   * Open this database, apply pending migrations, seed it on first start, and close it when the app
   * closes. The CLI's `start` and `dev` pass `resolveDatabaseOptions(process.env, root)` (DATABASE_URL,
   * else PGlite in `.data/`) through `serverOptionsFromEnv`. Default: none. Ignored when `database`
   * (already open) is given.
   */
  databaseOptions?: OpenDatabaseOptions | undefined;
  /**
   * Also on a database seeded before: give every screen without a menu its menu and the seeded
   * roles' authorities for it (`seed` in insert mode, no demo accounts), and a menu whose program
   * is not its screen's `programId` that program (`followPrograms`), before the start-up doctor
   * looks. `console dev` sets it, so a screen made before it started opens. Default false.
   */
  addMissingMenus?: boolean | undefined;
}

export interface StartedServer {
  app: FastifyInstance;
  /**
   * `http://host:port` with the port actually bound, and `app.basePath` without its last slash
   * (`http://host:port/admin`), so `${url}/api/health` is the health check either way.
   */
  url: string;
  /** Routes given a menu by `addMissingMenus` (not by the first-start seed). */
  menusAdded: string[];
  /** Page menus whose program `addMissingMenus` set to their manifest's `programId`. */
  programsChanged: SeedResult['programsChanged'];
}

/**
 * The options the CLI's `start` and `dev` take from the environment: the database
 * (`resolveDatabaseOptions`), the second-step key sender (`authKeySenderFromEnv`), the uploads
 * folder (`filesDirOf`) and the outbox of 개인정보 접속기록 (`recordsDirOf`), relative paths taken
 * from `root`.
 */
export function serverOptionsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): Required<Pick<StartServerOptions, 'databaseOptions' | 'auth' | 'filesDir'>> &
  Pick<StartServerOptions, 'recordsDir'> {
  return {
    databaseOptions: resolveDatabaseOptions(env, root),
    auth: {
      keySender: authKeySenderFromEnv(env),
      secretKey: env.CONSOLE_SECRET_KEY || undefined,
      previousSecretKeys: (env.CONSOLE_SECRET_KEY_PREVIOUS ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    },
    filesDir: filesDirOf(env, root),
    recordsDir: recordsDirOf(env, root),
  };
}

interface Prepared {
  database: Database;
  applied: string[];
  seeded: boolean;
  /** The screens the seed was given (undefined: none given). */
  screens: readonly SeedScreen[] | undefined;
  menusAdded: string[];
  programsChanged: SeedResult['programsChanged'];
}

/** Opens, migrates and (first start) seeds the database; closes it again when any step fails. */
async function prepareDatabase(
  options: StartServerOptions,
  logger: DatabaseLogger,
): Promise<Prepared | undefined> {
  if (options.database || !options.databaseOptions) return undefined;
  const database = await openDatabase({ logger, ...options.databaseOptions });
  try {
    const { applied } = await migrate(database);
    // The screens whose menus the first-start seed creates: the CLI's compile (BuildAppOptions.screens).
    const screens = screenSourceOf(options.screens).list();
    const seedOptions = {
      systemCode: options.config.management.systemCode,
      screens: screens ?? [],
      excludePaths: [options.config.auth.loginPath],
      logger,
    };
    const seeded = await seedIfEmpty(database, {
      ...seedOptions,
      // Staging and production get menus, codes and roles; their first user comes from
      // `console admin create` (or `console db seed --demo`).
      demoAccounts: seedsDemoAccounts(options.config.app.profile),
    });
    const added =
      !seeded && options.addMissingMenus && screens?.length
        ? await seed(database, { ...seedOptions, demoAccounts: false, followPrograms: true })
        : undefined;
    const demo = await demoAccountProblems(database.db, options.config.app.profile);
    if (demo.length) throw unsafeProfileError(options.config.app.profile, demo);
    return {
      database,
      applied,
      seeded: seeded !== undefined,
      screens,
      menusAdded: added?.menusAdded ?? [],
      programsChanged: added?.programsChanged ?? [],
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Builds the app (with its database, when asked) and listens. Closing (and signals) is the caller's job.
 * Refuses (`UNSAFE_PROFILE_ERROR`, before opening anything) to run `staging` or `production` with
 * the problems `productionProblems` finds.
 */
export async function startServer(options: StartServerOptions): Promise<StartedServer> {
  const problems = productionProblems(options.config, { keySender: options.auth?.keySender });
  if (problems.length) throw unsafeProfileError(options.config.app.profile, problems);
  // Until the app (and its pino logger) exists, database warnings go to stderr.
  let log: DatabaseLogger = { info: () => {}, warn: (message) => console.warn(message) };
  const logger: DatabaseLogger = { info: (m) => log.info(m), warn: (m) => log.warn(m) };
  const prepared = await prepareDatabase(options, logger);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      ...options,
      database: options.database ?? prepared?.database,
      closeDatabase: prepared !== undefined || options.closeDatabase,
    });
  } catch (error) {
    await prepared?.database.close();
    throw error;
  }
  if (prepared) {
    log = app.log;
    const { database, applied, seeded, screens } = prepared;
    const done = [
      ...(applied.length ? [`${applied.length} migration(s) applied`] : []),
      ...(seeded ? ['seeded'] : []),
    ];
    app.log.info(
      { database: database.kind, location: database.location, migrations: applied, seeded },
      `database ready: ${database.kind} ${database.location}${done.length ? ` (${done.join(', ')})` : ''}`,
    );
    await doctorAtStart(app.log, database, options.config, screens);
    if (options.config.management.enabled) await warnAboutIpLimits(app.log, database, options.config);
  }
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  // An IPv6 literal needs brackets in a URL.
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const base = options.config.app.basePath.slice(0, -1);
  return {
    app,
    url: `http://${host}:${port}${base}`,
    menusAdded: prepared?.menusAdded ?? [],
    programsChanged: prepared?.programsChanged ?? [],
  };
}
