// Playwright web server: starts `console start` over a FRESH data folder (wiped first), with second-
// step keys written to a file the tests read. Usage: serve.mjs <profile> <port> <out-dir> <data-dir>
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [profile, port, outDir, dataDir] = process.argv.slice(2);
if (!profile || !port || !outDir || !dataDir) {
  console.error('usage: serve.mjs <profile> <port> <out-dir> <data-dir>');
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const root = resolve(import.meta.dirname, '../../..');
const child = spawn(
  process.execPath,
  [
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
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: port,
      CONSOLE_DATA_DIR: dataDir,
      CONSOLE_AUTH_KEY_FILE: join(dataDir, 'auth-keys.jsonl'),
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
