import { describe, expect, it } from 'vitest';
import { isCorporateNo } from '../../../../runtime/core/validate/index.ts';
import { prng, randomDigits, randomStrings } from '../support/randomStrings.ts';

function expectedCheckDigit(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 2);
  return (10 - (sum % 10)) % 10;
}

describe('isCorporateNo: 법인등록번호 (spec section 5)', () => {
  it.each([
    ['130111-0006246', true], // 삼성전자
    ['1301110006246', true],
    ['000000-0000000', true], // the rule alone cannot refuse all zeros
    ['130111-0006247', false],
    ['130111-0006240', false],
    ['130111-000624', false],
    ['130111-00062466', false],
    ['13011-10006246', false],
    ['130111 0006246', false],
    ['１３０１１１-０００６２４６', false],
    ['법인111-0006246', false],
    ['130111-0006246\n', false],
    ['', false],
    ['1'.repeat(10_000), false],
  ])('%j → %s', (input, expected) => {
    expect(isCorporateNo(input)).toBe(expected);
  });

  it.each([null, undefined, 1301110006246, []])('refuses a non-string %j', (input) => {
    expect(isCorporateNo(input)).toBe(false);
  });

  it('accepts exactly the right check digit for random numbers', () => {
    const rng = prng(0x5eed06);
    for (let i = 0; i < 300; i++) {
      const twelve = randomDigits(rng, 12);
      const check = expectedCheckDigit(twelve);
      for (let d = 0; d <= 9; d++) {
        expect(isCorporateNo(`${twelve}${d}`)).toBe(d === check);
        expect(isCorporateNo(`${twelve.slice(0, 6)}-${twelve.slice(6)}${d}`)).toBe(d === check);
      }
    }
  });

  it('never throws on random strings', () => {
    for (const s of randomStrings(0x5eed07)) expect(typeof isCorporateNo(s)).toBe('boolean');
  });
});
