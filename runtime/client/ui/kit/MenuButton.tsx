import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useClickOutside } from './useClickOutside.ts';

const itemsOf = (menu: HTMLElement | null): HTMLElement[] =>
  menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])')] : [];

/** Props of MenuPopup. */
export interface MenuPopupProps {
  id?: string | undefined;
  /** The menu's accessible name. */
  label: string | undefined;
  /** Under the anchor's right edge (`end`) or its left edge (`start`). */
  align?: 'start' | 'end' | undefined;
  /** Escape (`refocus` true: focus goes back to what opened it), Tab, or a click outside it. */
  onClose: (refocus: boolean) => void;
  /** Items, each an element carrying `role="menuitem"` (a button or a link). */
  children: ReactNode;
  /**
   * The element holding the menu and what opened it: a click inside it is not "elsewhere" (the
   * click that opened the menu is still on its way up when the menu appears). Default the menu.
   */
  within?: RefObject<HTMLElement | null> | undefined;
}

/**
 * An open menu (`role="menu"`), placed under the element it belongs to (its nearest positioned
 * ancestor): focus starts on the first item; ↓, ↑, Home and End move between the items (disabled
 * ones skipped, wrapping); Escape, Tab or a click elsewhere close it. Items are 44 px tall on
 * touch screens.
 */
export function MenuPopup({ id, label, align = 'end', onClose, children, within }: MenuPopupProps) {
  const menu = useRef<HTMLDivElement>(null);
  useClickOutside(within ?? menu, () => onClose(false));
  useEffect(() => {
    itemsOf(menu.current)[0]?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
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
      onClose(true);
    } else if (e.key === 'Tab') onClose(false);
  };
  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      aria-label={label}
      className={`c-menu c-menu--${align}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

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

/**
 * A button that opens a menu (the WAI-ARIA menu button, MenuPopup): ↓ on the button opens it too;
 * Escape gives focus back to the button.
 */
export function MenuButton({ label, ariaLabel, children, align = 'end', className }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
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
        <MenuPopup
          id={`${id}-menu`}
          label={ariaLabel ?? (typeof label === 'string' ? label : undefined)}
          align={align}
          onClose={close}
          within={root}
        >
          {children(() => close(false))}
        </MenuPopup>
      ) : null}
    </div>
  );
}
