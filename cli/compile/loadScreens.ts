import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { type ScreenManifest, screenSchema } from '../../schemas/screen.ts';
import { checkReferences, type ReferenceContext } from './checkReferences.ts';
import type { Diagnostic } from './diagnostic.ts';
import { isValidRoutePath, routePathOf, SCREEN_SUFFIX, screenIdOf } from './screenPath.ts';
import { parseYamlFast, parseYamlSource, positionOf, type YamlSource } from './yamlSource.ts';
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

/** Loads and validates one manifest; pushes its diagnostics and returns the entry when valid. */
export function loadScreen(
  root: string,
  rel: string,
  text: string,
  diagnostics: Diagnostic[],
): ScreenEntry | undefined {
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
        return entryOf(file, derived, m, component?.file);
    }
  }
  return loadScreenSlow(root, file, derived, text, diagnostics);
}

function loadScreenSlow(
  root: string,
  file: string,
  derived: string,
  text: string,
  diagnostics: Diagnostic[],
): ScreenEntry | undefined {
  const src = parseYamlSource(file, text);
  if (src.syntax.length) {
    diagnostics.push(...src.syntax);
    return undefined;
  }
  if (typeof src.data !== 'object' || src.data === null || Array.isArray(src.data)) {
    diagnostics.push({
      file,
      line: 1,
      col: 1,
      code: 'CON104',
      message: 'a screen manifest must be a YAML mapping with at least a title',
    });
    return undefined;
  }
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
  const parsed = screenSchema.safeParse(src.data);
  if (!parsed.success) {
    diagnostics.push(...zodDiagnostics(src, screenSchema, parsed.error.issues));
    return undefined;
  }
  const manifest = parsed.data;
  if (!pathMatches(manifest.path, derived)) {
    const pos = positionOf(src, ['path']);
    diagnostics.push({
      file,
      line: pos.line,
      col: pos.col,
      code: 'CON302',
      message: `path "${manifest.path}" does not match the file location, which gives "${derived}"; move the file or remove \`path\``,
    });
    ok = false;
  }
  const component =
    manifest.component === undefined ? undefined : resolveComponent(root, file, manifest.component);
  if (component && !component.ok) {
    const pos = positionOf(src, ['component']);
    diagnostics.push({
      file,
      line: pos.line,
      col: pos.col,
      code: 'CON303',
      message: component.file.startsWith('../')
        ? `component "${manifest.component}" is outside the project; keep custom screens under screens/`
        : `component "${manifest.component}" not found (looked for ${component.file})`,
    });
    ok = false;
  }
  return ok ? entryOf(file, derived, manifest, component?.file) : undefined;
}

/** Options of loadScreens. */
export interface LoadScreensOptions {
  /** `management.codeGroups` of the config; undefined (an invalid config) skips the CON309 check. */
  codeGroups?: readonly string[] | undefined;
}

/** Reads, validates and cross-checks every manifest. */
export function loadScreens(root: string, opts: LoadScreensOptions = {}): LoadedScreens {
  const diagnostics: Diagnostic[] = [];
  const screens: ScreenEntry[] = [];
  const byPath = new Map<string, ScreenEntry>();
  const dir = join(root, SCREENS_DIR);
  for (const rel of listScreenFiles(root)) {
    const text = readFileSync(`${dir}/${rel}`, 'utf8');
    const entry = loadScreen(root, rel, text, diagnostics);
    if (!entry) continue;
    const other = byPath.get(entry.path);
    if (other) {
      for (const [a, b] of [
        [entry, other],
        [other, entry],
      ] as const) {
        diagnostics.push({
          file: a.file,
          line: 1,
          col: 1,
          code: 'CON301',
          message: `route "${a.path}" is defined twice: here and in ${b.file}`,
        });
      }
      continue;
    }
    byPath.set(entry.path, entry);
    screens.push(entry);
  }
  // Positions only for a file with a problem to report: the valid ones cost one walk of their data.
  const ctx: ReferenceContext = { routes: new Set(byPath.keys()), codeGroups: opts.codeGroups };
  for (const s of screens) {
    let src: YamlSource | undefined;
    const source = () => {
      src ??= parseYamlSource(s.file, readFileSync(join(root, s.file), 'utf8'));
      return src;
    };
    checkReferences(s, ctx, source, diagnostics);
  }
  return { screens, diagnostics };
}
