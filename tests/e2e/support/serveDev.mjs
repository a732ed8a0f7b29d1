// Playwright web server for the `console dev` journey: a FRESH copy of the project (so the test may
// save manifests without touching the repository) in <data-dir>/project, each package of
// node_modules linked (linkNodeModules.mjs), and `console dev` run in it over a fresh database.
// Usage: serveDev.mjs <port> <data-dir>
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyEmptyPgliteDir, TEST_PGLITE_SHARED_BUFFERS } from '../../support/emptyPgliteDir.mjs';
import { LIFTOFF_ONLY } from '../../support/liftoff.mjs';
import { linkNodeModules } from '../../support/linkNodeModules.mjs';

const [port, dataDir] = process.argv.slice(2);
if (!port || !dataDir) {
  console.error('usage: serveDev.mjs <port> <data-dir>');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '../../..');
const project = join(dataDir, 'project');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(project, { recursive: true });
const COPIED = [
  'cli',
  'runtime',
  'schemas',
  'screens',
  'examples',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'console.config.yaml',
  'console.config.qa.yaml',
  'console.config.staging.yaml',
  'screen.schema.json',
  'console.config.schema.json',
];
for (const entry of COPIED) cpSync(join(root, entry), join(project, entry), { recursive: true });
linkNodeModules(root, project);
// An initialised, empty PGlite folder (a copy): `console dev` migrates and seeds it as on a first start.
await copyEmptyPgliteDir(join(dataDir, 'data', 'pglite'));

const child = spawn(
  process.execPath,
  [...LIFTOFF_ONLY, join(project, 'cli/bin.mjs'), 'dev', '--profile', 'local', '--port', port],
  {
    cwd: project,
    stdio: 'inherit',
    env: {
      ...process.env,
      CONSOLE_ROOT: project,
      HOST: '127.0.0.1',
      CONSOLE_DATA_DIR: join(dataDir, 'data'),
      CONSOLE_AUTH_KEY_FILE: join(dataDir, 'auth-keys.jsonl'),
      CONSOLE_PGLITE_SHARED_BUFFERS: TEST_PGLITE_SHARED_BUFFERS,
    },
  },
);
const stop = (signal) => child.kill(signal);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
child.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
