import type { FieldSpec } from '../../../../schemas/blocks/index.ts';
import { type ValidatorUse, validatorUses } from '../../../core/form/index.ts';

/** A field's validators as core's `validateField` takes them (`required: true` first). */
export const fieldValidatorUses = (field: FieldSpec): ValidatorUse[] =>
  validatorUses(field.required, field.validators);

/** Whether the field must be filled (for the label's `*`). */
export const isRequired = (field: FieldSpec): boolean =>
  fieldValidatorUses(field).some((u) => u.name === 'required');

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
