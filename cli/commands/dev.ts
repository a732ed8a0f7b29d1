import { existsSync, watch } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIX } from '../../runtime/core/url/index.ts';
import type { LogFormat } from '../../runtime/server/index.ts';
import { GUARDED_PROFILES } from '../../schemas/index.ts';
import {
  APIS_DIR,
  CLIENT_PAGES_DIR,
  formatDiagnostic,
  generateProject,
  loadConfig,
  regenerateChanged,
  vitePages,
} from '../compile/index.ts';
import type { Io } from '../io.ts';
import { buildMetaScreens } from './clientBuild.ts';
import { dataDirLockedMessage } from './dataDirLocked.ts';
import { launchBesideConsole } from './launchUpstreams.ts';

/** `menus added: /a, /b` (the first few of many, and how many more). */
export function menusAddedLine(paths: readonly string[], shown = 5): string {
  const more = paths.length - shown;
  return `menus added: ${paths.slice(0, shown).join(', ')}${more > 0 ? `, … (${more} more)` : ''}`;
}

/** `menu programs set: /a (A → B)`: the menus whose program now is their manifest's `programId`. */
export function programsChangedLine(
  changed: ReadonlyArray<{ path: string; from: string | null; to: string }>,
): string {
  return `menu programs set: ${changed.map((c) => `${c.path} (${c.from ?? 'none'} → ${c.to})`).join(', ')}`;
}

/**
 * Development: the Fastify server (API only) on an internal port, Vite's dev server in front of it
 * on the public port with `/api` proxied, and the route tree regenerated whenever a manifest, a
 * config file or an API file is saved (Vite then hot-reloads what changed).
 */
