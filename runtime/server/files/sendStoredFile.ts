import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { AttachQuery } from '../../../schemas/api/files.ts';
import type { Db } from '../db/index.ts';
import { contentDisposition } from '../platform/index.ts';
import { fileErrors } from './fileErrors.ts';
import { cleanFileName, isInlineSafe } from './fileNames.ts';
import { findFile } from './fileStore.ts';

/**
 * Streams a stored file with its type and length. `attach` (or a type that could run script on
 * our origin) makes it an attachment; the name is the stored one unless `attachmentFileName` is
 * given. A missing row or a missing file on disk answers the JSON 404 `ustra.file.cannotFoundFile`.
 */
export async function sendStoredFile(
  db: Db,
  dir: string,
  query: AttachQuery,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const row = await findFile(db, query.fileId, query.fileNo);
  if (!row) throw fileErrors.cannotFoundFile();
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(join(dir, row.storagePath), 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      reply.log.warn({ fileId: row.fileId, fileNo: row.fileNo }, 'stored file is missing on disk');
      throw fileErrors.cannotFoundFile();
    }
    reply.log.error({ err: error }, 'cannot open stored file');
    throw fileErrors.errorOnRetrievingFile();
  }
  const { size } = await handle.stat();
  const name = query.attachmentFileName ? cleanFileName(query.attachmentFileName) : row.orgFileNm;
  const attach = query.attach === true || !isInlineSafe(row.mimeType);
  return reply
    .header('content-type', row.mimeType)
    .header('content-length', size)
    .header('content-disposition', contentDisposition(attach ? 'attachment' : 'inline', name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache')
    .send(handle.createReadStream());
}
