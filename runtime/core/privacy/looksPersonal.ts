import type { MaskingType } from '../mask/index.ts';

/** Field names that usually hold personal data, with the mask each would take. */
const NAME_PATTERNS: ReadonlyArray<[RegExp, MaskingType]> = [
  [/(jumin|rrn|ssn|resident|personal_?no|juminno)/i, 'PERSONAL_NO'],
  [/(birth|brth|bday)/i, 'BIRTH'],
  [/(mobile|phone|cellphone|^tel(no)?$|telno|hpno|^hp$|mbl(no|num)?$)/i, 'PHONE'],
  [/e-?mail/i, 'EMAIL'],
  [/(addr|address)(\d|_?detail|_?dtl)?$/i, 'ADDRESS'],
  [/(acct|account|acc)_?(no|num|number)$/i, 'ACC_NO'],
  [/card_?(no|num|number)$/i, 'CARD_NO'],
  [
    /^(name|full_?name|kor_?name|(cust|customer|member|mbr|mem|user|usr|receiver|rcvr|sender|owner|holder|person|emp|staff|patient|guest)_?(nm|name))$/i,
    'NAME',
  ],
];

/** Values that look personal, with the mask each would take (checked in this order). */
const VALUE_PATTERNS: ReadonlyArray<[RegExp, MaskingType]> = [
  [/^\d{6}-?[1-8]\d{6}$/, 'PERSONAL_NO'],
  [/^01[016789]-?\d{3,4}-?\d{4}$/, 'PHONE'],
  [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'EMAIL'],
  [/^\d{2,6}-\d{2,6}-\d{2,8}$/, 'ACC_NO'],
  [/^[가-힣]{2,4}$/, 'NAME'],
];

/**
 * The mask a field would take when its name or a sample value looks personal (a name, a phone
 * number, a resident or account number, an e-mail, a date of birth, an address); undefined when
 * nothing does. A hint for `console doctor`, never a rule: it names candidates a person decides on.
 */
export function looksPersonal(name: string, samples: readonly unknown[] = []): MaskingType | undefined {
  for (const [pattern, type] of NAME_PATTERNS) if (pattern.test(name)) return type;
  for (const sample of samples) {
    if (typeof sample !== 'string') continue;
    for (const [pattern, type] of VALUE_PATTERNS) if (pattern.test(sample.trim())) return type;
  }
  return undefined;
}
