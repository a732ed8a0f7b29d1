import { createRequire } from 'node:module';
import jsYaml from 'js-yaml';
import type { Document, Node } from 'yaml';
import type { Diagnostic } from './diagnostic.ts';

/** A parsed YAML file that can turn a data path into `line:col`. */
export interface YamlSource {
  file: string;
  text: string;
  doc: Document.Parsed;
  /** Plain data of the document (undefined for an empty file). */
  data: unknown;
  /** YAML syntax errors, already positioned. */
  syntax: Diagnostic[];
}

// `yaml` gives source positions but costs ten times what js-yaml does and 20 ms to import, so it
// is loaded only when a file has a problem to report (see parseYamlFast).
let yamlLib: typeof import('yaml') | undefined;
const yaml = () => {
  yamlLib ??= createRequire(import.meta.url)('yaml') as typeof import('yaml');
  return yamlLib;
};

/**
 * Fast parse without positions (YAML 1.2 core schema, like `yaml`); `undefined` when the text is not
 * valid YAML. Callers fall back to parseYamlSource for diagnostics.
 */
export function parseYamlFast(text: string): { ok: true; data: unknown } | { ok: false } {
  try {
    return { ok: true, data: jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA }) };
  } catch {
    return { ok: false };
  }
}

export function parseYamlSource(file: string, text: string): YamlSource {
  const doc = yaml().parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  const syntax: Diagnostic[] = [];
  for (const err of doc.errors) {
    const { line, col } = lineCol(text, err.pos[0]);
    syntax.push({ file, line, col, code: 'CON101', message: `YAML syntax error: ${firstLine(err.message)}` });
  }
  const data = syntax.length === 0 ? doc.toJS({ maxAliasCount: 100 }) : undefined;
  return { file, text, doc, data, syntax };
}

function firstLine(s: string): string {
  const i = s.indexOf('\n');
  return (i === -1 ? s : s.slice(0, i)).replace(/ at line \d+, column \d+:?$/, '');
}

/** 1-based line and column of a character offset. */
export function lineCol(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, col: end - start + 1 };
}

type PathKey = string | number | symbol;

/** The deepest existing node along `path`, and whether the whole path was found. */
function walk(doc: Document.Parsed, path: readonly PathKey[]): { node: Node | null; found: boolean } {
  const { isMap, isPair, isScalar, isSeq } = yaml();
  let node: Node | null = doc.contents;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(key));
      if (!pair || !isPair(pair)) return { node, found: false };
      node = (pair.value as Node | null) ?? (pair.key as Node);
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined;
      if (!item) return { node, found: false };
      node = item;
    } else {
      return { node, found: false };
    }
  }
  return { node, found: true };
}

/** Position of the value at `path`, or of its nearest existing ancestor. */
export function positionOf(
  src: YamlSource,
  path: readonly PathKey[],
): { line: number; col: number; found: boolean } {
  const { node, found } = walk(src.doc, path);
  const offset = node?.range?.[0] ?? 0;
  return { ...lineCol(src.text, offset), found };
}

/** Position of the key `key` inside the mapping at `path` (for unknown keys). */
export function keyPositionOf(
  src: YamlSource,
  path: readonly PathKey[],
  key: string,
): { line: number; col: number } {
  const { node } = walk(src.doc, path);
  const { isMap, isScalar } = yaml();
  if (isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
    const k = pair?.key as Node | undefined;
    if (k?.range) return lineCol(src.text, k.range[0]);
  }
  return lineCol(src.text, node?.range?.[0] ?? 0);
}
