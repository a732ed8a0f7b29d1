import { describe, expect, it } from 'vitest';
import { parseQuery, QUERY_LIMITS } from '../../../../runtime/core/query/index.ts';
import { randomStrings } from '../support/randomStrings.ts';

describe('parseQuery: qs with depth 5, array limit 20, parameter limit 1000 (spec section 9)', () => {
  it('uses the spec limits', () => {
    expect(QUERY_LIMITS).toEqual({ depth: 5, arrayLimit: 20, parameterLimit: 1000 });
  });

  it.each<[string | null | undefined, unknown]>([
    ['a=1&b=2', { a: '1', b: '2' }],
    ['?a=1', { a: '1' }],
    ['a[b]=1&c=2&c=3', { a: { b: '1' }, c: ['2', '3'] }],
    ['a[]=x&a[]=y', { a: ['x', 'y'] }],
    ['a[0]=x&a[1]=y', { a: ['x', 'y'] }],
    ['name=%ED%99%8D%EA%B8%B8%EB%8F%99&q=a+b', { name: '홍길동', q: 'a b' }],
    ['k=%E0%A4%A', { k: '%E0%A4%A' }], // a broken escape is kept as it is
    ['empty=&flag', { empty: '', flag: '' }],
    ['a[b][c][d][e][f]=1', { a: { b: { c: { d: { e: { f: '1' } } } } } }], // depth 5 is kept
    ['a[b][c][d][e][f][g]=1', { a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } } }], // deeper stays a literal key
    ['a[19]=x', { a: ['x'] }],
    ['a[20]=x', { a: { 20: 'x' } }], // an index of 20 or more: an object
    ['__proto__[polluted]=1', {}],
    ['', {}],
    [null, {}],
    [undefined, {}],
  ])('%j → %j', (input, expected) => {
    expect(parseQuery(input)).toEqual(expected);
  });

  it('keeps 20 repeated values as an array and turns 21 into an object', () => {
    const repeated = (n: number) => Array.from({ length: n }, (_, i) => `a=${i}`).join('&');
    expect(parseQuery(repeated(20)).a).toHaveLength(20);
    expect(Array.isArray(parseQuery(repeated(21)).a)).toBe(false);
  });

  it('stops at 1000 parameters', () => {
    const query = Array.from({ length: 1500 }, (_, i) => `p${i}=${i}`).join('&');
    const parsed = parseQuery(query);
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed.p999).toBe('999');
    expect(parsed.p1000).toBeUndefined();
  });

  it('never throws on random strings and never pollutes Object.prototype', () => {
    for (const s of randomStrings(0x5eed70)) expect(typeof parseQuery(s)).toBe('object');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
