import { type Clock, systemClock } from '../../core/transport/index.ts';

/**
 * What the user does that counts as activity for idle auto-logout (fidelity.md): keys, pointer,
 * scroll, and `input`, which also covers text entered through an IME or pasted without key events.
 */
export const ACTIVITY_EVENTS = ['keydown', 'input', 'pointerdown', 'wheel', 'scroll', 'touchstart'] as const;

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Marks an element whose pointer presses do not count as activity: the idle warning's backdrop and
 * dialog. A press there must not close the warning under the pointer, or the release would land
 * on (and click) whatever the page has beneath it; its own 연장 and 로그아웃 buttons decide.
 */
export const POINTER_ACTIVITY_IGNORED = 'data-pointer-activity-ignored';

const POINTER_EVENTS: ReadonlySet<string> = new Set(['pointerdown', 'touchstart']);

function isIgnored(event: Event | undefined): boolean {
  if (!event || !POINTER_EVENTS.has(event.type)) return false;
  const target = event.target as { closest?: (selector: string) => unknown } | null;
  return typeof target?.closest === 'function' && Boolean(target.closest(`[${POINTER_ACTIVITY_IGNORED}]`));
}

/**
 * Calls `onActivity` when the user types, points, taps or scrolls anywhere in the page, at most
 * once per `throttleMs` (default 1 s). Listeners are passive and capture, so a field that stops
 * propagation still counts; a press inside a {@link POINTER_ACTIVITY_IGNORED} element does not.
 * Returns the stop.
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
  const listener = (event?: Event) => {
    if (isIgnored(event)) return;
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
