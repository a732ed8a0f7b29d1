import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../runtime/server/buildApp.ts';
import { type Database, openDatabase } from '../../../runtime/server/db/index.ts';
import { configSchema } from '../../../schemas/config/index.ts';
import { createTestDatabase, testDatabaseKind } from '../support/testDatabase.ts';

// A crash mid-upload leaves a `.part` file in <files>/.tmp. With PGlite in a data folder
// (one process, the folder lock says so) every one is swept at start; where several instances may
// share the folder (PostgreSQL; an in-memory PGlite has no lock) only those older than a day.

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A files folder whose .tmp holds a fresh and a two-day-old `.part` file, and a file of another kind. */
function filesFolder(): { filesDir: string; tmpDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'console-sweep-'));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  const filesDir = join(root, 'files');
  const tmpDir = join(filesDir, '.tmp');
  mkdirSync(tmpDir, { recursive: true });
  writeFileSync(join(tmpDir, 'fresh.part'), 'half an upload');
  writeFileSync(join(tmpDir, 'old.part'), 'an upload of the day before yesterday');
  const old = new Date(Date.now() - 2 * DAY_MS);
  utimesSync(join(tmpDir, 'old.part'), old, old);
  writeFileSync(join(tmpDir, 'notes.txt'), 'not ours');
  return { filesDir, tmpDir };
}

async function start(database: Database, filesDir: string) {
  const app = await buildApp({ config: configSchema.parse({}), database, filesDir, logger: false });
  cleanups.push(() => app.close());
  return app;
}

describe('.part files at start', () => {
  it.runIf(testDatabaseKind === 'pglite')(
    'PGlite in a data folder: every .part file is swept, whatever its age',
    async () => {
      const { filesDir, tmpDir } = filesFolder();
      const database = await openDatabase({ dataDir: join(filesDir, '..', 'pglite') });
      cleanups.push(() => database.close());
      await start(database, filesDir);
      expect(readdirSync(tmpDir)).toEqual(['notes.txt']);
    },
    60_000,
  );

  it(`${testDatabaseKind === 'pglite' ? 'an in-memory PGlite' : 'PostgreSQL'}: only .part files older than a day`, async () => {
    const { filesDir, tmpDir } = filesFolder();
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    await start(database, filesDir);
    expect(readdirSync(tmpDir).sort()).toEqual(['fresh.part', 'notes.txt']);
    expect(existsSync(join(tmpDir, 'old.part'))).toBe(false);
  }, 60_000);
});
