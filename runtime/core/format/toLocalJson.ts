import { format, isValid } from 'date-fns';

/**
 * A date as JSON in LOCAL time with a trailing `Z` (spec section 9: `2024-01-02T03:04:05.006Z`
 * for 03:04:05.006 local), for the APIs that expect that form. It is a per-call helper: nothing
 * replaces `Date.prototype.toJSON`. Like `toJSON`, an invalid date gives `null`.
 */
export function toLocalJson(date: Date | number): string | null {
  const d = new Date(date);
  return isValid(d) ? format(d, "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'") : null;
}
