import { type ReactNode, useId } from 'react';

/** Ids a field's control wires to its label and description lines. */
export interface FieldIds {
  /** The control's id, targeted by the label's `htmlFor`. */
  id: string;
  /** Space-separated ids of the hint, counter and error lines, or undefined when there are none. */
  describedBy: string | undefined;
}

/** What every labelled kit field shows around its control. */
export interface FieldFrameProps {
  label: string;
  /** Helper line under the control; default none. */
  hint?: string | undefined;
  /** Error line; when set the control is aria-invalid and the line is announced. Default none. */
  error?: string | undefined;
  /** Marks the label with a visual `*` (the control itself carries `required`); default false. */
  required?: boolean | undefined;
  /** Extra line under the control such as a byte counter; default none. */
  counter?: string | undefined;
  /** Hides the label visually but keeps it as the accessible name; default false. */
  hideLabel?: boolean | undefined;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, control, hint, counter and error laid out the house way (`.c-field`), ids wired for a11y. */
export function FieldFrame({ label, hint, error, required, counter, hideLabel, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', counter ? counterId : '', error ? errorId : ''].filter(Boolean);
  return (
    <div className="c-field">
      <label className={hideLabel ? 'c-visually-hidden' : 'c-field__label'} htmlFor={id}>
        {label}
        {required ? (
          <span className="c-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({ id, describedBy: described.length > 0 ? described.join(' ') : undefined })}
      {hint ? (
        <p id={hintId} className="c-field__hint c-field__hint--plain">
          {hint}
        </p>
      ) : null}
      {counter ? (
        <p id={counterId} className="c-field__counter">
          {counter}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="c-field__hint is-invalid" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
