// Reads a client build (dist/client) through Vite's build manifest (.vite/manifest.json, written because
// vite.config.ts sets `build.manifest`) and measures what a page loads: the entry chunk and its static
// imports (modulepreload), plus the lazy chunks of the route and their static imports, gzipped at level 9.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listScreenFiles, SCREENS_DIR } from '../../cli/compile/index.ts';

/** One record of Vite's manifest (only the fields read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** Vite's root (vite.config.ts `root`): manifest keys and `src` are relative to it. */
const VITE_ROOT = 'runtime/client';
export const MANIFEST_FILE = '.vite/manifest.json';

export interface ClientBuild {
  /** Repository root. */
  root: string;
  /** The build folder, absolute. */
  dir: string;
  manifest: ViteManifest;
  /** Manifest key → repo-relative source path (`screens/login.screen.yaml`); shared chunks (`_x.js`) have none. */
  srcOf: (key: string) => string | undefined;
  /** Manifest key of a repo-relative source path; undefined when it is no chunk of its own. */
  keyOf: (src: string) => string | undefined;
  /** Gzip (level 9) size of an output file in bytes, cached. */
  gzipSize: (file: string) => number;
  /** Raw size of an output file in bytes. */
  rawSize: (file: string) => number;
  /** The text of an output file. */
  text: (file: string) => string;
}

/** Opens a build folder; throws, saying what to run, when it or its manifest is missing. */
export function readClientBuild(root: string, clientDir = 'dist/client'): ClientBuild {
  const dir = resolve(root, clientDir);
  const manifestPath = join(dir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    throw new Error(
      `${relative(root, manifestPath)} is missing: build the client first (node cli/bin.mjs build); ` +
        'vite.config.ts must keep build.manifest: true',
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const srcByKey = new Map<string, string>();
  const keyBySrc = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key.startsWith('_') && chunk.src === undefined) continue;
    const src = relative(root, resolve(root, VITE_ROOT, chunk.src ?? key))
      .split('\\')
      .join('/');
    srcByKey.set(key, src);
    keyBySrc.set(src, key);
  }
  const gz = new Map<string, number>();
  const text = (file: string) => readFileSync(join(dir, file), 'utf8');
  return {
    root,
    dir,
    manifest,
    srcOf: (key) => srcByKey.get(key),
    keyOf: (src) => keyBySrc.get(src),
    rawSize: (file) => readFileSync(join(dir, file)).length,
    text,
    gzipSize: (file) => {
      let n = gz.get(file);
      if (n === undefined) {
        n = gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
        gz.set(file, n);
      }
      return n;
    },
  };
}

/** The build's pages: the console (index.html, with the router) and the light login page. */
export type Page = 'index.html' | 'login.html';

/** The manifest key of a page's entry chunk (the module its HTML loads). */
export function entryKey(build: ClientBuild, page: Page = 'index.html'): string {
  const entries = Object.entries(build.manifest).filter(([, c]) => c.isEntry);
  const entry = entries.find(([key]) => key === page);
  if (!entry) {
    throw new Error(
      `no entry chunk for ${page} in the manifest (entries: ${entries.map(([k]) => k).join(', ')})`,
    );
  }
  return entry[0];
}

/** `keys` and every chunk they import statically, recursively (what loading them fetches). */
export function staticClosure(build: ClientBuild, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = build.manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const k of chunk.imports ?? []) visit(k);
  };
  for (const k of keys) visit(k);
  return seen;
}

/** One JavaScript file a page loads, with why. */
export interface LoadedChunk {
  key: string;
  file: string;
  raw: number;
  gzip: number;
  /** `entry` (the entry and its static imports) or the lazy module whose closure brought it in. */
  via: string;
}

export interface PageLoad {
  chunks: LoadedChunk[];
  /** Sum of the gzip sizes of `chunks` (each file once). */
  gzip: number;
  raw: number;
  /** The lazy modules (repo-relative) that were counted, and those asked for that are no chunk of their own. */
  lazy: string[];
  missing: string[];
}

/**
 * The JavaScript a page loads when it opens: its entry chunk with its static imports, plus each lazy
 * module (a repo-relative source: the screen manifest) with its static imports. Each file is counted once.
 */
