import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ECB from 'crypto-js/mode-ecb.js';
import NoPadding from 'crypto-js/pad-nopadding.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import TripleDES from 'crypto-js/tripledes.js';
import { formatMessage } from '../i18n/index.ts';
import { isValidTripleDesKeyBits } from './isValidTripleDesKeyBits.ts';
import { BASE64, unpadUtf8 } from './unpadUtf8.ts';

/** The stable code of a refused TripleDES key (never reused for anything else). */
export const TRIPLE_DES_KEY_LENGTH = 'CRYPTO_3DES_KEY_LENGTH';

/**
 * The refusal's Korean message. It stays here, in the lazily loaded cipher chunk, not in the
 * catalogue every page loads: it reports an integrator's key, not something the console shows.
 */
export const TRIPLE_DES_KEY_LENGTH_MESSAGE =
  'TripleDES 키 길이({bits}비트)가 올바르지 않습니다. 64, 128, 192비트 또는 192비트보다 긴 키를 사용해주세요.';

/** A TripleDES key whose length breaks spec section 5's rule (64, 128, 192 or more than 192 bits). */
export class TripleDesKeyError extends Error {
  readonly code = TRIPLE_DES_KEY_LENGTH;
  /** The key's length in bits (its UTF-8 bytes × 8). */
  readonly bits: number;
  constructor(bits: number) {
    super(formatMessage(TRIPLE_DES_KEY_LENGTH_MESSAGE, { bits }));
    this.name = 'TripleDesKeyError';
    this.bits = bits;
  }
}

/**
 * The key's UTF-8 bytes, refused unless they are 64, 128, 192 or more than 192 bits. crypto-js
 * checks only its 32-bit word count, so a 7-byte (56-bit) key passed there, zero-padded.
 */
function keyOf(key: string) {
  const words = Utf8.parse(key);
  const bits = words.sigBytes * 8;
  if (!isValidTripleDesKeyBits(bits)) throw new TripleDesKeyError(bits);
  return words;
}

/**
 * TripleDES (crypto-js) in ECB mode with PKCS7 padding, base64 out. The key is a string taken as its
 * UTF-8 bytes: 8 bytes (one DES key), 16 (K1 K2 K1), 24 (K1 K2 K3) or more (the first 24 count).
 * Any other length throws TripleDesKeyError (`code` CRYPTO_3DES_KEY_LENGTH).
 */
export function tripleDesEncrypt(text: string, key: string): string {
  // Base64 by hand: crypto-js's default formatter reads enc-base64 as it stood when cipher-core
  // loaded, which depends on which crypto-js module a bundle happened to load first.
  const sealed = TripleDES.encrypt(Utf8.parse(text), keyOf(key), { mode: ECB, padding: Pkcs7 });
  return Base64.stringify(sealed.ciphertext);
}

/**
 * Inverse of tripleDesEncrypt. Throws TripleDesKeyError for a key of a refused length, and an Error
 * when the cipher text does not decrypt with this key (every padding byte is checked and the text
 * must be valid UTF-8, as in aesEcbDecrypt).
 */
export function tripleDesDecrypt(cipher: string, key: string): string {
  const k = keyOf(key);
  const fail = () => new Error('tripleDes: cipher text does not decrypt with this key');
  if (!BASE64.test(cipher)) throw fail();
  const sealed = { ciphertext: Base64.parse(cipher) } as unknown as Parameters<typeof TripleDES.decrypt>[0];
  const text = unpadUtf8(TripleDES.decrypt(sealed, k, { mode: ECB, padding: NoPadding }), 8);
  if (text === undefined) throw fail();
  return text;
}
