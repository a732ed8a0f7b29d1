import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Korea has one offset all year: a searched day runs from its midnight at +09:00. */
const dayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * 86_400_000);

/**
 * The where of a search period `[from, to]` of days (`YYYY-MM-DD`, Korean time, either end blank or
 * missing) over a time column: from the first day's midnight to the end of the last. Undefined when
 * neither end is given.
 */
export function withinKoreanDays(column: PgColumn, period: readonly string[] | undefined): SQL | undefined {
  const [from, to] = period ?? [];
  return and(from ? gte(column, dayStart(from)) : undefined, to ? lt(column, dayStart(to, 1)) : undefined);
}
