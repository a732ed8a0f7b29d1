import { describe, expect, it } from 'vitest';
import { isBusinessNo } from '../../../../runtime/core/validate/index.ts';
import { prng, randomDigits, randomStrings } from '../support/randomStrings.ts';

/** The check digit computed the long way, as spec section 5 words it. */
function expectedCheckDigit(nine: string): number {
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const products = weights.map((w, i) => Number(nine[i]) * w);
  const sum = products.reduce((a, b) => a + b, 0) + Math.floor(products[8]! / 10);
  return (10 - (sum % 10)) % 10;
}

describe('isBusinessNo: 사업자등록번호 (spec section 5)', () => {
  it.each([
    ['314-81-23992', true], // 한국인삼공사, the screens reference footer
    ['3148123992', true],
    ['124-81-00998', true], // 삼성전자
    ['220-81-62517', true], // NAVER
    ['000-00-00000', true], // the rule alone cannot refuse all zeros
    ['314-81-23993', false],
    ['314-81-23990', false],
    ['124-81-00999', false],
    ['314-8123992', true], // hyphens optional, each on its own (the spec)
    ['31481-23992', true],
    ['314--81-23992', false],
    ['3148-1-23992', false],
    ['314 81 23992', false],
    ['314-81-2399', false],
    ['314-81-239922', false],
    ['３１４-８１-２３９９２', false],
    ['삼일사-81-23992', false],
    [' 314-81-23992', false],
    ['', false],
    ['3'.repeat(10_000), false],
  ])('%j → %s', (input, expected) => {
    expect(isBusinessNo(input)).toBe(expected);
  });

  it.each([null, undefined, 3148123992, {}])('refuses a non-string %j', (input) => {
    expect(isBusinessNo(input)).toBe(false);
  });

  it('accepts exactly the right check digit for random numbers', () => {
    const rng = prng(0x5eed04);
    for (let i = 0; i < 300; i++) {
      const nine = randomDigits(rng, 9);
      const check = expectedCheckDigit(nine);
      for (let d = 0; d <= 9; d++) {
        const n = `${nine}${d}`;
        expect(isBusinessNo(n)).toBe(d === check);
        expect(isBusinessNo(`${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`)).toBe(d === check);
      }
    }
  });

  it('never throws on random strings', () => {
    for (const s of randomStrings(0x5eed05)) expect(typeof isBusinessNo(s)).toBe('boolean');
  });
});
