import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useClickOutside } from './useClickOutside.ts';

/** Props of MenuButton. */
export interface MenuButtonProps {
  /** The button's visible content (a name, ⋯). */
  label: ReactNode;
  /** The button's accessible name when `label` is not words (`관리 더보기`). */
  ariaLabel?: string | undefined;
  /**
   * The menu's items, each an element carrying `role="menuitem"` (a button or a link); called
   * with `close` so an item can close the menu when chosen.
   */
  children: (close: () => void) => ReactNode;
  /** The menu opens under the button's right edge (`end`, default) or its left edge. */
  align?: 'start' | 'end' | undefined;
  /** Class of the button; default a text button. */
  className?: string | undefined;
}

const itemsOf = (menu: HTMLElement | null): HTMLElement[] =>
  menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])')] : [];

/**
 * A button that opens a menu (the WAI-ARIA menu button): ↓, ↑, Home and End move between the items
 * (focus starts on the first), Escape closes it and gives focus back to the button, Tab or a click
 * elsewhere closes it. Items are 44 px tall on touch screens.
 */
export function MenuButton({ label, ariaLabel, children, align = 'end', className }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  useClickOutside(root, () => open && setOpen(false));
  useEffect(() => {
    if (open) itemsOf(menu.current)[0]?.focus();
  }, [open]);
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => {
      e.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === 'Tab') setOpen(false);
  };
  return (
    <div ref={root} className="c-menu-button">
      <button
        ref={button}
        type="button"
        className={className ?? 'c-btn c-btn--text c-menu-button__toggle'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={ariaLabel}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label}
      </button>
      {open ? (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label={ariaLabel ?? (typeof label === 'string' ? label : undefined)}
          className={`c-menu c-menu--${align}`}
          tabIndex={-1}
          onKeyDown={onMenuKey}
        >
          {children(() => close(false))}
        </div>
      ) : null}
    </div>
  );
}
