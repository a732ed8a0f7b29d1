import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { attachQuerySchema, fileListSchema, uploadFieldsSchema } from '../../../schemas/api/files.ts';
import { matchesAccept } from '../../core/files/matchesAccept.ts';
import { formatFileSize } from '../../core/format/formatFileSize.ts';
import type { ManagementApiOptions } from '../api/managementApi.ts';
import { ApiError } from '../http/apiError.ts';
import { success } from '../http/index.ts';
import { auditStamp } from '../system/index.ts';
import { fileErrors } from './fileErrors.ts';
import { findFileGroup, largestGroupMax, listFiles, toMetaData } from './fileStore.ts';
import { discardUpload, MAX_FILES, receiveUpload } from './receiveUpload.ts';
import { sendStoredFile } from './sendStoredFile.ts';
import { storeUpload } from './storeUpload.ts';
import { sweepStaleTemps } from './sweepStaleTemps.ts';

export interface FileApiOptions extends ManagementApiOptions {
  /**
   * Where uploaded files are kept. Default `<CONSOLE_DATA_DIR or .data>/files` (relative to the
   * working directory). Temporary files go to its `.tmp` folder, on the same file system, so a
   * finished upload is a rename.
   */
  filesDir?: string;
}

/** The storage folder: the option, else `<CONSOLE_DATA_DIR or .data>/files`. */
export function filesDirOf(options: { filesDir?: string | undefined }, env = process.env): string {
  return resolve(options.filesDir ?? join(env.CONSOLE_DATA_DIR || '.data', 'files'));
}

/** A failure while receiving that is neither ours nor the client's known mistakes. */
function classifyUploadError(error: unknown): unknown {
  if (error instanceof ApiError || error instanceof ZodError) return error;
  const e = error as { statusCode?: unknown; syscall?: unknown } | null;
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) return error;
  // A failing disk is ours; anything else out of the multipart parser is a malformed request.
  if (e && typeof e.syscall === 'string') return fileErrors.errorOnUploadFile();
  return new ApiError(
    400,
    'ustra.file.invalidMultipart',
    '업로드 요청을 해석할 수 없습니다. 파일을 다시 선택한 후 업로드해주세요.',
  );
}

/** Upload, list and download of stored files (spec section 7); every call needs a login. */
export async function fileApi(app: FastifyInstance, options: FileApiOptions): Promise<void> {
  const dir = filesDirOf(options);
  const tmpDir = join(dir, '.tmp');
  await sweepStaleTemps(tmpDir);
  const prefix = app.prefix;

  // Busboy would silently truncate a larger file (stack notes): cap at the largest group + 1 and
  // check `truncated`. Each upload re-reads the largest group, so a raised limit applies at once.
  // throwFileSizeLimit off: receiveUpload checks `truncated` itself and names the group's limit.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Math.max(app.hasDatabase ? await largestGroupMax(app.db) : 0, 1) + 1,
      files: MAX_FILES,
    },
    throwFileSizeLimit: false,
  });

  app.post('/upload', async (request) => {
    if (!request.isMultipart()) throw fileErrors.notMultipart();
    const stamp = auditStamp(request);
    await mkdir(tmpDir, { recursive: true });
    const received = await receiveUpload(request, {
      tmpDir,
      fileSizeLimit: Math.max(await largestGroupMax(app.db), 1),
      findGroup: (id) => findFileGroup(app.db, id),
    }).catch((error: unknown) => {
      throw classifyUploadError(error);
    });
    try {
      const fields = uploadFieldsSchema.parse(received.fields);
      const group = await findFileGroup(app.db, fields.fileGrpId);
      if (!group) throw fileErrors.notFoundFileGroup(fields.fileGrpId);
      if (received.files.length === 0) throw fileErrors.noFile();
      for (const f of received.files) {
        if (f.oversized || f.sizeBytes > group.maxSizeBytes) {
          throw fileErrors.fileLimitExceeded(f.orgFileNm, formatFileSize(group.maxSizeBytes));
        }
      }
      for (const f of received.files) {
        if (!matchesAccept([{ name: f.orgFileNm, type: f.mimeType }], group.accept)) {
          throw fileErrors.notAllowedFileType(
            f.orgFileNm,
            (group.accept ?? '')
              .split(',')
              .map((r) => r.trim())
              .join(', '),
          );
        }
      }
      const stored = await storeUpload(app.db, dir, {
        fileId: fields.fileId,
        fileGrpId: group.fileGrpId,
        files: received.files,
        stamp,
      }).catch((error: unknown) => {
        throw (error as { syscall?: unknown } | null)?.syscall ? fileErrors.errorOnUploadFile() : error;
      });
      return success({ fileId: stored.fileId, fileMetaDatas: stored.rows.map((r) => toMetaData(r, prefix)) });
    } finally {
      await discardUpload(received.files);
    }
  });

  app.post('/list', async (request) => {
    const input = fileListSchema.parse(request.body);
    const rows = await listFiles(app.db, input);
    return success({ fileMetaDatas: rows.map((r) => toMetaData(r, prefix)) });
  });

  app.get('/attach', async (request, reply) => {
    const query = attachQuerySchema.parse(request.query);
    return sendStoredFile(app.db, dir, query, reply);
  });
}
