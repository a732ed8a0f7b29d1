import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { type DeclaredApi, type ScreenManifest, screenSchema } from '../../schemas/index.ts';
import { type CheckedScreen, checkReferences, type ReferenceContext } from './checkReferences.ts';
import type { Diagnostic } from './diagnostic.ts';
import { type ManifestView, manifestView, partialManifestView } from './manifestView.ts';
import { isValidRoutePath, routePathOf, SCREEN_SUFFIX, screenIdOf } from './screenPath.ts';
import { diagnosticAt, locate, parseYamlFast, parseYamlSource, type YamlSource } from './yamlSource.ts';
import { zodDiagnostics } from './zodDiagnostics.ts';

export const SCREENS_DIR = 'screens';

export interface ScreenEntry {
  /** Manifest path relative to the project root, e.g. `screens/login.screen.yaml`. */
  file: string;
  /** Route path as a URL (percent-encoded), e.g. `/index%20copy`. */
  path: string;
  /** Identifier used for generated names. */
  id: string;
  manifest: ScreenManifest;
  /** Custom component module relative to the project root, when the manifest names one. */
  componentFile?: string;
}

export interface LoadedScreens {
  screens: ScreenEntry[];
  diagnostics: Diagnostic[];
}

/** Every `*.screen.yaml` under `screens/`, relative to it, sorted. */
export function listScreenFiles(root: string): string[] {
  const dir = join(root, SCREENS_DIR);
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  const out: string[] = [];
  for (const n of names) if (n.endsWith(SCREEN_SUFFIX)) out.push(n.split('\\').join('/'));
  return out.sort();
}

const pathMatches = (given: string | undefined, derived: string) =>
  given === undefined || given === derived || given.replace(/\/$/, '') === derived;

/** The component module relative to the root, and whether it exists inside the project. */
function resolveComponent(root: string, file: string, component: string): { file: string; ok: boolean } {
  const resolved = posix.normalize(posix.join(posix.dirname(file), component));
  return { file: resolved, ok: !resolved.startsWith('../') && existsSync(join(root, resolved)) };
}

function entryOf(
  file: string,
  derived: string,
  manifest: ScreenManifest,
  componentFile: string | undefined,
): ScreenEntry {
  const entry: ScreenEntry = { file, path: derived, id: screenIdOf(derived), manifest };
  if (componentFile) entry.componentFile = componentFile;
  return entry;
}

/** What loading one manifest found: the entry when it is valid, else what is left to check. */
export interface InspectedScreen {
  /** The valid manifest's entry. */
  entry?: ScreenEntry;
  /** An invalid manifest's parts the reference checks can trust, with its positioned source. */
  partial?: { view: ManifestView; src: YamlSource };
}

/** Loads and validates one manifest; pushes its diagnostics and returns the entry when valid. */
export function loadScreen(
  root: string,
  rel: string,
  text: string,
  diagnostics: Diagnostic[],
): ScreenEntry | undefined {
  return inspectScreen(root, rel, text, diagnostics).entry;
}

function inspectScreen(root: string, rel: string, text: string, diagnostics: Diagnostic[]): InspectedScreen {
  const file = `${SCREENS_DIR}/${rel}`;
  const derived = routePathOf(rel);
  // Fast path for the common case, a valid manifest: no source positions. Anything it does not
  // accept goes through loadScreenSlow, the authority for diagnostics.
  const fast = parseYamlFast(text);
  if (fast.ok && fast.data && typeof fast.data === 'object' && !Array.isArray(fast.data)) {
    const parsed = screenSchema.safeParse(fast.data);
    if (parsed.success && isValidRoutePath(derived)) {
      const m = parsed.data;
      const component = m.component === undefined ? undefined : resolveComponent(root, file, m.component);
      if (pathMatches(m.path, derived) && (component?.ok ?? true))
        return { entry: entryOf(file, derived, m, component?.file) };
    }
  }
  return loadScreenSlow(root, file, derived, text, diagnostics);
}

/** The value of a top-level key when its own schema accepts it (the rest of the manifest may not). */
function validPart(data: Record<string, unknown>, key: 'path' | 'component'): string | undefined {
  const r = screenSchema.shape[key].safeParse(data[key]);
  return r.success ? r.data : undefined;
}

function loadScreenSlow(
  root: string,
  file: string,
  derived: string,
  text: string,
  diagnostics: Diagnostic[],
): InspectedScreen {
  const src = parseYamlSource(file, text);
  if (src.syntax.length) {
    diagnostics.push(...src.syntax);
    return {};
  }
  if (typeof src.data !== 'object' || src.data === null || Array.isArray(src.data)) {
    diagnostics.push({
      file,
      line: 1,
      col: 1,
      code: 'CON104',
      message: 'a screen manifest must be a YAML mapping with at least a title',
      source: { text, start: 0, end: 0 },
    });
    return {};
  }
  const data = src.data as Record<string, unknown>;
  let ok = true;
  if (!isValidRoutePath(derived)) {
    diagnostics.push({
      file,
      line: 1,
      col: 1,
      code: 'CON304',
      message: `the file location gives route "${derived}", which is not a relative URL (letters, digits and @ - % _ ~ per segment); rename the file`,
    });
    ok = false;
  }
  const parsed = screenSchema.safeParse(data);
  if (!parsed.success) diagnostics.push(...zodDiagnostics(src, screenSchema, parsed.error.issues));
  // Path and component are checked whenever they are valid themselves, the rest of the file or not.
  const path = parsed.success ? parsed.data.path : validPart(data, 'path');
  if (!pathMatches(path, derived)) {
    diagnostics.push(
      diagnosticAt(
        src,
        locate(src, ['path']),
        'CON302',
        `path "${path}" does not match the file location, which gives "${derived}"; move the file or remove \`path\``,
      ),
    );
    ok = false;
  }
  const written = parsed.success ? parsed.data.component : validPart(data, 'component');
  const component = written === undefined ? undefined : resolveComponent(root, file, written);
  if (component && !component.ok) {
    diagnostics.push(
      diagnosticAt(
        src,
        locate(src, ['component']),
        'CON303',
        component.file.startsWith('../')
          ? `component "${written}" is outside the project; keep custom screens under screens/`
          : `component "${written}" not found (looked for ${component.file})`,
      ),
    );
    ok = false;
  }
  if (!parsed.success) return { partial: { view: partialManifestView(data), src } };
  if (ok) return { entry: entryOf(file, derived, parsed.data, component?.file) };
  return { partial: { view: manifestView(parsed.data), src } };
}

