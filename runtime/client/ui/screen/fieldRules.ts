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
export function initialValue(field: FieldSpec): string | boolean | string[] {
  if (field.default !== undefined) return Array.isArray(field.default) ? [...field.default] : field.default;
  switch (field.type) {
    case 'checkbox':
    case 'switch':
      return false;
    case 'checkboxes':
      return [];
    case 'dateRange':
      return ['', ''];
    default:
      return '';
  }
}
