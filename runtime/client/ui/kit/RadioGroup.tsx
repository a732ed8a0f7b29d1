import { useId } from 'react';
import type { Option } from './options.ts';

/** Props of RadioGroup. */
export interface RadioGroupProps {
  /** The group's question, rendered as the fieldset legend. */
  legend: string;
  options: readonly Option[];
  /** The chosen value; `''` when nothing is chosen yet. */
  value: string;
  onChange: (value: string) => void;
  /** Form field name; default a generated one (radios need a shared name for native arrow keys). */
  name?: string | undefined;
  /** Lay the choices out in a row; default true. */
  inline?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

/** Native radios in a fieldset/legend: the browser gives arrow-key movement and one tab stop. */
export function RadioGroup({
  legend,
  options,
  value,
  onChange,
  name,
  inline = true,
  required,
  disabled,
}: RadioGroupProps) {
  const generated = useId();
  const groupName = name ?? generated;
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
      {options.map((o) => (
        <label key={o.value} className="c-check">
          <input
            type="radio"
            name={groupName}
            value={o.value}
            checked={value === o.value}
            disabled={o.disabled}
            required={required}
            onChange={() => onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
