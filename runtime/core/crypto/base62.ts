const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

// Base conversion one digit at a time divides the whole number per digit: quadratic, minutes for
// 100 kB. Splitting at a power of 62 and converting both halves keeps long input fast.
const SMALL = 32;
const powers = new Map<number, bigint>();
function pow62(k: number): bigint {
  let p = powers.get(k);
  if (p === undefined) {
    p = 62n ** BigInt(k);
    powers.set(k, p);
  }
  return p;
}

/** `n` (below 62^width) as exactly `width` base62 digits. */
function toDigits(n: bigint, width: number): string {
  if (width <= SMALL) {
    let out = '';
    for (let i = 0; i < width; i++) {
      out = ALPHABET[Number(n % 62n)] + out;
      n /= 62n;
    }
    return out;
  }
  const low = width >> 1;
  const p = pow62(low);
  const q = n / p;
  return toDigits(q, width - low) + toDigits(n - q * p, low);
}

/** The value of a string of base62 digits (already checked against the alphabet). */
function fromDigits(s: string): bigint {
  if (s.length <= SMALL) {
    let n = 0n;
    for (const ch of s) n = n * 62n + BigInt(ALPHABET.indexOf(ch));
    return n;
  }
  const low = s.length >> 1;
  return fromDigits(s.slice(0, -low)) * pow62(low) + fromDigits(s.slice(-low));
}

/** Base62 of a string's UTF-8 bytes (leading zero bytes kept as leading `0`s). */
export function encodeBase62(text: string): string {
  const bytes = utf8.encode(text);
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let hex = '';
  for (let i = zeros; i < bytes.length; i++) hex += bytes[i]!.toString(16).padStart(2, '0');
  if (hex === '') return '0'.repeat(zeros);
  // 62 > 2^5.95, so 4 bits per hex digit need at most ceil(4 * digits / 5.95) base62 digits.
  const width = Math.ceil((hex.length * 4) / Math.log2(62)) + 1;
  return '0'.repeat(zeros) + toDigits(BigInt(`0x${hex}`), width).replace(/^0+/, '');
}

/** Inverse of encodeBase62; throws on a character outside the alphabet or bytes that are not UTF-8. */
export function decodeBase62(encoded: string): string {
  for (const ch of encoded) if (!ALPHABET.includes(ch)) throw new Error(`base62: invalid character "${ch}"`);
  let zeros = 0;
  while (zeros < encoded.length && encoded[zeros] === '0') zeros++;
  const rest = encoded.slice(zeros);
  let hex = rest === '' ? '' : fromDigits(rest).toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  const bytes = new Uint8Array(zeros + hex.length / 2);
  for (let i = 0; i < hex.length / 2; i++)
    bytes[zeros + i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return fromUtf8.decode(bytes);
}

/**
 * A random base62 id of `length` characters (default 22, about 131 bits). Bytes of 248 and above
 * are drawn again, so every character is equally likely (`b % 62` alone favours `0`-`7`).
 */
export function randomBase62(length = 22): string {
  let out = '';
  while (out.length < length) {
    // getRandomValues fills at most 65536 bytes per call.
    const bytes = new Uint8Array(Math.min(length - out.length, 65_536));
    for (const b of globalThis.crypto.getRandomValues(bytes)) if (b < 248) out += ALPHABET[b % 62];
  }
  return out;
}
