import type { Writable } from 'node:stream';
import type { ExportColumn, ExportFormat } from '../../../schemas/index.ts';
import { type DisplaySettings, displayValue } from '../../core/form/index.ts';
import { kstDateTime } from '../../core/format/index.ts';

type Row = Record<string, unknown>;
type Cell = string | number | boolean | null | undefined;

/** Writes rows to a file in pages: `write` as they arrive, then `end` once. */
export interface TableWriter {
  write(rows: readonly Row[]): Promise<void>;
  end(): Promise<void>;
}

/** MIME type and extension of each format. */
export const EXPORT_TYPES: Record<ExportFormat, { type: string; extension: string }> = {
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
};

const isPlainNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * A cell as the grid shows it: its format and mask applied (a masked column stays masked in the
 * file). Numbers stay numbers where the grid shows them as they are or as a currency, so the file
 * can be summed.
 */
function cellOf(row: Row, c: ExportColumn, settings: DisplaySettings): { value: Cell; currency?: true } {
  const value = row[c.key];
  if (isPlainNumber(value) && !c.mask && (!c.format || c.format === 'currency')) {
    return c.format === 'currency' ? { value, currency: true } : { value };
  }
  if (value === undefined || value === null) return { value: '' };
  const shown = displayValue(value as string | number | boolean, c, settings);
  return { value: shown };
}

/** Waits until `out` wants more, so a slow reader keeps the server's memory flat. */
async function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      out.off('error', reject);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
    out.once('error', reject);
  });
}

// A text cell that starts like a formula is kept as text when the file is opened (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const csvField = (v: Cell): string => {
  let s = v === null || v === undefined ? '' : String(v);
  if (typeof v === 'string' && FORMULA_START.test(s) && !/^-?\d[\d,.]*$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** Who made a file of personal data, when, under which transaction and why (C5: inside the file). */
export interface FileStamp {
  by: string;
  at: Date;
  tranId: string;
  reason?: string | undefined;
  /** Lines written above the stamp (a report's sign-off). */
  notes?: readonly string[] | undefined;
}

/** The stamp as one line of text: `다운로드 admin · 2026-11-28 14:00:01 KST · 거래 ID … · 사유 …`. */
export function stampLine(stamp: FileStamp): string {
  return [
    `다운로드 ${stamp.by}`,
    kstDateTime(stamp.at),
    `거래 ID ${stamp.tranId}`,
    ...(stamp.reason ? [`사유 ${stamp.reason}`] : []),
  ].join(' · ');
}

/**
 * A writer of `columns` to `out` as an xlsx workbook (streamed: exceljs's WorkbookWriter, one sheet,
 * a bold header row) or a UTF-8 CSV with a byte-order mark (so Excel reads the Hangul), header first.
 */
export function tableWriter(
  out: Writable,
  format: ExportFormat,
  columns: readonly ExportColumn[],
  sheetName = 'Sheet1',
  settings: DisplaySettings = {},
  stamp?: FileStamp,
): TableWriter {
  if (format === 'csv') {
    out.write(`\uFEFF${columns.map((c) => csvField(c.label)).join(',')}\r\n`);
    return {
      async write(rows) {
        for (const row of rows)
          out.write(`${columns.map((c) => csvField(cellOf(row, c, settings).value)).join(',')}\r\n`);
        await drained(out);
      },
      async end() {
        // The stamp closes the file, after an empty line: who, when, which transaction, why.
        if (stamp)
          out.write(`\r\n${[...(stamp.notes ?? []), stampLine(stamp)].map(csvField).join('\r\n')}\r\n`);
        await new Promise<void>((resolve) => out.end(resolve));
      },
    };
  }
  // exceljs is loaded on the first xlsx export, not at every server start (a third of a second).
  const opened = import('exceljs').then(({ default: ExcelJS }) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    if (stamp) {
      // The workbook's own properties say it too (파일 > 정보 in Excel).
      workbook.creator = stamp.by;
      workbook.lastModifiedBy = stamp.by;
      workbook.created = stamp.at;
      workbook.modified = stamp.at;
      workbook.keywords = `tranId:${stamp.tranId}`;
      workbook.description = stampLine(stamp);
    }
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Sheet1');
    sheet.columns = columns.map((c) => ({
      key: c.key,
      width: Math.min(60, Math.max(10, c.label.length * 2 + 4)),
    }));
    const header = sheet.addRow(columns.map((c) => c.label));
    header.font = { bold: true };
    header.commit();
    return { workbook, sheet };
  });
  // A failed load reaches the caller at its first write or end, not as an unhandled rejection.
  opened.catch(() => undefined);
  return {
    async write(rows) {
      const { sheet } = await opened;
      for (const row of rows) {
        const cells = columns.map((c) => cellOf(row, c, settings));
        const added = sheet.addRow(cells.map((c) => c.value));
        cells.forEach((c, i) => {
          if (c.currency) added.getCell(i + 1).numFmt = '#,##0';
        });
        added.commit();
      }
      await drained(out);
    },
    async end() {
      const { workbook, sheet } = await opened;
      if (stamp) {
        sheet.addRow([]).commit();
        for (const line of [...(stamp.notes ?? []), stampLine(stamp)]) sheet.addRow([line]).commit();
      }
      sheet.commit();
      await workbook.commit();
    },
  };
}
