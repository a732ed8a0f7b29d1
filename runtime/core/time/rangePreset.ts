import { format, parseISO, subMonths, subWeeks, subYears } from 'date-fns';

/** Quick ranges of a `dateRange` field, each ending today (the console's day). */
export const DATE_RANGE_PRESETS = ['today', '1w', '1m', '3m', '6m', '9m', '1y'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

const back: Record<DateRangePreset, (day: Date) => Date> = {
  today: (d) => d,
  '1w': (d) => subWeeks(d, 1),
  '1m': (d) => subMonths(d, 1),
  '3m': (d) => subMonths(d, 3),
  '6m': (d) => subMonths(d, 6),
  '9m': (d) => subMonths(d, 9),
  '1y': (d) => subYears(d, 1),
};

/**
 * The range `[from, today]` of a preset (`yyyy-MM-dd`): 오늘 is today alone; 1주일, 1개월, 3개월,
 * 6개월, 9개월 and 1년 start on the same day a week, months or a year before (the month's last day when
 * that month is shorter: 1개월 before 31 March is 28 or 29 February).
 */
export function presetRange(preset: DateRangePreset, today: string): [string, string] {
  return [format(back[preset](parseISO(today)), 'yyyy-MM-dd'), today];
}
