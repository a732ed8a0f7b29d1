import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, Socket } from 'node:net';
import type { ConsoleConfig } from '../../schemas/index.ts';
import type { Io } from '../io.ts';

/** How long a launched backend may take to accept connections. */
const READY_TIMEOUT_MS = 20_000;
/** How long a launched backend may take to stop before it is killed. */
const STOP_TIMEOUT_MS = 5_000;

/** Backends started beside the console: their base URLs by upstream name, and how to stop them. */
export interface LaunchedUpstreams {
  urls: Map<string, string>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => done(true));
  });

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Each line a child writes, prefixed with its upstream's name. */
function relay(child: ChildProcess, name: string, io: Io): void {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) io.err(`[${name}] ${line}`);
    });
  }
}

/**
 * Starts every upstream whose `launch` names the config's profile, each on a free port of 127.0.0.1
 * with PORT, HOST, CONSOLE_JWKS_URL (the console's public keys, to verify identity assertions),
 * CONSOLE_ISSUER and UPSTREAM_NAME in its environment, and resolves once each accepts connections.
 * A backend that exits or does not listen within 20 s stops the others and rejects.
 */
export async function launchUpstreams(
  config: ConsoleConfig,
  o: { root: string; consoleUrl: string; io: Io; env?: NodeJS.ProcessEnv },
): Promise<LaunchedUpstreams> {
  const children: ChildProcess[] = [];
  const urls = new Map<string, string>();
  const close = async () => {
    await Promise.all(children.map(stop));
  };
  try {
    for (const [name, upstream] of Object.entries(config.upstreams)) {
      const launch = upstream.launch;
      if (!launch?.profiles.includes(config.app.profile)) continue;
      const port = await freePort();
      const [cmd, ...args] = launch.command.trim().split(/\s+/);
      if (!cmd) continue;
      const child = spawn(cmd === 'node' ? process.execPath : cmd, args, {
        cwd: o.root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...(o.env ?? process.env),
          PORT: String(port),
          HOST: '127.0.0.1',
          CONSOLE_JWKS_URL: `${o.consoleUrl}/.well-known/jwks.json`,
          CONSOLE_ISSUER: `console:${config.management.systemCode}`,
          UPSTREAM_NAME: name,
        },
      });
      children.push(child);
      relay(child, name, o.io);
      const failed = new Promise<string>((resolve) => {
        child.once('error', (e) => resolve(e.message));
        // 'close' comes after the exit and the last of its output, so its last words are relayed first.
        child.once('close', (code, signal) => resolve(`exited (${signal ?? code})`));
      });
      const deadline = Date.now() + READY_TIMEOUT_MS;
      let ready = false;
      while (!ready && Date.now() < deadline) {
        const outcome = await Promise.race([failed, accepts(port)]);
        if (typeof outcome === 'string') throw new Error(`${name} (${launch.command}): ${outcome}`);
        ready = outcome;
        if (!ready) await new Promise((r) => setTimeout(r, 100));
      }
      if (!ready) throw new Error(`${name} (${launch.command}): not listening on ${port} after 20 s`);
      urls.set(name, `http://127.0.0.1:${port}`);
      o.io.err(`upstream ${name}: launched on http://127.0.0.1:${port}`);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { urls, close };
}

/**
 * What `start` and `dev` do once the console listens: launch the backends, point `upstreamUrls` (the
 * map the server reads at each call) at them, and on a failure close the console, say why in
 * Korean and resolve undefined (the command then exits 1).
 */
export async function launchBesideConsole(
  config: ConsoleConfig,
  o: {
    root: string;
    consoleUrl: string;
    io: Io;
    upstreamUrls: Map<string, string>;
    closeConsole: () => Promise<unknown>;
  },
): Promise<LaunchedUpstreams | undefined> {
  try {
    const launched = await launchUpstreams(config, o);
    for (const [name, url] of launched.urls) o.upstreamUrls.set(name, url);
    return launched;
  } catch (error) {
    await o.closeConsole();
    o.io.err(`백엔드를 시작하지 못했습니다 (upstreams.*.launch): ${(error as Error).message}`);
    return undefined;
  }
}
