// A throw-away PostgreSQL server for the `server-pg` step of tests/run-all.mjs (and anyone who wants
// one): Debian's binaries, a cluster in a temp folder on a free loopback port, fsync off, stopped and
// deleted on stop(), on process exit and on SIGINT/SIGTERM. Plain JavaScript (run by bare node);
// types in postgres.d.mts.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './runner.mjs';

/** Oldest major version the migrations support (UNIQUE NULLS NOT DISTINCT is PostgreSQL 15). */
export const MIN_POSTGRES_MAJOR = 15;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

const hasServer = (dir) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(dir, b)));

function majorOf(binDir) {
  const r = spawnSync(join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' });
  const m = /(\d+)(?:\.\d+)?/.exec(r.stdout ?? '');
  return m ? Number(m[1]) : 0;
}

/**
 * The folder holding initdb, pg_ctl and postgres: `PG_BIN`, else the newest
 * `/usr/lib/postgresql/<major>/bin` (Debian, Ubuntu), else `pg_config --bindir`. undefined if none.
 */
export function findPostgresBin(env = process.env) {
  if (env.PG_BIN) return hasServer(env.PG_BIN) ? env.PG_BIN : undefined;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const majors = readdirSync(base)
      .filter((v) => /^\d+$/.test(v) && hasServer(join(base, v, 'bin')))
      .sort((a, b) => Number(b) - Number(a));
    if (majors.length) return join(base, majors[0], 'bin');
  }
  const r = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = r.status === 0 ? r.stdout.trim() : '';
  return dir && hasServer(dir) ? dir : undefined;
}

const INSTALL_HINT =
  'Install PostgreSQL 15 or newer (Debian/Ubuntu: `sudo apt-get install -y postgresql`; it needs initdb, ' +
  'pg_ctl and postgres, found in /usr/lib/postgresql/<version>/bin, or set PG_BIN to their folder), ' +
  'or point TEST_DATABASE_URL at a PostgreSQL server where the user may create databases.';

