/** How a search value matches a row: contained text, an equal code, a date range, a list, a tick. */
export type FilterMode = 'contains' | 'equals' | 'range' | 'in' | 'truthy';

/** One applied search value: what was entered, the row keys it looks at, and how it matches. */
export interface RowFilter {
  value: unknown;
  keys: readonly string[];
  mode: FilterMode;
}

const cellText = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** Whether a search value is "no filter" (empty text, nothing chosen, an empty range). */
export function isBlankFilterValue(v: unknown): boolean {
  if (v === undefined || v === null || v === '' || v === false) return true;
  if (typeof v === 'string') return v.trim() === '';
  return Array.isArray(v) && v.every((x) => cellText(x).trim() === '');
}

function matches(row: Record<string, unknown>, f: RowFilter): boolean {
  const cells = f.keys.map((k) => row[k]);
  switch (f.mode) {
    case 'contains': {
      const needle = cellText(f.value).trim().toLocaleLowerCase('ko');
      return cells.some((c) => cellText(c).toLocaleLowerCase('ko').includes(needle));
    }
    case 'equals':
      return cells.some((c) => cellText(c) === cellText(f.value));
    case 'in': {
      const wanted = (f.value as unknown[]).map(cellText);
      return cells.some((c) => wanted.includes(cellText(c)));
    }
    case 'truthy':
      return cells.some((c) => c === true || c === 'Y' || c === 'y' || c === 1 || c === 'true');
    case 'range': {
      const [from = '', to = ''] = (f.value as unknown[]).map(cellText);
      // yyyy-MM-dd strings (and longer ISO timestamps) compare correctly as text.
      return cells.some((c) => {
        const day = cellText(c).slice(0, 10);
        return day !== '' && (from === '' || day >= from) && (to === '' || day <= to);
      });
    }
  }
}

/** The rows that pass every non-blank filter (a search applied to sample rows). */
export function filterRows<R extends Record<string, unknown>>(
  rows: readonly R[],
  filters: readonly RowFilter[],
): R[] {
  const active = filters.filter((f) => !isBlankFilterValue(f.value));
  return active.length === 0 ? [...rows] : rows.filter((r) => active.every((f) => matches(r, f)));
}
