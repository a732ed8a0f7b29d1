import { parse } from 'yaml';

/** A JSON value of an OpenAPI document. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An OpenAPI document that could not be read; the message says why and what to do. */
export class OpenApiError extends Error {}

/**
 * Parses an OpenAPI 3.0 or 3.1 document, YAML or JSON (JSON is YAML). Throws OpenApiError when it
 * does not parse or is not OpenAPI 3 (a Swagger 2 document says so).
 */
export function readOpenApi(text: string, file: string): JsonObject {
  let doc: unknown;
  try {
    doc = parse(text, { maxAliasCount: 100 });
  } catch (e) {
    const at = (e as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    const why = (e instanceof Error ? e.message.split('\n')[0]! : String(e)).replace(
      / at line \d+, column \d+:?$/,
      '',
    );
    throw new OpenApiError(`${file}${at ? `:${at.line}:${at.col}` : ''}: not YAML or JSON: ${why}`);
  }
  if (!isObject(doc)) throw new OpenApiError(`${file}: an OpenAPI document is a mapping`);
  const version = doc.openapi;
  if (typeof version !== 'string' || !/^3\.[01]\./.test(version)) {
    const found = typeof doc.swagger === 'string' ? `Swagger ${doc.swagger}` : `openapi: ${String(version)}`;
    throw new OpenApiError(
      `${file}: expected an OpenAPI 3.0 or 3.1 document, found ${found}; convert it first (e.g. with swagger2openapi)`,
    );
  }
  if (!isObject(doc.paths)) throw new OpenApiError(`${file}: the document has no paths`);
  return doc;
}

/** The value at a local JSON pointer (`#/components/schemas/Order`), or undefined. */
function pointer(doc: JsonObject, ref: string): Json | undefined {
  let value: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    value = isObject(value) ? value[key] : Array.isArray(value) ? value[Number(key)] : undefined;
  }
  return value;
}

/**
 * A copy of `value` with every local `$ref` (`#/…`) replaced by what it points at, so a declaration
 * stands on its own. A reference to a schema being expanded (a recursive schema) becomes `{}` (any
 * value) at the point it recurs; a reference to another file or a URL is kept and reported through
 * `warn` (nothing is fetched).
 */
export function inlineRefs(doc: JsonObject, value: Json, warn: (message: string) => void): Json {
  const expanding: string[] = [];
  const visit = (v: Json): Json => {
    if (Array.isArray(v)) return v.map(visit);
    if (!isObject(v)) return v;
    const ref = v.$ref;
    if (typeof ref === 'string') {
      const { $ref: _, ...siblings } = v;
      if (!ref.startsWith('#/')) {
        warn(`kept $ref ${ref}: only references inside the document are resolved`);
        return v;
      }
      if (expanding.includes(ref)) return { ...visitAll(siblings) };
      const target = pointer(doc, ref);
      if (target === undefined) {
        warn(`kept $ref ${ref}: the document has nothing there`);
        return v;
      }
      expanding.push(ref);
      const resolved = visit(target);
      expanding.pop();
      return Object.keys(siblings).length && isObject(resolved)
        ? { ...resolved, ...visitAll(siblings) }
        : resolved;
    }
    return visitAll(v);
  };
  const visitAll = (o: JsonObject): JsonObject => {
    const out: JsonObject = {};
    for (const [k, x] of Object.entries(o)) out[k] = visit(x);
    return out;
  };
  return visit(value);
}
