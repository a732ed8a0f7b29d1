import { didYouMean } from './didYouMean.ts';
import type { DataPath } from './walkBlocks.ts';

type JsonSchema = Record<string, unknown>;

const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON Schema's types. */
export const JSON_SCHEMA_TYPES = [
  'string',
  'number',
  'integer',
  'boolean',
  'null',
  'object',
  'array',
] as const;

/** Something in a schema that `jsonSchemaType` cannot type: where (inside the schema) and why. */
export interface JsonSchemaProblem {
  path: DataPath;
  /** The problem is about this key of the mapping at `path` (an unknown or unsupported keyword). */
  key?: string;
  message: string;
}

/**
 * What keeps a JSON Schema from becoming an exact TypeScript type (`jsonSchemaType`): a `type` that
 * is no JSON Schema type (a typo would silently type the field `unknown`), `required` naming a
 * property `properties` does not list, a `$ref` (nothing to resolve it against: write the schema
 * inline), and keywords whose value is not a schema or a list where one is expected.
 */
export function jsonSchemaProblems(schema: unknown, path: DataPath = []): JsonSchemaProblem[] {
  if (!isSchema(schema))
    return [
      { path, message: `a schema is a mapping (type, properties, items, …), got ${JSON.stringify(schema)}` },
    ];
  const out: JsonSchemaProblem[] = [];
  if (schema.$ref !== undefined)
    out.push({
      path,
      key: '$ref',
      message:
        '$ref is not supported in an interface schema (there is nothing to resolve it against); write the schema inline',
    });
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  types.forEach((t, i) => {
    if (typeof t === 'string' && (JSON_SCHEMA_TYPES as readonly string[]).includes(t)) return;
    out.push({
      path: Array.isArray(schema.type) ? [...path, 'type', i] : [...path, 'type'],
      message: `unknown type ${JSON.stringify(t)}${typeof t === 'string' ? didYouMean(t, JSON_SCHEMA_TYPES) : ''}; a type is one of ${JSON_SCHEMA_TYPES.join(', ')}`,
    });
  });
  if (schema.properties !== undefined) {
    if (!isSchema(schema.properties))
      out.push({
        path: [...path, 'properties'],
        message: 'properties is a mapping of property names to schemas',
      });
    else
      for (const [key, value] of Object.entries(schema.properties))
        out.push(...jsonSchemaProblems(value, [...path, 'properties', key]));
  }
  if (schema.required !== undefined) {
    const listed = isSchema(schema.properties) ? Object.keys(schema.properties) : undefined;
    if (!Array.isArray(schema.required))
      out.push({ path: [...path, 'required'], message: 'required is a list of property names' });
    else
      schema.required.forEach((name, i) => {
        if (typeof name !== 'string')
          out.push({ path: [...path, 'required', i], message: 'required is a list of property names' });
        else if (listed && !listed.includes(name) && !isOpen(schema))
          out.push({
            path: [...path, 'required', i],
            message: `required names "${name}", which properties do not list${didYouMean(name, listed)}; properties are ${listed.join(', ') || '(none)'}`,
          });
      });
  }
  for (const k of ['items', 'additionalProperties'] as const) {
    const v = schema[k];
    if (v === undefined || (k === 'additionalProperties' && typeof v === 'boolean')) continue;
    out.push(...jsonSchemaProblems(v, [...path, k]));
  }
  for (const k of ['oneOf', 'anyOf', 'allOf'] as const) {
    const v = schema[k];
    if (v === undefined) continue;
    if (!Array.isArray(v) || !v.length)
      out.push({ path: [...path, k], message: `${k} is a non-empty list of schemas` });
    else
      v.forEach((branch, i) => {
        out.push(...jsonSchemaProblems(branch, [...path, k, i]));
      });
  }
  if (schema.enum !== undefined && (!Array.isArray(schema.enum) || !schema.enum.length))
    out.push({ path: [...path, 'enum'], message: 'enum is a non-empty list of the allowed values' });
  return out;
}

/** `additionalProperties` lets keys other than the listed ones in. */
const isOpen = (s: JsonSchema) => s.additionalProperties === true || isSchema(s.additionalProperties);
