import { useState } from 'react';
import type { FieldSpec } from '../../../../schemas/blocks/index.ts';
import { validateField } from '../../../core/form/index.ts';
import type { FieldValueState } from './FieldInput.tsx';
import { initialValue, validatorUses } from './fieldRules.ts';

type Values = Record<string, FieldValueState>;

/** Errors of every field under the current values (undefined where a field passes). */
export function validateAll(
  fields: readonly FieldSpec[],
  values: Values,
): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {};
  for (const f of fields) errors[f.name] = validateField(values[f.name], validatorUses(f), values);
  return errors;
}

/**
 * Values and errors of a form. A field is checked when it loses focus and again on every change
 * once it has shown an error (so the message goes away as soon as the value is right); submit
 * checks everything.
 */
export function useFormState(fields: readonly FieldSpec[]) {
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(fields.map((f) => [f.name, initialValue(f)])),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());

  const recheck = (next: Values, shown: ReadonlySet<string>) => {
    const all = validateAll(fields, next);
    setErrors(Object.fromEntries([...shown].map((name) => [name, all[name]])));
  };

  return {
    values,
    errors,
    change(name: string, value: FieldValueState) {
      const next = { ...values, [name]: value };
      setValues(next);
      recheck(next, touched);
    },
    blur(name: string) {
      const shown = new Set(touched).add(name);
      setTouched(shown);
      recheck(values, shown);
    },
    /** Shows every error; true when the form is valid. */
    submit(): boolean {
      const all = validateAll(fields, values);
      setTouched(new Set(fields.map((f) => f.name)));
      setErrors(all);
      return Object.values(all).every((e) => e === undefined);
    },
    reset() {
      setValues(Object.fromEntries(fields.map((f) => [f.name, initialValue(f)])));
      setErrors({});
      setTouched(new Set());
    },
  };
}
