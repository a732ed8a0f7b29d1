import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileGrpIdSchema } from '../../../schemas/api/files.ts';
import { cleanFileName, cleanMimeType } from './fileNames.ts';
import type { FileGroupRow } from './fileStore.ts';

/** Most files in one upload. */
export const MAX_FILES = 50;
/** Most text fields in one upload, and their longest value (bytes). */
const MAX_FIELDS = 20;
const MAX_FIELD_SIZE = 1024;

/** One file of an upload, written to a temporary file. */
export interface ReceivedFile {
  tmpPath: string;
  orgFileNm: string;
  mimeType: string;
  sizeBytes: number;
  /** Over the cap while streaming: only the first bytes were kept, and it must be refused. */
  oversized: boolean;
}

export interface ReceivedUpload {
  /** The first value of every text field. */
  fields: Record<string, string>;
  files: ReceivedFile[];
  /**
   * The file group looked up while receiving (a valid `fileGrpId` came before a file): its parsed
   * id and the row (`undefined` when there is no such group). Absent when it was not looked up.
   */
  lookedUpGroup?: { fileGrpId: string; group: FileGroupRow | undefined };
}

/** Deletes the temporary files of an upload (nothing is left on a failure). */
export async function discardUpload(received: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(received.map((f) => rm(f.tmpPath, { force: true })));
}

/**
 * Streams every file part of a multipart request to its own temporary file in `tmpDir`, never
 * holding a file in memory. A file is capped at its group's maximum when `fileGrpId` came before
 * it, else at `fileSizeLimit` (the largest group's); bytes past the cap are read and dropped and
 * the file is marked `oversized` (so the answer can still name the group's limit). The group looked
 * up is returned (`lookedUpGroup`), so the caller need not read it again. On any error the temporary
 * files are deleted before it is rethrown; the caller deletes them after using them.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: {
    tmpDir: string;
    fileSizeLimit: number;
    findGroup: (fileGrpId: string) => Promise<FileGroupRow | undefined>;
  },
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  const received: ReceivedFile[] = [];
  const writers: WriteStream[] = [];
  let lookedUpGroup: ReceivedUpload['lookedUpGroup'];
  let groupLookedUp = false;
  try {
    const parts = request.parts({
      // Larger buffers than busboy's default (16 KiB): fewer, bigger writes of a large file.
      fileHwm: 1024 * 1024,
      limits: {
        fileSize: options.fileSizeLimit + 1,
        files: MAX_FILES,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_SIZE,
        parts: MAX_FILES + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value;
        continue;
      }
      if (!groupLookedUp && fields.fileGrpId !== undefined) {
        groupLookedUp = true;
        const id = fileGrpIdSchema.safeParse(fields.fileGrpId);
        if (id.success) lookedUpGroup = { fileGrpId: id.data, group: await options.findGroup(id.data) };
      }
      const cap = Math.min(
        lookedUpGroup?.group?.maxSizeBytes ?? options.fileSizeLimit,
        options.fileSizeLimit,
      );
      const file: ReceivedFile = {
        tmpPath: join(options.tmpDir, `${randomUUID()}.part`),
        orgFileNm: cleanFileName(part.filename),
        mimeType: cleanMimeType(part.mimetype),
        sizeBytes: 0,
        oversized: false,
      };
      received.push(file);
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          file.sizeBytes += chunk.length;
          if (file.sizeBytes > cap) file.oversized = true;
          done(null, file.oversized ? undefined : chunk);
        },
      });
      const out = createWriteStream(file.tmpPath, { flags: 'wx', highWaterMark: 1024 * 1024 });
      writers.push(out);
      await pipeline(part.file, counter, out);
      if (part.file.truncated) file.oversized = true;
      // An empty file input still sends a part: no name, no bytes. It is not a file.
      if (part.filename === '' && file.sizeBytes === 0) {
        received.pop();
        await rm(file.tmpPath, { force: true });
      }
    }
    return lookedUpGroup ? { fields, files: received, lookedUpGroup } : { fields, files: received };
  } catch (error) {
    // A failed pipeline destroys its file stream, which may still be opening the file: wait until
    // every stream has closed, or the delete below could run before the file exists.
    await Promise.all(
      writers.map((w) => new Promise<void>((done) => (w.closed ? done() : w.once('close', () => done())))),
    );
    await discardUpload(received);
    throw error;
  }
}
