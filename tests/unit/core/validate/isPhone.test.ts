import { describe, expect, it } from 'vitest';
import { isPhone } from '../../../../runtime/core/validate/index.ts';
import { randomStrings } from '../support/randomStrings.ts';

describe('isPhone: 2-3, 3-4, 4 digits, hyphen separated (spec section 5)', () => {
  it.each([
    ['02-123-4567', true],
    ['02-1234-5678', true],
    ['031-123-4567', true],
    ['010-1234-5678', true],
    ['0212345678', false], // hyphens are required
    ['1588-2304', false],
    ['0-123-4567', false],
    ['0212-123-4567', false],
    ['02-12-4567', false],
    ['02-12345-6789', false],
    ['02-123-456', false],
    ['02 123 4567', false],
    ['02-123-4567 ', false],
    ['０２-１２３-４５６７', false],
    ['공이-123-4567', false],
    ['', false],
    ['0'.repeat(10_000), false],
  ])('%j → %s', (input, expected) => {
    expect(isPhone(input)).toBe(expected);
  });

  it.each([null, undefined, 21234567])('refuses a non-string %j', (input) => {
    expect(isPhone(input)).toBe(false);
  });

  it('never throws on random strings', () => {
    for (const s of randomStrings(0x5eed09)) expect(typeof isPhone(s)).toBe('boolean');
  });
});
