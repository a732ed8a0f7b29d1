import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { isRelativeUrl } from '../../runtime/core/url/index.ts';
import { LAYOUTS } from '../../schemas/index.ts';
import {
  didYouMean,
  listScreenFiles,
  routePathOf,
  SCREEN_SCHEMA_FILE,
  SCREEN_SUFFIX,
  SCREENS_DIR,
} from '../compile/index.ts';
import type { Io } from '../io.ts';

/**
 * Manifest file (relative to screens/) for a route path: `/a/b` → `a/b.screen.yaml`, `/` →
 * `index.screen.yaml`, `/index%20copy` → `index copy.screen.yaml`. `undefined` when no file name
 * gives exactly that route (`/a%2Fb`, `/index`, a malformed escape).
 */
export function manifestFileFor(path: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  let segments: string[];
  try {
    segments = trimmed.split('/').slice(1).filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const rel = `${segments.length ? segments.join('/') : 'index'}${SCREEN_SUFFIX}`;
  return routePathOf(rel) === trimmed ? rel : undefined;
}

/**
 * The YAML a new screen starts from: valid as it is, with a heading and a placeholder to replace.
 * The first line points editors (yaml-language-server) at the manifest schema `console schema`
 * writes, `schemaPath` relative to the new file's folder.
 */
export function scaffoldManifest(
  title: string,
  layout: string,
  schemaPath = `../${SCREEN_SCHEMA_FILE}`,
): string {
  return [
    `# yaml-language-server: $schema=${schemaPath}`,
    `title: ${JSON.stringify(title)}`,
    `layout: ${layout}`,
    '# auth: true        # true (default): login required; exists; false: public',
    'body:',
    '  - type: text',
    `    text: ${JSON.stringify(`${title}: 이 화면의 내용을 여기에 적으세요.`)}`,
    '  - type: placeholder',
    '',
  ].join('\n');
}

export function newScreenCommand(o: {
  root: string;
  path: string;
  title?: string | undefined;
  layout: string;
  io: Io;
}): number {
  const path = o.path.startsWith('/') ? o.path : `/${o.path}`;
  if (!isRelativeUrl(path)) {
    o.io.err(
      `console new screen: "${o.path}" is not a relative URL (segments of letters, digits and @ - % _ ~).`,
    );
    return 1;
  }
  if (!(LAYOUTS as readonly string[]).includes(o.layout)) {
    o.io.err(
      `console new screen: unknown layout "${o.layout}"${didYouMean(o.layout, LAYOUTS)}; expected ${LAYOUTS.join(', ')}.`,
    );
    return 1;
  }
  const rel = manifestFileFor(path);
  if (rel === undefined) {
    o.io.err(
      `console new screen: no manifest file name gives exactly the route "${o.path}" (escaped slashes, a final "index" and malformed % escapes are not possible); choose another path.`,
    );
    return 1;
  }
  const file = join(o.root, SCREENS_DIR, rel);
  if (existsSync(file)) {
    o.io.err(`console new screen: ${SCREENS_DIR}/${rel} already exists; not overwriting it.`);
    return 1;
  }
  const route = routePathOf(rel);
  const clash = listScreenFiles(o.root).find((f) => routePathOf(f) === route);
  if (clash) {
    o.io.err(`console new screen: route "${route}" is already defined by ${SCREENS_DIR}/${clash}.`);
    return 1;
  }
  const title = o.title ?? route.split('/').pop() ?? '새 화면';
  mkdirSync(dirname(file), { recursive: true });
  const schemaPath = relative(dirname(file), join(o.root, SCREEN_SCHEMA_FILE)).split(sep).join('/');
  writeFileSync(file, scaffoldManifest(title || '새 화면', o.layout, schemaPath), { flag: 'wx' });
  o.io.out(`${SCREENS_DIR}/${rel}`);
  o.io.err(`created ${SCREENS_DIR}/${rel} for route ${route}; edit it, then run \`npx console dev\`.`);
  return 0;
}
