import { useEffect, useRef } from 'react';
import { CheckboxItem } from './CheckboxItem.tsx';
import { FieldsetFrame } from './FieldFrame.tsx';
import type { FieldProps } from './fieldProps.ts';
import type { Option } from './options.ts';

/** Props of CheckboxGroup: the field contract (`label` is the fieldset's legend, the group's question). */
export interface CheckboxGroupProps extends FieldProps {
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
}

/**
 * Checkboxes in a fieldset/legend. The optional 전체 box is checked when every enabled choice is,
 * mixed (native indeterminate, exposed as aria-checked="mixed") when some are; disabled choices keep
 * their state when it is used.
 */
export function CheckboxGroup({
  label,
  options,
  value,
  onChange,
  allLabel,
  name,
  inline = true,
  required,
  disabled,
  hint,
  error,
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
    <FieldsetFrame
      className={inline ? 'c-choice c-choice--inline' : 'c-choice'}
      legend={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
    >
      {({ describedBy }) => (
        <>
          {allLabel ? (
            <label className="c-check c-check--all">
              <input
                ref={allRef}
                type="checkbox"
                checked={all}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={toggleAll}
              />
              <span>{allLabel}</span>
            </label>
          ) : null}
          {options.map((o) => (
            <CheckboxItem
              key={o.value}
              label={o.label}
              name={name}
              value={o.value}
              checked={checked.has(o.value)}
              disabled={o.disabled}
              // Disabled boxes cannot take focus, so they are not the invalid control focus moves to.
              invalid={Boolean(error) && !o.disabled}
              describedBy={describedBy}
              onChange={(on) => toggle(o.value, on)}
            />
          ))}
        </>
      )}
    </FieldsetFrame>
  );
}
