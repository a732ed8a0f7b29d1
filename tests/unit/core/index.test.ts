import { describe, expect, it } from 'vitest';
import { hasFunctionAuthority, hasMenuAuthority } from '../../../runtime/core/auth/index.ts';
import { createBridgeToken, isValidBridgeToken } from '../../../runtime/core/bridge/index.ts';
import {
  aesEcbDecrypt,
  aesEcbEncrypt,
  decodeBase62,
  decodeBase64,
  encodeBase62,
  encodeBase64,
  isValidTripleDesKeyBits,
  tripleDesDecrypt,
  tripleDesEncrypt,
} from '../../../runtime/core/crypto/index.ts';
import { matchesAccept } from '../../../runtime/core/files/index.ts';
import {
  formatCardNo,
  formatCorporateNo,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatTime,
  toLocalJson,
} from '../../../runtime/core/format/index.ts';
import { byteLength, isNumberOnlyKey, truncateToBytes } from '../../../runtime/core/input/index.ts';
import { logLevelValue } from '../../../runtime/core/logging/index.ts';
import { mask } from '../../../runtime/core/mask/index.ts';
import { parseQuery, stringifyQuery } from '../../../runtime/core/query/index.ts';
import { isRelativeUrl } from '../../../runtime/core/url/index.ts';
import {
  isBusinessNo,
  isCorporateNo,
  isEmail,
  isIPv4,
  isMobile,
  isPhone,
} from '../../../runtime/core/validate/index.ts';
import { core } from './support/coreExports.ts';

// The list: every rule of spec sections 5 and 9 is importable by name from its core folder's index.
const REQUIRED = [
  'isRelativeUrl',
  'isIPv4',
  'isBusinessNo',
  'isCorporateNo',
  'isEmail',
  'isPhone',
  'isMobile',
  'byteLength',
  'truncateToBytes',
  'isNumberOnlyKey',
  'isValidTripleDesKeyBits',
  'matchesAccept',
  'mask',
  'formatCurrency',
  'formatFileSize',
  'formatCardNo',
  'formatCorporateNo',
  'formatDate',
  'formatTime',
  'formatDateTime',
  'toLocalJson',
  'parseQuery',
  'stringifyQuery',
  'encodeBase62',
  'decodeBase62',
  'encodeBase64',
  'decodeBase64',
  'aesEcbEncrypt',
  'aesEcbDecrypt',
  'tripleDesEncrypt',
  'tripleDesDecrypt',
  'createBridgeToken',
  'isValidBridgeToken',
  'hasMenuAuthority',
  'hasFunctionAuthority',
  'logLevelValue',
] as const;

describe("runtime/core's folders export the rules library by name", () => {
  it.each(REQUIRED)('%s is a function', (name) => {
    expect(typeof core[name]).toBe('function');
  });

  it('works end to end through the folder indexes (the docs examples)', () => {
    expect(isRelativeUrl('/pubs/MI/ID/UI_FU_0033')).toBe(true);
    expect(isIPv4('192.168.0.1')).toBe(true);
    expect(isBusinessNo('314-81-23992')).toBe(true);
    expect(isCorporateNo('130111-0006246')).toBe(true);
    expect(isEmail('contact@kgc.co.kr')).toBe(true);
    expect(isPhone('02-123-4567')).toBe(true);
    expect(isMobile('01012345678')).toBe(true);
    expect(byteLength('홍길동\nabc')).toBe(11);
    expect(truncateToBytes('홍길동', 5)).toBe('홍길');
    expect(isNumberOnlyKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isValidTripleDesKeyBits(192)).toBe(true);
    expect(matchesAccept([{ name: 'a.PDF', type: 'application/pdf' }], '.pdf,image/*')).toBe(true);
    expect(mask('NAME', '홍길동')).toBe('홍*동');
    expect(formatCurrency(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatCardNo('1234567890123456')).toBe('1234-5678-9012-3456');
    expect(formatCorporateNo('3148123992')).toBe('314-81-23992');
    expect(formatDate(new Date(2024, 0, 3))).toBe('2024-01-03');
    expect(formatTime(new Date(2024, 0, 3, 13, 4))).toBe('13:04');
    expect(formatDateTime(new Date(2024, 0, 3, 13, 4, 5))).toBe('2024-01-03 13:04:05');
    expect(toLocalJson(new Date(2024, 0, 2, 3, 4, 5, 6))).toBe('2024-01-02T03:04:05.006Z');
    expect(parseQuery('a[b]=1&c=2&c=3')).toEqual({ a: { b: '1' }, c: ['2', '3'] });
    expect(stringifyQuery({ a: { b: '1' } })).toBe('a%5Bb%5D=1');
    expect(decodeBase62(encodeBase62('관리 콘솔'))).toBe('관리 콘솔');
    expect(encodeBase64('홍길동')).toBe('7ZmN6ri464+Z');
    expect(decodeBase64('7ZmN6ri464+Z')).toBe('홍길동');
    expect(aesEcbDecrypt(aesEcbEncrypt('비밀', 'key'), 'key')).toBe('비밀');
    expect(tripleDesDecrypt(tripleDesEncrypt('비밀', 'abcdefgh'), 'abcdefgh')).toBe('비밀');
    const now = new Date(2024, 4, 1, 9, 30, 15);
    expect(
      isValidBridgeToken(
        createBridgeToken(now, () => 0),
        now,
      ),
    ).toBe(true);
    expect(hasMenuAuthority(['M100:P100:F01'], 'P100')).toBe(true);
    expect(hasFunctionAuthority(['M100:P100:F01'], 'M100', 'F01')).toBe(true);
    expect(logLevelValue('success')).toBe(3);
  });
});
