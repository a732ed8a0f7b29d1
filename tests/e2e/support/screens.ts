import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Repository root (this file is tests/e2e/support/screens.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const SUFFIX = '.screen.yaml';

export interface ScreenCase {
  /** Manifest path relative to `screens/`, e.g. `docs/index.screen.yaml`. */
  file: string;
  /** Route path as the browser sees it, e.g. `/docs`, `/index%20copy`. */
  route: string;
  title: string;
  /** `true` (default): login required; `exists`: a user must exist; `false`: public. */
  auth: boolean | 'exists';
}

/**
 * Route path of a manifest, derived here on its own (not with the compiler's helper) so the e2e suite checks
 * the app against the documented rule: the path relative to `screens/` without `.screen.yaml`, a trailing
 * `index` segment dropped, each segment percent-encoded, prefixed with `/`.
 */
export function routeOf(relFile: string): string {
  const segments = relFile.replaceAll('\\', '/').slice(0, -SUFFIX.length).split('/');
  if (segments[segments.length - 1] === 'index') segments.pop();
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/** Every `screens/**\/*.screen.yaml` of the project at `root`, sorted by route. */
export function loadScreens(root: string = REPO_ROOT): ScreenCase[] {
  const dir = join(root, 'screens');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => f.endsWith(SUFFIX));
  const screens = files.map((file): ScreenCase => {
    const data: unknown = parse(readFileSync(join(dir, file), 'utf8'));
    const manifest = (data ?? {}) as { title?: unknown; auth?: unknown };
    if (typeof manifest.title !== 'string' || manifest.title === '') {
      throw new Error(`screens/${file}: a screen manifest needs a title`);
    }
    const auth = manifest.auth === false || manifest.auth === 'exists' ? manifest.auth : true;
    return { file, route: routeOf(file), title: manifest.title, auth };
  });
  return screens.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/** `s` as a RegExp source matching it literally. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
