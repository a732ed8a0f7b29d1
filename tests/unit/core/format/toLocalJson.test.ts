import { describe, expect, it } from 'vitest';
import { toLocalJson } from '../../../../runtime/core/format/index.ts';
import { prng, randomInt } from '../support/randomStrings.ts';

describe('toLocalJson: local time with a trailing Z (spec section 9)', () => {
  it.each<[Date | number, string | null]>([
    [new Date(2024, 0, 2, 3, 4, 5, 6), '2024-01-02T03:04:05.006Z'],
    [new Date(2024, 11, 31, 23, 59, 59, 999), '2024-12-31T23:59:59.999Z'],
    [new Date(2024, 1, 29), '2024-02-29T00:00:00.000Z'],
    [new Date(2000, 0, 1, 12), '2000-01-01T12:00:00.000Z'],
    [new Date(1999, 5, 15, 8, 30), '1999-06-15T08:30:00.000Z'],
    [new Date(2024, 0, 2, 3, 4, 5, 6).getTime(), '2024-01-02T03:04:05.006Z'],
    [new Date(Number.NaN), null], // like Date#toJSON
    [Number.NaN, null],
  ])('%s → %j', (date, expected) => {
    expect(toLocalJson(date)).toBe(expected);
  });

  it('is per call: Date#toJSON stays UTC', () => {
    const d = new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6));
    toLocalJson(d);
    expect(JSON.stringify({ d })).toBe('{"d":"2024-01-02T03:04:05.006Z"}');
  });

  it('equals toJSON shifted by the local offset, for random dates', () => {
    const rng = prng(0x5eed62);
    for (let i = 0; i < 300; i++) {
      const d = new Date(randomInt(rng, 4_000_000_000) * 1000);
      const shifted = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
      expect(toLocalJson(d)).toBe(shifted.toJSON());
    }
  });
});
