import { type KeyboardEvent, useRef } from 'react';
import { RequiredMark, useFieldLines } from './FieldFrame.tsx';
import type { FieldProps } from './fieldProps.ts';
import type { Option } from './options.ts';

/** Props of SegmentedSelect (PrimeVue SelectButton in the original): the field contract plus the choices. */
export interface SegmentedSelectProps extends FieldProps {
  options: readonly Option[];
  /** The chosen value; `''` when nothing is chosen yet (the first choice then takes the tab stop). */
  value: string;
  onChange: (value: string) => void;
  /** Keep the label for screen readers only; default false. */
  hideLabel?: boolean | undefined;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A row of buttons that acts as a radio group, as a field (`.c-field`: its label, the row, hint and
 * error lines): one tab stop on the chosen button; arrows, Home and End move and choose (wrapping,
 * skipping disabled choices), like native radios.
 */
export function SegmentedSelect({
  label,
  hint,
  error,
  required,
  disabled,
  options,
  value,
  onChange,
  hideLabel,
}: SegmentedSelectProps) {
  const { id, describedBy, lines } = useFieldLines(hint, undefined, error);
  const labelId = `${id}-label`;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = options.map((o, i) => (o.disabled || disabled ? -1 : i)).filter((i) => i >= 0);
  const chosen = options.findIndex((o) => o.value === value);
  const tabStop = chosen >= 0 ? chosen : (enabled[0] ?? -1);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (enabled.length === 0) return;
    const at = Math.max(0, enabled.indexOf(tabStop));
    let next: number | undefined;
    if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    else if (STEP[e.key] !== undefined) next = enabled[(at + STEP[e.key]! + enabled.length) % enabled.length];
    if (next === undefined) return;
    e.preventDefault();
    const option = options[next];
    if (option) onChange(option.value);
    refs.current[next]?.focus();
  };

  return (
    <div className="c-field">
      <span id={labelId} className={hideLabel ? 'c-visually-hidden' : 'c-field__label'}>
        {label}
        <RequiredMark required={required} />
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        className="c-segmented"
        onKeyDown={onKeyDown}
      >
        {options.map((o, i) => (
          // biome-ignore lint/a11y/useSemanticElements: styled as a button row (PrimeVue SelectButton); role radio keeps radio semantics.
          <button
            key={o.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={o.value === value}
            tabIndex={i === tabStop ? 0 : -1}
            disabled={o.disabled || disabled}
            className={o.value === value ? 'c-segmented__item is-selected' : 'c-segmented__item'}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
      {lines}
    </div>
  );
}
