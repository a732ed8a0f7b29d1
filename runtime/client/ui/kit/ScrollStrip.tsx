import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useScrollHelper } from './useScrollHelper.ts';

/** Props of ScrollStrip. */
export interface ScrollStripProps {
  /** Title of the button that scrolls back (left). */
  backLabel: string;
  /** Title of the button that scrolls forward (right). */
  forwardLabel: string;
  /** The row that may be wider than the strip (one element, e.g. a tab list). */
  children: ReactNode;
}

/** How often a held scroll button takes another step (ms): with the 10 px step, about 600 px/s. */
export const HOLD_REPEAT_MS = 16;

/** Whether the row can scroll back or forward from where it is. */
interface Room {
  back: boolean;
  forward: boolean;
}

function roomOf(el: HTMLElement): Room {
  return { back: el.scrollLeft > 0, forward: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
}

/**
 * A horizontal strip whose content scrolls sideways when it is wider than the strip (the tab list
 * on a phone). While it overflows, ‹ and › buttons scroll it with the spec's scroll helper
 * defaults (useScrollHelper: 10 px a step, no animation, a passive scroll listener) for as long as
 * they are held. The buttons are for pointers only: keyboard focus scrolls the focused item into view.
 */
export function ScrollStrip({ backLabel, forwardLabel, children }: ScrollStripProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<Room>({ back: false, forward: false });
  const measure = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const next = roomOf(el);
    setRoom((r) => (r.back === next.back && r.forward === next.forward ? r : next));
  }, []);
  const { scrollBy } = useScrollHelper(viewport, { axis: 'x', onScroll: measure });
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    measure();
    const el = viewport.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // A narrower window or another tab changes whether the row overflows.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  useEffect(() => stop, [stop]);

  const hold = (steps: number) => (e: PointerEvent<HTMLButtonElement>) => {
    e.preventDefault();
    stop();
    scrollBy(steps);
    timer.current = setInterval(() => scrollBy(steps), HOLD_REPEAT_MS);
  };
  const button = (steps: number, label: string, mark: string, enabled: boolean) => (
    <button
      type="button"
      className="c-scroll-strip__button"
      title={label}
      aria-hidden="true"
      tabIndex={-1}
      disabled={!enabled}
      onPointerDown={hold(steps)}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
    >
      {mark}
    </button>
  );
  const overflowing = room.back || room.forward;

  return (
    <div className={overflowing ? 'c-scroll-strip is-overflowing' : 'c-scroll-strip'}>
      {overflowing ? button(-1, backLabel, '‹', room.back) : null}
      <div ref={viewport} className="c-scroll-strip__viewport">
        {children}
      </div>
      {overflowing ? button(1, forwardLabel, '›', room.forward) : null}
    </div>
  );
}
