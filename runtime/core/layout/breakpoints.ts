/**
 * The layout breakpoints of spec section 9, in CSS pixels: the width each class starts at
 * (XS under 600, S 600-959, M 960-1279, L 1280 and up). The one source of these numbers: the
 * stylesheets' `@media` widths are checked against them (tests/unit/core/layout/breakpointsCss.test.ts)
 * and the client builds its media queries and device detection from them.
 */
export const BREAKPOINTS = { xs: 0, s: 600, m: 960, l: 1280 } as const;

/** A breakpoint class name. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The breakpoints from narrowest to widest. */
export const BREAKPOINT_ORDER: readonly Breakpoint[] = ['xs', 's', 'm', 'l'];

/** The class a viewport `width` (CSS px) falls in. */
export function breakpointOf(width: number): Breakpoint {
  if (width >= BREAKPOINTS.l) return 'l';
  if (width >= BREAKPOINTS.m) return 'm';
  if (width >= BREAKPOINTS.s) return 's';
  return 'xs';
}

/** The media query matching widths below breakpoint `bp`, e.g. `(max-width: 959px)` for `m`. */
export function belowBreakpoint(bp: Exclude<Breakpoint, 'xs'>): string {
  return `(max-width: ${BREAKPOINTS[bp] - 1}px)`;
}
