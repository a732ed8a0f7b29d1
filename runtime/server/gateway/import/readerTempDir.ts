import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';

/** The folder the workbook reader of the import being read may write its temp files to. */
const folder = new AsyncLocalStorage<string>();
let routed = false;

type TmpFile = (options: unknown, callback?: unknown) => unknown;

/**
 * exceljs's streaming reader copies a worksheet stored before the shared strings (as Excel and
 * exceljs save a workbook) to a temp file of the `tmp` package in the system's temp folder, and
 * removes it only when the workbook is read to its end. An import reads the first sheet and stops
 * (or stops at a refusal), so each one left a copy of the uploaded rows — personal data — in /tmp.
 * Within `inReaderTempDir(dir, …)` those files go into `dir` (the upload's own folder, removed with
 * it): `tmp.file`, as exceljs resolves it, gets `tmpdir: dir` (once per process; elsewhere it is
 * left as it is).
 */
function routeReaderTempFiles(): void {
  if (routed) return;
  routed = true;
  const fromExceljs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
  const tmp = fromExceljs('tmp') as { file: TmpFile };
  const file = tmp.file;
  tmp.file = function routedFile(this: unknown, options: unknown, callback?: unknown) {
    const dir = folder.getStore();
    if (dir === undefined) return file.call(this, options, callback);
    if (typeof options === 'function') return file.call(this, { tmpdir: dir }, options);
    return file.call(this, { ...(options as object), tmpdir: dir }, callback);
  };
}

/** Runs `read` (a step of a workbook reader) with the reader's temp files in `dir`. */
export function inReaderTempDir<T>(dir: string, read: () => T): T {
  routeReaderTempFiles();
  return folder.run(dir, read);
}
