import { format, isValid, parseISO } from 'date-fns';
import { ko } from 'date-fns/locale';
import { inZone } from '../time/index.ts';
import type { DateDisplayFormat } from './dateDisplayFormats.ts';

/** Default patterns of spec section 9 (date-fns tokens). */
export const DATE_PATTERNS = {
  date: 'yyyy-MM-dd',
  time: 'HH:mm',
  dateTime: 'yyyy-MM-dd HH:mm:ss',
} as const;

/** The date-time pattern that goes with a display format: the day, then `HH:mm:ss`. */
export function dateTimePatternOf(dateFormat: DateDisplayFormat): string {
  return `${dateFormat} ${DATE_PATTERNS.time}:ss`;
}

/** What the date formatters take: a Date, epoch milliseconds or an ISO 8601 string (local time when it has no offset). */
export type DateInput = Date | number | string | null | undefined;

/** The input as a Date, or undefined when it is missing or not a real date. */
function toDate(d: DateInput): Date | undefined {
  if (d === null || d === undefined || d === '') return undefined;
  const date = typeof d === 'string' ? parseISO(d.trim()) : new Date(d);
  return isValid(date) ? date : undefined;
}

/** An ISO string with a time and a zone (`Z`, `+09:00`): an instant, not a wall-clock reading. */
const ZONED_ISO = /[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:[Zz]|[+-]\d{2}(?::?\d{2})?)$/;

function formatWith(d: DateInput, pattern: string, timeZone: string | undefined): string {
  const date = toDate(d);
  if (!date) return '';
  // An instant shows as the wall clock of `timeZone`; a day or a time without a zone as it reads.
  const instant = typeof d !== 'string' || ZONED_ISO.test(d.trim());
  return format(timeZone && instant ? inZone(date, timeZone) : date, pattern, { locale: ko });
}

/**
 * A date with a date-fns pattern and the `ko` locale (default `yyyy-MM-dd`; `EEEE` gives `수요일`,
 * `a` gives `오전`/`오후`). An instant (a Date, epoch milliseconds, an ISO string with `Z` or an
 * offset) shows in `timeZone` (the console's, `app.timeZone`), else in the runtime's local zone; an
 * ISO string without an offset shows as it reads. Missing or invalid input gives `''`; an invalid
 * pattern throws date-fns' RangeError.
 */
export function formatDate(d: DateInput, pattern: string = DATE_PATTERNS.date, timeZone?: string): string {
  return formatWith(d, pattern, timeZone);
}

/** formatDate with the time pattern (default `HH:mm`). */
export function formatTime(d: DateInput, pattern: string = DATE_PATTERNS.time, timeZone?: string): string {
  return formatWith(d, pattern, timeZone);
}

/** formatDate with the date-time pattern (default `yyyy-MM-dd HH:mm:ss`). */
export function formatDateTime(
  d: DateInput,
  pattern: string = DATE_PATTERNS.dateTime,
  timeZone?: string,
): string {
  return formatWith(d, pattern, timeZone);
}
