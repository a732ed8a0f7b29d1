import type { FocusEvent } from 'react';

/** Calls `onLeave` when a blur inside a composite field moves focus out of it, not between its parts. */
export function leaveWithin(e: FocusEvent<HTMLElement>, onLeave: (() => void) | undefined): void {
  const next = e.relatedTarget;
  if (onLeave && !(next instanceof Node && e.currentTarget.contains(next))) onLeave();
}
