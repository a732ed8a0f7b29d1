// Finds (and on a CI box installs) the Chromium the e2e tests drive, plus a CJK font so Korean renders.
// Order: CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's own bundled Chromium when it was downloaded.
// Plain JavaScript so `node tests/run-all.mjs` can use it without a TypeScript loader; types: ensureChromium.d.mts.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { aptInstall, canUseApt } from './apt.mjs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const APT_PACKAGES = ['chromium', 'fonts-noto-cjk'];
export const INSTALL_HINT =
  'Install one of: (a) as root on Debian/Ubuntu: `apt-get update && apt-get install -y chromium fonts-noto-cjk`; ' +
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
 */
export function findChromium(env = process.env, { systemPath = SYSTEM_CHROMIUM, bundledPath } = {}) {
  if (env.CHROMIUM_PATH) return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
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
 * Returns the path of a usable Chromium, installing `chromium fonts-noto-cjk` with apt when nothing is found
 * and this runs as root with apt-get (pass `install: false` to only look). Throws an Error whose message says
 * exactly what to install when no Chromium can be had. `env`, `systemPath`, `bundledPath`: for tests.
 */
export async function ensureChromium({
  install = true,
  log = (s) => console.error(s),
  env = process.env,
  systemPath = SYSTEM_CHROMIUM,
  bundledPath,
} = {}) {
  const look = () => findChromium(env, { systemPath, bundledPath });
  let found = look();
  if (found && found.source === 'CHROMIUM_PATH' && !isExecutable(found.path)) {
    throw new Error(
      `CHROMIUM_PATH=${found.path} is not an executable file. Fix it or unset it. ${INSTALL_HINT}`,
    );
  }
  if (!found && install && canUseApt()) {
    // Chromium may be being installed by another apt right now: wait, then look again before installing.
    if (aptRunning()) {
      await waitForOtherApt(log);
      found = look();
    }
    if (!found) {
      log(`ensureChromium: no Chromium found; installing ${APT_PACKAGES.join(' ')} with apt-get`);
      const ok = await aptInstall(APT_PACKAGES, { log, tag: 'ensureChromium' });
      found = look();
      if (!ok && !found)
        throw new Error(`apt-get could not install ${APT_PACKAGES.join(' ')}. ${INSTALL_HINT}`);
    }
  }
  if (!found) {
    const bundled = bundledPath ?? bundledChromiumPath();
    throw new Error(
      'No Chromium found for the e2e tests (looked at CHROMIUM_PATH (unset), ' +
        `${systemPath} (missing), Playwright's bundled ${bundled ?? 'browser'} (missing)). ${INSTALL_HINT}`,
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
