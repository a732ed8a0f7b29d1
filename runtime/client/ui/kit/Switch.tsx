import { RequiredMark, useFieldLines } from './FieldFrame.tsx';
import type { FieldProps } from './fieldProps.ts';

/** Props of Switch: the field contract (`label` is the text beside the track) plus its state. */
export interface SwitchProps extends FieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off switch as a field (`.c-field`): a native button with `role="switch"`, so Space and Enter
 * activate it the platform's way and `aria-checked` carries the state; then its hint and error lines.
 */
export function Switch({ label, hint, error, required, disabled, checked, onChange }: SwitchProps) {
  const { describedBy, lines } = useFieldLines(hint, undefined, error);
  return (
    <div className="c-field">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={checked ? 'c-switch is-on' : 'c-switch'}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="c-switch__track" aria-hidden="true">
          <span className="c-switch__thumb" />
        </span>
        <span className="c-switch__label">
          {label}
          <RequiredMark required={required} />
        </span>
      </button>
      {lines}
    </div>
  );
}
