// An initialised, empty PGlite data folder for tests, made once per PGlite version and copied.
// Initialising a folder (initdb in WebAssembly) takes 3 s on an idle 2-core machine and 20 s on a
// busy one; copying a made one and opening it takes well under a second. What is copied is exactly
// what `new PGlite(dir)` leaves in an empty folder: no table, nothing migrated.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * PGlite's shared buffers wherever the tests start one (PostgreSQL's default is 128MB): PGlite clears
 * them at every start, and the suites start a hundred; 16MB made the server project 40 % faster.
 * Passed as `sharedBuffers` (testDatabase.ts) or CONSOLE_PGLITE_SHARED_BUFFERS (vitest.config.ts,
 * the e2e servers).
 */
export const TEST_PGLITE_SHARED_BUFFERS = '16MB';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'console-test-db');

function pgliteVersion() {
  const file = join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/** The cached empty folder (made when missing: by rename, so parallel callers never see half of one). */
export async function emptyPgliteTemplate() {
  const folder = join(CACHE_DIR, `pglite-empty-${pgliteVersion()}`);
  if (existsSync(folder)) return folder;
  mkdirSync(CACHE_DIR, { recursive: true });
  const work = mkdtempSync(join(CACHE_DIR, 'pglite-empty-making-'));
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir: join(work, 'pg') });
    await client.close();
    try {
      renameSync(join(work, 'pg'), folder);
    } catch (error) {
      // Another process made it first: use theirs.
      if (!existsSync(folder)) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return folder;
}

/** Fills `dataDir` (which must not exist yet) with an initialised, empty PGlite data folder. */
export async function copyEmptyPgliteDir(dataDir) {
  if (existsSync(dataDir)) throw new Error(`copyEmptyPgliteDir: ${dataDir} already exists`);
  mkdirSync(dirname(dataDir), { recursive: true });
  cpSync(await emptyPgliteTemplate(), dataDir, { recursive: true });
}
