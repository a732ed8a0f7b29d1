// Fresh, migrated and seeded databases for server tests, fast, on PGlite by default and on a real
// PostgreSQL when TEST_DATABASE_URL is set (tests/run-all.mjs's `server-pg` step sets it). A test
// file does not care which: `createTestDatabase()` / `createTestApp()` and close what you create.
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildMetaScreens } from '../../../cli/commands/index.ts';
import { compileProject } from '../../../cli/compile/index.ts';
import { type BuildAppOptions, buildApp } from '../../../runtime/server/buildApp.ts';
import {
  type Database,
  migrate,
  type OpenDatabaseOptions,
  openDatabase,
  PGLITE_SUBDIR,
  type SeedScreen,
  seed,
} from '../../../runtime/server/db/index.ts';
import { type ConsoleConfigInput, configSchema } from '../../../schemas/config/index.ts';
import { copyEmptyPgliteDir, TEST_PGLITE_SHARED_BUFFERS } from '../../support/emptyPgliteDir.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DB_SOURCES = join(ROOT, 'runtime', 'server', 'db');
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'console-test-db');

/** A PostgreSQL URL whose user may create databases; unset (default): PGlite in memory. */
export const TEST_DATABASE_URL: string | undefined = process.env.TEST_DATABASE_URL || undefined;
/** Which kind of database this test run uses. */
export const testDatabaseKind: Database['kind'] = TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** System code the test databases are seeded for (the config default). */
export const TEST_SYSTEM_CODE = 'CONSOLE';

let screens: SeedScreen[] | undefined;

