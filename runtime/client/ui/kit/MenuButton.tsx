import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
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
  /**
   * Float the menu over the page, placed at this element (below it, or above when the page has no
   * room below) and closed when anything scrolls: a menu inside a scrolling box (a grid's row) is
   * not cut off by it. Default: under the nearest positioned ancestor.
   */
  anchor?: RefObject<HTMLElement | null> | undefined;
}

/** Where a floating menu goes: under `rect`'s right or left edge, or above it near the page's bottom. */
function floatingPlace(rect: DOMRect, align: 'start' | 'end', height: number): CSSProperties {
  const below = rect.bottom + 4 + height <= window.innerHeight;
  return {
    position: 'fixed',
    ...(below ? { top: rect.bottom + 4 } : { bottom: window.innerHeight - rect.top + 4 }),
    ...(align === 'end' ? { right: window.innerWidth - rect.right } : { left: rect.left }),
  };
}

/**
 * An open menu (`role="menu"`), placed under the element it belongs to (its nearest positioned
 * ancestor): focus starts on the first item; ↓, ↑, Home and End move between the items (disabled
 * ones skipped, wrapping); Escape, Tab or a click elsewhere close it. Items are 44 px tall on
 * touch screens.
 */
export function MenuPopup({ id, label, align = 'end', onClose, children, within, anchor }: MenuPopupProps) {
  const menu = useRef<HTMLDivElement>(null);
  // A floating menu starts out of the flow, unseen, until it is placed: laid out inside its
  // scrolling box first, it would grow that box and scroll it.
  const [place, setPlace] = useState<CSSProperties | undefined>(
    anchor ? { position: 'fixed', top: 0, left: 0, visibility: 'hidden' } : undefined,
  );
  useClickOutside(within ?? menu, () => onClose(false));
  useLayoutEffect(() => {
    const at = anchor?.current;
    if (!at) return;
    setPlace(floatingPlace(at.getBoundingClientRect(), align, menu.current?.offsetHeight ?? 0));
    // A floating menu stays where it was put: it closes when the page or a box under it scrolls.
    const closeOnScroll = (e: Event) => {
      if (!menu.current?.contains(e.target as Node)) onClose(false);
    };
    window.addEventListener('scroll', closeOnScroll, true);
    window.addEventListener('resize', closeOnScroll);
    return () => {
      window.removeEventListener('scroll', closeOnScroll, true);
      window.removeEventListener('resize', closeOnScroll);
    };
  }, [anchor, align, onClose]);
  // Focus goes to the first item once the menu can be seen: a floating menu is hidden until it is
  // placed, and a hidden element takes no focus.
  const focused = useRef(false);
  const shown = place?.visibility !== 'hidden';
  useEffect(() => {
    if (!shown || focused.current) return;
    focused.current = true;
    itemsOf(menu.current)[0]?.focus();
  }, [shown]);
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
      style={place}
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
   * with `close` so an item can close the menu when chosen. `close` gives focus back to the
   * button, so call it before the item's work: a dialog that work opens returns focus there.
   */
  children: (close: () => void) => ReactNode;
  /** The menu opens under the button's right edge (`end`, default) or its left edge. */
  align?: 'start' | 'end' | undefined;
  /** Class of the button; default a text button. */
  className?: string | undefined;
  /** Float the menu over the page at the button (MenuPopup `anchor`): for a button in a scrolling box. */
  floating?: boolean | undefined;
}

/**
 * A button that opens a menu (the WAI-ARIA menu button, MenuPopup): ↓ on the button opens it too;
 * Escape gives focus back to the button.
 */
export function MenuButton({
  label,
  ariaLabel,
  children,
  align = 'end',
  className,
  floating = false,
}: MenuButtonProps) {
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
          anchor={floating ? button : undefined}
        >
          {children(() => close(true))}
        </MenuPopup>
      ) : null}
    </div>
  );
}
