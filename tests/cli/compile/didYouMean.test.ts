import { describe, expect, it } from 'vitest';
import { closest, didYouMean } from '../../../cli/compile/index.ts';

describe('didYouMean', () => {
  it('suggests the closest candidate for a likely typo', () => {
    expect(didYouMean('titel', ['title', 'layout', 'body'])).toBe(' (did you mean "title"?)');
    expect(didYouMean('sid', ['default', 'main', 'side', 'none'])).toBe(' (did you mean "side"?)');
    expect(didYouMean('headin', ['heading', 'text', 'links', 'placeholder'])).toBe(
      ' (did you mean "heading"?)',
    );
  });

  it('ignores case when comparing', () => {
    expect(closest('LAYOUT', ['title', 'layout'])).toBe('layout');
  });

  it('suggests nothing when nothing is close', () => {
    expect(didYouMean('completelydifferent', ['title', 'layout'])).toBe('');
    expect(didYouMean('x', [])).toBe('');
  });
});
