import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { koreanMidnight } from '../../core/privacy/index.ts';

/**
 * The where of a search period `[from, to]` of days (`YYYY-MM-DD`, Korean time, either end blank or
 * missing) over a time column: from the first day's midnight to the end of the last. Undefined when
 * neither end is given.
 */
export function withinKoreanDays(column: PgColumn, period: readonly string[] | undefined): SQL | undefined {
  const [from, to] = period ?? [];
  return and(
    from ? gte(column, koreanMidnight(from)) : undefined,
    to ? lt(column, koreanMidnight(to, 1)) : undefined,
  );
}
