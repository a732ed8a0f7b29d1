import { type RefObject, useEffect, useRef } from 'react';

/** Options of scrollByAmount and useScrollHelper (spec section 9's scroll directive defaults). */
export interface ScrollHelperOptions {
  /** Pixels one step moves; default 10. */
  amount?: number | undefined;
  /** Milliseconds a step takes; default 0 (an instant jump, no animation). */
  duration?: number | undefined;
  /** Direction scrolled; default `y` (vertical). */
  axis?: 'x' | 'y' | undefined;
}

type ScrollTarget = Pick<Window | HTMLElement, 'scrollBy'>;

/**
 * Scrolls `target` (an element or window) by `steps × amount` pixels, instantly or spread over
 * `duration` ms with requestAnimationFrame. Returns a function that stops an animation under way.
 */
export function scrollByAmount(
  target: ScrollTarget,
  steps = 1,
  options: ScrollHelperOptions = {},
): () => void {
  const { amount = 10, duration = 0, axis = 'y' } = options;
  const total = steps * amount;
  const by = (px: number) =>
    target.scrollBy(axis === 'y' ? { top: px, behavior: 'instant' } : { left: px, behavior: 'instant' });
  if (duration <= 0) {
    by(total);
    return () => {};
  }
  let frame = 0;
  let moved = 0;
  let start: number | undefined;
  const tick = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / duration);
    // Whole pixels per frame, so the total always lands exactly.
    const next = Math.round(total * progress);
    if (next !== moved) by(next - moved);
    moved = next;
    if (progress < 1) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/** Options of useScrollHelper. */
export interface UseScrollHelperOptions extends ScrollHelperOptions {
  /** Told the scroll offset on every scroll of the target (a passive listener); default none. */
  onScroll?: ((offset: { top: number; left: number }) => void) | undefined;
}

/** What useScrollHelper returns. */
export interface ScrollHelper {
  /** Scrolls by `steps × amount` pixels (negative steps go back); default one step. */
  scrollBy: (steps?: number) => void;
}

/**
 * The spec's scroll helper: scrolls `ref`'s element, or the window when `ref` is omitted, by the
 * configured amount, and reports scrolling through a passive listener (it never blocks scrolling).
 * An animation still running when the component unmounts is stopped.
 */
export function useScrollHelper(
  ref?: RefObject<HTMLElement | null>,
  options: UseScrollHelperOptions = {},
): ScrollHelper {
  const latest = useRef(options);
  latest.current = options;
  const cancel = useRef<() => void>(() => {});
  const hasListener = options.onScroll !== undefined;

  useEffect(() => {
    if (!hasListener) return;
    const el = ref ? ref.current : window;
    if (!el) return;
    const listener = () => {
      const offset =
        el instanceof HTMLElement
          ? { top: el.scrollTop, left: el.scrollLeft }
          : { top: window.scrollY, left: window.scrollX };
      latest.current.onScroll?.(offset);
    };
    el.addEventListener('scroll', listener, { passive: true });
    return () => el.removeEventListener('scroll', listener);
  }, [ref, hasListener]);

  useEffect(() => () => cancel.current(), []);

  return {
    scrollBy: (steps = 1) => {
      const el = ref ? ref.current : window;
      if (!el) return;
      cancel.current();
      cancel.current = scrollByAmount(el, steps, latest.current);
    },
  };
}
