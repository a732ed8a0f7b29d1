import type { ValidatorUse } from './fieldValidators.ts';

/** A validator as a manifest writes it: a name, or a one-key mapping with its parameter and a message. */
export type ValidatorUseInput = string | Readonly<Record<string, string | number | true>>;

/**
 * Validators as core's `validateField` takes them, `required` first when `required` is set: a form
 * field's, or an imported column's.
 */
export function validatorUses(required: boolean, validators: readonly ValidatorUseInput[]): ValidatorUse[] {
  const uses: ValidatorUse[] = required ? [{ name: 'required' }] : [];
  for (const v of validators) {
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
