import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BUILD_META_NAME } from '../../runtime/core/pages/index.ts';
import type { ClientConfig, ImportSpec } from '../../schemas/index.ts';
import type { ScreenEntry } from '../compile/index.ts';
import { boundApis, functionIds, screenImports } from '../compile/index.ts';
import { type RouteAssets, routeAssetsOf } from './routeAssets.ts';

export const CLIENT_DIR = 'dist/client';
export const BUILD_META = 'build-meta.json';
/** Inputs of a client build: when none of them changed, `start` reuses the build. */
const INPUTS = [
  'runtime/client',
  'runtime/core',
  'schemas',
  'screens',
  'vite.config.ts',
  'package-lock.json',
];

/** Generated files follow from the manifests and config files, which are hashed themselves. */
const GENERATED = 'runtime/client/generated/';

function filesUnder(root: string, rel: string): string[] {
  const abs = join(root, rel);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return [rel];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'));
}

/**
 * Hash of every build input (sources, manifests, config files, and the browser's projection of the
 * config, which also follows the environment: CONSOLE_API_SECRET), independent of timestamps.
 */
export function inputHash(root: string, configFiles: readonly string[], clientConfig: ClientConfig): string {
  const h = createHash('sha256');
  h.update(JSON.stringify(clientConfig)).update('\0');
  const files = [...INPUTS.flatMap((d) => filesUnder(root, d)), ...configFiles]
    .filter((f) => !f.startsWith(GENERATED))
    .sort();
  for (const f of files) {
    h.update(f);
    h.update('\0');
    h.update(readFileSync(join(root, f)));
    h.update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

/** A built screen as the server reads it (the first-start seed turns these into menus). */
export interface BuildMetaScreen {
  path: string;
  title: string;
  /** The manifest's `menuName`, when it names the menu otherwise than the title. */
  menuName?: string;
  layout: string;
  /** The manifest's `programId`, when it names one (the seeded menu's `proIdVal`). */
  programId?: string;
  /** API names the screen binds (sorted), when it binds any: its menus may call those declared APIs. */
  apis?: string[];
  /** Function ids of its buttons and row actions (sorted), when it has any: `console doctor` checks they are granted. */
  fncIds?: string[];
  /** The manifest's explicit menu binding (`menuId`), when it has one. */
  menuId?: string;
  /** Its grids' 엑셀 일괄 등록 by grid id, when it has any: the server checks uploads with their rules. */
  imports?: Record<string, ImportSpec>;
  /** What its route loads beyond the console page (in a build): the server preloads it on a deep link. */
  assets?: RouteAssets;
}

export interface BuildMeta {
  buildId: string;
  inputHash: string;
  profile: string;
  routes: string[];
  /** Every screen, sorted by path. */
  screens: BuildMetaScreen[];
}

/** The screens of a compile, as `build-meta.json` and the menu seed take them: sorted by path. */
export function buildMetaScreens(screens: readonly ScreenEntry[]): BuildMetaScreen[] {
  return screens
    .map((s) => {
      const apis = boundApis(s.manifest);
      const fncIds = functionIds(s.manifest);
      const imports = screenImports(s.manifest);
      return {
        path: s.path,
        title: s.manifest.title,
        ...(s.manifest.menuName !== undefined && { menuName: s.manifest.menuName }),
        layout: s.manifest.layout,
        ...(s.manifest.programId !== undefined && { programId: s.manifest.programId }),
        ...(s.manifest.menuId !== undefined && { menuId: s.manifest.menuId }),
        ...(apis.length > 0 && { apis }),
        ...(fncIds.length > 0 && { fncIds }),
        ...(imports && { imports }),
      };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export function readBuildMeta(root: string, clientDir = CLIENT_DIR): BuildMeta | undefined {
  try {
    return JSON.parse(readFileSync(join(root, clientDir, BUILD_META), 'utf8')) as BuildMeta;
  } catch {
    return undefined;
  }
}

/**
 * Whether the build in `clientDir` serves the sources as they are: `missing` (none yet), `changed`
 * (an input or the profile differs from the one it was built from) or `current`. `console start`
 * builds first unless it is `current`.
 */
export function buildState(
  root: string,
  clientDir: string,
  inputs: { configFiles: readonly string[]; clientConfig: ClientConfig; profile: string },
): 'missing' | 'changed' | 'current' {
  const meta = readBuildMeta(root, clientDir);
  if (!meta) return 'missing';
  return meta.inputHash === inputHash(root, inputs.configFiles, inputs.clientConfig) &&
    meta.profile === inputs.profile
    ? 'current'
    : 'changed';
}

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/** `html` with `<meta name="console-build" content="{buildId}">` at the start of its head (replacing one there). */
export function withBuildMeta(html: string, buildId: string): string {
  const tag = `<meta name="${BUILD_META_NAME}" content="${buildId}">`;
  const without = html.replace(new RegExp(`<meta name="${BUILD_META_NAME}" content="[^"]*">`), '');
  return without.replace(/<head>/i, `<head>${tag}`);
}

/**
 * After Vite: writes the build-metadata file (build id = hash of the output, route list),
 * `latest.json` for the client's hourly update check and the build id into every page
 * (`<meta name="console-build">`, what the check compares with), then pre-compresses text assets (gzip and
 * brotli) so the server sends them without compressing on the fly.
 */
export function finishClientBuild(
  root: string,
  screens: readonly ScreenEntry[],
  hash: string,
  profile: string,
  clientDir = CLIENT_DIR,
): BuildMeta {
  const dir = join(root, clientDir);
  const outputs = filesUnder(root, clientDir)
    .filter((f) => !/\.(gz|br)$/.test(f) && !f.endsWith(BUILD_META) && !f.endsWith('latest.json'))
    .sort();
  const h = createHash('sha256');
  for (const f of outputs) h.update(f).update(readFileSync(join(root, f)));
  const assets = routeAssetsOf(root, clientDir);
  const sourceByPath = new Map(screens.map((s) => [s.path, s.componentFile ?? s.file]));
  const meta: BuildMeta = {
    buildId: h.digest('hex').slice(0, 12),
    inputHash: hash,
    profile,
    routes: screens.map((s) => s.path).sort(),
    screens: buildMetaScreens(screens).map((s) => {
      const a = assets.get(sourceByPath.get(s.path) ?? '');
      return a ? { ...s, assets: a } : s;
    }),
  };
  writeFileSync(join(dir, BUILD_META), `${JSON.stringify(meta, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify({ buildId: meta.buildId })}\n`);
  // Each page knows the build it belongs to: the hourly check compares latest.json with it.
  for (const f of outputs.filter((o) => o.endsWith('.html'))) {
    const page = readFileSync(join(root, f), 'utf8');
    writeFileSync(join(root, f), withBuildMeta(page, meta.buildId));
  }
  for (const f of [...outputs, `${clientDir}/${BUILD_META}`, `${clientDir}/latest.json`]) {
    if (!COMPRESSIBLE.test(f)) continue;
    const data = readFileSync(join(root, f));
    if (data.length < 1024) continue;
    writeFileSync(join(root, `${f}.gz`), gzipSync(data, { level: 9 }));
    writeFileSync(
      join(root, `${f}.br`),
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
  }
  return meta;
}
