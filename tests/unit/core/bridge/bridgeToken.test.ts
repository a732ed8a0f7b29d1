import { describe, expect, it } from 'vitest';
import {
  BRIDGE_TOKEN_VALIDITY_MS,
  createBridgeToken,
  isValidBridgeToken,
} from '../../../../runtime/core/bridge/bridgeToken.ts';
import { prng, randomLocalDate, randomStrings } from '../support/randomStrings.ts';

const digitSum = (s: string) => Array.from(s).reduce((n, ch) => n + Number(ch), 0);
// Local time: the token's timestamp is local, like the native side's clock.
const now = new Date(2024, 4, 1, 9, 30, 15, 0);
const at = (ms: number) => new Date(now.getTime() + ms);

describe('createBridgeToken: yyyyMMddHHmmss + 6 digits below 9000, digit sum mod 17 = 3', () => {
  it.each([0, 0.25, 0.5, 0.999999, 0.9999999999])('random() = %d gives a well-formed token', (r) => {
    const token = createBridgeToken(now, () => r);
    expect(token).toMatch(/^20240501093015\d{6}$/);
    expect(Number(token.slice(14))).toBeLessThan(9000);
    expect(digitSum(token) % 17).toBe(3);
  });

  it('starts from the random value and steps up to the first part that fits', () => {
    // The time's digits sum to 32; 32 + 5 = 37, and 37 mod 17 = 3.
    expect(createBridgeToken(now, () => 0)).toBe('20240501093015000005');
  });

  it('makes valid tokens for random times and random parts', () => {
    const rng = prng(0x5eed80);
    for (let i = 0; i < 500; i++) {
      const t = randomLocalDate(rng, 2000, 2060);
      const token = createBridgeToken(t, rng);
      expect(token).toMatch(/^\d{20}$/);
      expect(Number(token.slice(14))).toBeLessThan(9000);
      expect(isValidBridgeToken(token, t)).toBe(true);
    }
  });

  it('uses Math.random by default', () => {
    expect(isValidBridgeToken(createBridgeToken(now), now)).toBe(true);
  });
});

describe('isValidBridgeToken: within 10 s either way, digit sum mod 17 = 3 (spec section 5, fidelity.md)', () => {
  const token = createBridgeToken(now, () => 0.5);

  it('allows 10 seconds', () => {
    expect(BRIDGE_TOKEN_VALIDITY_MS).toBe(10_000);
  });

  it.each<[string, unknown, Date, boolean]>([
    ['same second', token, now, true],
    ['later in the same second', token, at(999), true],
    ['10 s later', token, at(10_000), true],
    ['10.9 s later (whole seconds)', token, at(10_999), true],
    ['11 s later', token, at(11_000), false],
    ['10 s earlier (the native clock ahead)', token, at(-10_000), true],
    ['11 s earlier', token, at(-11_000), false],
    ['a day old (the original accepted any old token)', token, at(-86_400_000), false],
    ['digit sum off by one', `${token.slice(0, 19)}${(Number(token[19]) + 1) % 10}`, now, false],
    ['19 digits', token.slice(0, 19), now, false],
    ['21 digits', `${token}0`, now, false],
    ['full-width digits', token.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))), now, false],
    ['hyphenated', `${token.slice(0, 8)}-${token.slice(8)}`, now, false],
    ['surrounding spaces', ` ${token} `, now, false],
    ['Hangul', '이천이십사년오월일일구시삼십분십오초', now, false],
    ['empty', '', now, false],
    ['very long', '1'.repeat(100_000), now, false],
    ['not a string', 2024050109301500, now, false],
    ['null', null, now, false],
    ['now is an invalid date', token, new Date(Number.NaN), false],
  ])('%s', (_, input, when, expected) => {
    expect(isValidBridgeToken(input, when)).toBe(expected);
  });

  it('refuses a time that does not exist even when the digit sum fits', () => {
    for (const time of ['20240230093015', '20241301093015', '20240501253015', '20240501096015']) {
      const part = Array.from({ length: 9000 }, (_, n) => String(n).padStart(6, '0')).find(
        (p) => digitSum(time + p) % 17 === 3,
      )!;
      expect(isValidBridgeToken(time + part, now)).toBe(false);
    }
  });

  it('is not thrown off by a daylight-saving change (the repeated hour in New York)', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 2024-11-03 05:30 UTC is the second 01:30 local (EST); the first was 04:30 UTC (EDT).
      const second = new Date(Date.UTC(2024, 10, 3, 5, 30, 0));
      expect(
        isValidBridgeToken(
          createBridgeToken(second, () => 0),
          new Date(second.getTime() + 5000),
        ),
      ).toBe(true);
      const first = new Date(Date.UTC(2024, 10, 3, 4, 30, 0));
      expect(
        isValidBridgeToken(
          createBridgeToken(first, () => 0),
          new Date(first.getTime() - 5000),
        ),
      ).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('never throws on random strings', () => {
    for (const s of randomStrings(0x5eed81)) expect(isValidBridgeToken(s, now)).toBe(false);
  });
});
