import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from '../../../../runtime/core/input/index.ts';

describe('exceedsJsonDepth', () => {
  it('counts objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(exceedsJsonDepth('{"a":[1]}', 2)).toBe(false);
    expect(exceedsJsonDepth('{"a":[1]}', 1)).toBe(true);
    expect(exceedsJsonDepth('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(exceedsJsonDepth('{"a":"\\"[[["}', 1)).toBe(false);
    expect(exceedsJsonDepth('[[],[],[[]]]', 2)).toBe(true);
    expect(exceedsJsonDepth('[[],[],[[]]]', 3)).toBe(false);
    expect(exceedsJsonDepth('', 1)).toBe(false);
  });

  it('reads 100,000 levels without recursion (no stack to overflow)', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(exceedsJsonDepth(deep, 64)).toBe(true);
    expect(exceedsJsonDepth(deep, 100_000)).toBe(false);
  });
});
