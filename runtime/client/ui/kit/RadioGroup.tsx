import { useId } from 'react';
import { FieldsetFrame } from './FieldFrame.tsx';
import type { FieldProps } from './fieldProps.ts';
import type { Option } from './options.ts';

/** Props of RadioGroup: the field contract (`label` is the fieldset's legend, the group's question). */
export interface RadioGroupProps extends FieldProps {
  options: readonly Option[];
  /** The chosen value; `''` when nothing is chosen yet. */
  value: string;
  onChange: (value: string) => void;
  /** Form field name; default a generated one (radios need a shared name for native arrow keys). */
  name?: string | undefined;
  /** Lay the choices out in a row; default true. */
  inline?: boolean | undefined;
}

/** Native radios in a fieldset/legend: the browser gives arrow-key movement and one tab stop. */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  name,
  inline = true,
  required,
  disabled,
  hint,
  error,
}: RadioGroupProps) {
  const generated = useId();
  const groupName = name ?? generated;
  return (
    <FieldsetFrame
      className={inline ? 'c-choice c-choice--inline' : 'c-choice'}
      legend={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
    >
      {({ describedBy }) =>
        options.map((o) => (
          <label key={o.value} className="c-check">
            <input
              type="radio"
              name={groupName}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              required={required}
              // Disabled radios cannot take focus, so they are not the invalid control focus moves to.
              aria-invalid={error && !o.disabled ? true : undefined}
              aria-describedby={describedBy}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))
      }
    </FieldsetFrame>
  );
}
