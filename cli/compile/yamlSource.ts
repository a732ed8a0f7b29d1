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

// js-yaml's "core" schema keeps YAML 1.1 leftovers (0b10, 1_000, …) that `yaml` reads as strings.
// These types are YAML 1.2's core schema exactly, as `yaml` implements it, so both parsers agree.
/**
 * An implicit scalar type. `first` lists the characters a match can start with: every plain scalar
 * is offered to each type in turn, and most are Korean text, so one character test spares the
 * regular expression (a measurable share of `validate` at 1,000 screens).
 */
const scalar = (tag: string, first: string, re: RegExp, construct: (s: string) => unknown) =>
  new jsYaml.Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (s: string | null) => {
      const text = s ?? '';
      return (text === '' || first.includes(text[0]!)) && re.test(text);
    },
    construct,
  });
const CORE_1_2 = jsYaml.FAILSAFE_SCHEMA.extend({
  implicit: [
    scalar('null', '~nN', /^(?:~|null|Null|NULL|)$/, () => null),
    scalar('bool', 'tTfF', /^(?:true|True|TRUE|false|False|FALSE)$/, (s) => /^t/i.test(s)),
    scalar('int', '-+0123456789', /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/, (s) =>
      s.startsWith('0o')
        ? Number.parseInt(s.slice(2), 8)
        : s.startsWith('0x')
          ? Number.parseInt(s.slice(2), 16)
          : Number(s),
    ),
    scalar(
      'float',
      '-+.0123456789',
      /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
      (s) =>
        /inf/i.test(s) ? (s.startsWith('-') ? -Infinity : Infinity) : /nan/i.test(s) ? Number.NaN : Number(s),
    ),
  ],
});

/**
 * Texts the fast parser leaves to `yaml`: anchors, aliases and tags (alias bombs, unresolved
 * aliases), tabs, a quote left open at the end of a line (multi-line quoted scalars, where the two
 * parsers' rules differ), a flow collection (`{`, `[`) left open at the end of a line (js-yaml
 * accepts a continuation indented less than its block, `yaml` does not), and a comment glued to a
 * quote.
 */
