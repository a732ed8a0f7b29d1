import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { API_FILE_SUFFIX, APIS_DIR, formatDiagnostic, loadConfig } from '../compile/index.ts';
import type { Io } from '../io.ts';
import { apiFileText, importOpenApi, OpenApiError, readOpenApi } from '../openapi/index.ts';

const NAME_PART = /^[A-Za-z][A-Za-z0-9_-]*$/;

const readOrUndefined = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** A path as the header and messages show it: relative to the root, `/`-separated. */
const shown = (root: string, file: string) => relative(root, file).split('\\').join('/') || '.';

/**
 * `console api import <openapi> --upstream <name> [--prefix <name>] [--out <file>] [--check]`:
 * writes the declared APIs of an OpenAPI 3 document into an API file (default
 * `apis/<upstream>.api.yaml`), only when its content changes, then reports what the project's
 * checks say about it.
 */
export function apiImportCommand(o: {
  root: string;
  input: string;
  upstream: string;
  prefix?: string | undefined;
  out?: string | undefined;
  check: boolean;
  io: Io;
}): number {
  if (!NAME_PART.test(o.upstream)) {
    o.io.err(`--upstream "${o.upstream}": an upstream name is a letter, then letters, digits, _ or -`);
    return 1;
  }
  if (o.prefix !== undefined && !o.prefix.split('.').every((p) => NAME_PART.test(p))) {
    o.io.err(`--prefix "${o.prefix}": a prefix is one or more dotted names (shop, shop.v2)`);
    return 1;
  }
  const inputFile = resolve(o.root, o.input);
  const text = readOrUndefined(inputFile);
  if (text === undefined) {
    o.io.err(`${o.input}: not found (looked for ${shown(o.root, inputFile)})`);
    return 1;
  }
  const outRel = o.out ?? `${APIS_DIR}/${o.upstream}${API_FILE_SUFFIX}`;
  const outFile = resolve(o.root, outRel);
  const out = shown(o.root, outFile);
  let result: ReturnType<typeof importOpenApi>;
  let title: string | undefined;
  let serverUrl: string | undefined;
  try {
    const doc = readOpenApi(text, o.input);
    const info = doc.info as { title?: unknown; version?: unknown } | undefined;
    if (typeof info?.title === 'string')
      title = typeof info.version === 'string' ? `${info.title} ${info.version}` : info.title;
    const first = Array.isArray(doc.servers) ? (doc.servers[0] as { url?: unknown } | undefined) : undefined;
    if (typeof first?.url === 'string' && /^https?:\/\//.test(first.url)) serverUrl = first.url;
    result = importOpenApi(doc, { upstream: o.upstream, prefix: o.prefix });
  } catch (e) {
    if (!(e instanceof OpenApiError)) throw e;
    o.io.err(e.message);
    return 1;
  }
  for (const w of result.warnings) o.io.err(`warning: ${w}`);
  const source = isAbsolute(o.input) ? shown(o.root, inputFile) : o.input.split('\\').join('/');
  const command = [
    `npx console api import ${source} --upstream ${o.upstream}`,
    ...(o.prefix === undefined ? [] : [`--prefix ${o.prefix}`]),
    ...(o.out === undefined ? [] : [`--out ${out}`]),
  ].join(' ');
  const content = apiFileText(result.apis, { command, title });
  const count = Object.keys(result.apis).length;
  const same = readOrUndefined(outFile) === content;
  if (o.check) {
    if (same) {
      o.io.err(`ok: ${out} is up to date (${count} APIs).`);
      return 0;
    }
    o.io.out(`${out}:1:1 CON401 generated file is out of date; run \`${command}\``);
    return 1;
  }
  if (!same) {
    mkdirSync(dirname(outFile), { recursive: true });
    writeFileSync(outFile, content);
  }
  o.io.err(`${same ? `${out} is up to date; nothing written` : `wrote ${out}`} (${count} APIs).`);
  if (!out.startsWith(`${APIS_DIR}/`) || !out.endsWith(API_FILE_SUFFIX)) {
    o.io.err(
      `note: only ${APIS_DIR}/**/*${API_FILE_SUFFIX} files are read; move it there to declare these APIs.`,
    );
    return 0;
  }
  // The declarations are only half of it: the upstream must be declared, and no name taken twice.
  const { diagnostics } = loadConfig({ root: o.root });
  for (const d of diagnostics) o.io.out(formatDiagnostic(d));
  if (serverUrl && diagnostics.some((d) => d.code === 'CON313' && d.file === out))
    o.io.err(
      `declare the upstream in console.config.yaml, e.g.\nupstreams:\n  ${o.upstream}:\n    url: ${serverUrl}   # the document's first server`,
    );
  if (diagnostics.length)
    o.io.err(
      `${diagnostics.length} problem(s) in the config with it; \`npx console validate\` shows them too.`,
    );
  return 0;
}
