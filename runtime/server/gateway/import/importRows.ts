import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { ApiError } from '../../platform/index.ts';
import { importErrors } from './importErrors.ts';
import { inReaderTempDir } from './readerTempDir.ts';
import { zipIsSound, zipListing } from './zipCheck.ts';

/** One row of a file as read: its line (the spreadsheet's row number) and its cells, first column first. */
export interface FileRow {
  line: number;
  cells: readonly unknown[];
}

/** The longest the reader may take to give the next row. */
const STALL_MS = 30_000;

/** What a file of rows is, found from its first bytes (never from its name). */
export type TableKind = 'xlsx' | 'csv';

/** Column letters of a 0-based index (0 → A, 27 → AB). */
export function columnLetters(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

const isFormula = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && ('formula' in v || 'sharedFormula' in v);

/** A CSV cell that a spreadsheet would run (=SUM(…), @cmd, +A1), not a signed number or phone. */
const CSV_FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s().,-]*$))/;

/**
 * Which kind of table `path` holds, checked before anything is parsed: a zip that is a workbook and
 * unpacks within ZIP_LIMITS, or text without NUL bytes (CSV). Throws the Korean refusal otherwise
 * (an Excel 97-2003 file, an image, an archive that is no workbook, a zip bomb).
 */
export async function sniffTable(path: string): Promise<TableKind> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, 8192));
    await file.read(head, 0, head.length, 0);
    if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) {
      const listing = await zipListing(file, size);
      if (!listing || !(await zipIsSound(file, path, listing))) throw importErrors.badWorkbook();
      const names = new Set(listing.names);
      if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw importErrors.notTable();
      return 'xlsx';
    }
    if (head.length >= 4 && head.readUInt32BE(0) === 0xd0cf11e0) throw importErrors.legacyXls();
    if (head.length === 0 || head.includes(0)) throw importErrors.notTable();
    return 'csv';
  } finally {
    await file.close();
  }
}

/**
 * Decodes a CSV's bytes as UTF-8 (a byte-order mark dropped) or, when its first bytes are not UTF-8,
 * as EUC-KR / CP949 (what Korean Excel saves as "CSV"); bytes that fit neither are refused.
 */
class CsvDecoder extends Transform {
  private decoder: TextDecoder | undefined;
  private first = true;
  constructor() {
    super({ readableObjectMode: false, decodeStrings: true });
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    try {
      if (!this.decoder) {
        let utf8 = true;
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(chunk, { stream: true });
        } catch {
          utf8 = false;
        }
        this.decoder = new TextDecoder(utf8 ? 'utf-8' : 'euc-kr', { fatal: true, ignoreBOM: false });
      }
      let text = this.decoder.decode(chunk, { stream: true });
      if (this.first) {
        this.first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      done(null, text);
    } catch {
      done(importErrors.encoding());
    }
  }
  override _flush(done: TransformCallback): void {
    try {
      done(null, this.decoder?.decode() ?? '');
    } catch {
      done(importErrors.encoding());
    }
  }
}

/**
 * exceljs's reader reads a sheet as it comes once it has the shared strings and the workbook's
 * relations, and keeps it in a temp file otherwise; a sheet stored before `xl/workbook.xml` but
 * after those two (the order varies between programs and between saves) is read before the
 * workbook and fails (`this.model` is not there yet: "Cannot read properties of undefined (reading
 * 'sheets')"). The relations are hidden from that check until the workbook is read, so such a
 * sheet waits in the temp file like the others.
 */
function holdSheetsForWorkbook(reader: object): void {
  const r = reader as { model?: unknown; workbookRels?: unknown };
  let rels: unknown;
  Object.defineProperty(r, 'workbookRels', {
    configurable: true,
    get: () => (r.model === undefined ? undefined : rels),
    set: (value: unknown) => {
      rels = value;
    },
  });
}

/**
 * exceljs's streaming reader now and then loses an entry of the zip it reads in one pass (exceljs
 * issues 683 and 3064): read again, the same file reads whole. What shows it: a cell left as an index
 * into the shared strings (`{ sharedString: 0 }`, they were lost), no sheet at all, or its own failure
 * on the workbook it lost. Such a read is given up and the file read again from the start, the
 * rows already given skipped, at most `XLSX_READS` times in all.
 */
