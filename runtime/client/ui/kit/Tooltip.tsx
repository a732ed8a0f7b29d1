import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  useId,
  useState,
} from 'react';
import { Z_INDEX } from './zIndex.ts';

/** The handlers and attribute Tooltip adds to its trigger (the trigger's own handlers still run). */
interface TriggerProps {
  'aria-describedby'?: string | undefined;
  onMouseEnter?: ((e: MouseEvent<HTMLElement>) => void) | undefined;
  onMouseLeave?: ((e: MouseEvent<HTMLElement>) => void) | undefined;
  onFocus?: ((e: FocusEvent<HTMLElement>) => void) | undefined;
  onBlur?: ((e: FocusEvent<HTMLElement>) => void) | undefined;
  onKeyDown?: ((e: KeyboardEvent<HTMLElement>) => void) | undefined;
}

/** Props of Tooltip. */
export interface TooltipProps {
  /** The short text shown; it also becomes the trigger's accessible description. */
  content: string;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement<TriggerProps>;
}

/** A tooltip (z-index 1100) shown while its trigger is hovered or focused; Escape hides it. */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': [own['aria-describedby'], id].filter(Boolean).join(' '),
    onMouseEnter: (e) => {
      own.onMouseEnter?.(e);
      setShown(true);
    },
    onMouseLeave: (e) => {
      own.onMouseLeave?.(e);
      setShown(false);
    },
    onFocus: (e) => {
      own.onFocus?.(e);
      setShown(true);
    },
    onBlur: (e) => {
      own.onBlur?.(e);
      setShown(false);
    },
    onKeyDown: (e) => {
      own.onKeyDown?.(e);
      if (e.key === 'Escape') setShown(false);
    },
  });
  return (
    <span className="c-tooltip-anchor">
      {trigger}
      <span id={id} role="tooltip" className="c-tooltip" hidden={!shown} style={{ zIndex: Z_INDEX.tooltip }}>
        {content}
      </span>
    </span>
  );
}
