import { z } from 'zod';
import { personalReasonFields } from './privacy.ts';
import { text } from './text.ts';

/** File formats a grid exports to. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Most rows one export writes (all pages of a declared API included). */
export const EXPORT_MAX_ROWS = 100_000;
/** Most rows the browser may send to `/api/export` (what it has loaded). */
export const EXPORT_MAX_SENT_ROWS = 10_000;

/** A column of the file: the row key, its header, and the grid's format and mask (applied in the file). */
export const exportColumnSchema = z.strictObject({
  key: text().min(1).max(100),
  label: text().min(1).max(100),
  format: text().max(30).optional(),
  mask: text().max(30).optional(),
});
export type ExportColumn = z.infer<typeof exportColumnSchema>;

const fileName = text().trim().min(1).max(100);
const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** `POST /api/export`: rows the browser has (a page, inline rows) written to a file. */
export const tableExportSchema = z.strictObject({
  fileName,
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
  columns: z.array(exportColumnSchema).min(1).max(100),
  rows: z.array(z.record(z.string(), cell)).max(EXPORT_MAX_SENT_ROWS),
});

/** `POST /api/ext/<name>/export`: every page of a declared API (or one page) written to a file. */
export const declaredApiExportSchema = z.strictObject({
  fileName,
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
  columns: z.array(exportColumnSchema).min(1).max(100),
  /** The grid's call parameters (fixed params and search values). */
  params: z.record(z.string(), z.unknown()).default({}),
  /** Why the file is made, required when the API carries personal data (PRIVACY_REASON). */
  ...personalReasonFields,
});