/** As root with apt-get: installs Debian's `postgresql` and stops the cluster the package starts. */
function installPostgres(log) {
  const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((p) => existsSync(p));
  if (!isRoot() || !aptGet) {
    throw new Error(
      `PostgreSQL server binaries not found${isRoot() ? ' and apt-get is missing' : ' (and not root, so not installing them)'}. ${INSTALL_HINT}`,
    );
  }
  log('PostgreSQL not found: installing Debian\'s "postgresql" with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => {
    const r = spawnSync(aptGet, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    if (r.status !== 0)
      throw new Error(`apt-get ${args.join(' ')} failed (exit ${r.status}). ${INSTALL_HINT}`);
  };
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', 'postgresql']);
  // The package creates and may start a cluster on 5432; we run our own, so stop that one.
  const list = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  for (const line of (list.stdout ?? '').split('\n')) {
    const [version, name, , status] = line.trim().split(/\s+/);
    if (version && name && status === 'online') spawnSync('pg_ctlcluster', [version, name, 'stop']);
  }
}

/**
 * The folder of the PostgreSQL server programs (see findPostgresBin), installing Debian's
 * `postgresql` first when they are missing and this process may (root, apt-get). Throws, naming what
 * to install, when it cannot.
 */
export function ensurePostgres(log = (s) => process.stdout.write(`${s}\n`)) {
  const found = findPostgresBin();
  if (found) return found;
  installPostgres(log);
  const bin = findPostgresBin();
  if (!bin) throw new Error(`PostgreSQL still not found after installing it. ${INSTALL_HINT}`);
  return bin;
}

/** Runs a PostgreSQL program as `postgres` when we are root (the server refuses root), else as us. */
function asPostgres(cmd, args) {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

function run(cmd, args, what) {
  const [c, a] = asPostgres(cmd, args);
  const r = spawnSync(c, a, { encoding: 'utf8' });
  if (r.status !== 0) {
    const detail = `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? r.error.message : ''}`.trim();
    throw new Error(`${what} failed (exit ${r.status}): ${detail.slice(-1500)}`);
  }
  return r;
}

/**
 * Starts a temporary PostgreSQL: finds Debian's binaries (installing `postgresql` with apt-get when
 * missing and running as root), `initdb -U app --auth=trust` in a temp folder, `pg_ctl start` on a
 * free 127.0.0.1 port with fsync off. Resolves `{ url, stop, port, version, dir }` with
 * `url = postgres://app@127.0.0.1:PORT/postgres`. Throws, naming what to install, when it cannot.
 * `parentDir`: where the cluster folder goes (default the OS temp folder; as root always the OS temp
 * folder, since the `postgres` user must be able to reach it).
 */
export async function startPostgres(parentDir, { log = (s) => process.stdout.write(`${s}\n`) } = {}) {
  const bin = ensurePostgres(log);
  const version = majorOf(bin);
  if (version < MIN_POSTGRES_MAJOR) {
    throw new Error(
      `PostgreSQL ${version} in ${bin} is too old: need ${MIN_POSTGRES_MAJOR} or newer. ${INSTALL_HINT}`,
    );
  }
  if (isRoot() && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    throw new Error(
      `running as root, but there is no "postgres" user to run the server as (PostgreSQL refuses root). ${INSTALL_HINT}`,
    );
  }

  const dir = mkdtempSync(join(isRoot() || !parentDir ? tmpdir() : parentDir, 'console-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  let started = false;
  let stopped = false;

  const stopSync = (mode) => {
    if (stopped) return;
    stopped = true;
    if (started) {
      const [c, a] = asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
      spawnSync(c, a, { stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
    process.off('exit', onExit);
    for (const sig of ['SIGINT', 'SIGTERM']) process.off(sig, onSignal);
  };
  const onExit = () => stopSync('immediate');
  const onSignal = (sig) => {
    stopSync('immediate');
    // Alone on this signal: behave as if we were not listening (exit).
    if (process.listenerCount(sig) === 0) process.kill(process.pid, sig);
  };
  process.on('exit', onExit);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, onSignal);

  try {
    const t0 = Date.now();
    run(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      'initdb',
    );
    let port;
    let opts;
    for (let attempt = 1; ; attempt++) {
      port = await freePort(0);
      opts = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      const [c, a] = asPostgres(join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-l',
        logFile,
        '-o',
        opts,
        '-w',
        '-t',
        '60',
        'start',
      ]);
      const r = spawnSync(c, a, { encoding: 'utf8' });
      if (r.status === 0) break;
      const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-1500) : '';
      // Someone took the port between our check and the server's bind: try another.
      if (attempt < 3 && /could not bind|already in use/i.test(tail)) continue;
      throw new Error(`pg_ctl start failed (exit ${r.status}): ${`${r.stdout}${r.stderr}`.trim()}\n${tail}`);
    }
    started = true;
    const url = `postgres://app@127.0.0.1:${port}/postgres`;
    log(`PostgreSQL ${version} (${bin}) ready at ${url} in ${Date.now() - t0} ms`);
    return {
      url,
      port,
      version,
      dir,
      /** Stops the server and deletes its folder. Safe to call twice. */
      stop: async () => stopSync('fast'),
      /**
       * Stops the server (`-m fast`: connections are cut), waits `downMs`, and starts it again on the
       * same port and data; resolves once it accepts connections.
       */
      restart: async (downMs = 0) => {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'], 'pg_ctl stop');
        if (downMs > 0) await new Promise((r) => setTimeout(r, downMs));
        run(
          join(bin, 'pg_ctl'),
          ['-D', data, '-l', logFile, '-o', opts, '-w', '-t', '60', 'start'],
          'pg_ctl start',
        );
      },
    };
  } catch (error) {
    started = existsSync(join(data, 'postmaster.pid'));
    stopSync('immediate');
    throw error;
  }
}
