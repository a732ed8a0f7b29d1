import { describe, expect, it } from 'vitest';
import { isValidTripleDesKeyBits } from '../../../../runtime/core/crypto/index.ts';
import { prng, randomInt } from '../support/randomStrings.ts';

describe('isValidTripleDesKeyBits: 64, 128, 192 or more (spec section 5)', () => {
  it.each([
    [64, true],
    [128, true],
    [192, true],
    [193, true],
    [256, true],
    [0, false],
    [56, false],
    [63, false],
    [65, false],
    [127, false],
    [129, false],
    [191, false],
    [-64, false],
    [64.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d → %s', (bits, expected) => {
    expect(isValidTripleDesKeyBits(bits)).toBe(expected);
  });

  it('agrees with the rule for random integers', () => {
    const rng = prng(0x5eed20);
    for (let i = 0; i < 1000; i++) {
      const bits = randomInt(rng, 400) - 50;
      expect(isValidTripleDesKeyBits(bits)).toBe(bits === 64 || bits === 128 || bits >= 192);
    }
  });
});
