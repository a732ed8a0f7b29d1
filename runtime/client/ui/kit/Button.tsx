import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

/** Visual weight of a Button; `primary` is the one main action of a form or dialog. */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'text';

/** Props of Button: native button attributes plus the kit's variant, icon and busy state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight; default `secondary`. */
  variant?: ButtonVariant;
  /** Decorative icon before the label (hidden from assistive technology); default none. */
  icon?: ReactNode;
  /** Work in progress: sets aria-busy and aria-disabled and ignores clicks (focus stays); default false. */
  busy?: boolean;
  /** The button element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement> | undefined;
}

/** The kit's button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant = 'secondary',
  icon,
  busy = false,
  type = 'button',
  className,
  disabled,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['c-btn', `c-btn--${variant}`, busy ? 'is-busy' : '', className ?? ''].filter(Boolean);
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      // A busy button stays focusable (aria-disabled, clicks ignored): disabling it would drop the
      // focus to the page, and a dialog it opened could not give the focus back.
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (e) => e.preventDefault() : onClick}
    >
      {icon ? (
        <span className="c-btn__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}
