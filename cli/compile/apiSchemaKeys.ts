import { type DeclaredApi, pathParameters } from '../../schemas/index.ts';

type JsonSchema = Record<string, unknown>;

const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The schemas a value of `schema` may match: itself, the parts of `allOf`, and every branch of
 * `oneOf`/`anyOf` (a key of any branch is a known key).
 */
function parts(schema: JsonSchema): JsonSchema[] {
  const out = [schema];
  for (const k of ['allOf', 'oneOf', 'anyOf'])
    if (Array.isArray(schema[k])) for (const s of schema[k]) if (isSchema(s)) out.push(...parts(s));
  return out;
}

/**
 * The property names an object of `schema` has, or undefined when they are open: no `properties`
 * anywhere, or `additionalProperties`/`patternProperties` that let other keys in (an unresolved
 * `$ref` leaves them open too).
 */
export function objectKeys(schema: unknown): string[] | undefined {
  if (!isSchema(schema)) return undefined;
  const all = parts(schema);
  if (all.some((s) => typeof s.$ref === 'string' || s.patternProperties !== undefined)) return undefined;
  if (all.some((s) => s.additionalProperties === true || isSchema(s.additionalProperties))) return undefined;
  const keys = all.flatMap((s) => (isSchema(s.properties) ? Object.keys(s.properties) : []));
  return keys.length ? [...new Set(keys)] : undefined;
}

/** The schema of property `key` of an object of `schema` (through allOf/oneOf/anyOf), if any. */
export function propertySchema(schema: unknown, key: string): JsonSchema | undefined {
  if (!isSchema(schema)) return undefined;
  for (const s of parts(schema)) {
    const value = isSchema(s.properties) ? s.properties[key] : undefined;
    if (isSchema(value)) return value;
  }
  return undefined;
}

/** The item schema of an array `schema`, if it states one. */
function itemSchema(schema: unknown): JsonSchema | undefined {
  if (!isSchema(schema)) return undefined;
  for (const s of parts(schema)) if (isSchema(s.items)) return s.items;
  return undefined;
}

/**
 * The schema of the answer's `body`: the console's envelope (`{ resultCode, resultMessage, body }`)
 * has it under `body`; any other answer is the body itself.
 */
export function answerBodySchema(response: unknown): JsonSchema | undefined {
  if (!isSchema(response)) return undefined;
  const keys = objectKeys(response);
  if (keys?.includes('resultCode') && keys.includes('body')) return propertySchema(response, 'body');
  return response;
}

/** The schema of one of a declared API's rows (its `response`, the `rows` path, the items), if stated. */
export function rowSchema(api: DeclaredApi): JsonSchema | undefined {
  let schema: unknown = answerBodySchema(api.response);
  for (const key of api.rows?.split('.') ?? []) schema = propertySchema(schema, key);
  return itemSchema(schema);
}

/** The property names of a declared API's rows (its `response`, the `rows` path, the items); undefined when unknown. */
export function rowKeys(api: DeclaredApi): string[] | undefined {
  return objectKeys(rowSchema(api));
}

/** The property names of a declared API's answer body (a record: a details block, a form's load). */
export function bodyKeys(api: DeclaredApi): string[] | undefined {
  return objectKeys(answerBodySchema(api.response));
}

/**
 * The names a call of a declared API may carry (its `request` properties and its path's `{name}`
 * segments); undefined when its request schema does not list them.
 */
export function requestKeys(api: DeclaredApi): string[] | undefined {
  const keys = objectKeys(api.request);
  if (keys === undefined) return undefined;
  return [...new Set([...keys, ...pathParameters(api.path)])];
}
