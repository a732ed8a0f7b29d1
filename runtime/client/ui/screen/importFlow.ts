import { API_CATALOGUE, type ApiName } from '../../../../schemas/api/catalogue.ts';
import type { ImportBatchResult, ImportPreview } from '../../../../schemas/api/imports.ts';
import type { ImportSpec } from '../../../../schemas/blocks/index.ts';
import { declaredApiUrl } from '../../../core/url/index.ts';
import type { ConsoleRuntime } from '../../runtime/index.ts';

export type { ImportBatchResult as BatchResult, ImportPreview } from '../../../../schemas/api/imports.ts';

type Runtime = Pick<ConsoleRuntime, 'api'>;

/**
 * The import routes of the grid's API: a declared API's at `/api/ext/<name>/import`, a catalogue
 * route made for imports (`code.batch`) at `<its url>/import`.
 */
const base = (spec: ImportSpec) =>
  Object.hasOwn(API_CATALOGUE, spec.api)
    ? `${API_CATALOGUE[spec.api as ApiName].url}/import`
    : `${declaredApiUrl(spec.api)}/import`;

/** Saves the import's template (the server makes it from the manifest and the common codes). */
export async function downloadTemplate(runtime: Runtime, spec: ImportSpec, importId: string): Promise<void> {
  await runtime.api.download({ url: `${base(spec)}/template`, method: 'POST', body: { importId } });
}

/** Sends `file` to be checked row by row; answers the preview (the rows in error, the counts). */
export async function checkImportFile(
  runtime: Runtime,
  spec: ImportSpec,
  importId: string,
  file: File,
  onProgress?: (percent: number | null) => void,
): Promise<ImportPreview> {
  const envelope = await runtime.api.upload<ImportPreview>({
    url: base(spec),
    query: { importId, fileName: file.name },
    files: [],
    // The bytes as they are: the server reads the kind from them, never from a name or a type.
    raw: new Blob([file], { type: 'application/octet-stream' }),
    ...(onProgress && { onProgress: (p) => onProgress(p.percent) }),
  });
  if (!envelope.body) throw new Error(envelope.resultMessage ?? '');
  return envelope.body;
}

/** Saves the rows in error with a 오류 내용 column, to fix and upload again. */
export async function downloadErrors(
  runtime: Runtime,
  spec: ImportSpec,
  importId: string,
  jobId: string,
): Promise<void> {
  await runtime.api.download({ url: `${base(spec)}/${jobId}/errors`, method: 'POST', body: { importId } });
}

/**
 * Sends the valid rows batch by batch, in order, telling `onBatch` each outcome (a refused batch
 * does not stop the others; the server sends none twice). Stops between batches when `stop()`
 * says so. Rejects with the server's Korean message when a call itself fails (a session ended).
 */
export async function sendBatches(
  runtime: Runtime,
  spec: ImportSpec,
  importId: string,
  preview: Pick<ImportPreview, 'jobId' | 'batches'>,
  onBatch: (result: ImportBatchResult) => void,
  stop: () => boolean = () => false,
): Promise<void> {
  for (let n = 1; n <= preview.batches; n++) {
    if (stop()) return;
    const envelope = await runtime.api.call<ImportBatchResult>({
      url: `${base(spec)}/${preview.jobId}/batches/${n}`,
      method: 'POST',
      body: { importId },
      loading: false,
    });
    if (envelope.body) onBatch(envelope.body);
  }
}
