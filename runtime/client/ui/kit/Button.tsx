import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Visual weight of a Button; `primary` is the one main action of a form or dialog. */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'text';

/** Props of Button: native button attributes plus the kit's variant, icon and busy state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight; default `secondary`. */
  variant?: ButtonVariant;
  /** Decorative icon before the label (hidden from assistive technology); default none. */
  icon?: ReactNode;
  /** Work in progress: sets aria-busy and blocks clicks; default false. */
  busy?: boolean;
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
  ...rest
}: ButtonProps) {
  const classes = ['c-btn', `c-btn--${variant}`, busy ? 'is-busy' : '', className ?? ''].filter(Boolean);
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
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
