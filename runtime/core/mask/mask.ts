import { MESSAGES_KO } from '../i18n/index.ts';
import { isIPv4 } from '../validate/index.ts';

/** The masking types of spec section 9, and BIRTH (a date of birth: the year stays). */
export const MASKING_TYPES = [
  'EMAIL',
  'NAME',
  'ID',
  'IP',
  'ADDRESS',
  'ZIP',
  'CARD_NO',
  'CARD_PERIOD',
  'ACC_NO',
  'PERSONAL_NO',
  'PHONE',
  'BIRTH',
] as const;

/** One of MASKING_TYPES. */
export type MaskingType = (typeof MASKING_TYPES)[number];

const STAR = '*';
/** Characters kept as they are and not counted where a rule counts digits (`010-1234-5678`), with white space. */
const SEPARATORS: ReadonlySet<string> = new Set(['-', '.', '/', '(', ')']);

/**
 * Hides the counted characters of `value` outside the first `head` and the last `tail`; when that
 * would hide nothing, hides them all (a value too short for its rule never shows in full). The
 * server masks every personal field of every answer: two passes over the code points, no arrays.
 */
function hideMiddle(value: string, head: number, tail: number, counts: (ch: string) => boolean): string {
  let total = 0;
  for (const ch of value) if (counts(ch)) total++;
  const from = total - head - tail < 1 ? 0 : head;
  const to = total - head - tail < 1 ? total : total - tail;
  let i = 0;
  let out = '';
  for (const ch of value) {
    if (!counts(ch)) out += ch;
    else {
      out += i >= from && i < to ? STAR : ch;
      i++;
    }
  }
  return out;
}

const everyChar = () => true;
/** Not a separator: `-`, `.`, `/`, `(`, `)` or white space. */
const notSeparator = (ch: string) => !SEPARATORS.has(ch) && !(ch.trim() === '');

/** Hides the last `n` counted characters (all of them when there are no more than `n`). */
function hideLast(value: string, n: number, counts: (ch: string) => boolean): string {
  const total = Array.from(value).filter(counts).length;
  return hideMiddle(value, Math.max(total - n, 0), 0, counts);
}

function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  const local = at === -1 ? value : value.slice(0, at);
  const keep = Math.min(3, Array.from(local).length - 1);
  return hideMiddle(local, keep, 0, everyChar) + (at === -1 ? '' : value.slice(at));
}

function maskName(value: string): string {
  const n = Array.from(value).length;
  return n <= 2 ? hideLast(value, 1, everyChar) : hideMiddle(value, 1, 1, everyChar);
}

/** A hidden IP octet is always `***`, whatever its length (fidelity.md: as the original prints it). */
const HIDDEN_OCTET = '***';

function maskIp(value: string): string {
  if (!isIPv4(value)) return Array.from(value, (ch) => (ch === '.' || ch === ':' ? ch : STAR)).join('');
  const octets = value.split('.');
  const first = Number(octets[0]);
  const hidden = first >= 192 && first <= 223 ? 2 : 1;
  return octets.map((o, i) => (i === hidden ? HIDDEN_OCTET : o)).join('.');
}

function maskAddress(value: string): string {
  const trimmed = value.trim();
  const words = trimmed.split(/\s+/);
  if (words.length > 4) return `${words.slice(0, 4).join(' ')} ****`;
  return hideLast(trimmed, 4, everyChar);
}

function maskPhone(value: string): string {
  const groups = value.split(/[\s\-.]+/).filter(Boolean);
  if (groups.length >= 3) {
    const first = Array.from(groups[0]!).filter(notSeparator).length;
    const last = Array.from(groups[groups.length - 1]!).filter(notSeparator).length;
    return hideMiddle(value, first, last, notSeparator);
  }
  const digits = Array.from(value).filter(notSeparator);
  const area = digits[0] === '0' && digits[1] === '2' ? 2 : digits.length >= 10 ? 3 : 0;
  return hideMiddle(value, area, 4, notSeparator);
}

/** Masking of spec section 9 and fidelity.md, one function per type. */
const MASKERS: Record<MaskingType, (value: string) => string> = {
  EMAIL: maskEmail,
  NAME: maskName,
  ID: (v) => hideLast(v, Array.from(v).length === 2 ? 1 : 2, everyChar),
  IP: maskIp,
  ADDRESS: maskAddress,
  ZIP: (v) => hideLast(v, 3, notSeparator),
  CARD_NO: (v) => hideMiddle(v, 4, 4, notSeparator),
  CARD_PERIOD: () => '**/**',
  ACC_NO: (v) => hideLast(v, 6, notSeparator),
  PERSONAL_NO: (v) => hideLast(v, 6, notSeparator),
  PHONE: maskPhone,
  // The year stays; month and day go (1990-05-17 → 1990-**-**; 19900517 → 1990****).
  BIRTH: (v) => hideMiddle(v, 4, 0, notSeparator),
};

/** A company rule for one masking type: keep the first `head` and the last `tail` characters. */
export interface MaskRule {
  head: number;
  tail: number;
}

/**
 * The company's masking standard (`privacy.masking`): a rule per type that replaces the spec's.
 * Types it leaves out keep the spec's rule.
 */
export type MaskingPreset = Readonly<Partial<Record<MaskingType, MaskRule>>>;

/**
 * Masks a personal value for display (spec section 9; docs/core-library.md lists
 * each type's rule), or by the company's `preset` rule for its type when it has one (separators
 * kept and not counted). One `*` per hidden character, except ADDRESS's trailing `****`, an IPv4
 * address's hidden octet (`***`) and CARD_PERIOD's fixed mask. An empty, null or undefined value
 * gives `''`. An unknown type throws `허용되지 않은 마스킹 유형입니다.` (even with an empty value, so
 * a misconfiguration shows at once).
 */
export function mask(
  type: MaskingType | (string & {}),
  value: string | null | undefined,
  preset?: MaskingPreset,
): string {
  if (!Object.hasOwn(MASKERS, type)) throw new Error(MESSAGES_KO['mask.unknownType']);
  if (value === null || value === undefined || value === '') return '';
  const rule = preset?.[type as MaskingType];
  if (rule) return hideMiddle(value, rule.head, rule.tail, notSeparator);
  return MASKERS[type as MaskingType](value);
}
