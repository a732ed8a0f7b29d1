type JsonSchema = Record<string, unknown>;

const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A value a JSON Schema accepts, for the mock native host to send and answer: the schema's own
 * `examples[0]`, `example`, `default`, `const` or first `enum` value, else one made by type (every
 * listed property, one array item, `''`, `0`, `false`). Deterministic.
 */
export function jsonSchemaSample(schema: unknown): unknown {
  if (!isSchema(schema)) return null;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  for (const k of ['example', 'default', 'const'] as const) if (k in schema) return schema[k];
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  for (const k of ['oneOf', 'anyOf'] as const) {
    const list = schema[k];
    if (Array.isArray(list) && list.length) return jsonSchemaSample(list[0]);
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map(jsonSchemaSample);
    return parts.every(isSchema) ? Object.assign({}, ...parts) : (parts[0] ?? null);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? types[0];
  if (type === 'object' || (type === undefined && isSchema(schema.properties))) {
    const props = isSchema(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? schema.required : [];
    // Optional properties only when the schema gives them a value of their own.
    const kept = Object.entries(props).filter(([k, v]) => required.includes(k) || hasOwnValue(v));
    return Object.fromEntries(kept.map(([k, v]) => [k, jsonSchemaSample(v)]));
  }
  if (type === 'array') return isSchema(schema.items) ? [jsonSchemaSample(schema.items)] : [];
  if (type === 'string') return '';
  if (type === 'number' || type === 'integer') return 0;
  if (type === 'boolean') return false;
  return null;
}

/** The schema names a value itself (`examples`, `example`, `default`, `const`, `enum`). */
function hasOwnValue(schema: unknown): boolean {
  return (
    isSchema(schema) &&
    ((Array.isArray(schema.examples) && schema.examples.length > 0) ||
      'example' in schema ||
      'default' in schema ||
      'const' in schema ||
      (Array.isArray(schema.enum) && schema.enum.length > 0))
  );
}