const XLSX_READS = 3;

/** The reader lost part of the workbook: read it again. */
class WorkbookPartLost extends Error {}

const isLostSharedString = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && 'sharedString' in v;

async function* xlsxRows(path: string): AsyncGenerator<FileRow> {
  let given = 0;
  for (let read = 1; ; read++) {
    try {
      let sheets = 0;
      for await (const row of xlsxRead(path, () => sheets++)) {
        if (row.line <= given) continue;
        if (row.cells.some(isLostSharedString)) throw new WorkbookPartLost('shared strings');
        for (const [i, v] of row.cells.entries())
          if (isFormula(v)) throw importErrors.formula(`${columnLetters(i)}${row.line}`);
        given = row.line;
        yield row;
      }
      if (sheets === 0) throw new WorkbookPartLost('no sheet');
      return;
    } catch (error) {
      if (error instanceof ApiError || read >= XLSX_READS) throw error;
    }
  }
}

/** One pass of exceljs's streaming reader over the first sheet; `onSheet` when it starts. */
async function* xlsxRead(path: string, onSheet: () => void): AsyncGenerator<FileRow> {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  holdSheetsForWorkbook(reader);
  // The first sheet only: a workbook's other sheets (notes, code lists) are not rows to register.
  for await (const sheet of reader) {
    onSheet();
    for await (const row of sheet) yield { line: row.number, cells: (row.values as unknown[]).slice(1) };
    return;
  }
}

async function* csvRows(path: string): AsyncGenerator<FileRow> {
  const { parse } = await import('csv-parse');
  const file = createReadStream(path);
  const decoder = new CsvDecoder();
  const parser = parse({ relax_column_count: true, info: true, skip_empty_lines: false });
  decoder.on('error', (e) => parser.destroy(e));
  file.pipe(decoder).pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      for (const [i, v] of record.entries())
        if (CSV_FORMULA.test(v)) throw importErrors.formula(`${columnLetters(i)}${info.lines}`);
      yield { line: info.lines, cells: record };
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_'))
      throw importErrors.badCsv((error as { lines?: number }).lines ?? 0);
    throw error;
  } finally {
    // Stopped early (a refusal, too many rows): the file is closed at once, not when collected.
    file.destroy();
    decoder.destroy();
  }
}

/**
 * The rows of a sniffed table file, header first, in order; empty rows skipped (a workbook skips
 * them too). The file's folder is the upload's own: a workbook reader's temp files go there.
 */
export async function* tableRows(
  path: string,
  kind: TableKind,
  onUnreadable?: (error: unknown) => void,
): AsyncGenerator<FileRow> {
  const rows = kind === 'xlsx' ? xlsxRows(path) : csvRows(path);
  // One timer, re-armed at every row; a race per row with its own promise (racing one long-lived
  // promise would add a reaction to it per row, kept until the file ends: measured by bench:import).
  let stall: (() => void) | undefined;
  const timer = setTimeout(() => stall?.(), STALL_MS);
  try {
    for (;;) {
      timer.refresh();
      const next = await new Promise<IteratorResult<FileRow>>((resolve, reject) => {
        // A reader that stops giving rows (a file made to stall it) is given up on, never waited for.
        stall = () => reject(importErrors.tooSlow());
        inReaderTempDir(dirname(path), () => rows.next()).then(resolve, reject);
      });
      if (next.done) break;
      const row = next.value;
      if (row.cells.some((c) => c !== null && c !== undefined && !(typeof c === 'string' && c.trim() === '')))
        yield row;
    }
  } catch (error) {
    // The reader's own failure on bad bytes is the file's fault: a refusal in Korean, not a 500.
    if (error instanceof ApiError) throw error;
    onUnreadable?.(error);
    throw importErrors.unreadable();
  } finally {
    clearTimeout(timer);
    // Stopped early (a refusal, a stall): the reader closes its file now.
    void rows.return(undefined).catch(() => undefined);
  }
}
