import { type FocusEventHandler, type ReactNode, useId } from 'react';
import type { FieldProps } from './fieldProps.ts';

/** Ids a field's control wires to its label and description lines. */
export interface FieldIds {
  /** The control's id, targeted by the label's `htmlFor`. */
  id: string;
  /** Space-separated ids of the hint, counter and error lines, or undefined when there are none. */
  describedBy: string | undefined;
}

/** What every labelled kit field shows around its control: the FieldProps contract but `disabled` (the control's). */
export interface FieldFrameProps extends Omit<FieldProps, 'disabled'> {
  /** Extra line under the control such as a byte counter; default none. */
  counter?: string | undefined;
  /** Hides the label visually but keeps it as the accessible name; default false. */
  hideLabel?: boolean | undefined;
  children: (ids: FieldIds) => ReactNode;
}

/** The visual `*` after a required field's label or legend (hidden from screen readers). */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span className="c-field__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

/** The hint, counter and error lines under a control (ids from `id`), and the ids present. */
export function useFieldLines(
  hint: string | undefined,
  counter: string | undefined,
  error: string | undefined,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', counter ? counterId : '', error ? errorId : ''].filter(Boolean);
  const lines = (
    <>
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
    </>
  );
  return { id, describedBy: described.length > 0 ? described.join(' ') : undefined, lines };
}

/** Label, control, hint, counter and error laid out the house way (`.c-field`), ids wired for a11y. */
export function FieldFrame({ label, hint, error, required, counter, hideLabel, children }: FieldFrameProps) {
  const { id, describedBy, lines } = useFieldLines(hint, counter, error);
  return (
    <div className="c-field">
      <label className={hideLabel ? 'c-visually-hidden' : 'c-field__label'} htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {children({ id, describedBy })}
      {lines}
    </div>
  );
}

/** What a group of controls (radios, checkboxes, a date range) shows around them. */
export interface FieldsetFrameProps {
  /** The group's question, rendered as the fieldset legend (its accessible name). */
  legend: string;
  /** Helper line under the controls; default none. */
  hint?: string | undefined;
  /** Error line; when set the controls are aria-invalid and the line is announced. Default none. */
  error?: string | undefined;
  /** Marks the legend with a visual `*`; default false. */
  required?: boolean | undefined;
  /** Disables every control of the group (native fieldset `disabled`); default false. */
  disabled?: boolean | undefined;
  /** Class of the fieldset, e.g. `c-choice c-choice--inline`. */
  className: string;
  onBlur?: FocusEventHandler<HTMLFieldSetElement> | undefined;
  /** The controls; each wires `aria-describedby` to `describedBy`. */
  children: (ids: Pick<FieldIds, 'describedBy'>) => ReactNode;
}

/** FieldFrame for a group: fieldset and legend (with `*`), the controls, then hint and error lines. */
export function FieldsetFrame({
  legend,
  hint,
  error,
  required,
  disabled,
  className,
  onBlur,
  children,
}: FieldsetFrameProps) {
  const { describedBy, lines } = useFieldLines(hint, undefined, error);
  return (
    <fieldset className={className} disabled={disabled} onBlur={onBlur}>
      <legend className="c-field__label">
        {legend}
        <RequiredMark required={required} />
      </legend>
      {children({ describedBy })}
      {lines}
    </fieldset>
  );
}
