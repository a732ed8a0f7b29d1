// Playwright web server for the whole e2e suite: starts every server the specs use AT ONCE (Playwright
// starts the entries of `webServer` one after another, each waiting for its URL: 35 s on an idle
// 2-core machine for five), waits until each answers /api/health, then prints "e2e servers ready"
// (playwright.config.ts waits for that line). Stops them all on SIGTERM/SIGINT; exits 1 when one
// exits early or does not come up in time.
//
// Usage: serveAll.mjs  with E2E_SERVERS = JSON [{ name, script, args: [...], url }], `script` a path
// relative to the repository (serve.mjs, serveDev.mjs).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { waitHealthy } from '../../support/consoleProcess.mjs';

const root = resolve(import.meta.dirname, '../../..');
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const TIMEOUT_MS = 180_000;
let stopping = false;

const children = servers.map(({ name, script, args }) => {
  // Request logs stay out of the test output; start-up errors (stderr) show with the server's name.
  const child = spawn(process.execPath, [resolve(root, script), ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (c) => {
    for (const line of String(c).split('\n')) if (line.trim()) process.stderr.write(`[${name}] ${line}\n`);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`serveAll: the ${name} server exited (${signal ?? code}); stopping the others\n`);
      stop(1);
    }
  });
  return child;
});

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const exited = children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null));
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 8_000);
  Promise.all(exited).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

const started = Date.now();
try {
  await Promise.all(servers.map((s, i) => waitHealthy(s.url, children[i], TIMEOUT_MS)));
  if (!stopping) {
    process.stdout.write(
      `e2e servers ready: ${servers.map((s) => `${s.name} ${s.url}`).join(', ')} (${Math.round((Date.now() - started) / 1000)} s)\n`,
    );
  }
} catch (error) {
  if (!stopping) process.stderr.write(`serveAll: ${error.message}\n`);
  stop(1);
}
