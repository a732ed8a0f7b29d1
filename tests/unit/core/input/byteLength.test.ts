import { describe, expect, it } from 'vitest';
import { byteLength, truncateToBytes } from '../../../../runtime/core/input/index.ts';
import { prng, randomInt, randomStrings } from '../support/randomStrings.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('byteLength: newline and non-ASCII count 2 (spec section 5, fidelity.md)', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    [' ', 1],
    ['\n', 2],
    ['\r\n', 3],
    ['\t', 1],
    ['\u007f', 1],
    ['\u0080', 2],
    ['é', 2],
    ['홍길동', 6],
    ['홍길동 abc', 10],
    ['１２３', 6],
    ['😀', 2], // one character (a surrogate pair), not two
    ['a\nb', 4],
    ['가'.repeat(100_000), 200_000],
  ])('%j → %i', (input, expected) => {
    expect(byteLength(input)).toBe(expected);
  });
});

describe('truncateToBytes: the longest prefix within the limit', () => {
  it.each([
    ['abcdef', 3, 'abc'],
    ['abc', 3, 'abc'],
    ['abc', 10, 'abc'],
    ['홍길동', 4, '홍길'],
    ['홍길동', 5, '홍길'], // a 2-byte character is never cut in half
    ['a홍', 2, 'a'],
    ['a\nb', 2, 'a'],
    ['😀😀', 3, '😀'],
    ['abc', 0, ''],
    ['abc', -1, ''],
    ['abc', Number.NaN, ''],
    ['abcdef', 2.9, 'ab'],
    ['abc', Number.POSITIVE_INFINITY, 'abc'],
    ['', 5, ''],
    ['가'.repeat(100_000), 7, '가가가'],
  ])('(%j, %d) → %j', (input, max, expected) => {
    expect(truncateToBytes(input, max)).toBe(expected);
  });

  it('keeps a prefix within the limit that no further character would fit into', () => {
    const rng = prng(0x5eed10);
    for (const s of randomStrings(0x5eed11)) {
      const n = randomInt(rng, 60);
      const t = truncateToBytes(s, n);
      expect(byteLength(t)).toBeLessThanOrEqual(n);
      expect(s.startsWith(t)).toBe(true);
      const next = Array.from(s.slice(t.length))[0];
      if (next !== undefined) expect(byteLength(t + next)).toBeGreaterThan(n);
      expect(t).not.toMatch(LONE_SURROGATE);
    }
  });
});
