export type { Breakpoint } from './breakpoints.ts';
export { BREAKPOINT_ORDER, BREAKPOINTS, belowBreakpoint, breakpointOf } from './breakpoints.ts';
