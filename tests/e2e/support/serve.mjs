// Playwright web server: starts `console start` over a FRESH data folder (wiped first), with second-
// step keys written to a file the tests read (staging: to a webhook, as that profile requires). Usage: serve.mjs <profile> <port> <out-dir> <data-dir>
// `staging` refuses development defaults and demo accounts (`db seed --demo` is refused there): it
// gets CONSOLE_API_SECRET (E2E_STAGING_API_SECRET, the value its build used), and its database is
// seeded first as a `local` first start would seed it (`console db seed --profile local`: the same
// system, screens and menus, with the demo accounts), as a staging copy of a development database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyEmptyPgliteDir, TEST_PGLITE_SHARED_BUFFERS } from '../../support/emptyPgliteDir.mjs';
import { LIFTOFF_ONLY } from '../../support/liftoff.mjs';
import { E2E_STAGING_API_SECRET } from './stagingSecret.mjs';

const [profile, port, outDir, dataDir] = process.argv.slice(2);
if (!profile || !port || !outDir || !dataDir) {
  console.error('usage: serve.mjs <profile> <port> <out-dir> <data-dir>');
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// An initialised, empty PGlite folder (a copy): four servers initialising theirs at once took most
// of the e2e start-up. `console start` migrates and seeds it as on any first start.
await copyEmptyPgliteDir(join(dataDir, 'pglite'));
const root = resolve(import.meta.dirname, '../../..');
const env = {
  ...process.env,
  PORT: port,
  CONSOLE_DATA_DIR: dataDir,
  CONSOLE_AUTH_KEY_FILE: join(dataDir, 'auth-keys.jsonl'),
  // The e2e servers start at once: smaller PGlite buffers start faster (docs/database.md).
  CONSOLE_PGLITE_SHARED_BUFFERS: TEST_PGLITE_SHARED_BUFFERS,
  // staging refuses keys in a file (CONSOLE_AUTH_KEY_FILE) as it refuses the log: its keys would go
  // to the company's gateway. No staging test logs in with a second step, so none is ever posted.
  ...(profile === 'staging'
    ? {
        CONSOLE_API_SECRET: E2E_STAGING_API_SECRET,
        CONSOLE_AUTH_KEY_WEBHOOK: 'http://127.0.0.1:9/console-keys',
      }
    : {}),
};
if (profile === 'staging') {
  const seeded = spawnSync(
    process.execPath,
    [...LIFTOFF_ONLY, join(root, 'cli/bin.mjs'), 'db', 'seed', '--profile', 'local'],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (seeded.status !== 0) {
    console.error(`serve.mjs: console db seed --profile local (for ${profile}) failed (${seeded.status})`);
    process.exit(1);
  }
}
const child = spawn(
  process.execPath,
  [
    ...LIFTOFF_ONLY,
    join(root, 'cli/bin.mjs'),
    'start',
    '--profile',
    profile,
    '--port',
    port,
    '--host',
    '127.0.0.1',
    '--out-dir',
    outDir,
  ],
  { cwd: root, stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
