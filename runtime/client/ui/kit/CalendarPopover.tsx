import { type ReactNode, useRef, useState } from 'react';
import { useClickOutside } from './useClickOutside.ts';
import './date.css';
import { tShell } from '../../i18n/index.ts';

/** Props of CalendarPopover. */
export interface CalendarPopoverProps {
  /** Accessible name of the dialog, e.g. `가입일 선택`. */
  dialogLabel: string;
  /** Accessible name of the opening button; default `달력 열기`. */
  buttonLabel?: string | undefined;
  disabled?: boolean | undefined;
  /** The popover's content, given `close` (which hands focus back to the button). */
  children: (close: () => void) => ReactNode;
}

/**
 * A calendar button and the non-modal dialog it opens. Escape and `close` return focus to the
 * button; a click outside just closes, leaving focus where the user clicked.
 */
export function CalendarPopover({
  dialogLabel,
  buttonLabel = tShell('calendar.open'),
  disabled,
  children,
}: CalendarPopoverProps) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  useClickOutside(anchorRef, () => setOpen(false));
  return (
    <div ref={anchorRef} className="c-date__anchor">
      <button
        ref={buttonRef}
        type="button"
        className="c-date__button"
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <rect
            x="2.5"
            y="4"
            width="15"
            height="13.5"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path d="M2.5 8h15M6.5 2v4M13.5 2v4" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open ? (
        <div
          role="dialog"
          aria-label={dialogLabel}
          className="c-date__popover"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            // Inside a Modal, Escape closes only the popover.
            e.stopPropagation();
            close();
          }}
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
