import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, belowBreakpoint, breakpointOf } from '../../../../runtime/core/layout/index.ts';

describe('breakpoints (spec section 9)', () => {
  it('are XS under 600 px, S 600-959, M 960-1279, L 1280 and up', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, s: 600, m: 960, l: 1280 });
    expect([0, 390, 599, 600, 768, 959, 960, 1100, 1279, 1280, 1920].map(breakpointOf)).toEqual([
      'xs',
      'xs',
      'xs',
      's',
      's',
      's',
      'm',
      'm',
      'm',
      'l',
      'l',
    ]);
  });

  it('give the media queries below each class', () => {
    expect(belowBreakpoint('s')).toBe('(max-width: 599px)');
    expect(belowBreakpoint('m')).toBe('(max-width: 959px)');
    expect(belowBreakpoint('l')).toBe('(max-width: 1279px)');
  });
});
