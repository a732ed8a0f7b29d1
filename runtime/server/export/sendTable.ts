import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportColumn, ExportFormat } from '../../../schemas/index.ts';
import type { DisplaySettings } from '../../core/form/index.ts';
import { ApiError, contentDisposition } from '../platform/index.ts';
import { exportFileName } from './exportFileName.ts';
import { EXPORT_TYPES, type FileStamp, type TableWriter, tableWriter } from './tableWriter.ts';

/** What a file of rows is: its name (without date and extension), format and columns. */
export interface TableFile {
  fileName: string;
  format: ExportFormat;
  columns: readonly ExportColumn[];
  /** Who made the file, when, under which transaction and why: written into it (personal data). */
  stamp?: FileStamp | undefined;
}

/**
 * The sessions with an export in progress (by session id, unique across apps): one at a time each,
 * so a session cannot hold every worker and the memory of the server with parallel exports.
 */
const exporting = new Set<string>();

const exportBusy = () =>
  new ApiError(
    429,
    'EXPORT_BUSY',
    '이미 내려받고 있는 파일이 있습니다. 다운로드가 끝난 뒤에 다시 시도해주세요.',
    null,
    { 'Retry-After': '5' },
  );

/**
 * Answers with a file of rows streamed as `produce` writes them: an attachment under a Korean name
 * (`공지사항_20261123.xlsx`, RFC 8187), never sniffed or cached. A failure after the headers went
 * out can only cut the download short (the browser reports it as failed); it is logged. A session
 * with another export still streaming is refused first (429 in Korean, Retry-After).
 */
export function sendTable(
  reply: FastifyReply,
  file: TableFile,
  produce: (writer: TableWriter) => Promise<void>,
  settings: DisplaySettings = {},
): FastifyReply {
  const session = reply.request.user?.sessionId;
  if (session !== undefined) {
    if (exporting.has(session)) throw exportBusy();
    exporting.add(session);
  }
  const out = new PassThrough();
  if (session !== undefined) out.once('close', () => exporting.delete(session));
  const writer = tableWriter(out, file.format, file.columns, file.fileName, settings, file.stamp);
  reply
    .header('content-type', EXPORT_TYPES[file.format].type)
    .header(
      'content-disposition',
      contentDisposition(
        'attachment',
        exportFileName(file.fileName, file.format, new Date(), settings.timeZone),
      ),
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  produce(writer)
    .then(() => writer.end())
    .catch((error: unknown) => {
      reply.log.error({ err: error }, 'export failed after the download started');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return reply.send(out);
}
