import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CLIENT_PAGES_DIR } from '../compile/index.ts';

/** The files a screen's route loads beyond its page's own: what the server tells the browser to preload. */
export interface RouteAssets {
  /** Its chunk and the chunks it imports (output paths, `assets/…`). */
  js: string[];
  /** Their stylesheets. */
  css: string[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Per screen source (`screens/docs/forms.screen.yaml`, or its component module; the manifest's keys
 * are relative to Vite's root, `CLIENT_PAGES_DIR`), the chunks and
 * stylesheets its route needs that the console page (index.html) does not load already, read from
 * the build's `.vite/manifest.json`. Screens without a chunk of their own (the login screen, which
 * the login page imports) are left out. `{}` when the build has no manifest.
 */
export function routeAssetsOf(root: string, clientDir: string): Map<string, RouteAssets> {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(root, clientDir, '.vite/manifest.json'), 'utf8'));
  } catch {
    return new Map();
  }
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) closure(k, seen);
    return seen;
  };
  const page = Object.entries(manifest).find(([key, c]) => c.isEntry && key.endsWith('index.html'));
  const loaded = page ? closure(page[0]) : new Set<string>();
  const loadedCss = new Set([...loaded].flatMap((k) => manifest[k]?.css ?? []));
  const out = new Map<string, RouteAssets>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || chunk.src === undefined || key.startsWith('_')) continue;
    const keys = [...closure(key)].filter((k) => !loaded.has(k));
    const src = relative(root, resolve(root, CLIENT_PAGES_DIR, chunk.src))
      .split('\\')
      .join('/');
    out.set(src, {
      js: keys.map((k) => manifest[k]!.file),
      css: [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))].filter((c) => !loadedCss.has(c)),
    });
  }
  return out;
}