/** Options of loadScreens. */
export interface LoadScreensOptions {
  /**
   * `management.codeGroups` of the config; undefined (unknown: that part of the config is invalid)
   * skips the CON309 check.
   */
  codeGroups?: readonly string[] | undefined;
  /**
   * Names of the config's declared `apis`. Default none; null (unknown: that part of the config is
   * invalid) skips CON310 for names that are not in the catalogue.
   */
  apiNames?: readonly string[] | null;
  /** The declared APIs (see ReferenceContext.apis); null or undefined skips their schema checks. */
  apis?: Readonly<Record<string, DeclaredApi>> | null;
}

/** One manifest loaded on its own: its text, what it defines and its own diagnostics. */
export interface ManifestState {
  /** Relative to `screens/`. */
  rel: string;
  /** Relative to the root (`screens/…`). */
  file: string;
  /** The route its location gives. */
  derived: string;
  text: string;
  inspected: InspectedScreen;
  /** Its schema, path and component diagnostics (not the cross-file ones). */
  diagnostics: Diagnostic[];
}

/** Reads and validates one manifest (`rel` under `screens/`) on its own. */
export function readManifest(root: string, rel: string): ManifestState {
  const text = readFileSync(join(root, SCREENS_DIR, rel), 'utf8');
  const diagnostics: Diagnostic[] = [];
  const inspected = inspectScreen(root, rel, text, diagnostics);
  return { rel, file: `${SCREENS_DIR}/${rel}`, derived: routePathOf(rel), text, inspected, diagnostics };
}

/** What the manifests define together: the screens, the duplicate routes and every route. */
export interface ManifestSet {
  screens: ScreenEntry[];
  /** CON301 for each route two manifests define. */
  duplicates: Diagnostic[];
  /** Every route a manifest defines, valid or not (a link to it is not a link to nowhere). */
  routes: Set<string>;
}

/** The cross-file pass over manifests in file order: only valid, non-duplicate ones become screens. */
export function manifestSet(states: readonly ManifestState[]): ManifestSet {
  const screens: ScreenEntry[] = [];
  const duplicates: Diagnostic[] = [];
  const byPath = new Map<string, string>();
  for (const { file, derived, inspected } of states) {
    if (!isValidRoutePath(derived)) continue;
    const other = byPath.get(derived);
    if (other === undefined) {
      byPath.set(derived, file);
      if (inspected.entry) screens.push(inspected.entry);
      continue;
    }
    for (const [a, b] of [
      [file, other],
      [other, file],
    ] as const) {
      duplicates.push({
        file: a,
        line: 1,
        col: 1,
        code: 'CON301',
        message: `route "${derived}" is defined twice: here and in ${b}`,
      });
    }
  }
  return { screens, duplicates, routes: new Set(byPath.keys()) };
}

/** The reference context of the manifests: their routes and what the config declares. */
export function referenceContext(routes: Set<string>, opts: LoadScreensOptions): ReferenceContext {
  return {
    routes,
    codeGroups: opts.codeGroups,
    apiNames: opts.apiNames === undefined ? [] : opts.apiNames,
    apis: opts.apis,
  };
}

/**
 * The reference checks of one manifest: a valid one whole, an invalid one over its valid blocks
 * (one run reports every problem). Positions are parsed only for a file with a problem to report.
 */
export function referenceDiagnostics(state: ManifestState, ctx: ReferenceContext): Diagnostic[] {
  const { entry, partial } = state.inspected;
  const screen: CheckedScreen | undefined = partial ? { file: state.file, view: partial.view } : entry;
  if (!screen) return [];
  const out: Diagnostic[] = [];
  let src = partial?.src;
  const source = () => {
    src ??= parseYamlSource(state.file, state.text);
    return src;
  };
  checkReferences(screen, ctx, source, out);
  return out;
}

/**
 * Reads, validates and cross-checks every manifest. The reference checks run over every manifest
 * in the same pass as the schema: a valid one whole, an invalid one over its valid blocks, so one
 * run reports every problem. Only valid, non-duplicate manifests become screens.
 */
export function loadScreens(root: string, opts: LoadScreensOptions = {}): LoadedScreens {
  const states = listScreenFiles(root).map((rel) => readManifest(root, rel));
  const set = manifestSet(states);
  const ctx = referenceContext(set.routes, opts);
  const diagnostics = [
    ...states.flatMap((s) => s.diagnostics),
    ...set.duplicates,
    ...states.flatMap((s) => referenceDiagnostics(s, ctx)),
  ];
  return { screens: set.screens, diagnostics };
}
