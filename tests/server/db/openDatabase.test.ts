import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../runtime/server/buildApp.ts';
import {
  type Database,
  openDatabase,
  redactUrl,
  resolveDatabaseOptions,
  users,
} from '../../../runtime/server/db/index.ts';
import { configSchema } from '../../../schemas/config/index.ts';
import { copyEmptyPgliteDir } from '../../support/emptyPgliteDir.mjs';
import { createTestApp, createTestDatabase, testDatabaseKind } from '../support/testDatabase.ts';

describe('resolveDatabaseOptions', () => {
  it('uses DATABASE_URL when set, else PGlite in <CONSOLE_DATA_DIR or .data>/pglite under the root', () => {
    expect(
      resolveDatabaseOptions({ DATABASE_URL: 'postgres://a@h/db', CONSOLE_DATA_DIR: '/x' }, '/app'),
    ).toEqual({
      url: 'postgres://a@h/db',
    });
    expect(resolveDatabaseOptions({}, '/app')).toEqual({ dataDir: '/app/.data/pglite' });
    expect(resolveDatabaseOptions({ DATABASE_URL: ' ', CONSOLE_DATA_DIR: 'var/data' }, '/app')).toEqual({
      dataDir: '/app/var/data/pglite',
    });
    expect(resolveDatabaseOptions({ CONSOLE_DATA_DIR: '/srv/console' }, '/app')).toEqual({
      dataDir: '/srv/console/pglite',
    });
    expect(resolveDatabaseOptions({ CONSOLE_DATA_DIR: 'memory://' }, '/app')).toEqual({ memory: true });
  });

  it("takes PGlite's shared buffers from CONSOLE_PGLITE_SHARED_BUFFERS; PostgreSQL keeps its server's", () => {
    expect(resolveDatabaseOptions({ CONSOLE_PGLITE_SHARED_BUFFERS: ' 32MB ' }, '/app')).toEqual({
      dataDir: '/app/.data/pglite',
      sharedBuffers: '32MB',
    });
    expect(
      resolveDatabaseOptions({ CONSOLE_DATA_DIR: 'memory://', CONSOLE_PGLITE_SHARED_BUFFERS: '' }, '/app'),
    ).toEqual({ memory: true });
    expect(
      resolveDatabaseOptions(
        { DATABASE_URL: 'postgres://a@h/db', CONSOLE_PGLITE_SHARED_BUFFERS: '16MB' },
        '/',
      ),
    ).toEqual({ url: 'postgres://a@h/db' });
  });

  it('keeps passwords out of logged URLs', () => {
    expect(redactUrl('postgres://app:s3cret@db:5432/console')).toBe('postgres://app:***@db:5432/console');
    expect(redactUrl('postgres://app@db/console')).toBe('postgres://app@db/console');
  });
});

async function sharedBuffersOf(database: Database): Promise<string | undefined> {
  if (database.kind !== 'pglite') throw new Error('a PGlite database expected');
  return (await database.client.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]
    ?.shared_buffers;
}

describe('openDatabase', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it.runIf(testDatabaseKind === 'pglite')(
    'locks a PGlite folder: a second open fails with a clear message until the first closes',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'console-lock-'));
      dirs.push(dir);
      const dataDir = join(dir, 'pglite');
      await copyEmptyPgliteDir(dataDir);
      // A size that is not one is refused before anything is opened or locked.
      await expect(openDatabase({ dataDir, sharedBuffers: 'lots' })).rejects.toThrow(
        'CONSOLE_PGLITE_SHARED_BUFFERS=lots: 16MB, 128MB 같은 크기로 적으세요 (a size such as 16MB or 128MB)',
      );
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
      const first = await openDatabase({ dataDir, sharedBuffers: '16MB' });
      expect(first).toMatchObject({ kind: 'pglite', location: dataDir });
      expect(await sharedBuffersOf(first)).toBe('16MB');
      expect(existsSync(`${dataDir}.lock`)).toBe(true);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open in this process.*DATABASE_URL/s);
      await first.close();
      await first.close(); // twice is fine
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
      // The setting was for that start only: the folder's postgresql.conf is as initdb wrote it.
      const again = await openDatabase({ dataDir });
      expect(await sharedBuffersOf(again)).toBe('128MB');
      await again.close();
    },
    30_000,
  );

  it.runIf(testDatabaseKind === 'postgres')(
    'fails at open, naming the server, when PostgreSQL is unreachable',
    async () => {
      await expect(openDatabase({ url: 'postgres://app:pw@127.0.0.1:1/none' })).rejects.toThrow(
        'cannot connect to PostgreSQL at postgres://app:***@127.0.0.1:1/none',
      );
    },
  );

  it('gives the same drizzle layer for both kinds', async () => {
    const database = await createTestDatabase();
    try {
      expect(database.kind).toBe(testDatabaseKind);
      const rows = await database.db.select({ id: users.usrId }).from(users).orderBy(users.usrId).limit(2);
      expect(rows).toEqual([{ id: 'abroad' }, { id: 'admin' }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('app.db', () => {
  it('is the database a test app was built with', async () => {
    const { app, database, close } = await createTestApp({ config: { app: { profile: 'qa' } } });
    try {
      expect(app.hasDatabase).toBe(true);
      expect(app.database).toBe(database);
      expect(await app.db.select({ n: users.usrNm }).from(users).limit(1)).toHaveLength(1);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().body.profile).toBe('qa');
    } finally {
      await close();
    }
  }, 60_000);

  it('throws a clear error when the app was built without a database', async () => {
    const app = await buildApp({ config: configSchema.parse({}), logger: false });
    try {
      expect(app.hasDatabase).toBe(false);
      expect(() => app.db).toThrow('this app was built without a database');
      expect(() => app.database).toThrow('this app was built without a database');
    } finally {
      await app.close();
    }
  });
});
