/** Props of Switch. */
export interface SwitchProps {
  /** Accessible name and visible text beside the track. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean | undefined;
}

/**
 * An on/off switch: a native button with `role="switch"`, so Space and Enter activate it the
 * platform's way and `aria-checked` carries the state.
 */
export function Switch({ label, checked, onChange, disabled }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={checked ? 'c-switch is-on' : 'c-switch'}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span className="c-switch__track" aria-hidden="true">
        <span className="c-switch__thumb" />
      </span>
      <span className="c-switch__label">{label}</span>
    </button>
  );
}
