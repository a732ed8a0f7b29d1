/**
 * The answers of 엑셀 일괄 등록 on the wire (`…/import`), as the server sends them and the import
 * dialog reads them.
 */

/** A row in error: its line in the file, its cells as written, each cell's problem (by key). */
export interface ImportInvalidRow {
  line: number;
  cells: Record<string, string>;
  errors: Record<string, string>;
}

/** The check of an uploaded file (nothing is sent until the batches). */
export interface ImportPreview {
  jobId: string;
  fileName: string;
  total: number;
  valid: number;
  invalid: number;
  batches: number;
  batchSize: number;
  /** The first 1,000 rows in error (all of them are in the error file). */
  errors: ImportInvalidRow[];
}

/** One batch's outcome, and the job's counts after it. */
export interface ImportBatchResult {
  batchNo: number;
  ok: boolean;
  firstLine: number;
  lastLine: number;
  rows: number;
  /** Why the target refused the batch. */
  message?: string;
  done: number;
  failed: number;
  waiting: number;
}
