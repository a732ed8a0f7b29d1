import { describe, expect, it } from 'vitest';
import { profileHeaderOf } from '../../../cli/compile/index.ts';
import { aesEcbDecrypt, aesEcbEncrypt } from '../../../runtime/core/crypto/index.ts';

describe('profileHeaderOf (node:crypto) equals core aesEcbEncrypt (crypto-js)', () => {
  it.each([
    ['local', 'console-dev-secret-change-me'],
    ['운영', 'a secret with 한글 and spaces'],
    ['staging', 'ab'.repeat(32)],
    ['', 'sixteen-chars!!!'],
  ])('profile %j', (profile, secret) => {
    expect(profileHeaderOf(profile, secret)).toBe(aesEcbEncrypt(profile, secret));
    expect(aesEcbDecrypt(profileHeaderOf(profile, secret), secret)).toBe(profile);
  });
});
