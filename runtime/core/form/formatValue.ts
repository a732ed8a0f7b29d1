import type { DateDisplayFormat } from '../format/index.ts';
import {
  DATE_PATTERNS,
  dateTimePatternOf,
  formatCardNo,
  formatCorporateNo,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatTime,
} from '../format/index.ts';
import { MASKING_TYPES, type MaskingPreset, type MaskingType, mask } from '../mask/index.ts';
import type { ValueFormatName } from './referenceNames.ts';

/** A cell or read-only field value as data sources give it. */
export type CellValue = string | number | boolean | null | undefined;

const text = (v: CellValue): string => (v === null || v === undefined ? '' : String(v));
const num = (v: CellValue): number | string | null =>
  typeof v === 'number' || typeof v === 'string' ? v : null;

/** How the console displays values it formats: the day format of `app.dateFormat`. */
export interface DisplaySettings {
  /** Day format of `date` and `datetime` values; default `yyyy-MM-dd`. */
  dateFormat?: DateDisplayFormat | undefined;
  /** The company masking standard (`privacy.masking`); default the built-in rules. */
  masking?: MaskingPreset | undefined;
  /** The console's calendar (`app.timeZone`): instants show in it; default the runtime's zone. */
  timeZone?: string | undefined;
}

/**
 * The formats a column or field may name (`format: currency`). Each wraps a formatter of
 * runtime/core; what a formatter cannot format shows as it came. `date` and `datetime` follow
 * the display settings' day format (`app.dateFormat`).
 */
export const VALUE_FORMATS = {
  currency: {
    doc: 'thousands separators (1234567 → 1,234,567)',
    apply: (v: CellValue) => formatCurrency(num(v)),
  },
  date: {
    doc: 'yyyy-MM-dd (or app.dateFormat)',
    apply: (v: CellValue, s: DisplaySettings = {}) =>
      formatDate(num(v), s.dateFormat ?? DATE_PATTERNS.date, s.timeZone),
  },
  datetime: {
    doc: 'yyyy-MM-dd HH:mm:ss (the day as app.dateFormat)',
    apply: (v: CellValue, s: DisplaySettings = {}) =>
      formatDateTime(num(v), dateTimePatternOf(s.dateFormat ?? DATE_PATTERNS.date), s.timeZone),
  },
  time: {
    doc: 'HH:mm',
    apply: (v: CellValue, s: DisplaySettings = {}) => formatTime(num(v), DATE_PATTERNS.time, s.timeZone),
  },
  fileSize: {
    doc: 'B, KB, MB, GB, TB (1536 → 1.50 KB)',
    apply: (v: CellValue) => (Number.isFinite(Number(v)) && text(v) !== '' ? formatFileSize(Number(v)) : ''),
  },
  cardNo: { doc: '4-4-4-4', apply: (v: CellValue) => formatCardNo(text(v)) },
  corporateNo: {
    doc: '3-2-5 (10 digits) or 6-7 (13 digits)',
    apply: (v: CellValue) => formatCorporateNo(text(v)),
  },
  files: {
    doc: "a file set id: a grid shows its files to download; as text (exports) '첨부파일'",
    apply: (v: CellValue) => (text(v) === '' ? '' : '첨부파일'),
  },
} as const satisfies Record<
  ValueFormatName,
  { doc: string; apply: (v: CellValue, s?: DisplaySettings) => string }
>;

/** The masking types a column or field may name (`mask: NAME`), those of `mask`. */
export const MASK_NAMES: readonly MaskingType[] = MASKING_TYPES;

/**
 * A value as a cell shows it: its label when `labels` names it, else formatted by `format` (dates
 * in `settings.dateFormat`), then masked by `mask`. An empty value is ''. Names the CLI would refuse leave the value as it is rather than
 * throwing in front of a user.
 */
export function displayValue(
  value: CellValue,
  opts: {
    format?: string | undefined;
    mask?: string | undefined;
    labels?: Readonly<Record<string, string>> | undefined;
  } = {},
  settings: DisplaySettings = {},
): string {
  let out = text(value);
  if (out === '') return '';
  // A code shown by its name (ACTIVE → 사용); a value without a label shows as it is.
  if (opts.labels && Object.hasOwn(opts.labels, out)) return opts.labels[out]!;
  if (opts.format && Object.hasOwn(VALUE_FORMATS, opts.format)) {
    const formatted = VALUE_FORMATS[opts.format as ValueFormatName].apply(value, settings);
    if (formatted !== '') out = formatted;
  }
  if (opts.mask && (MASKING_TYPES as readonly string[]).includes(opts.mask))
    out = mask(opts.mask, out, settings.masking);
  return out;
}
