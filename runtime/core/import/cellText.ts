/** Days between Excel's day 0 (1899-12-30, its 1900 leap-year bug included) and 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;

/** An Excel date serial (45291 → 2023-12-31) as yyyy-MM-dd; undefined outside 1900–9999. */
export function excelSerialDay(serial: number): string | undefined {
  if (!Number.isFinite(serial) || serial < 1 || serial >= 2958466) return undefined;
  const ms = Math.round((Math.floor(serial) - EXCEL_EPOCH_DAYS) * 86_400_000);
  return new Date(ms).toISOString().slice(0, 10);
}

/** A date a spreadsheet reader gave (midnight UTC of the day shown) as yyyy-MM-dd. */
const dayOf = (d: Date): string => (Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10));

/**
 * A cell as text, whatever a reader made of it: text trimmed, a number as written (no exponent for
 * integers), a boolean as TRUE/FALSE, a date as yyyy-MM-dd, rich text joined, a hyperlink's text;
 * '' for an empty cell.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number')
    return Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dayOf(value);
  if (typeof value === 'object') {
    const o = value as { richText?: { text?: unknown }[]; text?: unknown; result?: unknown };
    if (Array.isArray(o.richText))
      return o.richText
        .map((r) => String(r.text ?? ''))
        .join('')
        .trim();
    if (o.text !== undefined) return cellText(o.text);
  }
  return String(value).trim();
}
