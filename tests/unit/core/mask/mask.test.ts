import { describe, expect, it } from 'vitest';
import { MASKING_TYPES, type MaskingType, mask } from '../../../../runtime/core/mask/index.ts';
import { randomStrings } from '../support/randomStrings.ts';

const cases: Record<MaskingType, ReadonlyArray<[string, string]>> = {
  EMAIL: [
    ['contact@kgc.co.kr', 'con****@kgc.co.kr'],
    ['hong.gildong@example.com', 'hon*********@example.com'],
    ['abcd@x.kr', 'abc*@x.kr'],
    ['abc@x.kr', 'ab*@x.kr'], // at least one character is hidden
    ['a@x.kr', '*@x.kr'],
    ['we"ird@name@x.kr', 'we"********@x.kr'], // the last @ starts the domain
    ['no-at-sign', 'no-*******'],
    ['홍길동님@예시.kr', '홍길동*@예시.kr'],
  ],
  NAME: [
    ['홍', '*'],
    ['이산', '이*'], // two syllables: the last is hidden
    ['홍길동', '홍*동'],
    ['남궁민수', '남**수'],
    ['선우용녀자', '선***자'],
    ['John Smith', 'J********h'],
    ['😀😀😀', '😀*😀'],
  ],
  ID: [
    ['a', '*'], // one character: masked whole (fidelity.md)
    ['ab', 'a*'],
    ['abc', 'a**'],
    ['admin01', 'admin**'],
    ['관리자계정', '관리자**'],
  ],
  IP: [
    // A hidden octet is always *** (fidelity.md: as the original prints it), whatever its length.
    ['10.20.30.40', '10.***.30.40'],
    ['172.16.0.1', '172.***.0.1'],
    ['191.255.1.1', '191.***.1.1'],
    ['192.168.0.1', '192.168.***.1'], // class C: the third octet
    ['192.168.10.1', '192.168.***.1'],
    ['223.1.200.4', '223.1.***.4'],
    ['224.0.0.1', '224.***.0.1'],
    ['::1', '::*'], // not IPv4: everything but separators hidden
    ['1.2.3', '*.*.*'],
  ],
  ADDRESS: [
    ['서울특별시 강남구 테헤란로 123 4층', '서울특별시 강남구 테헤란로 123 ****'],
    ['대전광역시 대덕구 벚꽃길 71(평촌동) 본관 2층', '대전광역시 대덕구 벚꽃길 71(평촌동) ****'],
    ['  서울시   중구  세종대로 110  시청 ', '서울시 중구 세종대로 110 ****'],
    ['서울시 중구 세종대로 110', '서울시 중구 세종대로****'], // 4 words: the last 4 characters
    ['서울시 강남구', '서울시****'],
    ['세종시', '***'],
    ['abcd', '****'],
  ],
  ZIP: [
    ['06236', '06***'],
    ['135-080', '135-***'],
    ['123', '***'],
    ['12', '**'],
  ],
  CARD_NO: [
    ['1234-5678-9012-3456', '1234-****-****-3456'],
    ['1234567890123456', '1234********3456'],
    ['3782-822463-10005', '3782-******-*0005'],
    ['1234 5678', '**** ****'], // too short to keep both ends
    ['123456789', '1234*6789'],
  ],
  CARD_PERIOD: [
    ['12/27', '**/**'],
    ['1227', '**/**'],
    ['2027-12', '**/**'],
  ],
  ACC_NO: [
    ['110-123-456789', '110-123-******'],
    ['1002123456789', '1002123******'],
    // 6 characters or fewer: masked whole (fidelity.md; the original padded to 7 first).
    ['123456', '******'],
    ['12345', '*****'],
    ['1', '*'],
    ['12-34', '**-**'],
    ['1234567', '1******'],
  ],
  PERSONAL_NO: [
    ['900101-1234567', '900101-1******'],
    ['9001011234567', '9001011******'],
    ['900101-1', '9*****-*'],
  ],
  PHONE: [
    ['010-1234-5678', '010-****-5678'],
    ['02-123-4567', '02-***-4567'],
    ['031.1234.5678', '031.****.5678'],
    ['01012345678', '010****5678'],
    ['0212345678', '02****5678'],
    ['0311234567', '031***4567'],
    ['1588-2304', '****-2304'],
    ['+82 10-1234-5678', '+82 **-****-5678'],
    ['1234', '****'],
  ],
  BIRTH: [
    ['1990-05-17', '1990-**-**'],
    ['19900517', '1990****'],
    ['1990.05.17', '1990.**.**'],
    ['1990', '****'], // a year alone shows nothing
  ],
};

describe('mask: spec section 9, fidelity.md', () => {
  for (const type of MASKING_TYPES) {
    describe(type, () => {
      it.each(cases[type])('%j → %j', (value, expected) => {
        expect(mask(type, value)).toBe(expected);
      });
      it.each([
        ['', ''],
        [null, ''],
        [undefined, ''],
      ])('%j → %j', (value, expected) => {
        expect(mask(type, value)).toBe(expected);
      });
    });
  }

  it.each(['UNKNOWN', 'email', 'ADRESS', '', 'toString', '__proto__'])(
    'throws the spec message for the unknown type %j',
    (type) => {
      expect(() => mask(type, 'x')).toThrowErrorMatchingInlineSnapshot(
        `[Error: 허용되지 않은 마스킹 유형입니다.]`,
      );
      expect(() => mask(type, '')).toThrow('허용되지 않은 마스킹 유형입니다.');
    },
  );

  it('never throws on random values; keeps separators and hides something of every value', () => {
    for (const type of MASKING_TYPES) {
      for (const s of randomStrings(0x5eed40, 300)) {
        const masked = mask(type, s);
        // An EMAIL with nothing before its @ has no personal part to hide.
        const nothingToHide = type === 'CARD_PERIOD' || (type === 'EMAIL' && s.lastIndexOf('@') === 0);
        if (s.trim() !== '' && !nothingToHide) expect(masked).toContain('*');
        if (type === 'CARD_NO' || type === 'ACC_NO' || type === 'PERSONAL_NO' || type === 'ZIP') {
          expect(Array.from(masked)).toHaveLength(Array.from(s).length);
        }
      }
    }
  });
});

describe('mask by the company standard (privacy.masking)', () => {
  it('replaces a type’s rule by its head and tail, separators kept; other types keep the built-in rule', () => {
    const preset = { PHONE: { head: 3, tail: 0 }, NAME: { head: 0, tail: 1 } } as const;
    expect(mask('PHONE', '010-1234-5678', preset)).toBe('010-****-****');
    expect(mask('NAME', '홍길동', preset)).toBe('**동');
    expect(mask('EMAIL', 'contact@kgc.co.kr', preset)).toBe('con****@kgc.co.kr');
    // A value too short for the rule never shows whole.
    expect(mask('NAME', '이', preset)).toBe('*');
  });
});
