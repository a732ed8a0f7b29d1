import { CheckboxItem } from './CheckboxItem.tsx';
import { RequiredMark, useFieldLines } from './FieldFrame.tsx';
import type { FieldProps } from './fieldProps.ts';

/** Props of Checkbox: the field contract plus the box's state. */
export interface CheckboxProps extends FieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string | undefined;
  /** Submitted value when checked; default the browser's `on`. */
  value?: string | undefined;
}

/**
 * One checkbox as a field (`.c-field`): a native box inside its label (the whole label is the click
 * target), then its hint and error lines.
 */
export function Checkbox({
  label,
  hint,
  error,
  required,
  disabled,
  checked,
  onChange,
  name,
  value,
}: CheckboxProps) {
  const { describedBy, lines } = useFieldLines(hint, undefined, error);
  return (
    <div className="c-field">
      <CheckboxItem
        label={label}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        name={name}
        value={value}
        required={required}
        invalid={Boolean(error)}
        describedBy={describedBy}
        mark={<RequiredMark required={required} />}
      />
      {lines}
    </div>
  );
}
