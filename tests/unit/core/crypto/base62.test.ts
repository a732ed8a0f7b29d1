import { describe, expect, it } from 'vitest';
import { decodeBase62, encodeBase62, randomBase62 } from '../../../../runtime/core/crypto/index.ts';
import { randomStrings } from '../support/randomStrings.ts';

describe('encodeBase62 / decodeBase62: UTF-8 safe', () => {
  it.each([
    ['', ''],
    ['a', '1Z'],
    ['\u0000', '0'],
    ['\u0000\u0000a', '001Z'],
    ['hello', '7tQLFHz'],
    ['홍길동', encodeBase62('홍길동')],
  ])('%j → %j', (text, encoded) => {
    expect(encodeBase62(text)).toBe(encoded);
    expect(decodeBase62(encoded)).toBe(text);
  });

  it('uses only the 62 letters and digits', () => {
    expect(encodeBase62('관리 콘솔 😀 \n x')).toMatch(/^[0-9A-Za-z]+$/);
  });

  it.each(['a-b', '한', '==', ' 1Z', '１'])('refuses %j, a character outside the alphabet', (bad) => {
    expect(() => decodeBase62(bad)).toThrow(/base62: invalid character/);
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => decodeBase62('47')).toThrow(); // 4 × 62 + 7 = 0xff, never a UTF-8 byte
  });

  it('turns a lone surrogate (not representable in UTF-8) into U+FFFD, as TextEncoder does', () => {
    expect(decodeBase62(encodeBase62('a\uD800b'))).toBe('a\uFFFDb');
  });

  it('stays fast on long input (the conversion is split, not digit by digit)', () => {
    const long = '관리x'.repeat(20_000);
    const started = Date.now();
    expect(decodeBase62(encodeBase62(long))).toBe(long);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('round-trips random strings', () => {
    for (const s of randomStrings(0x5eed21, 300).slice(0, 303)) expect(decodeBase62(encodeBase62(s))).toBe(s);
  });
});

describe('randomBase62', () => {
  it.each([0, 1, 22, 100])('gives %i alphabet characters', (n) => {
    expect(randomBase62(n)).toMatch(new RegExp(`^[0-9A-Za-z]{${n}}$`));
  });

  it('defaults to 22 characters and does not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomBase62()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toHaveLength(22);
  });

  it('uses every character about equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (const ch of randomBase62(62 * 2000)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // Expected 2000 each; the old `b % 62` gave characters 0-7 about 2480.
    for (const n of counts.values()) expect(n).toBeLessThan(2300);
  });
});
