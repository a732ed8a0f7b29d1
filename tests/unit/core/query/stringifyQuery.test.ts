import { describe, expect, it } from 'vitest';
import { parseQuery, stringifyQuery } from '../../../../runtime/core/query/index.ts';
import { prng, randomInt, randomStrings } from '../support/randomStrings.ts';

describe('stringifyQuery: qs', () => {
  it.each<[Record<string, unknown> | null | undefined, string]>([
    [{ a: '1', b: '2' }, 'a=1&b=2'],
    [{ a: { b: '1' }, c: ['2', '3'] }, 'a%5Bb%5D=1&c%5B0%5D=2&c%5B1%5D=3'],
    [{ name: '홍길동' }, 'name=%ED%99%8D%EA%B8%B8%EB%8F%99'],
    [{ q: 'a b&c=d?' }, 'q=a%20b%26c%3Dd%3F'],
    [{ n: 1, t: true }, 'n=1&t=true'],
    [{ empty: '' }, 'empty='],
    [{ nil: null }, 'nil='],
    [{ skipped: undefined, kept: 'x' }, 'kept=x'],
    [{ list: [] }, ''],
    [{}, ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => {
    expect(stringifyQuery(input)).toBe(expected);
  });

  it('round-trips random string values through parseQuery', () => {
    const rng = prng(0x5eed71);
    const strings = randomStrings(0x5eed72, 200, 20).slice(5);
    for (let i = 0; i < 200; i++) {
      const key = `k${i}${strings[i]!.replace(/[[\]]/g, '')}`;
      const list = Array.from(
        { length: 1 + randomInt(rng, 20) },
        (_, j) => strings[(i + j) % strings.length]!,
      );
      const value = { [key]: strings[i]!, nested: { deep: { list } } };
      expect(parseQuery(stringifyQuery(value))).toEqual(value);
    }
  });
});