export function pageLoad(build: ClientBuild, page: Page, lazySources: readonly string[]): PageLoad {
  const chunks = new Map<string, LoadedChunk>();
  const add = (keys: Set<string>, via: string) => {
    for (const key of keys) {
      if (chunks.has(key)) continue;
      const file = build.manifest[key]!.file;
      chunks.set(key, { key, file, raw: build.rawSize(file), gzip: build.gzipSize(file), via });
    }
  };
  add(staticClosure(build, [entryKey(build, page)]), 'entry');
  const lazy: string[] = [];
  const missing: string[] = [];
  for (const src of new Set(lazySources)) {
    const key = build.keyOf(src);
    if (key === undefined) {
      missing.push(src);
      continue;
    }
    lazy.push(src);
    // Its static imports only: what it imports dynamically (the password-change form, the cipher of a
    // secured call) loads when the user gets there, not with the page.
    add(staticClosure(build, [key]), src);
  }
  const list = [...chunks.values()];
  return {
    chunks: list,
    gzip: list.reduce((n, c) => n + c.gzip, 0),
    raw: list.reduce((n, c) => n + c.raw, 0),
    lazy,
    missing,
  };
}

/** Every `screens/**\/*.screen.yaml` (repo-relative), sorted. */
export function screenManifests(root: string): string[] {
  return listScreenFiles(root).map((f) => `${SCREENS_DIR}/${f}`);
}

/** The lazily imported modules of the generated route tree (repo-relative), sorted. */
export function routeTreeLazyModules(root: string): string[] {
  const file = join(root, VITE_ROOT, 'generated/routeTree.gen.ts');
  const text = readFileSync(file, 'utf8');
  const dir = join(root, VITE_ROOT, 'generated');
  const out = new Set<string>();
  for (const m of text.matchAll(/import\((["'])(.+?)\1\)/g)) {
    out.add(relative(root, resolve(dir, m[2]!)).split('\\').join('/'));
  }
  return [...out].sort();
}

/** KB with one decimal (1 KB = 1024 bytes). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const CLASS_TOKEN = /(?<![\w-])c-[a-z0-9]+(?:[-_][a-z0-9]+)*/g;

/** The `c-…` class tokens in a text (kit components name their root and parts this way). */
export function classTokens(text: string): Set<string> {
  return new Set(text.match(CLASS_TOKEN) ?? []);
}

/** A kit component file and the class tokens only it uses (in the kit and the rest of runtime/client). */
export interface KitMarker {
  /** Repo-relative file, e.g. runtime/client/ui/kit/Accordion.tsx. */
  file: string;
  component: string;
  markers: string[];
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split('\\').join('/'))
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && !f.startsWith('generated/'));
}

/**
 * Unique markers of each kit component: the `c-…` class tokens its file uses that no other source file
 * under runtime/client uses (so finding one in a chunk means that component's code is in it).
 */
export function kitMarkers(root: string): KitMarker[] {
  const clientDir = join(root, VITE_ROOT);
  const owners = new Map<string, Set<string>>();
  for (const f of sourceFiles(clientDir)) {
    for (const token of classTokens(readFileSync(join(clientDir, f), 'utf8'))) {
      const set = owners.get(token) ?? new Set<string>();
      set.add(`${VITE_ROOT}/${f}`);
      owners.set(token, set);
    }
  }
  const kit: KitMarker[] = [];
  for (const f of sourceFiles(join(clientDir, 'ui/kit'))) {
    if (!f.endsWith('.tsx')) continue;
    const file = `${VITE_ROOT}/ui/kit/${f}`;
    const markers = [...owners.entries()]
      .filter(([, files]) => files.size === 1 && files.has(file))
      .map(([token]) => token)
      .sort();
    const component = f.replace(/^.*\//, '').replace(/\.tsx$/, '');
    kit.push({ file, component, markers });
  }
  return kit.sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** Which of `tokens` occur (as whole class tokens) in `text`. */
export function tokensIn(text: string, tokens: readonly string[]): string[] {
  const found = classTokens(text);
  return tokens.filter((t) => found.has(t));
}
