import { belowBreakpoint } from '../../../core/layout/index.ts';

/** Below breakpoint M (960 px, spec section 9) the side menu is a drawer: `(max-width: 959px)`. */
export const DRAWER_QUERY = belowBreakpoint('m');
