import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportColumn, ExportFormat } from '../../../schemas/index.ts';
import { contentDisposition } from '../platform/index.ts';
import { exportFileName } from './exportFileName.ts';
import { EXPORT_TYPES, type TableWriter, tableWriter } from './tableWriter.ts';

/** What a file of rows is: its name (without date and extension), format and columns. */
export interface TableFile {
  fileName: string;
  format: ExportFormat;
  columns: readonly ExportColumn[];
}

/**
 * Answers with a file of rows streamed as `produce` writes them: an attachment under a Korean name
 * (`공지사항_20261123.xlsx`, RFC 8187), never sniffed or cached. A failure after the headers went
 * out can only cut the download short (the browser reports it as failed); it is logged.
 */
export function sendTable(
  reply: FastifyReply,
  file: TableFile,
  produce: (writer: TableWriter) => Promise<void>,
): FastifyReply {
  const out = new PassThrough();
  const writer = tableWriter(out, file.format, file.columns, file.fileName);
  reply
    .header('content-type', EXPORT_TYPES[file.format].type)
    .header(
      'content-disposition',
      contentDisposition('attachment', exportFileName(file.fileName, file.format)),
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
