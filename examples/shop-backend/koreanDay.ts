const seoul = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Korean calendar day (`yyyy-MM-dd`) of an instant, default now: the day this shop stores,
 * searches and counts by, whatever its machine's zone (a notice made at 07:30 in Seoul is of that
 * day, not of the day before in UTC).
 */
export const koreanDay = (at: Date | number = Date.now()): string => seoul.format(at);

/** The Korean day of `at` as a UTC-midnight Date, for day arithmetic in UTC fields. */
export const koreanDayDate = (at: Date | number = Date.now()): Date => new Date(`${koreanDay(at)}T00:00:00Z`);
