// The scale-out on one machine: a throw-away PostgreSQL (Debian's, as the test suite starts it),
// N console instances (`node cli/bin.mjs start`, the same build, DATABASE_URL, and one shared
// uploads folder) and nginx (Debian's) in front, round-robin. Used by `npm run cluster` and
// `npm run bench:cluster`. Plain JavaScript: run by bare node.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { killGroup, waitHealthy } from '../support/consoleProcess.mjs';
import { startNginx } from '../support/nginx.mjs';
import { startPostgres } from '../support/postgres.mjs';
import { freePort } from '../support/runner.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = join(ROOT, 'cli', 'bin.mjs');

/** The URL of each backend an instance launched, as its log says (the latest launch of each). */
function launchedBackends(logFile) {
  const urls = new Map();
  for (const m of readFileSync(logFile, 'utf8').matchAll(/^upstream (\S+): launched on (\S+)$/gm)) {
    urls.set(m[1], m[2]);
  }
  return urls;
}

/**
 * The address an instance says it serves (`콘솔이 실행되었습니다: http://127.0.0.1:P/admin/`, under its
 * `app.basePath`), from its log once it has said it; throws when it exits first or after `ms`.
 */
async function startedUrl(logFile, child, ms = 120_000) {
  const until = Date.now() + ms;
  for (;;) {
    const said = [...readFileSync(logFile, 'utf8').matchAll(/^콘솔이 실행되었습니다: (\S+)$/gm)].at(-1);
    if (said) return said[1];
    if (child.exitCode !== null) throw new Error(`${logFile}: the console exited (${child.exitCode})`);
    if (Date.now() > until) throw new Error(`${logFile}: the console did not start within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Starts the cluster in `dir` (its database, uploads and nginx files) and resolves
 * `{ url, basePath, databaseUrl, instances, stop }`. `instances[i]` is `{ url, port, pid, backends,
 * kill(signal), restart() }`; the URLs end at the consoles' `app.basePath` without its last slash
 * (`http://127.0.0.1:P/admin`), as `console start` reports it, and nginx forwards that location
 * alone. `port`: nginx's (default a free one); `profile`: the config profile (`console start
 * --profile`; default the project's); `outDir`: the build they serve (default dist/client); `build`:
 * run `console build` first (default true). Instance output goes to `dir/instance-N.log`.
 */
export async function startCluster({
  dir,
  instances = 3,
  port,
  build = true,
  profile,
  outDir,
  log = (s) => console.error(s),
  env = {},
}) {
  const buildArgs = [...(profile ? ['--profile', profile] : []), ...(outDir ? ['--out-dir', outDir] : [])];
  mkdirSync(dir, { recursive: true });
  const stops = [];
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s().catch(() => {});
  };
  try {
    if (build) {
      log('cluster: building the console (node cli/bin.mjs build)…');
      const r = spawnSync(process.execPath, [CLI, 'build', ...buildArgs], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (r.status !== 0) throw new Error(`console build failed (exit ${r.status})`);
    }
    const pg = await startPostgres(dir, { log });
    stops.push(() => pg.stop());
    const shared = join(dir, 'data');
    mkdirSync(shared, { recursive: true });

    const started = [];
    const startInstance = async (index, instancePort) => {
      const { openSync } = await import('node:fs');
      const logFile = join(dir, `instance-${index + 1}.log`);
      const out = openSync(logFile, 'a');
      const child = spawn(
        process.execPath,
        [CLI, 'start', '--port', String(instancePort), '--host', '127.0.0.1', ...buildArgs],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            ...env,
            DATABASE_URL: pg.url,
            CONSOLE_DATA_DIR: shared,
            PORT: String(instancePort),
          },
          stdio: ['ignore', out, out],
          // Its own process group: a kill reaches the example backend it launched too, as when a
          // machine or container running an instance dies.
          detached: true,
        },
      );
      // Under its base path: `http://127.0.0.1:P/admin/` → `http://127.0.0.1:P/admin`.
      const url = (await startedUrl(logFile, child)).replace(/\/$/, '');
      await waitHealthy(url, child);
      return { child, url };
    };
    for (let i = 0; i < instances; i++) {
      const instancePort = await freePort(0);
      // The first one migrates and seeds; the others find it done.
      const { child, url } = await startInstance(i, instancePort);
      const instance = {
        url,
        port: instancePort,
        child,
        get pid() {
          return instance.child.pid;
        },
        /** The backends it launched (`upstreams.<name>.launch`), by upstream name, from its log. */
        get backends() {
          return launchedBackends(join(dir, `instance-${i + 1}.log`));
        },
        kill(signal = 'SIGTERM') {
          killGroup(instance.child, signal);
        },
        async restart() {
          if (instance.child.exitCode === null && instance.child.signalCode === null) {
            killGroup(instance.child, 'SIGTERM');
            await new Promise((r) => instance.child.once('exit', r));
          }
          instance.child = (await startInstance(i, instancePort)).child;
        },
      };
      started.push(instance);
      stops.push(async () => {
        const c = instance.child;
        if (c.exitCode !== null || c.signalCode !== null) {
          killGroup(c, 'SIGKILL'); // whatever it launched and left behind
          return;
        }
        killGroup(c, 'SIGTERM');
        const timer = setTimeout(() => killGroup(c, 'SIGKILL'), 10_000);
        await new Promise((r) => c.once('exit', r));
        clearTimeout(timer);
      });
      log(`cluster: instance ${i + 1} at ${url}`);
    }
    // The consoles' app.basePath, from where they say they serve (`/` at the host's root).
    const basePath = `${new URL(started[0].url).pathname.replace(/\/$/, '')}/`;
    const nginx = await startNginx({
      dir: join(dir, 'nginx'),
      port: port ?? (await freePort(0)),
      upstreams: started.map((s) => s.port),
      basePath,
      log,
    });
    stops.push(() => nginx.stop());
    const url = `${nginx.url}${basePath.slice(0, -1)}`;
    log(`cluster: nginx at ${url}/ (round-robin over ${started.length} instances)`);
    return { url, basePath, databaseUrl: pg.url, postgres: pg, instances: started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
