import { API_NAMES } from '../../schemas/api/catalogue.ts';
import type { ConsoleConfig, DeclaredApi } from '../../schemas/index.ts';
import { bodyKeys, rowKeys } from './apiSchemaKeys.ts';
import type { Diagnostic, DiagnosticCode } from './diagnostic.ts';
import { didYouMean } from './didYouMean.ts';
import type { DataPath } from './walkBlocks.ts';
import { diagnosticAt, locate, yamlSourceCache } from './yamlSource.ts';

/**
 * Names inside a valid config that must resolve within it: each declared API's `upstream` is a key
 * of `upstreams` (CON313), no declared API takes a catalogue name (CON314), and the fields a
 * `personal` declaration names are fields of the answer where a `response` schema says (CON320). A diagnostic points
 * into the API file that declares the API (`apiFiles`: name → file), else at the last of `files`
 * (the profile overlay, then the base file) that holds the value.
 */
export function checkConfigReferences(
  config: ConsoleConfig,
  read: (file: string) => string,
  files: readonly string[],
  apiFiles: ReadonlyMap<string, string> = new Map(),
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const sourceOf = yamlSourceCache(read);
  /** `path` is inside the mapping of APIs (`apis` of a config file, or a whole API file). */
  const report = (code: DiagnosticCode, name: string, path: DataPath, message: string, key?: string) => {
    const apiFile = apiFiles.get(name);
    const candidates: [string, DataPath][] = apiFile
      ? [[apiFile, path]]
      : [...files].reverse().map((file) => [file, ['apis', ...path]]);
    const located = candidates.map(([file, at]) => {
      const src = sourceOf(file);
      return { src, where: locate(src, at, key) };
    });
    const hit = located.find((l) => l.where.found) ?? located[located.length - 1];
    if (hit) out.push(diagnosticAt(hit.src, hit.where, code, message));
  };
  const upstreams = Object.keys(config.upstreams);
  for (const [name, api] of Object.entries(config.apis)) {
    if ((API_NAMES as readonly string[]).includes(name)) {
      report(
        'CON314',
        name,
        [],
        `API name "${name}" is a call of the catalogue; give the declared API another name (e.g. prefixed with its upstream)`,
        name,
      );
    }
    if (api.personal) personalProblems(name, api, report);
    if (!upstreams.includes(api.upstream)) {
      report(
        'CON313',
        name,
        [name, 'upstream'],
        upstreams.length
          ? `API ${name} names upstream "${api.upstream}", which is not declared${didYouMean(api.upstream, upstreams)}; upstreams are ${upstreams.join(', ')}`
          : `API ${name} names upstream "${api.upstream}", but no upstream is declared; add it under \`upstreams\` with its url`,
      );
    }
  }
  return out;
}

type Report = (code: DiagnosticCode, name: string, path: DataPath, message: string, key?: string) => void;

/**
 * CON320: `personal` on a download (a file the server cannot mask), or a subject or personal field
 * that the rows (or, without `rows`, the answer body) of the API's `response` schema do not have.
 */
function personalProblems(name: string, api: DeclaredApi, report: Report): void {
  const personal = api.personal;
  if (!personal) return;
  if (api.download) {
    report(
      'CON320',
      name,
      [name, 'personal'],
      `API ${name} answers a file (download: true), which the server cannot mask: declare personal data on the API that answers the rows as JSON, and export those (the export is masked and recorded)`,
      'personal',
    );
    return;
  }
  const known = api.rows ? rowKeys(api) : bodyKeys(api);
  if (known === undefined) return;
  const where = api.rows ? 'rows' : 'answer body';
  const unknown = (field: string) =>
    `unknown field "${field}" in ${name}'s ${where}${didYouMean(field, known)}; its response schema gives ${known.join(', ')}`;
  if (!known.includes(personal.subject))
    report('CON320', name, [name, 'personal', 'subject'], `personal subject: ${unknown(personal.subject)}`);
  for (const field of Object.keys(personal.fields)) {
    if (!known.includes(field))
      report('CON320', name, [name, 'personal', 'fields'], `personal field: ${unknown(field)}`, field);
  }
}
