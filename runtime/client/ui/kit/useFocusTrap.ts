import { type KeyboardEvent, type RefObject, useEffect } from 'react';

/** What Tab can reach inside a trap. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While `active`: focus moves into `ref` (its first focusable, or `initial` when given) and goes
 * back on deactivation to `returnTo` or whatever had it before. Returns the keydown handler that
 * keeps Tab and Shift+Tab inside (put it on the trapped element).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  options: { returnTo?: RefObject<HTMLElement | null>; initial?: string } = {},
): (e: KeyboardEvent<HTMLElement>) => void {
  const { returnTo, initial } = options;
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = ref.current;
    const first =
      (initial ? box?.querySelector<HTMLElement>(initial) : null) ??
      box?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box)?.focus();
    return () => (returnTo?.current ?? opener)?.focus();
  }, [active, ref, returnTo, initial]);

  return (e) => {
    if (e.key !== 'Tab' || !ref.current) return;
    // What Tab really reaches: not `tabindex="-1"` (a tree's links), not hidden.
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const current = document.activeElement;
    if (e.shiftKey && (current === first || current === ref.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && current === last) {
      e.preventDefault();
      first.focus();
    }
  };
}
