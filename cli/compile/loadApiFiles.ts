import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { apisSchema, type DeclaredApi } from '../../schemas/index.ts';
import type { Diagnostic } from './diagnostic.ts';
import { parseYamlFast, parseYamlSource } from './yamlSource.ts';
import { zodDiagnostics } from './zodDiagnostics.ts';

/** The folder of API files, at the project root. */
export const APIS_DIR = 'apis';
export const API_FILE_SUFFIX = '.api.yaml';

/** One `apis/**\/*.api.yaml` as read: a mapping of API names to declarations, like `apis`. */
export interface ApiFile {
  /** Relative to the root, e.g. `apis/shop.api.yaml`. */
  file: string;
  text: string;
  /** The valid declarations; empty when the file has a problem. */
  apis: Record<string, DeclaredApi>;
  /**
   * The names the file declares, valid or not (its keys); undefined when it does not parse into a
   * mapping, so what it declares is unknown.
   */
  names: readonly string[] | undefined;
  diagnostics: Diagnostic[];
}

/** Every `*.api.yaml` under `apis/`, relative to the root, sorted. */
export function listApiFiles(root: string): string[] {
  const dir = join(root, APIS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((n) => n.endsWith(API_FILE_SUFFIX))
    .map((n) => `${APIS_DIR}/${n.split('\\').join('/')}`)
    .sort();
}

const isMapping = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads one API file: the fast parse when it is valid, the positioned one when not. */
export function readApiFile(file: string, text: string): ApiFile {
  const fast = parseYamlFast(text);
  if (fast.ok && (fast.data === undefined || fast.data === null))
    return { file, text, apis: {}, names: [], diagnostics: [] };
  if (fast.ok && isMapping(fast.data)) {
    const r = apisSchema.safeParse(fast.data);
    if (r.success) return { file, text, apis: r.data, names: Object.keys(r.data), diagnostics: [] };
  }
  const src = parseYamlSource(file, text);
  if (src.syntax.length) return { file, text, apis: {}, names: undefined, diagnostics: src.syntax };
  if (src.data === undefined || src.data === null)
    return { file, text, apis: {}, names: [], diagnostics: [] };
  if (!isMapping(src.data)) {
    const diagnostic: Diagnostic = {
      file,
      line: 1,
      col: 1,
      code: 'CON104',
      message: 'an API file must be a YAML mapping of API names (shop.orders) to their declarations',
      source: { text, start: 0, end: 0 },
    };
    return { file, text, apis: {}, names: undefined, diagnostics: [diagnostic] };
  }
  const r = apisSchema.safeParse(src.data);
  return {
    file,
    text,
    apis: r.success ? r.data : {},
    names: Object.keys(src.data),
    diagnostics: r.success ? [] : zodDiagnostics(src, apisSchema, r.error.issues),
  };
}
