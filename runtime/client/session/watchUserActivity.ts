import { type Clock, systemClock } from '../../core/transport/index.ts';

/**
 * What the user does that counts as activity for idle auto-logout (fidelity.md): keys, pointer,
 * scroll, and `input`, which also covers text entered through an IME or pasted without key events.
 */
export const ACTIVITY_EVENTS = ['keydown', 'input', 'pointerdown', 'wheel', 'scroll', 'touchstart'] as const;

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `onActivity` when the user types, points, taps or scrolls anywhere in the page, at most
 * once per `throttleMs` (default 1 s). Listeners are passive and capture, so a field that stops
 * propagation still counts. Returns the stop.
 */
export function watchUserActivity(
  target: Target | undefined,
  onActivity: () => void,
  options: { clock?: Clock; throttleMs?: number } = {},
): () => void {
  if (!target) return () => {};
  const clock = options.clock ?? systemClock;
  const throttleMs = options.throttleMs ?? 1000;
  let last = Number.NEGATIVE_INFINITY;
  const listener = () => {
    const now = clock.now();
    if (now - last < throttleMs) return;
    last = now;
    onActivity();
  };
  const opts: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, opts);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener, opts);
  };
}
