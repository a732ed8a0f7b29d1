// Installing Debian packages from the project's own scripts (Chromium for the e2e suite, nginx for
// the cluster): only as root with apt-get, waiting for any other apt/dpkg first. Plain JavaScript.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether this process may install packages: root, with apt-get. */
export function canUseApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && (existsSync('/usr/bin/apt-get') || existsSync('/bin/apt-get'));
}

function aptRunning() {
  const r = spawnSync('pgrep', ['-x', 'apt|apt-get|dpkg|unattended-upgr'], { stdio: 'ignore' });
  return r.status === 0;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits (up to `maxMs`) while another apt/dpkg runs, so we never fight over the dpkg lock. */
async function waitForOtherApt(log, tag, maxMs = 10 * 60_000) {
  const until = Date.now() + maxMs;
  let told = false;
  while (aptRunning() && Date.now() < until) {
    if (!told) log(`${tag}: another apt/dpkg process is running; waiting for it to finish…`);
    told = true;
    await sleep(3000);
  }
}

function run(cmd, args, log, tag) {
  log(`${tag}: $ ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** `apt-get update` then `apt-get install -y packages…`; resolves whether both succeeded. */
export async function aptInstall(packages, { log = (s) => console.error(s), tag = 'apt', extra = [] } = {}) {
  await waitForOtherApt(log, tag);
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  if (!(await run('apt-get', [...lock, 'update'], log, tag))) return false;
  return run('apt-get', [...lock, 'install', '-y', ...extra, ...packages], log, tag);
}
