import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesEcbDecrypt, aesEcbEncrypt, sha256Hex } from '../../../../runtime/core/crypto/index.ts';
import { randomStrings } from '../support/randomStrings.ts';

const HEX_KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('aesEcbEncrypt / aesEcbDecrypt: AES-256 ECB PKCS7 base64', () => {
  it.each(['', 'a', '관리 콘솔', '{"query":{"a":"1"},"body":null}', 'x'.repeat(100)])(
    'interoperates with OpenSSL (node:crypto aes-256-ecb) for %j',
    (text) => {
      const key = Buffer.from(HEX_KEY, 'hex');
      const theirs = createCipheriv('aes-256-ecb', key, null);
      const openssl = Buffer.concat([theirs.update(text, 'utf8'), theirs.final()]).toString('base64');
      expect(aesEcbEncrypt(text, HEX_KEY)).toBe(openssl);
      const back = createDecipheriv('aes-256-ecb', key, null);
      expect(Buffer.concat([back.update(openssl, 'base64'), back.final()]).toString('utf8')).toBe(text);
      expect(aesEcbDecrypt(openssl, HEX_KEY)).toBe(text);
    },
  );

  it.each([
    ['', 24],
    ['a', 24],
    ['0123456789abcde', 24],
    ['0123456789abcdef', 44], // a full block gets a whole block of padding
    ['홍길동', 24],
    ['😀'.repeat(10), 64],
  ])('%j encrypts to %i base64 characters and back', (text, length) => {
    const cipher = aesEcbEncrypt(text, 'secret');
    expect(cipher).toHaveLength(length);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(aesEcbDecrypt(cipher, 'secret')).toBe(text);
  });

  it('is deterministic (ECB, no IV) and depends on the key', () => {
    expect(aesEcbEncrypt('같은 글', 'k')).toBe(aesEcbEncrypt('같은 글', 'k'));
    expect(aesEcbEncrypt('같은 글', 'k')).not.toBe(aesEcbEncrypt('같은 글', 'k2'));
  });

  it('takes 64 hex characters as the raw key and any other string through SHA-256', () => {
    const cipher = aesEcbEncrypt('x', 'passphrase');
    expect(aesEcbDecrypt(cipher, sha256Hex('passphrase'))).toBe('x');
  });

  it.each(['', 'not base64!', 'AAAA', 'YWJj', `${'A'.repeat(22)}==`, aesEcbEncrypt('x', 'k').slice(0, -4)])(
    'refuses %j, which does not decrypt',
    (cipher) => {
      expect(() => aesEcbDecrypt(cipher, 'k')).toThrow('aes: cipher text does not decrypt with this key');
    },
  );

  it('refuses a wrong key every time (the old unpad returned garbage about once in 200)', () => {
    for (let i = 0; i < 2000; i++) {
      const cipher = aesEcbEncrypt(`hi${i}`, `key${i}`);
      expect(() => aesEcbDecrypt(cipher, `other${i}`)).toThrow();
    }
  });

  it('refuses to encrypt a lone surrogate, which has no UTF-8 form', () => {
    expect(() => aesEcbEncrypt('a\uD800b', 'k')).toThrow();
  });

  it('round-trips random strings with random keys', () => {
    const strings = randomStrings(0x5eed23, 200);
    strings.forEach((s, i) => {
      const key = strings[(i * 7) % strings.length]!;
      expect(aesEcbDecrypt(aesEcbEncrypt(s, key), key)).toBe(s);
    });
  });
});

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('%j → %s', (text, hex) => {
    expect(sha256Hex(text)).toBe(hex);
  });
});
