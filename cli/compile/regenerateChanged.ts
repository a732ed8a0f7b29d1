import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CompiledProject,
  type CompileOptions,
  type GenerateOutcome,
  generateCompiled,
} from './compileProject.ts';
import { type Diagnostic, sortDiagnostics } from './diagnostic.ts';
import { type LoadedConfig, loadConfig } from './loadConfig.ts';
import {
  listScreenFiles,
  type ManifestState,
  manifestSet,
  readManifest,
  referenceContext,
  referenceDiagnostics,
  SCREENS_DIR,
} from './loadScreens.ts';
import { SCREEN_SUFFIX } from './screenPath.ts';
import type { WrittenFiles } from './writeGenerated.ts';

/** What a project's last compile left: the config, each manifest and its reference diagnostics. */
interface ProjectIndex {
  cfg: LoadedConfig;
  /** By path under `screens/`. */
  manifests: Map<string, ManifestState>;
  references: Map<string, Diagnostic[]>;
  /** The routes the references were checked against. */
  routes: Set<string>;
  /** The generated files as this index last wrote them (compared without reading them back). */
  written: WrittenFiles;
}

/** One index per project and profile, kept between calls (`console dev`, `bench:compile`). */
const indexes = new Map<string, ProjectIndex>();

const keyOf = (opts: CompileOptions) =>
  `${opts.root}\0${opts.profile ?? (opts.env ?? process.env).CONSOLE_PROFILE ?? ''}`;

/** The path under `screens/` of a changed manifest (root-relative `screens/…​.screen.yaml`), else undefined. */
function manifestOf(changed: string): string | undefined {
  const path = changed.split('\\').join('/').replace(/^\.\//, '');
  const prefix = `${SCREENS_DIR}/`;
  return path.startsWith(prefix) && path.endsWith(SCREEN_SUFFIX) ? path.slice(prefix.length) : undefined;
}

function fullIndex(opts: CompileOptions): ProjectIndex {
  const cfg = loadConfig(opts);
  const manifests = new Map(listScreenFiles(opts.root).map((rel) => [rel, readManifest(opts.root, rel)]));
  return { cfg, manifests, references: new Map(), routes: new Set(), written: new Map() };
}

/**
 * `console generate` after a few files changed (`changed`: paths relative to the root, as a file
 * watcher reports them), without reading the rest again: a changed manifest is read and validated
 * on its own, the cross-file checks (duplicate routes, links to routes) run over what the index
 * keeps, and the reference checks of the other manifests run again only when the set of routes
 * changed. A change to anything but a manifest (the config, an API file), or the first call for a
 * project, compiles everything and starts the index. The outcome, diagnostics and generated files
 * are the ones `generateProject` gives for the same files (tests/cli/compile/regenerateChanged.test.ts
 * compares them after random edits). `check` compares instead of writing.
 */
export function regenerateChanged(
  opts: CompileOptions & { changed: readonly string[]; check?: boolean },
): GenerateOutcome {
  const key = keyOf(opts);
  let index = indexes.get(key);
  const manifests = opts.changed.map(manifestOf);
  if (!index || manifests.some((m) => m === undefined)) {
    index = fullIndex(opts);
    indexes.set(key, index);
  } else {
    for (const rel of manifests as string[]) {
      index.references.delete(rel);
      if (existsSync(join(opts.root, SCREENS_DIR, rel)))
        index.manifests.set(rel, readManifest(opts.root, rel));
      else index.manifests.delete(rel);
    }
  }
  const { cfg } = index;
  const states = [...index.manifests.keys()].sort().map((rel) => index.manifests.get(rel) as ManifestState);
  const set = manifestSet(states);
  const sameRoutes =
    set.routes.size === index.routes.size && [...set.routes].every((r) => index.routes.has(r));
  if (!sameRoutes) {
    index.references.clear();
    index.routes = set.routes;
  }
  const ctx = referenceContext(set.routes, {
    codeGroups: cfg.codeGroups,
    apiNames: cfg.apiNames,
    apis: cfg.apis,
  });
  const diagnostics: Diagnostic[] = [...cfg.diagnostics, ...set.duplicates];
  for (const state of states) {
    let refs = index.references.get(state.rel);
    if (!refs) {
      refs = referenceDiagnostics(state, ctx);
      index.references.set(state.rel, refs);
    }
    diagnostics.push(...state.diagnostics, ...refs);
  }
  const project: CompiledProject = {
    config: cfg.config,
    profile: cfg.profile,
    configFiles: cfg.files,
    screens: set.screens,
    diagnostics: sortDiagnostics(diagnostics),
  };
  return generateCompiled(opts.root, project, { check: opts.check, written: index.written });
}

/** Forgets the indexes (tests; a caller that knows the files changed behind it). */
export function forgetRegenerationIndexes(): void {
  indexes.clear();
}
