import { todayIn } from '../../../core/time/index.ts';
import { useConfig } from '../../runtime/index.ts';
import { parseDateValue } from '../kit/index.ts';

/**
 * Today in the console's calendar (`app.timeZone`), as the kit's calendars take a day (a local
 * midnight): what `today`, `today-7` and the range presets count from, and the day the calendar
 * marks, whatever the browser's own zone.
 */
export function useToday(): Date {
  const day = todayIn(useConfig().app.timeZone);
  return parseDateValue(day) ?? new Date();
}
