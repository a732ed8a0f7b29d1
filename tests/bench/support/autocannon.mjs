// autocannon in a child process (so it does not share the server's event loop), for the benchmarks.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const autocannonBin = join(require.resolve('autocannon/package.json'), '..', 'autocannon.js');

/**
 * Runs autocannon with `args` (its options and the URL; `-j` is added) and resolves its JSON result;
 * killed after `timeoutSeconds`. `title` names it in errors.
 */
export function autocannon(title, args, timeoutSeconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [autocannonBin, '-j', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    const guard = setTimeout(() => child.kill('SIGKILL'), timeoutSeconds * 1000);
    child.on('close', (code) => {
      clearTimeout(guard);
      if (code !== 0) return reject(new Error(`autocannon (${title}) exited ${code}: ${err.slice(-500)}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`autocannon (${title}) printed no JSON: ${out.slice(0, 300)}${err.slice(-300)}`));
      }
    });
  });
}
