import { useRef, useState } from 'react';
import type { FieldSpec } from '../../../../schemas/blocks/index.ts';
import { validateField } from '../../../core/form/index.ts';
import type { FieldValueState } from './FieldInput.tsx';
import { fieldValidatorUses, initialValue, valueFromRecord } from './fieldRules.ts';

type Values = Record<string, FieldValueState>;

/** Whether two sets of form values are the same, field by field (files and ranges by value). */
export function sameValues(a: Values, b: Values): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (JSON.stringify(a[k] ?? '') !== JSON.stringify(b[k] ?? '')) return false;
  return true;
}

/** Errors of every field under the current values (undefined where a field passes). */
export function validateAll(
  fields: readonly FieldSpec[],
  values: Values,
): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {};
  for (const f of fields) errors[f.name] = validateField(values[f.name], fieldValidatorUses(f), values);
  return errors;
}

/**
 * Values and errors of a form. A field is checked when it loses focus and again on every change
 * once it has shown an error (so the message goes away as soon as the value is right); submit
 * checks everything. `seed` (the row a popup was opened from) gives fields their first values in
 * place of their defaults; 초기화 goes back to them.
 */
export function useFormState(fields: readonly FieldSpec[], seed: Readonly<Record<string, unknown>> = {}) {
  const firstValues = (): Values =>
    Object.fromEntries(fields.map((f) => [f.name, valueFromRecord(f, seed) ?? initialValue(f)]));
  const [values, setValues] = useState<Values>(firstValues);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // The latest values and shown fields, for handlers that run after a render they did not see (a
  // field that reports its blur late, once focus has settled, must not undo a submit's messages).
  const latest = useRef({ values, touched: new Set<string>() as ReadonlySet<string> });
  const loaded = useRef<Values>({});
  // Fields the user changed since the form started, was filled, reset or saved: a `load` answer
  // that arrives after the user began typing leaves them as typed.
  const typed = useRef(new Set<string>());
  // What the values were when the form started, was filled, reset or saved: edits differ from it.
  const [baseline, setBaseline] = useState<Values>(values);
  latest.current.values = values;

  const recheck = (next: Values, shown: ReadonlySet<string>) => {
    latest.current = { values: next, touched: shown };
    const all = validateAll(fields, next);
    setErrors(Object.fromEntries([...shown].map((name) => [name, all[name]])));
  };

  return {
    values,
    errors,
    /** True while the values differ from those the form started, was loaded or saved with. */
    edited: !sameValues(values, baseline),
    /**
     * After a successful submit: password fields are emptied (nothing sensitive stays on screen)
     * and the values become the saved ones.
     */
    saved() {
      const next = { ...latest.current.values };
      for (const f of fields) if (f.type === 'password') next[f.name] = '';
      setValues(next);
      setBaseline(next);
      latest.current = { values: next, touched: new Set() };
      typed.current = new Set();
      setErrors({});
    },
    change(name: string, value: FieldValueState) {
      typed.current.add(name);
      const next = { ...latest.current.values, [name]: value };
      setValues(next);
      recheck(next, latest.current.touched);
    },
    blur(name: string) {
      recheck(latest.current.values, new Set(latest.current.touched).add(name));
    },
    /** Shows the error of one field (a field's button); true when it passes. */
    check(name: string): boolean {
      const current = latest.current.values;
      recheck(current, new Set(latest.current.touched).add(name));
      return validateAll(fields, current)[name] === undefined;
    },
    /** Shows every error; true when the form is valid. */
    submit(): boolean {
      const current = latest.current.values;
      recheck(current, new Set(fields.map((f) => f.name)));
      return Object.values(validateAll(fields, current)).every((e) => e === undefined);
    },
    reset() {
      const initial = { ...firstValues(), ...loaded.current };
      setValues(initial);
      setBaseline(initial);
      latest.current = { values: initial, touched: new Set() };
      typed.current = new Set();
      setErrors({});
    },
    /** Takes a record's values (a form's `load`) for the fields it has; 초기화 goes back to them. */
    fill(record: Readonly<Record<string, unknown>>) {
      const found: Values = {};
      for (const f of fields) {
        const v = valueFromRecord(f, record);
        if (v !== undefined) found[f.name] = v;
      }
      loaded.current = found;
      const next = { ...latest.current.values, ...found };
      // What the user typed before the answer came stays (and counts as an edit of what came).
      const kept = { ...next };
      for (const name of typed.current) kept[name] = latest.current.values[name]!;
      setValues(kept);
      setBaseline(next);
      latest.current = { values: kept, touched: latest.current.touched };
    },
  };
}