/** The example console's screens (every manifest under screens/), as the seed takes them. */
export function exampleScreens(): SeedScreen[] {
  screens ??= buildMetaScreens(compileProject({ root: ROOT }).screens);
  return screens;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

let key: string | undefined;

/**
 * Identifies the seeded template: the database code (schema, migrations, seed), the screens and the
 * day (the seed's password dates are relative to when it ran). Any change gives a new template.
 * Worked out once per process: every test database asks for it, and the sources do not change
 * during a run.
 */
function templateKey(): string {
  key ??= computeTemplateKey();
  return key;
}

function computeTemplateKey(): string {
  const h = createHash('sha256');
  for (const file of filesUnder(DB_SOURCES)) {
    h.update(relative(DB_SOURCES, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  h.update(JSON.stringify(exampleScreens())).update(TEST_SYSTEM_CODE);
  h.update(new Date().toISOString().slice(0, 10));
  return h.digest('hex').slice(0, 16);
}

/** Migrates and seeds, as a first server start would. */
async function migrateAndSeed(database: Database): Promise<void> {
  await migrate(database);
  await seed(database, { systemCode: TEST_SYSTEM_CODE, screens: exampleScreens(), excludePaths: ['/login'] });
}

// ── PGlite: one seeded template per database-code version, dumped to node_modules/.cache and
// loaded into a new in-memory PGlite per test file (about 0.7 s instead of 3 s to start and seed).

/**
 * A seeded dump (a plain tar; gzipped ones were made before), or one half-written by a run that died
 * (not the empty folder of emptyPgliteDir.mjs).
 */
const DUMP_NAME = /^pglite-[0-9a-f]{16}\.tar(\.gz)?(\.\d+\.tmp)?$/;

/** Deletes dumps of older database-code versions (left an hour, in case a parallel run uses one). */
function pruneTemplates(keep: string): void {
  for (const name of readdirSync(CACHE_DIR)) {
    const file = join(CACHE_DIR, name);
    if (file !== keep && DUMP_NAME.test(name) && Date.now() - statSync(file).mtimeMs > 3_600_000) {
      rmSync(file, { force: true });
    }
  }
}

/**
 * The seeded PGlite dump for this database-code version, made when missing; its path
 * (prepareTemplates.ts makes it before the tests).
 */
export async function preparePgliteTemplate(): Promise<string> {
  const file = join(CACHE_DIR, `pglite-${templateKey()}.tar`);
  if (!existsSync(file)) {
    // From a copy of the initialised empty folder: initdb again in memory cost 3-5 CPU-s more.
    const work = mkdtempSync(join(tmpdir(), 'console-test-template-'));
    try {
      const dataDir = join(work, PGLITE_SUBDIR);
      await copyEmptyPgliteDir(dataDir);
      const database = await openDatabase({ dataDir, sharedBuffers: TEST_PGLITE_SHARED_BUFFERS });
      try {
        await migrateAndSeed(database);
        if (database.kind !== 'pglite') throw new Error('expected PGlite');
        // Not compressed: every test file loads it, and gunzipping 5 MB each time cost 0.1-0.2 CPU-s.
        const dump = await database.client.dumpDataDir('none');
        mkdirSync(CACHE_DIR, { recursive: true });
        // Written aside and renamed, so a parallel test file never reads half a dump.
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
        renameSync(tmp, file);
        pruneTemplates(file);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return file;
}

let bytes: Promise<ArrayBuffer> | undefined;

/** The seeded dump's bytes, read once per process (41 MB: reading it per test database cost 0.2 CPU-s). */
function templateBytes(): Promise<ArrayBuffer> {
  bytes ??= preparePgliteTemplate().then((file) => {
    const buffer = readFileSync(file);
    return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
  });
  return bytes;
}

/**
 * The dump as the Blob PGlite's `loadDataDir` takes, handing out the bytes it holds. PGlite reads
 * the Blob once, with `arrayBuffer()`, and copies every file out of it, so one buffer serves every
 * test database of the process; Node 20's own Blob copied the 41 MB through a stream of small chunks
 * each time (0.6 CPU-s of a test database's 1.5).
 */
class TemplateBlob extends Blob {
  constructor(private readonly buffer: ArrayBuffer) {
    super([]);
  }
  override get size(): number {
    return this.buffer.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.buffer);
  }
}

// ── PostgreSQL: one seeded template database per version (built once, under an advisory lock,
// renamed into place when complete), copied with CREATE DATABASE … TEMPLATE per test file.

function urlFor(database: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function postgresTemplate(): Promise<string> {
  const name = `console_tpl_${templateKey()}`;
  await withAdmin(async (admin) => {
    await admin.query(`SELECT pg_advisory_lock(hashtext('console:test-template'))`);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${quote(building)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${quote(building)}`);
      const database = await openDatabase({ url: urlFor(building), poolSize: 2 });
      try {
        await migrateAndSeed(database);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${quote(building)} RENAME TO ${quote(name)}`);
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(hashtext('console:test-template'))`);
    }
  });
  return name;
}

/** A new, uniquely named PostgreSQL database (a copy of `template`, or empty) and its dropper. */
async function createPostgresDatabase(
  template: string | undefined,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `console_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (admin) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ''}`);
        return;
      } catch (error) {
        // 55006: another session is still connected to the template (a parallel copy); retry.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  });
  const drop = () =>
    withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`)).then(() => {});
  return { url: urlFor(name), drop };
}

function dropOnClose(database: Database, drop: () => Promise<void>): Database {
  const close = database.close;
  let closing: Promise<void> | undefined;
  database.close = () => {
    closing ??= close().then(drop);
    return closing;
  };
  return database;
}

/**
 * A fresh database, migrated and seeded (menus of every example screen, codes, file groups, the
 * demo accounts with `DEMO_PASSWORD`), for one test file (or test). PGlite in memory, or with
 * TEST_DATABASE_URL a new PostgreSQL database that `close()` drops. Always close it.
 */
export async function createTestDatabase(): Promise<Database> {
  if (!TEST_DATABASE_URL)
    return openDatabase({
      loadDataDir: new TemplateBlob(await templateBytes()),
      sharedBuffers: TEST_PGLITE_SHARED_BUFFERS,
    });
  const { url, drop } = await createPostgresDatabase(await postgresTemplate());
  try {
    return dropOnClose(await openDatabase({ url, poolSize: 5 }), drop);
  } catch (error) {
    await drop();
    throw error;
  }
}

/** An empty database to open: options for `openDatabase`, the same as environment variables. */
export interface EmptyDatabase {
  options: OpenDatabaseOptions;
  /** `{ DATABASE_URL }` or `{ CONSOLE_DATA_DIR }` that make `resolveDatabaseOptions` give `options`. */
  env: Record<string, string>;
  /** Deletes it (close what you opened on it first). */
  cleanup: () => Promise<void>;
}

/**
 * An EMPTY database (no tables, nothing migrated) for tests of migrations, of the first start and
 * of the CLI: a PGlite folder in a temp directory (initialised: a copy of one made once per run),
 * or a new PostgreSQL database.
 */
export async function createEmptyDatabaseOptions(): Promise<EmptyDatabase> {
  if (!TEST_DATABASE_URL) {
    const dir = mkdtempSync(join(tmpdir(), 'console-data-'));
    await copyEmptyPgliteDir(join(dir, PGLITE_SUBDIR));
    return {
      options: { dataDir: join(dir, PGLITE_SUBDIR), sharedBuffers: TEST_PGLITE_SHARED_BUFFERS },
      env: { CONSOLE_DATA_DIR: dir, CONSOLE_PGLITE_SHARED_BUFFERS: TEST_PGLITE_SHARED_BUFFERS },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createPostgresDatabase(undefined);
  return { options: { url, poolSize: 5 }, env: { DATABASE_URL: url }, cleanup: drop };
}

export interface TestApp {
  /** Built, not yet ready: register extra routes, or `inject` straight away. */
  app: FastifyInstance;
  database: Database;
  /** Closes the app, then the database (when this call created it). */
  close: () => Promise<void>;
}

/**
 * The app over a fresh test database (or the `database` given), with `config` overrides parsed by
 * `configSchema` (so defaults apply) and a silent logger unless `logger` says otherwise.
 */
export async function createTestApp(
  options: {
    config?: ConsoleConfigInput;
    clientDir?: string | undefined;
    database?: Database;
    logger?: BuildAppOptions['logger'];
    screens?: BuildAppOptions['screens'];
    events?: BuildAppOptions['events'];
    upstreamUrls?: BuildAppOptions['upstreamUrls'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  try {
    const app = await buildApp({
      config: configSchema.parse(options.config ?? {}),
      clientDir: options.clientDir,
      database,
      logger: options.logger ?? false,
      screens: options.screens,
      events: options.events,
      upstreamUrls: options.upstreamUrls,
    });
    const close = async () => {
      try {
        await app.close();
      } finally {
        if (!options.database) await database.close();
      }
    };
    return { app, database, close };
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
}

/**
 * Screens that bind declared APIs as `bindings` says (API name → the route paths of its screens),
 * read when the server asks, so a test may change the map after the app is built.
 */
export function screensBinding(bindings: ReadonlyMap<string, readonly string[]>): () => SeedScreen[] {
  return () =>
    [...bindings].flatMap(([name, paths]) => paths.map((path) => ({ path, title: path, apis: [name] })));
}
