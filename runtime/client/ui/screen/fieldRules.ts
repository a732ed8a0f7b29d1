import type { FieldSpec } from '../../../../schemas/blocks/index.ts';
import type { ValidatorUse } from '../../../core/form/index.ts';

/** A field's validators as core's `validateField` takes them (`required: true` first). */
export function validatorUses(field: FieldSpec): ValidatorUse[] {
  const uses: ValidatorUse[] = field.required ? [{ name: 'required' }] : [];
  for (const v of field.validators) {
    if (typeof v === 'string') {
      uses.push({ name: v });
      continue;
    }
    const name = Object.keys(v).find((k) => k !== 'message');
    if (name === undefined) continue;
    const use: ValidatorUse = { name };
    const param = v[name];
    // `{ required: true, message: … }`: `true` stands for "no parameter".
    if (param !== undefined && param !== true) use.param = param;
    if (typeof v.message === 'string') use.message = v.message;
    uses.push(use);
  }
  return uses;
}

/** Whether the field must be filled (for the label's `*`). */
export const isRequired = (field: FieldSpec): boolean =>
  validatorUses(field).some((u) => u.name === 'required');

/** A field's starting value. */
/**
 * A field's value from a record (the row a popup was opened from): text for scalars, a boolean for
 * a checkbox or switch (`Y`, `true`, `1`), a list for checkboxes and date ranges; undefined when
 * the record has nothing usable for it.
 */
export function valueFromRecord(
  field: FieldSpec,
  record: Readonly<Record<string, unknown>>,
): string | boolean | string[] | undefined {
  if (!Object.hasOwn(record, field.name)) return undefined;
  const v = record[field.name];
  if (v === null || v === undefined) return undefined;
  switch (field.type) {
    case 'checkbox':
    case 'switch':
      return v === true || v === 'Y' || v === 'true' || v === 1 || v === '1';
    case 'checkboxes':
    case 'checkTree':
    case 'dateRange':
      return Array.isArray(v) ? v.map(String) : undefined;
    default:
      return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
  }
}

export function initialValue(field: FieldSpec): string | boolean | string[] {
  if (field.default !== undefined) return Array.isArray(field.default) ? [...field.default] : field.default;
  switch (field.type) {
    case 'checkbox':
    case 'switch':
      return false;
    case 'checkboxes':
    case 'checkTree':
      return [];
    case 'dateRange':
      return ['', ''];
    default:
      return '';
  }
}
