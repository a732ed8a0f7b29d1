import { formatCodeFrame } from './formatCodeFrame.ts';

/** A data path into a YAML document: mapping keys and list indices, e.g. `['body', 2, 'fields']`. */
export type DataPath = readonly (string | number)[];

/**
 * One problem found in an integrator's input, printed as `file:line:col CODE message`, then (when
 * known) the data path and a code frame of the source.
 */
export interface Diagnostic {
  /** Path relative to the project root, with `/` separators. */
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  col: number;
  code: DiagnosticCode;
  message: string;
  /** Data path of the value the problem is about; absent for a problem of the whole file. */
  path?: DataPath;
  /**
   * The file's text and the offending span (character offsets, end exclusive) for the code frame;
   * absent when there is no source to show (a missing file, an environment variable).
   */
  source?: { text: string; start: number; end: number };
}

/**
 * Stable diagnostic codes. A code is never reused for another meaning; docs/diagnostics.md lists them.
 * 1xx: files and YAML, 2xx: schema, 3xx: routes and references, 4xx: generated output.
 */
export const DIAGNOSTIC_CODES = {
  CON100: 'config file not found',
  CON101: 'YAML syntax error',
  CON103: 'unknown profile',
  CON104: 'document is not a mapping',
  CON201: 'unknown key',
  CON202: 'value not one of the allowed options',
  CON203: 'required field missing',
  CON204: 'invalid value',
  CON205: 'component and body both given',
  CON206: 'unknown block type',
  CON301: 'duplicate route path',
  CON302: 'path does not match the file location',
  CON303: 'component file not found',
  CON304: 'file location is not a valid route path',
  CON305: 'link or navigation to an unknown route',
  CON306: 'unknown validator',
  CON307: 'unknown format',
  CON308: 'unknown mask type',
  CON309: 'unknown common-code group',
  CON310: 'unknown API name',
  CON311: 'unknown popup or grid id, or a duplicate grid id',
  CON312: 'bad validator parameter',
  CON313: 'declared API names an unknown upstream',
  CON314: 'declared API name taken by the catalogue',
  CON315: "a column or row key the declared API's response schema does not have",
  CON316: "a parameter or field name the declared API's request schema does not have",
  CON317: 'declared API declared in more than one place',
  CON318: 'a file field sent to a declared API whose files do not list it',
  CON319: "an interface definition's request or response schema that cannot be typed",
  CON320:
    "a personal field the declared API's response schema does not have, or personal data declared on a download",
  CON401: 'generated file is stale',
} as const;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;

/** `body[2].fields[0].validators`: keys joined with dots, list indices in brackets. */
export function formatDataPath(path: DataPath): string {
  let out = '';
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : out ? `.${k}` : k;
  return out;
}

/**
 * How every command prints a diagnostic: `file:line:col CODE message` on the first line, then
 * `  at <data path>` and a code frame when the diagnostic knows them. The frame is built here, at
 * print time, so only printed diagnostics pay for it.
 */
export function formatDiagnostic(d: Diagnostic): string {
  let out = `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`;
  if (d.path?.length) out += `\n  at ${formatDataPath(d.path)}`;
  if (d.source) out += `\n${formatCodeFrame(d.source.text, d.source.start, d.source.end)}`;
  return out;
}

/** Sorted by file, line, column, code: the order `validate` prints. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.col - b.col ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}
