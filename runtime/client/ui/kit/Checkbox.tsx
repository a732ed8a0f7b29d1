/** Props of Checkbox. */
export interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean | undefined;
  name?: string | undefined;
  /** Submitted value when checked; default the browser's `on`. */
  value?: string | undefined;
  /** Marks the box aria-invalid (its group has an error); default false. */
  invalid?: boolean | undefined;
  /** Ids of the lines that describe the box (`aria-describedby`); default none. */
  describedBy?: string | undefined;
}

/** A native checkbox inside its label (`.c-check`), so the whole label is the click target. */
export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
  name,
  value,
  invalid,
  describedBy,
}: CheckboxProps) {
  return (
    <label className={disabled ? 'c-check is-disabled' : 'c-check'}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
