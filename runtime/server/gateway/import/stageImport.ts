import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { ImportInvalidRow, ImportPreview } from '../../../../schemas/api/imports.ts';
import type { ImportSpec } from '../../../../schemas/index.ts';
import {
  cellText,
  checkImportRow,
  compileImportRules,
  type ImportColumnRule,
  importHeader,
} from '../../../core/import/index.ts';
import { type Db, importBatches, importJobs } from '../../db/index.ts';
import { importErrors } from './importErrors.ts';
import { type TableKind, tableRows } from './importRows.ts';

/** A row in error as the preview and the error file show it. */
export type InvalidRow = ImportInvalidRow;

/** A valid row as staged: its line and the values sent. */
export interface ValidRow {
  line: number;
  values: Record<string, string | number>;
}

/** Rows in error the preview answers (all of them are in the error file). */
export const PREVIEW_ROWS = 1000;
/** Rows in error per staged page. */
const ERROR_PAGE = 500;
/** How long a file may take to read. */
const READ_LIMIT_MS = 120_000;

/** How long a job's staged rows are kept (its record stays). */
export const STAGED_HOURS = 24;

/**
 * Drops the staged rows of jobs older than STAGED_HOURS (done or not): an unsent job becomes
 * `EXPIRED`; the job rows stay as the record of each import. Run before each new upload.
 */
export async function sweepImports(db: Db, now: number): Promise<void> {
  const before = new Date(now - STAGED_HOURS * 3_600_000);
  await db
    .update(importJobs)
    .set({ status: 'EXPIRED', updDttm: new Date(now) })
    .where(and(inArray(importJobs.status, ['CHECKING', 'CHECKED']), lt(importJobs.regDttm, before)));
  const old = db.select({ jobId: importJobs.jobId }).from(importJobs).where(lt(importJobs.regDttm, before));
  await db.delete(importBatches).where(inArray(importBatches.jobId, old));
}

/** Who checks which file, from where, into what. */
export interface StageInput {
  path: string;
  kind: TableKind;
  fileName: string;
  spec: ImportSpec;
  importId: string;
  rules: readonly ImportColumnRule[];
  maxRows: number;
  /** Told what the reader threw on a file it could not read (for the log). */
  onUnreadable?: ((error: unknown) => void) | undefined;
  job: { sysCd: string; usrId: string; usrIp: string; mnuId: string; apiNm: string };
  now?: () => number;
}

const isPhoneLike = (rule: ImportColumnRule) =>
  (rule.validators ?? []).some((v) => v === 'mobile' || v === 'phone');

/**
 * Reads the file row by row, checks every row with the rules and stages it: valid rows in batches
 * of the import's size, rows in error in pages, so memory stays flat however long the file is.
 * The header must name every column; a row equal to the template's example is skipped. Any refusal
 * (header, too many rows, a formula, a broken file, too slow) removes what was staged and throws in
 * Korean: nothing is left of a refused file.
 */
export async function stageImport(db: Db, input: StageInput): Promise<ImportPreview> {
  const { spec, rules } = input;
  const now = input.now ?? Date.now;
  const deadline = now() + READ_LIMIT_MS;
  const compiled = compileImportRules(rules);
  const byKey = new Map(rules.map((r) => [r.key, r]));
  const example = spec.columns.every((c) => c.example === undefined)
    ? undefined
    : spec.columns.map((c) => c.example ?? '');
  await sweepImports(db, now());
  const jobId = randomUUID();
  await db.insert(importJobs).values({
    jobId,
    ...input.job,
    importId: input.importId,
    fileNm: input.fileName.slice(0, 255),
    totalCnt: 0,
    validCnt: 0,
    invalidCnt: 0,
    batchCnt: 0,
    status: 'CHECKING',
  });
  let keys: readonly (string | undefined)[] | undefined;
  let total = 0;
  let validBatches = 0;
  let errorPages = 0;
  let valid: ValidRow[] = [];
  let invalid: InvalidRow[] = [];
  let validCount = 0;
  let invalidCount = 0;
  const preview: InvalidRow[] = [];
  const flush = async (kind: 'V' | 'E', rows: readonly (ValidRow | InvalidRow)[], no: number) => {
    await db.insert(importBatches).values({
      jobId,
      kind,
      batchNo: no,
      firstLine: rows[0]!.line,
      lastLine: rows[rows.length - 1]!.line,
      rowCnt: rows.length,
      rows: JSON.stringify(rows),
    });
  };
  try {
    for await (const row of tableRows(input.path, input.kind, input.onUnreadable)) {
      if (keys === undefined) {
        const match = importHeader(row.cells.map(cellText), spec.columns);
        if (!match.ok) throw importErrors.header(match.message);
        keys = match.keys;
        continue;
      }
      const cells: Record<string, string> = {};
      for (const [i, key] of keys.entries()) {
        if (key === undefined) continue;
        const raw = row.cells[i];
        let text = cellText(raw);
        // A mobile or phone number typed as a number lost its leading 0 in Excel: given back.
        const rule = byKey.get(key);
        if (
          typeof raw === 'number' &&
          rule &&
          rule.type !== 'number' &&
          isPhoneLike(rule) &&
          !text.startsWith('0')
        )
          text = `0${text}`;
        cells[key] = text;
      }
      if (example && spec.columns.every((c, i) => (cells[c.key] ?? '') === example[i])) continue;
      total++;
      if (total > input.maxRows) throw importErrors.tooManyRows(input.maxRows);
      if ((total & 1023) === 0 && now() > deadline) throw importErrors.tooSlow();
      const checked = checkImportRow(cells, compiled);
      if (Object.keys(checked.errors).length) {
        // Copied: a cell's text may be a slice of the reader's whole chunk of XML, which a kept
        // slice would keep alive (a 64 KB chunk per row in error, measured by bench:import).
        const bad: InvalidRow = JSON.parse(JSON.stringify({ line: row.line, cells, errors: checked.errors }));
        invalidCount++;
        if (preview.length < PREVIEW_ROWS) preview.push(bad);
        invalid.push(bad);
        if (invalid.length === ERROR_PAGE) {
          await flush('E', invalid, ++errorPages);
          invalid = [];
        }
      } else {
        validCount++;
        valid.push({ line: row.line, values: checked.values });
        if (valid.length === spec.batchSize) {
          await flush('V', valid, ++validBatches);
          valid = [];
        }
      }
    }
    if (keys === undefined || total === 0) throw importErrors.empty();
    if (valid.length) await flush('V', valid, ++validBatches);
    if (invalid.length) await flush('E', invalid, ++errorPages);
    await db
      .update(importJobs)
      .set({
        totalCnt: total,
        validCnt: validCount,
        invalidCnt: invalidCount,
        batchCnt: validBatches,
        status: 'CHECKED',
        updDttm: new Date(now()),
      })
      .where(eq(importJobs.jobId, jobId));
  } catch (error) {
    await db.delete(importJobs).where(eq(importJobs.jobId, jobId));
    throw error;
  }
  return {
    jobId,
    fileName: input.fileName,
    total,
    valid: validCount,
    invalid: invalidCount,
    batches: validBatches,
    batchSize: spec.batchSize,
    errors: preview,
  };
}
