import { createCipheriv, createHash } from 'node:crypto';

/**
 * The encrypted profile header, `aesEcbEncrypt(profile, secret)` of runtime/core computed with
 * node:crypto (AES-256-ECB, PKCS7, base64; the key is a 64-digit hex secret itself, otherwise its
 * SHA-256), so `generate` does not load crypto-js. A test pins it to the core function.
 */
export function profileHeaderOf(profile: string, secret: string): string {
  const key = /^[0-9a-fA-F]{64}$/.test(secret)
    ? Buffer.from(secret, 'hex')
    : createHash('sha256').update(secret, 'utf8').digest();
  const cipher = createCipheriv('aes-256-ecb', key, null);
  return Buffer.concat([cipher.update(profile, 'utf8'), cipher.final()]).toString('base64');
}
