import { describe, expect, it } from 'vitest';
import {
  checkUserId,
  duplicateCheckParam,
  readDuplicateCheckParam,
} from '../../../runtime/core/auth/index.ts';
import { aesEcbDecrypt, aesEcbEncrypt } from '../../../runtime/core/crypto/index.ts';

describe('duplicateCheckParam', () => {
  const claims = { userId: 'staff', sessionKey: 'kid.sid.mac', procId: 'P1' };

  it('is the claims as JSON, AES-256-ECB encrypted with the API secret', () => {
    const k = duplicateCheckParam(claims, 'secret-of-sixteen+');
    expect(JSON.parse(aesEcbDecrypt(k, 'secret-of-sixteen+'))).toEqual(claims);
    expect(readDuplicateCheckParam(k, 'secret-of-sixteen+')).toEqual(claims);
  });

  it('refuses a k that does not decrypt or lacks a field', () => {
    const k = duplicateCheckParam(claims, 'secret-of-sixteen+');
    expect(() => readDuplicateCheckParam(k, 'another-secret-xyz')).toThrow();
    expect(() => readDuplicateCheckParam('garbage', 'secret-of-sixteen+')).toThrow();
    const partial = aesEcbEncrypt(JSON.stringify({ userId: 'staff' }), 'secret-of-sixteen+');
    expect(() => readDuplicateCheckParam(partial, 'secret-of-sixteen+')).toThrow(/userId, sessionKey/);
  });
});

describe('checkUserId', () => {
  it.each([
    ['staff01', undefined],
    ['a12345', undefined],
    ['Abcdefghij0123456789', undefined],
    ['abc12', 'format'],
    ['1abcdef', 'format'],
    ['abc_def', 'format'],
    ['Abcdefghij01234567890', 'format'],
    ['', 'format'],
  ])('%s → %s', (id, expected) => {
    expect(checkUserId(id)).toBe(expected);
  });
});
