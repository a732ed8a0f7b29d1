import type { ReactNode } from 'react';

/** Props of CheckboxItem. */
export interface CheckboxItemProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean | undefined;
  name?: string | undefined;
  /** Submitted value when checked; default the browser's `on`. */
  value?: string | undefined;
  /** Native `required`; default false. */
  required?: boolean | undefined;
  /** Marks the box aria-invalid (its field or group has an error); default false. */
  invalid?: boolean | undefined;
  /** Ids of the lines that describe the box (`aria-describedby`); default none. */
  describedBy?: string | undefined;
  /** After the label text, such as the required `*`; default none. */
  mark?: ReactNode;
}

/**
 * A bare native checkbox inside its label (`.c-check`), so the whole label is the click target: one
 * choice of a CheckboxGroup, and the control of a Checkbox field.
 */
export function CheckboxItem({
  label,
  checked,
  onChange,
  disabled,
  name,
  value,
  required,
  invalid,
  describedBy,
  mark,
}: CheckboxItemProps) {
  return (
    <label className={disabled ? 'c-check is-disabled' : 'c-check'}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        {label}
        {mark}
      </span>
    </label>
  );
}
