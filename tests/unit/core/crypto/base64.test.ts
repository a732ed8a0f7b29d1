import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from '../../../../runtime/core/crypto/index.ts';
import { randomStrings } from '../support/randomStrings.ts';

describe('encodeBase64 / decodeBase64: UTF-8 safe', () => {
  it.each([
    ['', ''],
    ['a', 'YQ=='],
    ['ab', 'YWI='],
    ['abc', 'YWJj'],
    ['홍길동', '7ZmN6ri464+Z'],
    ['😀', '8J+YgA=='],
    ['line\nbreak', 'bGluZQpicmVhaw=='],
    ['\u0000', 'AA=='],
  ])('%j ↔ %j', (text, encoded) => {
    expect(encodeBase64(text)).toBe(encoded);
    expect(decodeBase64(encoded)).toBe(text);
  });

  it.each([
    ['YQ', 'a'],
    ['YWI', 'ab'],
    ['8J-YgA', '😀'],
    ['7ZmN6ri464-Z', '홍길동'],
  ])('also reads base64url and missing padding: %j → %j', (encoded, text) => {
    expect(decodeBase64(encoded)).toBe(text);
  });

  it.each(['Y', '!!!!', '한글', '/w=='])('throws on %j (not base64, or not UTF-8)', (bad) => {
    expect(() => decodeBase64(bad)).toThrow();
  });

  it('turns a lone surrogate (not representable in UTF-8) into U+FFFD, as TextEncoder does', () => {
    expect(decodeBase64(encodeBase64('a\uD800b'))).toBe('a\uFFFDb');
  });

  it('round-trips random strings', () => {
    for (const s of randomStrings(0x5eed22)) expect(decodeBase64(encodeBase64(s))).toBe(s);
  });
});
