import { describe, expect, it } from 'vitest';
import { isIPv4 } from '../../../../runtime/core/validate/index.ts';
import { prng, randomInt, randomStrings } from '../support/randomStrings.ts';

describe('isIPv4: four octets 0-255 (spec section 5)', () => {
  it.each([
    ['0.0.0.0', true],
    ['127.0.0.1', true],
    ['192.168.0.1', true],
    ['255.255.255.255', true],
    ['10.20.30.40', true],
    ['256.0.0.1', false],
    ['1.2.3.256', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['1..3.4', false],
    ['01.2.3.4', false],
    ['1.2.3.4 ', false],
    [' 1.2.3.4', false],
    ['1.2.3.-4', false],
    ['１.２.３.４', false],
    ['일.이.삼.사', false],
    ['::1', false],
    ['', false],
    ['1'.repeat(10_000), false],
  ])('%j → %s', (input, expected) => {
    expect(isIPv4(input)).toBe(expected);
  });

  it.each([null, undefined, 0x7f000001, {}])('refuses a non-string %j', (input) => {
    expect(isIPv4(input)).toBe(false);
  });

  it('accepts every random address and refuses it with an octet past 255', () => {
    const rng = prng(0x5eed02);
    for (let i = 0; i < 500; i++) {
      const octets = Array.from({ length: 4 }, () => randomInt(rng, 256));
      expect(isIPv4(octets.join('.'))).toBe(true);
      octets[randomInt(rng, 4)] = 256 + randomInt(rng, 744);
      expect(isIPv4(octets.join('.'))).toBe(false);
    }
  });

  it('never throws on random strings', () => {
    for (const s of randomStrings(0x5eed03)) expect(typeof isIPv4(s)).toBe('boolean');
  });
});