export async function devCommand(o: {
  root: string;
  profile?: string | undefined;
  port?: string | undefined;
  /** The data folder (PGlite, uploads) instead of CONSOLE_DATA_DIR or `.data`, relative to `root`. */
  dataDir?: string | undefined;
  /** `text` (default): one readable line per server event; `json`: pino's JSON lines. */
  log?: LogFormat | undefined;
  io: Io;
}): Promise<number> {
  // Vite's dev server has no CSP, and behind its proxy every caller is 127.0.0.1 (IP limits, rate
  // limits and audit fields see loopback): never for a profile with real users.
  const profile = loadConfig({ root: o.root, profile: o.profile }).profile;
  if (GUARDED_PROFILES.includes(profile)) {
    o.io.err(
      `console dev는 ${profile} 프로필로 실행하지 않습니다: 개발 서버에는 보안 헤더가 없고, 모든 요청이 127.0.0.1에서 온 것으로 보입니다. npx console start를 쓰세요.`,
    );
    return 1;
  }
  // The files saved since the last run (root-relative): only they are read again (regenerateChanged);
  // `undefined` compiles everything (the first run).
  const regenerate = (changed?: readonly string[]) => {
    const outcome = changed
      ? regenerateChanged({ root: o.root, profile: o.profile, changed })
      : generateProject({ root: o.root, profile: o.profile });
    for (const d of outcome.diagnostics) o.io.out(formatDiagnostic(d));
    if (outcome.write?.written.length || outcome.write?.removed.length) {
      o.io.err(
        `regenerated: ${outcome.write.written.length} written, ${outcome.write.removed.length} removed.`,
      );
    }
    return outcome;
  };
  const first = regenerate();
  if (!first.config) {
    o.io.err('fix the config problems above, then run `npx console dev` again.');
    return 1;
  }
  const config = first.config;
  const { isDataDirLocked, listenAddress, serverOptionsFromEnv, startServer, untilStopped } = await import(
    '../../runtime/server/index.ts'
  );
  // The server reads the latest valid compile's screens: a screen that starts binding a declared API
  // opens it to its menus at the next save, and a screen added meanwhile is a route a menu may name.
  let screens = buildMetaScreens(first.screens);
  const upstreamUrls = new Map<string, string>();
  const address = listenAddress(config.server, process.env, { port: o.port });
  if ('error' in address) {
    o.io.err(address.error);
    return 1;
  }
  const { host, port } = address;
  const env = o.dataDir ? { ...process.env, CONSOLE_DATA_DIR: o.dataDir } : process.env;
  let api: Awaited<ReturnType<typeof startServer>>;
  try {
    api = await startServer({
      config: { ...config, server: { ...config.server, dev: true } },
      // No build folder: Vite serves the pages.
      clientDir: undefined,
      host: '127.0.0.1',
      port: 0,
      ...serverOptionsFromEnv(env, o.root),
      logFormat: o.log ?? 'text',
      screens: () => screens,
      // A screen made before dev started (after the first start's seed) gets its menu now, as a
      // screen saved while it runs does below: otherwise its grid answers 403 until `db seed`.
      addMissingMenus: true,
      upstreamUrls,
    });
  } catch (error) {
    if (!isDataDirLocked(error)) throw error;
    o.io.err(dataDirLockedMessage(error, 'dev'));
    return 1;
  }
  if (api.menusAdded.length) o.io.err(menusAddedLine(api.menusAdded));
  if (api.programsChanged.length) o.io.err(programsChangedLine(api.programsChanged));
  const launched = await launchBesideConsole(config, {
    root: o.root,
    consoleUrl: api.url,
    io: o.io,
    upstreamUrls,
    closeConsole: () => api.app.close(),
  });
  if (!launched) return 1;
  const vite = await import('vite');
  let server: Awaited<ReturnType<typeof vite.createServer>>;
  try {
    server = await vite.createServer({
      configFile: join(o.root, 'vite.config.ts'),
      // The project is the root, so module URLs (/runtime/…, /node_modules/…) never look like API
      // calls; vitePages serves the two pages (the build keeps runtime/client as its root).
      root: o.root,
      // app.basePath: pages, modules and the API calls under it, as `console start` serves them.
      base: config.app.basePath,
      // Vite's own info lines (dependency optimisation, every hot update) would bury the few this
      // command prints; its warnings and errors (a module that fails to transform) still show.
      logLevel: o.log === 'json' ? 'info' : 'warn',
      clearScreen: false,
      publicDir: join(o.root, CLIENT_PAGES_DIR, 'public'),
      appType: 'custom',
      // Screens are lazy chunks Vite's scan does not reach (it cannot read YAML): pre-bundle what their
      // block views import, or the first screen that needs one reloads the page mid-session.
      optimizeDeps: {
        include: [
          'date-fns',
          'date-fns/locale',
          'qs',
          'ofetch',
          'valtio',
          'valtio/vanilla',
          '@tanstack/react-router',
        ],
      },
      server: {
        host,
        port,
        strictPort: true,
        // The API server listens under the base path too: the prefix is forwarded as it is.
        proxy: {
          [`^${config.app.basePath.slice(0, -1)}${API_PREFIX}(/|$|\\?)`]: {
            target: new URL(api.url).origin,
            changeOrigin: false,
          },
        },
        fs: {
          allow: [o.root],
          // Vite's defaults, and the project's data folder (database, uploads) and builds.
          deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', `${o.root}/.data/**`, `${o.root}/dist/**`],
        },
      },
      plugins: [vitePages({ root: o.root, loginPath: config.auth.loginPath })],
    });
    await server.listen();
  } catch (error) {
    // The port is taken (strictPort) or Vite failed: the API server and its database must not keep
    // the process alive.
    await Promise.all([api.app.close(), launched.close()]);
    throw error;
  }
  const base = config.app.basePath === '/' ? '' : config.app.basePath;
  o.io.out(`개발 서버가 실행되었습니다: http://${host}:${port}${base}`);

  // A screen added while the server runs gets its menu and the ADMIN authorities for it at once (the
  // seed adds only what is missing), so it opens without `db seed` and a restart; a screen whose
  // `programId` changed gets it on its menus (and the authorities under it).
  const { seed } = await import('../../runtime/server/db/seed/index.ts');
  const { invalidateInitialData } = await import('../../runtime/server/system/index.ts');
  const programsOf = (outcome: { screens: typeof first.screens }) =>
    new Map(outcome.screens.map((s) => [s.path, s.manifest.programId]));
  let known = programsOf(first);
  const addMenus = async (outcome: ReturnType<typeof regenerate>) => {
    if (!outcome.diagnostics.length) screens = buildMetaScreens(outcome.screens);
    const now = programsOf(outcome);
    const changed = [...now].filter(([path, program]) => !known.has(path) || known.get(path) !== program);
    known = now;
    if (!outcome.config || changed.length === 0) return;
    const result = await seed(api.app.database, {
      systemCode: outcome.config.management.systemCode,
      screens: buildMetaScreens(outcome.screens),
      excludePaths: [outcome.config.auth.loginPath],
      demoAccounts: false,
      followPrograms: true,
    });
    if (!result.written.menus && !result.written.authorities && !result.programsChanged.length) return;
    // The initial data is cached in this process: the new menu shows at once (the authorities
    // cached for the session hear the seed through the database's cache triggers).
    invalidateInitialData();
    if (result.menusAdded.length) o.io.err(menusAddedLine(result.menusAdded));
    if (result.programsChanged.length) o.io.err(programsChangedLine(result.programsChanged));
    // The page reloaded for the new route before its menu existed: once more, with the menu.
    server.ws.send({ type: 'full-reload', path: '*' });
  };
  let timer: NodeJS.Timeout | undefined;
  // Saved files by their path from the root; a name the watcher did not give compiles everything.
  let changed = new Set<string>();
  const onChange = (folder: string) => (_event: string, name: string | null) => {
    if (name && !/\.(ya?ml)$/.test(name)) return;
    changed.add(name ? `${folder}${name.split('\\').join('/')}` : '');
    clearTimeout(timer);
    timer = setTimeout(() => {
      const saved = [...changed];
      changed = new Set();
      addMenus(regenerate(saved.includes('') ? [''] : saved)).catch((error: unknown) =>
        o.io.err(`menus for new screens: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, 50);
  };
  const watchers = [
    watch(join(o.root, 'screens'), { recursive: true }, onChange('screens/')),
    watch(o.root, onChange('')),
  ];
  // API files are checked like the config (their schemas check the manifests that bind them).
  if (existsSync(join(o.root, APIS_DIR)))
    watchers.push(watch(join(o.root, APIS_DIR), { recursive: true }, onChange(`${APIS_DIR}/`)));
  const closeWatchers = async () => {
    // A save just before Ctrl+C must not regenerate or seed the database being closed.
    clearTimeout(timer);
    for (const w of watchers) w.close();
  };
  return untilStopped([{ close: closeWatchers }, server, api.app, launched]);
}
