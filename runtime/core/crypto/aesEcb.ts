import AES from 'crypto-js/aes.js';
import Hex from 'crypto-js/enc-hex.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ECB from 'crypto-js/mode-ecb.js';
import NoPadding from 'crypto-js/pad-nopadding.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import SHA256 from 'crypto-js/sha256.js';
import { BASE64, unpadUtf8 } from './unpadUtf8.ts';

/** A 32-byte AES-256 key: 64 hex characters as they are, any other string through SHA-256. */
function keyOf(key: string) {
  return /^[0-9a-fA-F]{64}$/.test(key) ? Hex.parse(key) : SHA256(key);
}

/** AES-256 ECB with PKCS7 padding, base64 out (spec section 9's encryption helper). */
export function aesEcbEncrypt(text: string, key: string): string {
  return AES.encrypt(Utf8.parse(text), keyOf(key), { mode: ECB, padding: Pkcs7 }).toString();
}

/**
 * Inverse of aesEcbEncrypt; throws when the cipher text does not decrypt with this key (every
 * padding byte is checked and the text must be valid UTF-8: see unpadUtf8).
 */
export function aesEcbDecrypt(cipher: string, key: string): string {
  const fail = () => new Error('aes: cipher text does not decrypt with this key');
  if (!BASE64.test(cipher)) throw fail();
  const text = unpadUtf8(AES.decrypt(cipher, keyOf(key), { mode: ECB, padding: NoPadding }), 16);
  if (text === undefined) throw fail();
  return text;
}

/** SHA-256 hex of a string. */
export function sha256Hex(text: string): string {
  return SHA256(text).toString(Hex);
}
