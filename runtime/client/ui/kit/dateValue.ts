import { format } from 'date-fns';
import type { DateDisplayFormat } from '../../../core/format/index.ts';
import { DATE_PATTERNS } from '../../../core/format/index.ts';

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a `yyyy-MM-dd` value as a local date at midnight, or null when it is not a real day.
 * Built from its parts: `new Date('2026-11-21')` would be UTC midnight, a day early west of Greenwich.
 */
export function parseDateValue(value: string): Date | null {
  const m = DATE_VALUE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = new Date(y, mo, d);
  // Years 0-99 are mapped to 19xx by the constructor.
  date.setFullYear(y);
  return date.getFullYear() === y && date.getMonth() === mo && date.getDate() === d ? date : null;
}

/** Writes a date as its local `yyyy-MM-dd` value (the spec's default date pattern: a calendar day, no time zone). */
export function formatDateValue(date: Date): string {
  return format(date, DATE_PATTERNS.date);
}

/** Whether `value` lies within the optional `min`/`max` bounds (all `yyyy-MM-dd`, compared as text). */
export function isWithinBounds(value: string, min?: string, max?: string): boolean {
  // Zero-padded yyyy-MM-dd sorts as text in date order.
  return !(min && value < min) && !(max && value > max);
}

/** A `yyyy-MM-dd` value as the display format shows it (`MM/dd/yy` gives `11/26/26`); other text as it is. */
export function displayDate(value: string, dateFormat: DateDisplayFormat = 'yyyy-MM-dd'): string {
  if (dateFormat === 'yyyy-MM-dd') return value;
  const day = parseDateValue(value);
  return day ? format(day, dateFormat) : value;
}

/** What users type for a day as the display format `MM/dd/yy` shows it: `M/d/yy` or `M/d/yyyy`. */
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/**
 * A two-digit year as a full one: the year ending in those digits from 80 years before `today`
 * to 19 after (a birth date in `65` is 1965, an expiry in `30` is 2030).
 */
function fullYear(yy: number, today: Date): number {
  const year = Math.floor(today.getFullYear() / 100) * 100 + yy;
  return year > today.getFullYear() + 19 ? year - 100 : year;
}

/**
 * Turns typed text into a date value: `yyyy-MM-dd`, or eight digits `yyyyMMdd` (the way Korean
 * back-office users often type dates); with the display format `MM/dd/yy` also `MM/dd/yy` and
 * `MM/dd/yyyy`. Returns null for anything else or a day that does not exist.
 */
export function normalizeTypedDate(
  text: string,
  dateFormat: DateDisplayFormat = 'yyyy-MM-dd',
  today: Date = new Date(),
): string | null {
  const trimmed = text.trim();
  const slashed = dateFormat === 'MM/dd/yy' ? SLASHED.exec(trimmed) : null;
  if (slashed) {
    const [, m = '', d = '', y = ''] = slashed;
    const year = y.length === 2 ? fullYear(Number(y), today) : Number(y);
    const value = `${String(year).padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    return parseDateValue(value) ? value : null;
  }
  const digits = /^\d{8}$/.test(trimmed)
    ? `${trimmed.slice(0, 4)}-${trimmed.slice(4, 6)}-${trimmed.slice(6)}`
    : trimmed;
  return parseDateValue(digits) ? digits : null;
}

/** Moves `day` inside the optional bounds (the nearest bound when outside); used so keyboard focus never lands on a disabled day. */
export function clampDay(day: Date, min?: string, max?: string): Date {
  const v = formatDateValue(day);
  if (min && v < min) return parseDateValue(min) ?? day;
  if (max && v > max) return parseDateValue(max) ?? day;
  return day;
}
