// nginx in front of several console instances, for `npm run cluster` and `npm run bench:cluster`:
// Debian's nginx (installed with apt-get when missing and running as root), run in the foreground
// from a config in a temp folder, round-robin over the given upstream ports. Plain JavaScript.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall, canUseApt } from './apt.mjs';

const INSTALL_HINT =
  'Install nginx (Debian/Ubuntu: `sudo apt-get install -y nginx`), or set NGINX to its binary.';

/** The nginx binary: `NGINX`, else /usr/sbin/nginx, else the one on PATH; undefined if none. */
export function findNginx(env = process.env) {
  if (env.NGINX) return existsSync(env.NGINX) ? env.NGINX : undefined;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const r = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() ? r.stdout.trim() : undefined;
}

/** The nginx binary, installing Debian's `nginx` as root when missing. Throws naming what to install. */
export async function ensureNginx(log = (s) => console.error(s)) {
  let bin = findNginx();
  if (bin) return bin;
  if (!canUseApt())
    throw new Error(`nginx not found (and not root with apt-get, so not installing it). ${INSTALL_HINT}`);
  if (!(await aptInstall(['nginx'], { log, tag: 'nginx', extra: ['--no-install-recommends'] }))) {
    throw new Error(`apt-get install nginx failed. ${INSTALL_HINT}`);
  }
  // The package may start its own server on port 80; ours runs from its own config.
  spawnSync('/usr/sbin/nginx', ['-s', 'stop'], { stdio: 'ignore' });
  bin = findNginx();
  if (!bin) throw new Error(`nginx still not found after installing it. ${INSTALL_HINT}`);
  return bin;
}

/**
 * The config: one server on `port` proxying every request round-robin to `upstreams` (ports on
 * 127.0.0.1), HTTP/1.1 with keep-alive upstream connections, the client address in
 * X-Forwarded-For, streaming both ways (uploads and the event stream unbuffered). A request that
 * could not be delivered (connection refused: a stopped instance) goes to the next instance; one
 * an instance received and then died on is not repeated (it may have written). `basePath`: the
 * consoles' `app.basePath` (default `/`): only that location is forwarded, its prefix as it is, as
 * on a shared host; everything else is nginx's own 404.
 */
export function nginxConfig({ dir, port, upstreams, basePath = '/' }) {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  return `worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream console {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 0;
${basePath === '/' ? '' : "    # The rest of the shared host is not the console's.\n    location / { return 404; }\n"}    location ${basePath} {
      proxy_pass http://console;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstreams`; resolves `{ url, stop }` once it
 * answers. `dir`: a folder for its config, pid, temp files and error log.
 */
export async function startNginx({ dir, port, upstreams, basePath = '/', log = (s) => console.error(s) }) {
  const bin = await ensureNginx(log);
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port, upstreams, basePath }));
  const child = spawn(bin, ['-c', conf, '-p', dir, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}): ${stderr.trim().slice(-800)}`);
    try {
      await fetch(`${url}${basePath}`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > until) {
        child.kill('SIGKILL');
        throw new Error(`nginx did not answer on ${url}: ${stderr.trim().slice(-800)}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
