import { useEffect, useRef } from 'react';
import { Checkbox } from './Checkbox.tsx';
import type { Option } from './options.ts';

/** Props of CheckboxGroup. */
export interface CheckboxGroupProps {
  /** The group's question, rendered as the fieldset legend. */
  legend: string;
  options: readonly Option[];
  /** The checked values, reported back in the options' order. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Label of a first box that ticks or clears every choice, e.g. `전체`; default none. */
  allLabel?: string | undefined;
  /** Form field name shared by the boxes; default none. */
  name?: string | undefined;
  /** Lay the choices out in a row; default true. */
  inline?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * Checkboxes in a fieldset/legend. The optional 전체 box is checked when every enabled choice is,
 * mixed (native indeterminate, exposed as aria-checked="mixed") when some are; disabled choices keep
 * their state when it is used.
 */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  allLabel,
  name,
  inline = true,
  required,
  disabled,
}: CheckboxGroupProps) {
  const allRef = useRef<HTMLInputElement>(null);
  const checked = new Set(value);
  const enabled = options.filter((o) => !o.disabled);
  const ticked = enabled.filter((o) => checked.has(o.value)).length;
  const all = enabled.length > 0 && ticked === enabled.length;
  const mixed = ticked > 0 && !all;
  // indeterminate is a DOM property only; React has no attribute for it.
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = mixed;
  }, [mixed]);

  const report = (next: ReadonlySet<string>) =>
    onChange(options.filter((o) => next.has(o.value)).map((o) => o.value));
  const toggle = (v: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(v);
    else next.delete(v);
    report(next);
  };
  const toggleAll = () => {
    const next = new Set(checked);
    for (const o of enabled) {
      if (all) next.delete(o.value);
      else next.add(o.value);
    }
    report(next);
  };

  return (
    <fieldset className={inline ? 'c-choice c-choice--inline' : 'c-choice'} disabled={disabled}>
      <legend className="c-field__label">
        {legend}
        {required ? (
          <span className="c-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      {allLabel ? (
        <label className="c-check c-check--all">
          <input ref={allRef} type="checkbox" checked={all} onChange={toggleAll} />
          <span>{allLabel}</span>
        </label>
      ) : null}
      {options.map((o) => (
        <Checkbox
          key={o.value}
          label={o.label}
          name={name}
          value={o.value}
          checked={checked.has(o.value)}
          disabled={o.disabled}
          onChange={(on) => toggle(o.value, on)}
        />
      ))}
    </fieldset>
  );
}
