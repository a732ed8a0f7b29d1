import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlockType, FieldType } from '../../schemas/blocks/index.ts';

/** The client module that maps every block and field type to its view: the one the compiler reads. */
export const VIEW_REGISTRY = 'runtime/client/viewRegistry.ts';

/** The view file (relative to the project root, `/`-separated) of each block and field type. */
export interface ViewRegistry {
  /** The module exporting `createScreenComponent`. */
  factory: string;
  blocks: Readonly<Record<BlockType, string>>;
  fields: Readonly<Record<FieldType, string>>;
  /** The modules of the generated route tree and login screen (`ROUTE_MODULES`). */
  routes: Readonly<Record<'rootRoute' | 'authErrorRoute' | 'screenRoute' | 'defaultLoginScreen', string>>;
}

/** The `type: () => import('./file')` entries of the object literal `export const <name> = { … }`. */
function entriesOf(source: string, name: string): Map<string, string> {
  const start = source.indexOf(`export const ${name} = {`);
  if (start < 0) throw new Error(`${VIEW_REGISTRY}: no \`export const ${name} = {\``);
  const end = source.indexOf('\n}', start);
  const entries = new Map<string, string>();
  for (const m of source.slice(start, end).matchAll(/^\s*(\w+): \(\) => import\('(\.[^']+)'\),?$/gm)) {
    entries.set(m[1]!, m[2]!);
  }
  return entries;
}

/**
 * The console's own folder, whose runtime the CLI compiles screens for: two folders up from this
 * file, and from the CLI's bundle (dist/cli/console.cjs, where import.meta.url is the bundle's).
 */
const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The view registry of the console's runtime, read from its source (`BLOCK_VIEWS`, `FIELD_VIEWS`):
 * the compiler never formats a view's file name. tsc checks that the registry names a view for
 * every type and that each file exists (`satisfies`); what this reads is that map.
 */
export function readViewRegistry(
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): ViewRegistry {
  const source = read(join(PACKAGE_ROOT, VIEW_REGISTRY));
  const folder = posix.dirname(VIEW_REGISTRY);
  const resolve = (entries: Map<string, string>) =>
    Object.fromEntries([...entries].map(([type, spec]) => [type, posix.join(folder, spec)]));
  const factory = /^export const SCREEN_FACTORY = \(\) => import\('(\.[^']+)'\);$/m.exec(source)?.[1];
  if (!factory) throw new Error(`${VIEW_REGISTRY}: no \`export const SCREEN_FACTORY = () => import('…')\``);
  return {
    factory: posix.join(folder, factory),
    blocks: resolve(entriesOf(source, 'BLOCK_VIEWS')) as ViewRegistry['blocks'],
    fields: resolve(entriesOf(source, 'FIELD_VIEWS')) as ViewRegistry['fields'],
    routes: resolve(entriesOf(source, 'ROUTE_MODULES')) as ViewRegistry['routes'],
  };
}

let cached: ViewRegistry | undefined;

/**
 * The view registry, read once per process: every screen module and every generation asks for it,
 * and it changes only with the runtime's own source (a new block type changes the schemas too, which a
 * running CLI has loaded already: it needs a restart either way).
 */
export function viewRegistry(): ViewRegistry {
  cached ??= readViewRegistry();
  return cached;
}
