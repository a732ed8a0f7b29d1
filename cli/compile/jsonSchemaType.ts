type JsonSchema = Record<string, unknown>;

const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A property name as TypeScript writes it: bare when it is an identifier, else quoted. */
export function propertyName(key: string): string {
  return IDENTIFIER.test(key) ? key : JSON.stringify(key);
}

const union = (parts: string[]): string => {
  const unique = [...new Set(parts)];
  if (unique.includes('unknown')) return 'unknown';
  return unique.length ? unique.join(' | ') : 'never';
};
/** Wraps a union or intersection so it can sit inside another type (an array's item, an intersection). */
const grouped = (type: string): string => (/[|&]/.test(type) && !/^[{(]/.test(type) ? `(${type})` : type);

const PRIMITIVES: Record<string, string> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  null: 'null',
};

/**
 * The TypeScript type of a value a JSON Schema accepts, written out at `indent` (for the generated
 * bridge types). The subset typed: `type` (one or a list), `const`, `enum`, `properties` with
 * `required` (an object with properties is closed unless `additionalProperties` opens it, so a
 * misspelt field is an error), `additionalProperties`,
 * `items`, `oneOf`/`anyOf` (a union), `allOf` (an intersection), OpenAPI 3.0's `nullable`; a
 * `description` becomes the property's doc comment. Anything else is `unknown` (what
 * `jsonSchemaProblems` reports).
 */
export function jsonSchemaType(schema: unknown, indent = ''): string {
  if (!isSchema(schema)) return 'unknown';
  let type = ownType(schema, indent);
  if (schema.nullable === true && type !== 'unknown' && type !== 'null' && !type.endsWith(' | null'))
    type = `${type} | null`;
  return type;
}

function ownType(s: JsonSchema, indent: string): string {
  if ('const' in s) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return union(s.enum.map((v) => JSON.stringify(v)));
  for (const k of ['oneOf', 'anyOf'] as const) {
    const list = s[k];
    if (Array.isArray(list)) return union(list.map((b) => jsonSchemaType(withSiblings(s, b, k), indent)));
  }
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map((p) => grouped(jsonSchemaType(p, indent)));
    const rest = { ...s };
    delete rest.allOf;
    const own = Object.keys(rest).some((k) => k !== 'description') ? [grouped(ownType(rest, indent))] : [];
    return [...own, ...parts].filter((p) => p !== 'unknown').join(' & ') || 'unknown';
  }
  const types = Array.isArray(s.type) ? s.type : s.type === undefined ? undefined : [s.type];
  if (types === undefined)
    return isSchema(s.properties) || s.additionalProperties !== undefined ? objectType(s, indent) : 'unknown';
  return union(
    types.map((t) => {
      if (typeof t !== 'string') return 'unknown';
      if (t === 'object') return objectType(s, indent);
      if (t === 'array') return `${grouped(jsonSchemaType(s.items, indent))}[]`;
      return PRIMITIVES[t] ?? 'unknown';
    }),
  );
}

/** A branch of `oneOf`/`anyOf` with the keywords written beside the list (`type`, `properties`). */
function withSiblings(s: JsonSchema, branch: unknown, list: string): unknown {
  if (!isSchema(branch)) return branch;
  const rest = { ...s };
  delete rest[list];
  delete rest.description;
  return Object.keys(rest).length ? { allOf: [rest, branch] } : branch;
}

function objectType(s: JsonSchema, indent: string): string {
  const props = isSchema(s.properties) ? s.properties : {};
  const required = new Set(Array.isArray(s.required) ? s.required.filter((r) => typeof r === 'string') : []);
  const inner = `${indent}  `;
  const lines: string[] = [];
  for (const key of Object.keys(props)) {
    const p = props[key];
    if (isSchema(p) && typeof p.description === 'string' && p.description.trim())
      lines.push(`${inner}/** ${p.description.trim().replace(/\*\//g, '* /').replace(/\s+/g, ' ')} */`);
    lines.push(`${inner}${propertyName(key)}${required.has(key) ? '' : '?'}: ${jsonSchemaType(p, inner)};`);
  }
  const extra = s.additionalProperties;
  const open =
    extra === true || isSchema(extra) ? jsonSchemaType(extra === true ? {} : extra, indent) : undefined;
  if (!lines.length)
    return extra === false ? 'Record<string, never>' : `Record<string, ${open ?? 'unknown'}>`;
  const body = `{\n${lines.join('\n')}\n${indent}}`;
  return open === undefined ? body : `${body} & Record<string, ${open}>`;
}
