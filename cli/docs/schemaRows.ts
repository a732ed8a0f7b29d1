import { z } from 'zod';

/** One documented key of a schema: its dotted path, the type as text, its default and its meaning. */
export interface SchemaRow {
  /** `title`, `items[].label`, `upstreams.<name>.url`. */
  key: string;
  /** Markdown: `string`, `integer 1–4`, `"info" \| "warning"`, a link to a named section. */
  type: string;
  /** Markdown: the default as JSON in backticks, `required`, or `—`. */
  default: string;
  description: string;
}

type Json = Record<string, unknown>;

/**
 * Schemas documented in sections of their own (a link in a row instead of their keys): the zod
 * schema, the link's target (`#field`, `../fields.md`) and its text.
 */
export type NamedSchemas = ReadonlyMap<z.core.$ZodType, { href: string; label: string }>;

const REFERENCE_KINDS: Record<string, string> = {
  validator: 'validator name',
  format: 'format name',
  mask: 'mask name',
  codeGroup: 'code group',
  api: 'API name',
  popup: 'popup id',
  grid: 'grid id',
};

const defOf = (s: z.core.$ZodType) => s._zod.def;

/**
 * JSON Schema of `schema` as its input is written, named schemas reduced to `{ "x-doc": … }`. A
 * named schema given a description where it is used (`actionSchema.describe(…)`, a clone with the
 * same definition) is named too, and keeps that description.
 */
function jsonOf(schema: z.core.$ZodType, named: NamedSchemas): Json {
  const byDef = new Map([...named].map(([s, doc]) => [defOf(s), { doc, original: s }]));
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      const found = byDef.get(defOf(ctx.zodSchema));
      if (!found || defOf(ctx.zodSchema) === defOf(schema)) return;
      const js = ctx.jsonSchema as Json;
      const description = ctx.zodSchema === found.original ? undefined : js.description;
      for (const key of Object.keys(js)) delete js[key];
      js['x-doc'] = found.doc;
      if (description !== undefined) js.description = description;
    },
  }) as Json;
}

const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** A sentence "Default …." at the end of a description, which the default column already shows. */
const TRAILING_DEFAULT = /\s*\bDefault\b[^.]*(\.[^.\s][^.]*)*\.?\s*$/;

/** An object among a union's options, by its keys: `{ alert, title, then }`. */
const keysText = (node: Json) => `\`{ ${Object.keys(node.properties as Json).join(', ')} }\``;

/** The text of a JSON Schema node's type, for a table cell. */
export function typeText(node: Json, defs: Json): string {
  if (typeof node.$ref === 'string') return typeText(defs[node.$ref.split('/').pop() ?? ''] as Json, defs);
  const doc = node['x-doc'] as { href: string; label: string } | undefined;
  if (doc) return `[${doc.label}](${doc.href})`;
  if (typeof node.consoleRef === 'string') return REFERENCE_KINDS[node.consoleRef] ?? 'string';
  if ('const' in node) return code(node.const);
  if (Array.isArray(node.enum)) return node.enum.map(code).join(' \\| ');
  const options = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (options) {
    const texts = options.map((o) => (o.properties ? keysText(o) : typeText(o, defs)));
    return [...new Set(texts)].join(' or ');
  }
  if (node.type === 'array') return `list of ${typeText((node.items as Json | undefined) ?? {}, defs)}`;
  if (node.type === 'object') {
    if (node.properties) return 'object';
    const values = node.additionalProperties;
    return values && typeof values === 'object' && Object.keys(values).length > 0
      ? `map of ${typeText(values as Json, defs)}`
      : 'object';
  }
  if (Array.isArray(node.type)) return node.type.join(' or ');
  if (typeof node.type !== 'string') return 'any';
  // zod's int() carries the safe-integer bounds; only bounds a schema sets are worth showing.
  const bound = (n: unknown) =>
    typeof n === 'number' && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;
  const min = bound(node.minimum);
  const max = bound(node.maximum);
  if (min !== undefined && max !== undefined) return `${node.type} ${min}–${max}`;
  if (min !== undefined) return `${node.type} ≥ ${min}`;
  if (max !== undefined) return `${node.type} ≤ ${max}`;
  return node.type;
}

/** A record's entries, when its values are objects whose keys are worth a row each. */
const recordValues = (node: Json): Json | undefined => {
  const values = node.additionalProperties as Json | undefined;
  return node.type === 'object' && !node.properties && values?.type === 'object' && values.properties
    ? values
    : undefined;
};

/**
 * Every key of an object schema, depth first in declaration order: nested objects and lists of
 * objects give `a.b` and `a[].b` rows, maps of objects `a.<name>.b`; named schemas stop as a link.
 * `skip` names keys left out (a block's `type`, a file's `$schema`).
 */
export function schemaRows(
  schema: z.core.$ZodType,
  named: NamedSchemas,
  skip: readonly string[] = ['$schema'],
): SchemaRow[] {
  const root = jsonOf(schema, named);
  const defs = (root.$defs as Json | undefined) ?? {};
  const rows: SchemaRow[] = [];
  const visit = (node: Json, prefix: string) => {
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const [name, child] of Object.entries((node.properties as Record<string, Json>) ?? {})) {
      if (!prefix && skip.includes(name)) continue;
      const key = `${prefix}${name}`;
      const items = child.type === 'array' ? (child.items as Json | undefined) : undefined;
      const values = recordValues(child);
      const description = String(child.description ?? '');
      if (child.properties && !child['x-doc']) {
        if (description) rows.push({ key, type: 'object', default: '—', description });
        visit(child, `${key}.`);
        continue;
      }
      rows.push({
        key,
        type: typeText(child, defs),
        default: 'default' in child ? code(child.default) : required.has(name) ? 'required' : '—',
        description: ('default' in child ? description.replace(TRAILING_DEFAULT, '') : description).replace(
          /\s*Default none\.$/,
          '',
        ),
      });
      if (items?.properties) visit(items, `${key}[].`);
      else if (values) visit(values, `${key}.<name>.`);
    }
  };
  visit(root, '');
  return rows;
}

const cell = (text: string) =>
  text.replace(/\|/g, (m, i, s) => (s[i - 1] === '\\' ? m : '\\|')).replace(/\n/g, ' ');

/** The rows as a Markdown table: key, type, default, meaning. */
export function rowsTable(rows: readonly SchemaRow[]): string {
  const lines = ['| key | type | default | meaning |', '|---|---|---|---|'];
  for (const r of rows)
    lines.push(`| \`${r.key}\` | ${cell(r.type)} | ${cell(r.default)} | ${cell(r.description)} |`);
  return lines.join('\n');
}
