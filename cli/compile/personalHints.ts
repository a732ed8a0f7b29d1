import type { MaskingType } from '../../runtime/core/mask/index.ts';
import { looksPersonal } from '../../runtime/core/privacy/index.ts';
import type { DeclaredApi } from '../../schemas/index.ts';
import { answerBodySchema, objectKeys, propertySchema, rowSchema } from './apiSchemaKeys.ts';

/** A declared API whose answer looks personal but declares no `personal`: the fields, each with its likely mask. */
export interface PersonalHint {
  name: string;
  fields: Array<{ field: string; mask: MaskingType }>;
}

/** The sample values a property's schema states: `examples`, `example`, `enum`, `default`, `const`. */
function samplesOf(schema: Record<string, unknown> | undefined): unknown[] {
  if (!schema) return [];
  const out: unknown[] = [];
  for (const k of ['examples', 'enum']) if (Array.isArray(schema[k])) out.push(...(schema[k] as unknown[]));
  for (const k of ['example', 'default', 'const']) if (schema[k] !== undefined) out.push(schema[k]);
  return out;
}

/**
 * The declared APIs without `personal` whose `response` schema gives rows (or, without `rows`, an
 * answer body) with fields that look personal by name or by a stated sample value: what
 * `console doctor` lists for a person to declare (or to judge not personal). An API without a
 * response schema cannot be judged and is not listed; a download answers a file and is not either.
 */
export function undeclaredPersonalData(apis: Readonly<Record<string, DeclaredApi>>): PersonalHint[] {
  const out: PersonalHint[] = [];
  for (const [name, api] of Object.entries(apis).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (api.personal || api.download) continue;
    const schema = api.rows ? rowSchema(api) : answerBodySchema(api.response);
    const keys = objectKeys(schema) ?? [];
    const fields = keys.flatMap((field) => {
      const mask = looksPersonal(field, samplesOf(propertySchema(schema, field)));
      return mask ? [{ field, mask }] : [];
    });
    if (fields.length) out.push({ name, fields });
  }
  return out;
}

/** `personal-looking API shop.x: …`: how the CLI prints a hint, with the declaration to add. */
export function formatPersonalHint(h: PersonalHint): string {
  const fields = h.fields.map((f) => `${f.field}: ${f.mask}`).join(', ');
  return `personal-looking API ${h.name}: its answer has ${h.fields.map((f) => f.field).join(', ')} but declares no personal data; if they are, add personal: { subject: <the field that says whose data a row is>, fields: { ${fields} } } to apis.${h.name}`;
}
