import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../runtime/server/db/index.ts';
import { createTestDatabase } from './testDatabase.ts';

/**
 * One test database for the calling file (a PGlite instance costs about 2 s of CPU): made before its
 * first test, closed after its last. Returns a getter, for `createTestApp({ database: db() })` when
 * a file makes a new app per test but no test depends on data another one changed. (A file of its
 * own: the benchmark scripts import testDatabase.ts outside vitest.)
 */
export function fileTestDatabase(): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('fileTestDatabase(): the database is made in beforeAll');
    return database;
  };
}
