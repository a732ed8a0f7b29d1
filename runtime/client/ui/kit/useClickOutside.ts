import { type RefObject, useEffect, useRef } from 'react';

/** DOM events that count as "outside" interaction; spec section 9's default is `click`. */
export type ClickOutsideEvent = 'click' | 'mousedown' | 'pointerdown' | 'touchstart';

/** Calls `handler` when `event` (default `click`) happens on the document outside `ref`'s element. */
export function useClickOutside(
  ref: RefObject<HTMLElement | null>,
  handler: (event: Event) => void,
  event: ClickOutsideEvent = 'click',
): void {
  // The latest handler without re-subscribing on every render.
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (e: Event) => {
      const el = ref.current;
      if (el && e.target instanceof Node && !el.contains(e.target)) latest.current(e);
    };
    document.addEventListener(event, listener);
    return () => document.removeEventListener(event, listener);
  }, [ref, event]);
}
