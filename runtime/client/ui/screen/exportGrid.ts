import type { ExportAction } from '../../../../schemas/blocks/index.ts';
import { t, tPrivacy } from '../../i18n/index.ts';
import type { ConsoleRuntime } from '../../runtime/index.ts';
import { askReason } from './askReason.ts';
import type { GridHandle } from './screenContext.ts';

/** Where the browser sends rows it holds to be written to a file (`table.export`). */
export const TABLE_EXPORT_URL = '/api/export';

/**
 * Writes grid `handle` to a file through the server and saves it (the download progress bar shows
 * meanwhile): a server-paged grid's every page by `/api/ext/<name>/export`, otherwise the rows the
 * grid holds by `/api/export`. A grid with personal data asks a reason first (nothing happens when
 * the user cancels) and is always exported by the server, from its API. Rejects with the server's
 * Korean message.
 */
export async function exportGrid(
  runtime: Pick<ConsoleRuntime, 'api' | 'dialogs' | 'initialData'>,
  handle: GridHandle | undefined,
  action: ExportAction,
  screenTitle: string,
): Promise<void> {
  if (!handle) throw new Error(t('screen.exportNotReady'));
  const file = {
    fileName: action.fileName ?? handle.title ?? screenTitle,
    format: action.format,
    columns: handle.columns.map((c) => ({
      key: c.key,
      label: c.label,
      ...(c.format !== undefined && { format: c.format }),
      ...(c.mask !== undefined && { mask: c.mask }),
    })),
  };
  // A file with personal data is always made by the server, after a reason (nothing when cancelled).
  if (handle.paged && (action.scope === 'all' || handle.paged.reason)) {
    const reason = handle.paged.reason
      ? await askReason(runtime, tPrivacy('privacy.downloadReason'), tPrivacy('privacy.downloadTitle'))
      : {};
    if (!reason) return;
    await runtime.api.download({
      url: handle.paged.exportUrl,
      method: 'POST',
      body: { ...file, params: handle.paged.params, ...reason },
    });
    return;
  }
  await runtime.api.download({ url: TABLE_EXPORT_URL, method: 'POST', body: { ...file, rows: handle.rows } });
}
