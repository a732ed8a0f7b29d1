import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  TRIPLE_DES_KEY_LENGTH,
  TripleDesKeyError,
  tripleDesDecrypt,
  tripleDesEncrypt,
} from '../../../../runtime/core/crypto/index.ts';

const K8 = 'abcdefgh';
const K16 = 'abcdefgh12345678';
const K24 = 'abcdefgh12345678ABCDEFGH';

/** OpenSSL's TripleDES ECB (node:crypto) with the 24-byte key the 3DES keying options give. */
function openssl(text: string, key24: string): string {
  const c = createCipheriv('des-ede3-ecb', Buffer.from(key24, 'utf8'), null);
  return Buffer.concat([c.update(text, 'utf8'), c.final()]).toString('base64');
}

/** The thrown error, for its code and message. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

describe('tripleDesEncrypt / tripleDesDecrypt: TripleDES ECB PKCS7 base64 (spec section 5)', () => {
  it.each([
    ['64 bits: one DES key (K1 K1 K1)', K8, K8 + K8 + K8],
    ['128 bits: K1 K2 K1', K16, K16 + K8],
    ['192 bits: K1 K2 K3', K24, K24],
    ['more than 192 bits: the first 24 bytes count', `${K24}extra`, K24],
  ])('%s interoperates with OpenSSL des-ede3-ecb', (_name, key, key24) => {
    for (const text of ['', 'a', '관리 콘솔', 'x'.repeat(100)]) {
      const cipher = tripleDesEncrypt(text, key);
      expect(cipher).toBe(openssl(text, key24));
      expect(tripleDesDecrypt(cipher, key)).toBe(text);
    }
  });

  it.each([
    ['', 12],
    ['1234567', 12],
    ['12345678', 24], // a full block gets a whole block of padding
    ['홍길동', 24],
  ])('%j round-trips through %i base64 characters', (text, length) => {
    const cipher = tripleDesEncrypt(text, K24);
    expect(cipher).toHaveLength(length);
    expect(tripleDesDecrypt(cipher, K24)).toBe(text);
  });

  it('refuses a cipher text that does not decrypt with the key', () => {
    const cipher = tripleDesEncrypt('비밀', K24);
    for (const key of [K16, `${K24.slice(0, -1)}X`]) {
      expect(() => tripleDesDecrypt(cipher, key)).toThrow(
        'tripleDes: cipher text does not decrypt with this key',
      );
    }
    expect(() => tripleDesDecrypt('not base64!', K24)).toThrow('does not decrypt');
  });

  // Each boundary of 64, 128, 192 or more: one byte either side (a key is whole UTF-8 bytes).
  it.each([
    [0, ''],
    [56, 'abcdefg'], // crypto-js alone took this one (two 32-bit words), zero-padded
    [72, 'abcdefghi'],
    [120, 'abcdefgh1234567'],
    [136, 'abcdefgh12345678X'],
    [184, 'abcdefgh12345678ABCDEFG'],
    [48, '홍길'], // UTF-8 bytes count, not characters
  ])('refuses a key of %i bits with code and Korean message, both ways', (bits, key) => {
    for (const run of [() => tripleDesEncrypt('x', key), () => tripleDesDecrypt('AAAAAAAAAAA=', key)]) {
      const e = thrown(run);
      expect(e).toBeInstanceOf(TripleDesKeyError);
      expect((e as TripleDesKeyError).code).toBe(TRIPLE_DES_KEY_LENGTH);
      expect((e as TripleDesKeyError).bits).toBe(bits);
    }
    expect(() => tripleDesEncrypt('x', key)).toThrow(
      `TripleDES 키 길이(${bits}비트)가 올바르지 않습니다. 64, 128, 192비트 또는 192비트보다 긴 키를 사용해주세요.`,
    );
  });

  it('keeps its stable code', () => {
    expect(TRIPLE_DES_KEY_LENGTH).toBe('CRYPTO_3DES_KEY_LENGTH');
  });

  it.each([
    [64, K8],
    [128, K16],
    [192, K24],
    [200, `${K24}z`],
    [192, '홍길동홍길동홍길'], // 8 Hangul syllables, 3 UTF-8 bytes each
  ])('accepts a key of %i bits', (_bits, key) => {
    expect(tripleDesDecrypt(tripleDesEncrypt('ok', key), key)).toBe('ok');
  });
});
