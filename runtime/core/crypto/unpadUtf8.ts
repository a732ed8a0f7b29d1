/** Strict base64 (padded, no whitespace): what a cipher text must be before it is decrypted. */
export const BASE64 = /^(?:[A-Za-z0-9+/]{4})+$|^(?:[A-Za-z0-9+/]{4})*[A-Za-z0-9+/]{2}(?:==|[A-Za-z0-9+/]=)$/;

const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The UTF-8 text of decrypted, PKCS7-padded words (crypto-js's WordArray), or `undefined` when the
 * length is not whole blocks, any padding byte is wrong or the text is not valid UTF-8. crypto-js's
 * own unpad reads only the last byte, so a wrong key passed as garbage about once in 200 tries.
 */
export function unpadUtf8(
  words: { sigBytes: number; words: number[] },
  blockBytes: number,
): string | undefined {
  const size = words.sigBytes;
  if (size === 0 || size % blockBytes !== 0) return undefined;
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (words.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  const pad = bytes[size - 1]!;
  if (pad < 1 || pad > blockBytes || bytes.subarray(size - pad).some((b) => b !== pad)) return undefined;
  try {
    return fromUtf8.decode(bytes.subarray(0, size - pad));
  } catch {
    return undefined;
  }
}
