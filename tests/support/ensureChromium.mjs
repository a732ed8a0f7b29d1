// Finds (and on a CI box installs) the Chromium the e2e tests drive, plus a CJK font so Korean renders.
// Order: CHROMIUM_PATH, then Debian's headless shell (/usr/bin/chromium-headless-shell), then the
// full /usr/bin/chromium, then Playwright's own bundled Chromium when it was downloaded.
// The headless shell is the same engine without the desktop browser around it, and it is what
// Playwright itself runs headless: on this 2-core machine it took half the CPU of the full browser
// for the same logins (7.4 against 17.5 CPU-s for twelve), and the e2e suite 6 min 35 s instead of
// 7 min 50 s. A machine with only the full Chromium gets the headless shell added when this runs as
// root with apt; otherwise the full one is used, and a line says so.
// Plain JavaScript so `node tests/run-all.mjs` can use it without a TypeScript loader; types: ensureChromium.d.mts.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { aptInstall, canUseApt } from './apt.mjs';

export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const APT_PACKAGES = ['chromium-headless-shell', 'fonts-noto-cjk'];
export const INSTALL_HINT =
  'Install one of: (a) as root on Debian/Ubuntu: `apt-get update && apt-get install -y chromium-headless-shell fonts-noto-cjk`; ' +
  '(b) set CHROMIUM_PATH=/path/to/chromium (and install a CJK font such as fonts-noto-cjk); ' +
  "(c) Playwright's bundled browser: `npx playwright install chromium`.";

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Path Playwright would use for its own downloaded Chromium (whether or not it exists). */
export function bundledChromiumPath() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    return chromium.executablePath() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Looks for a Chromium without installing anything.
 * Returns `{ path, source }`, or `undefined` with nothing found. A set CHROMIUM_PATH wins even when it is
 * not executable (ensureChromium then reports it), so a mistyped path is never silently replaced.
 * `source`: `CHROMIUM_PATH`, `headless-shell` (Debian's), `system` (the full /usr/bin/chromium) or
 * `playwright`.
 */
export function findChromium(
  env = process.env,
  { headlessShellPath = SYSTEM_HEADLESS_SHELL, systemPath = SYSTEM_CHROMIUM, bundledPath } = {},
) {
  if (env.CHROMIUM_PATH) return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  if (isExecutable(headlessShellPath)) return { path: headlessShellPath, source: 'headless-shell' };
  if (isExecutable(systemPath)) return { path: systemPath, source: 'system' };
  const bundled = bundledPath ?? bundledChromiumPath();
  if (bundled && isExecutable(bundled)) return { path: bundled, source: 'playwright' };
  return undefined;
}

/** Whether fontconfig lists Noto Sans CJK: true/false, or undefined when `fc-list` is not available. */
export function hasNotoCjk() {
  const r = spawnSync('fc-list', [], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  if (r.error || r.status !== 0) return undefined;
  return /Noto Sans CJK/i.test(r.stdout);
}

/**
 * Returns the path of a usable Chromium, installing `chromium-headless-shell fonts-noto-cjk` with apt when
 * no headless shell is found and this runs as root with apt-get (pass `install: false` to only look).
 * Throws an Error whose message says exactly what to install when no Chromium can be had. `env`,
 * `headlessShellPath`, `systemPath`, `bundledPath`: for tests.
 */
export async function ensureChromium({
  install = true,
  log = (s) => console.error(s),
  env = process.env,
  headlessShellPath = SYSTEM_HEADLESS_SHELL,
  systemPath = SYSTEM_CHROMIUM,
  bundledPath,
} = {}) {
  const look = () => findChromium(env, { headlessShellPath, systemPath, bundledPath });
  let found = look();
  if (found && found.source === 'CHROMIUM_PATH' && !isExecutable(found.path)) {
    throw new Error(
      `CHROMIUM_PATH=${found.path} is not an executable file. Fix it or unset it. ${INSTALL_HINT}`,
    );
  }
  const wanted = !found || found.source === 'system' || found.source === 'playwright';
  if (wanted && install && canUseApt()) {
    // With the full Chromium installed, both come from one version (they share chromium-common).
    const packages = found?.source === 'system' ? ['chromium', ...APT_PACKAGES] : APT_PACKAGES;
    log(
      `ensureChromium: ${found ? `only ${found.path} found` : 'no Chromium found'}; installing ${packages.join(' ')} with apt-get (the headless shell takes half the CPU)`,
    );
    const ok = await aptInstall(packages, { log, tag: 'ensureChromium' });
    found = look();
    if (!ok && !found) throw new Error(`apt-get could not install ${packages.join(' ')}. ${INSTALL_HINT}`);
  }
  if (!found) {
    const bundled = bundledPath ?? bundledChromiumPath();
    throw new Error(
      'No Chromium found for the e2e tests (looked at CHROMIUM_PATH (unset), ' +
        `${headlessShellPath} (missing), ${systemPath} (missing), Playwright's bundled ${bundled ?? 'browser'} (missing)). ${INSTALL_HINT}`,
    );
  }
  if (found.source === 'system' || found.source === 'playwright') {
    log(
      `ensureChromium: using ${found.path}; ${SYSTEM_HEADLESS_SHELL} (apt-get install -y chromium-headless-shell) runs the e2e suite in about half the CPU`,
    );
  }

  // Without a CJK font Chromium draws Hangul as boxes. Only checkable where fontconfig exists (Linux).
  if (hasNotoCjk() === false) {
    if (install && canUseApt()) {
      log('ensureChromium: fc-list finds no "Noto Sans CJK"; installing fonts-noto-cjk with apt-get');
      const ok = await aptInstall(['fonts-noto-cjk'], { log, tag: 'ensureChromium' });
      if (!ok || hasNotoCjk() === false)
        log('ensureChromium: WARNING: fonts-noto-cjk could not be installed');
    } else {
      log(
        'ensureChromium: WARNING: fc-list finds no "Noto Sans CJK" font, so Korean may render as boxes. ' +
          'Install it: `apt-get install -y fonts-noto-cjk` (as root).',
      );
    }
  }
  return found.path;
}
