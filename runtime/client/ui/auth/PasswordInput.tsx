import { useId, useState } from 'react';

/** A labelled password field with a show/hide toggle and an optional hint line. */
export function PasswordInput({
  label,
  value,
  onChange,
  autoComplete,
  hint,
  invalid = false,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  hint?: string | undefined;
  invalid?: boolean;
  name?: string;
}) {
  const id = useId();
  const hintId = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="c-field">
      <label className="c-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="c-field__row">
        <input
          id={id}
          name={name}
          className="c-input"
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="c-btn c-btn--text c-field__toggle"
          aria-pressed={shown}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? '숨기기' : '보기'}
          <span className="c-visually-hidden"> {label}</span>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className={`c-field__hint${invalid ? ' is-invalid' : ''}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
