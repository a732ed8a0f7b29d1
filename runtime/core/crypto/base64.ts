const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Base64 of a string's UTF-8 bytes (works the same in the browser and in Node). */
export function encodeBase64(text: string): string {
  let binary = '';
  for (const b of utf8.encode(text)) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Inverse of encodeBase64; also accepts base64url and missing padding. Throws on bad input. */
export function decodeBase64(encoded: string): string {
  const normal = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return fromUtf8.decode(bytes);
}
