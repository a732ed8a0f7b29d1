const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Base62 of a string's UTF-8 bytes (leading zero bytes kept as leading `0`s). */
export function encodeBase62(text: string): string {
  const bytes = utf8.encode(text);
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 62n)] + out;
    n /= 62n;
  }
  return '0'.repeat(zeros) + out;
}

/** Inverse of encodeBase62; throws on a character outside the alphabet or bytes that are not UTF-8. */
export function decodeBase62(encoded: string): string {
  let zeros = 0;
  while (zeros < encoded.length && encoded[zeros] === '0') zeros++;
  let n = 0n;
  for (const ch of encoded.slice(zeros)) {
    const v = ALPHABET.indexOf(ch);
    if (v === -1) throw new Error(`base62: invalid character "${ch}"`);
    n = n * 62n + BigInt(v);
  }
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n & 255n));
    n >>= 8n;
  }
  return fromUtf8.decode(new Uint8Array([...new Array<number>(zeros).fill(0), ...bytes]));
}

/** A random base62 id of `length` characters (default 22, about 131 bits). */
export function randomBase62(length = 22): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const b of bytes) out += ALPHABET[b % 62];
  return out;
}
