import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { acquireDataDirLock } from './dataDirLock.ts';
import { openPgliteThread, type PgliteClient } from './pgliteThread.ts';
import * as schema from './schema.ts';

/** The one query layer over PGlite and PostgreSQL: drizzle with the shared schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** `pglite`: embedded PostgreSQL (WASM) in this process; `postgres`: a PostgreSQL server. */
export type DatabaseKind = 'pglite' | 'postgres';

interface DatabaseBase {
  db: Db;
  /** Where the data is, for logs: the PGlite folder, `memory`, or the URL without its password. */
  location: string;
  /** Closes the PGlite instance or ends the pool. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * An open database. Always `close()` it: an open PGlite or pool keeps Node alive. `client` is the
 * driver's own object, for the little drizzle cannot do (a PGlite dump); queries go through `db`.
 */
export type Database =
  | (DatabaseBase & { kind: 'pglite'; client: PgliteClient })
  | (DatabaseBase & { kind: 'postgres'; client: pg.Pool; url: string });

/** The few logger methods used here (a pino or Fastify logger fits). */
export interface DatabaseLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL (`DATABASE_URL`); when set, `dataDir` and `memory` are ignored. Default: none. */
  url?: string | undefined;
  /** PGlite data folder. Default `<cwd>/.data/pglite`; see `resolveDatabaseOptions`. */
  dataDir?: string | undefined;
  /** PGlite in memory (nothing written to disk). Default false. */
  memory?: boolean | undefined;
  /** PGlite in memory started from a `dumpDataDir()` archive (tests). Default none. */
  loadDataDir?: Blob | undefined;
  /**
   * PGlite's `shared_buffers` (`CONSOLE_PGLITE_SHARED_BUFFERS`): a size such as `16MB`. Default
   * PostgreSQL's 128MB. PGlite clears them at every start, so less starts faster and holds less
   * memory (the test suites use 16MB). Ignored for PostgreSQL, whose server has its own setting.
   */
  sharedBuffers?: string | undefined;
  /** Most pooled connections to PostgreSQL. Default 10. */
  poolSize?: number | undefined;
  /** Where pool errors and the like are reported. Default: none. */
  logger?: DatabaseLogger | undefined;
}

/** Folder under the data folder (`.data/` or `CONSOLE_DATA_DIR`) that holds PGlite's files. */
export const PGLITE_SUBDIR = 'pglite';

/**
 * The data folder from the environment: `CONSOLE_DATA_DIR` (trimmed; a relative path is taken from
 * `root`), default `<root>/.data`. `undefined` when it is `memory://`: nothing is kept on disk.
 */
export function dataDirOf(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): string | undefined {
  const dataDir = env.CONSOLE_DATA_DIR?.trim() || '.data';
  return dataDir === 'memory://' ? undefined : resolve(root, dataDir);
}

/**
 * Database options from the environment: `DATABASE_URL` (a PostgreSQL server), else PGlite in
 * `<data folder>/pglite` (see `dataDirOf`), or in memory when `CONSOLE_DATA_DIR` is `memory://`.
 */
export function resolveDatabaseOptions(
  env: Readonly<Record<string, string | undefined>>,
  root: string,
): OpenDatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
  const dataDir = dataDirOf(env, root);
  const sharedBuffers = env.CONSOLE_PGLITE_SHARED_BUFFERS?.trim() || undefined;
  return {
    ...(dataDir === undefined ? { memory: true } : { dataDir: join(dataDir, PGLITE_SUBDIR) }),
    ...(sharedBuffers && { sharedBuffers }),
  };
}

/** A PostgreSQL memory size as `shared_buffers` takes it: 16MB, 512kB, 1GB. */
const MEMORY_SIZE = /^[1-9][0-9]*(kB|MB|GB)$/;

/** `postgres://user:secret@host/db` → `postgres://user:***@host/db`, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres (unparsable URL)';
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}

// Each driver is loaded when its database is opened: a PGlite console never loads `pg`, a
// PostgreSQL one never loads PGlite (module loading is most of a server's start).
async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const [{ default: pgDriver }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pgDriver.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle client's error (server restart, dropped database) must not crash the process.
  pool.on('error', (error) => options.logger?.warn(`PostgreSQL pool error: ${error.message}`));
  try {
    // Fail at start-up, not at the first request, when the server is unreachable.
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`cannot connect to PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    client: pool,
    url,
    location: redactUrl(url),
    close: once(() => pool.end()),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const { sharedBuffers } = options;
  if (sharedBuffers !== undefined && !MEMORY_SIZE.test(sharedBuffers)) {
    throw new Error(
      `CONSOLE_PGLITE_SHARED_BUFFERS=${sharedBuffers}: 16MB, 128MB 같은 크기로 적으세요 (a size such as 16MB or 128MB)`,
    );
  }
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const inMemory = options.memory === true || options.loadDataDir !== undefined;
  const dataDir = inMemory ? undefined : resolve(options.dataDir ?? join('.data', PGLITE_SUBDIR));
  let release = () => {};
  if (dataDir !== undefined) {
    mkdirSync(dirname(dataDir), { recursive: true });
    // PGlite has no locking of its own: two processes on one folder would corrupt it.
    release = acquireDataDirLock(dataDir);
  }
  let client: PgliteClient;
  try {
    client = await openPgliteThread({
      dataDir,
      loadDataDir: options.loadDataDir,
      // For this start only (`postgresqlconf` would rewrite the folder's postgresql.conf).
      extraStartParams: sharedBuffers === undefined ? undefined : ['-c', `shared_buffers=${sharedBuffers}`],
    });
  } catch (error) {
    release();
    throw new Error(`cannot open PGlite${dataDir ? ` in ${dataDir}` : ''}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  // drizzle's driver calls query() and transaction() only, which the thread's client answers as PGlite.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  const close = once(async () => {
    try {
      if (!client.closed) await client.close();
    } finally {
      release();
    }
  });
  return { db, kind: 'pglite', client, location: dataDir ?? 'memory', close };
}

/**
 * Opens the database: PostgreSQL through a `pg` pool when `url` is given, else PGlite (a data
 * folder, or memory). Both give the same drizzle `Db`. Does not migrate: see `migrate`.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}
