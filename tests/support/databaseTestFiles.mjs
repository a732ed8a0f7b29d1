// Which server test files `server-pg` runs again on PostgreSQL: those whose outcome can depend on the
// database, i.e. the file or a test helper it imports (followed through relative imports) reads
// TEST_DATABASE_URL (tests/server/support/testDatabase.ts does). The others (headers, parsers, the
// PGlite folder lock, log files…) run the same code on both runs: the `unit` step runs them once.
// Plain JavaScript (run by bare node from tests/run-all.mjs); types: databaseTestFiles.d.mts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const READS_DATABASE_URL = /\bTEST_DATABASE_URL\b/;
const RELATIVE_IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The relative imports of a source file, as absolute paths that exist. */
function importsOf(file, text) {
  const found = [];
  for (const m of text.matchAll(RELATIVE_IMPORT)) {
    const target = resolve(dirname(file), m[1] ?? m[2]);
    if (existsSync(target)) found.push(target);
  }
  return found;
}

/**
 * The test files under `dir` (relative to `root`, sorted) that reach TEST_DATABASE_URL. Only imports
 * inside `tests/` are followed: the runtime reads DATABASE_URL, which the test runs never set.
 */
export function databaseTestFiles(root, dir = 'tests/server') {
  const testsDir = join(root, 'tests');
  const memo = new Map();
  const reaches = (file, visiting = new Set()) => {
    if (memo.has(file)) return memo.get(file);
    if (visiting.has(file)) return false;
    visiting.add(file);
    const text = readFileSync(file, 'utf8');
    const result =
      READS_DATABASE_URL.test(text) ||
      importsOf(file, text).some((f) => f.startsWith(`${testsDir}/`) && reaches(f, visiting));
    memo.set(file, result);
    return result;
  };
  return readdirSync(join(root, dir), { recursive: true })
    .filter((name) => /\.test\.ts$/.test(name))
    .map((name) => join(root, dir, name))
    .filter((file) => reaches(file))
    .map((file) => relative(root, file))
    .sort();
}
