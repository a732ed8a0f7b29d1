import AES from 'crypto-js/aes.js';
import Hex from 'crypto-js/enc-hex.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ECB from 'crypto-js/mode-ecb.js';
import NoPadding from 'crypto-js/pad-nopadding.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import SHA256 from 'crypto-js/sha256.js';

/** A 32-byte AES-256 key: 64 hex characters as they are, any other string through SHA-256. */
function keyOf(key: string) {
  return /^[0-9a-fA-F]{64}$/.test(key) ? Hex.parse(key) : SHA256(key);
}

/** AES-256 ECB with PKCS7 padding, base64 out (spec section 9's encryption helper). */
export function aesEcbEncrypt(text: string, key: string): string {
  return AES.encrypt(Utf8.parse(text), keyOf(key), { mode: ECB, padding: Pkcs7 }).toString();
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})+$|^(?:[A-Za-z0-9+/]{4})*[A-Za-z0-9+/]{2}(?:==|[A-Za-z0-9+/]=)$/;
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Inverse of aesEcbEncrypt; throws when the cipher text does not decrypt with this key.
 * crypto-js's own PKCS7 unpad reads only the last byte, so a wrong key returned garbage about
 * once in 200 tries; here every padding byte is checked and the text must be valid UTF-8.
 */
export function aesEcbDecrypt(cipher: string, key: string): string {
  const fail = () => new Error('aes: cipher text does not decrypt with this key');
  if (!BASE64.test(cipher)) throw fail();
  const words = AES.decrypt(cipher, keyOf(key), { mode: ECB, padding: NoPadding });
  const size = words.sigBytes;
  if (size === 0 || size % 16 !== 0) throw fail();
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (words.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  const pad = bytes[size - 1]!;
  if (pad < 1 || pad > 16 || bytes.subarray(size - pad).some((b) => b !== pad)) throw fail();
  try {
    return fromUtf8.decode(bytes.subarray(0, size - pad));
  } catch {
    throw fail();
  }
}

/** SHA-256 hex of a string. */
export function sha256Hex(text: string): string {
  return SHA256(text).toString(Hex);
}