function needsPositionedParser(text: string): boolean {
  // Anchors, aliases and tags start a node: at a line's start, after `- `, `: `, `[`, `{` or `,`.
  // A `*` inside text (`**강조**`, `!@#$%^&*()`) is not one and keeps the fast path.
  if (/(?:^[ ]*|[:-][ ]+|[[{,][ ]*)[&*!][^\s]/m.test(text) || text.includes('\t') || /["']#/.test(text))
    return true;
  const quoted = text.includes('"') || text.includes("'");
  for (const line of text.split('\n')) {
    let body = line;
    if (quoted) {
      body = line.replace(/\\"/g, '');
      if ((body.match(/"/g)?.length ?? 0) % 2 === 1) return true;
      body = body.replace(/"[^"]*"/g, '');
      if (/(?:^|[\s:[{,-])'/.test(body) && (body.match(/'/g)?.length ?? 0) % 2 === 1) return true;
      body = body.replace(/'[^']*'/g, '');
    }
    if (openFlow(body)) return true;
  }
  return false;
}

/** Whether a line (quoted text removed) opens more `{`/`[` than it closes. */
function openFlow(line: string): boolean {
  if (!line.includes('{') && !line.includes('[')) return false;
  let depth = 0;
  for (const ch of line) {
    if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') depth--;
  }
  return depth > 0;
}

/**
 * Fast parse without positions, for the common case of a valid file. `ok: false` whenever the text
 * is not plainly valid; callers then use parseYamlSource, the authority for diagnostics.
 */
export function parseYamlFast(text: string): { ok: true; data: unknown } | { ok: false } {
  if (needsPositionedParser(text)) return { ok: false };
  try {
    return { ok: true, data: jsYaml.load(text, { schema: CORE_1_2 }) };
  } catch {
    return { ok: false };
  }
}

/** Where to point for a YAML error: the opening quote of an unclosed string, never past the end. */
function errorOffset(text: string, err: { code: string; pos: [number, number]; message: string }): number {
  if (err.code === 'MISSING_CHAR' && /quote/.test(err.message)) {
    const quote = err.message.includes('"quote') ? '"' : "'";
    const open = text.lastIndexOf(quote, err.pos[0] - 1);
    if (open !== -1) return open;
  }
  return Math.min(err.pos[0], Math.max(0, text.trimEnd().length - 1));
}

/** First alias whose anchor is missing, or the first alias at all (for an alias-count overflow). */
function aliasOffset(doc: Document.Parsed): number {
  let first: number | undefined;
  let unresolved: number | undefined;
  yaml().visit(doc, {
    Alias(_, node) {
      const at = node.range?.[0] ?? 0;
      first ??= at;
      if (unresolved === undefined && !node.resolve(doc)) unresolved = at;
    },
  });
  return unresolved ?? first ?? 0;
}

export function parseYamlSource(file: string, text: string): YamlSource {
  const doc = yaml().parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  const syntax: Diagnostic[] = [];
  for (const err of doc.errors) {
    const at = errorOffset(text, err);
    syntax.push({
      file,
      ...lineCol(text, at),
      code: 'CON101',
      message: `YAML syntax error: ${firstLine(err.message)}`,
      source: { text, start: at, end: at },
    });
  }
  let data: unknown;
  if (syntax.length === 0) {
    try {
      data = doc.toJS({ maxAliasCount: 100 });
    } catch (e) {
      // Unresolved aliases and alias bombs surface only when converting; report them like syntax.
      const at = aliasOffset(doc);
      const why = e instanceof Error ? e.message : String(e);
      syntax.push({
        file,
        ...lineCol(text, at),
        code: 'CON101',
        message: `YAML syntax error: ${firstLine(why)}`,
        source: { text, start: at, end: at },
      });
    }
  }
  return { file, text, doc, data, syntax };
}

function firstLine(s: string): string {
  const i = s.indexOf('\n');
  return (i === -1 ? s : s.slice(0, i)).replace(/ at line \d+, column \d+:?$/, '');
}

/**
 * `file` parsed with positions on first use, then from memory: checks parse a file only when it
 * has something to report, and then once.
 */
export function yamlSourceCache(read: (file: string) => string): (file: string) => YamlSource {
  const sources = new Map<string, YamlSource>();
  return (file) => {
    let src = sources.get(file);
    if (!src) {
      src = parseYamlSource(file, read(file));
      sources.set(file, src);
    }
    return src;
  };
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
  const { line, col } = locate(src, path, key);
  return { line, col };
}

/** Where a diagnostic points: its position, data path and the span its code frame marks. */
export type Location = Pick<Diagnostic, 'line' | 'col' | 'path' | 'source'> & {
  /** Whether the whole path exists; when not, the location is its nearest existing ancestor. */
  found: boolean;
};

/**
 * Where a diagnostic about the value at `path` points, or about the key `key` of the mapping there
 * (an unknown key): the value (or key) itself, or one character at the nearest existing ancestor
 * when the path does not exist (a missing field).
 */
export function locate(src: YamlSource, path: readonly PathKey[], key?: string): Location {
  const { node, found } = walk(src.doc, path);
  const dataPath = path.filter((k): k is string | number => typeof k !== 'symbol');
  let span: readonly number[] | undefined = (found && node?.range) || undefined;
  if (key !== undefined) {
    const { isMap, isScalar } = yaml();
    const pair = isMap(node)
      ? node.items.find((p) => isScalar(p.key) && String(p.key.value) === key)
      : undefined;
    span = (pair?.key as Node | undefined)?.range ?? undefined;
    dataPath.push(key);
  }
  const start = span?.[0] ?? node?.range?.[0] ?? 0;
  const end = span?.[1] ?? start;
  return {
    ...lineCol(src.text, start),
    path: dataPath,
    source: { text: src.text, start, end },
    found: key === undefined ? found : span !== undefined,
  };
}

/** A diagnostic at `where` (see locate) in `src`. */
export function diagnosticAt(
  src: YamlSource,
  where: Location,
  code: Diagnostic['code'],
  message: string,
): Diagnostic {
  const { line, col, path, source } = where;
  const d: Diagnostic = { file: src.file, line, col, code, message };
  if (path?.length) d.path = path;
  if (source) d.source = source;
  return d;
}
