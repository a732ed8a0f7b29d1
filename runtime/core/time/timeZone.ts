import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The console's calendar unless `app.timeZone` says otherwise: Korea's. */
export const DEFAULT_TIME_ZONE = 'Asia/Seoul';

/** Whether `name` is an IANA time zone this runtime knows (`Asia/Seoul`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant `at` as a date whose fields (year … second, weekday) are the wall clock of
 * `timeZone`, for date-fns to format or compute with, whatever the server's or browser's zone.
 */
export function inZone(at: Date | number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return new TZDate(typeof at === 'number' ? at : at.getTime(), timeZone);
}

/** The calendar day (`yyyy-MM-dd`) of `timeZone` in which the instant `at` falls. */
export function dayIn(at: Date | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return format(inZone(at, timeZone), 'yyyy-MM-dd');
}

/** Today (`yyyy-MM-dd`) in `timeZone`: the console's day, not the machine's. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date | number = Date.now()): string {
  return dayIn(now, timeZone);
}

/** The instant `day` (`yyyy-MM-dd`, plus `plusDays`) begins in `timeZone`. */
export function startOfDayIn(day: string, timeZone: string = DEFAULT_TIME_ZONE, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + plusDays, timeZone).getTime());
}
