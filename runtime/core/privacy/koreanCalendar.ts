/** Korea keeps one offset all year (+09:00): a Korean day or month is a fixed span of UTC time. */
const KST_MS = 9 * 3_600_000;

/** The midnight (+09:00) that starts Korean day `day` (`YYYY-MM-DD`), or `plusDays` after it. */
export function koreanMidnight(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * 86_400_000);
}

/** A month of the review, `YYYY-MM`. */
export const REVIEW_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The Korean month (`YYYY-MM`) an instant falls in. */
export function koreanMonthOf(at: Date | number): string {
  return new Date(new Date(at).getTime() + KST_MS).toISOString().slice(0, 7);
}

/** The midnight (+09:00) that starts the Korean day an instant falls in. */
export function koreanDayStart(at: Date | number): Date {
  return koreanMidnight(new Date(new Date(at).getTime() + KST_MS).toISOString().slice(0, 10));
}

/** The month `delta` months after `month` (before, when negative). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The instants a Korean month spans: from its first midnight (+09:00) up to the next month's. */
export function koreanMonthRange(month: string): { start: Date; end: Date } {
  const at = (m: string) => koreanMidnight(`${m}-01`);
  return { start: at(month), end: at(addMonths(month, 1)) };
}

/** `2026년 10월`. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${y}년 ${Number(m)}월`;
}

/**
 * Where a month stands in the review on `today`: still running (진행 중: not yet reviewable), over
 * and waiting for its review (점검 대기), or signed (점검 완료).
 */
export function reviewStatusOf(
  month: string,
  now: Date | number,
  signed: boolean,
): 'OPEN' | 'DUE' | 'SIGNED' {
  if (signed) return 'SIGNED';
  return month >= koreanMonthOf(now) ? 'OPEN' : 'DUE';
}
