import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS, Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileGrpIdSchema, fileIdSchema } from '../../../schemas/api/files.ts';
import { ApiError, type AuditStamp, auditStamp, failure, success } from '../platform/index.ts';
import { checkUploadedFiles } from './checkUploadedFiles.ts';
import { fileErrors } from './fileErrors.ts';
import { cleanFileName, cleanMimeType } from './fileNames.ts';
import {
  assertFileSetAccess,
  callerOf,
  type FileCaller,
  findFileSet,
  uploadMenuOf,
} from './fileSetAccess.ts';
import { findFileGroup, largestGroupMax, toMetaData } from './fileStore.ts';
import { UPLOAD_OWNER_KEY } from './pendingUploads.ts';
import { storeUpload } from './storeUpload.ts';
import { assertUploadQuota, type UploadQuota } from './uploadQuota.ts';

/**
 * The tus file store, writing a chunk with one write stream of large buffers (the library's adds a
 * counting transform and 16 KiB writes, which halve the throughput of a large chunk).
 */
class ChunkFileStore extends FileStore {
  override async write(readable: Readable, fileId: string, offset: number): Promise<number> {
    let received = 0;
    readable.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    const out = createWriteStream(join(this.directory, fileId), {
      flags: 'r+',
      start: offset,
      highWaterMark: 1024 * 1024,
    });
    try {
      await pipeline(readable, out);
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + received;
  }
}

/** Where unfinished resumable uploads are kept, under the files folder. */
export const TUS_FOLDER = '.tus';

/** What the Fastify side hands the tus handler on the Node request it passes on. */
interface TusContext {
  caller: FileCaller;
  stamp: AuditStamp;
  menuId: string | undefined;
}
const CONTEXT = Symbol('console.tus');
type WithContext = IncomingMessage & { [CONTEXT]?: TusContext };

/** The context the Fastify side put on a tus hook's request. */
function contextOf(req: IncomingMessage): TusContext {
  const context = (req as WithContext)[CONTEXT];
  if (!context) throw fileErrors.errorOnUploadFile();
  return context;
}

/** A refusal in the shape the tus server sends: our envelope as the body, so the browser reads the Korean message. */
const refusal = (error: ApiError) => ({
  status_code: error.statusCode,
  body: JSON.stringify(failure(error)),
});

/** Server-set metadata keys: the browser's values for them are replaced when an upload is created. */
const OWNER_KEY = UPLOAD_OWNER_KEY;
const MENU_KEY = 'consoleMenu';

export interface TusUploadsOptions {
  /** The files folder (uploads in progress go to its `.tus` folder). */
  dir: string;
  /** The `Menu-Id` of a request. */
  menuIdOf: (request: FastifyRequest) => string | undefined;
  /** What one user may upload (unfinished uploads at once, bytes a day). */
  quota: UploadQuota;
  /** `app.basePath`: the upload's address (`Location`) is under it. Default `/`. */
  basePath?: string | undefined;
}

/**
 * Resumable uploads (the tus protocol, `@tus/server` with a file store) at `<prefix>/tus`, for
 * files above the client's threshold. Every request is the management API's (logged in, tokens
 * renewed as anywhere); an upload belongs to the user who created it (another user's HEAD, PATCH or
 * DELETE answers 404). Creating one applies the group's rules a multipart upload has (a length is
 * required, within the group's maximum, the name and type in its accept list) and the right to
 * append when it names a set; when the last byte arrives the content is sniffed, and the file joins
 * the set exactly as a multipart upload's would, answering the upload's envelope (200). Metadata:
 * `filename`, `filetype`, `fileGrpId`, and `fileId` to append.
 */
export async function tusUploads(app: FastifyInstance, o: TusUploadsOptions): Promise<FileStore> {
  const prefix = app.prefix;
  const store = new ChunkFileStore({ directory: join(o.dir, TUS_FOLDER) });
  const tus = new Server({
    path: `${prefix}/tus`,
    datastore: store,
    // The upload's address as the browser calls it: a path under app.basePath (the routes here see
    // URLs without it), so it works behind any proxy that forwards the prefix.
    generateUrl: (_req, { path, id }) => `${(o.basePath ?? '/').slice(0, -1)}${path}/${id}`,
    // A file group never allows more than its own maximum (checked at creation); this is the cap
    // for a request before the group is known.
    maxSize: async () => Math.max(await largestGroupMax(app.db), 1),
    onIncomingRequest: async (req, _res, uploadId) => {
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const { caller } = contextOf(req);
      const upload = await store.getUpload(uploadId).catch(() => undefined);
      // Not yours and not there look the same: an upload id is never confirmed to another user.
      if (upload && upload.metadata?.[OWNER_KEY] !== caller.usrId) throw refusal(fileErrors.uploadNotFound());
    },
    onUploadCreate: async (req, res, upload) => {
      const { caller, menuId } = contextOf(req);
      try {
        const meta = upload.metadata ?? {};
        if (upload.size === undefined) throw fileErrors.uploadLengthRequired();
        const grpId = fileGrpIdSchema.safeParse(meta.fileGrpId ?? '');
        if (!grpId.success) throw fileErrors.notFoundFileGroup(String(meta.fileGrpId ?? ''));
        const group = await findFileGroup(app.db, grpId.data);
        if (!group) throw fileErrors.notFoundFileGroup(grpId.data);
        const file = {
          tmpPath: '',
          orgFileNm: cleanFileName(meta.filename ?? undefined),
          mimeType: cleanMimeType(meta.filetype ?? undefined),
          sizeBytes: upload.size,
          oversized: false,
        };
        // Size and accept list now, before any byte is taken; the bytes are sniffed at the end.
        await checkUploadedFiles([file], group, { sniff: false });
        await assertUploadQuota(app.db, store.directory, {
          usrId: caller.usrId,
          incomingBytes: upload.size,
          newPending: true,
          quota: o.quota,
          now: Date.now(),
        });
        let mnuId = '';
        if (meta.fileId) {
          const id = fileIdSchema.safeParse(meta.fileId);
          const set = id.success ? await findFileSet(app.db, id.data) : undefined;
          if (!set) throw fileErrors.cannotFoundFile();
          await assertFileSetAccess(app.menus, set, caller, 'append');
        } else {
          mnuId = (await uploadMenuOf(app.menus, menuId, caller.roles)) ?? '';
        }
        return {
          res,
          metadata: {
            ...meta,
            filename: file.orgFileNm,
            filetype: file.mimeType,
            fileGrpId: group.fileGrpId,
            [OWNER_KEY]: caller.usrId,
            [MENU_KEY]: mnuId,
          },
        };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // tus writes a refusal with the response's own headers (Retry-After of a quota).
        for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
        throw refusal(error);
      }
    },
    onUploadFinish: async (req, res, upload) => {
      const { stamp } = contextOf(req);
      try {
        const stored = await finish(upload, stamp);
        return {
          res,
          status_code: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(stored),
        };
      } catch (error) {
        await store.remove(upload.id).catch(() => undefined);
        if (error instanceof ApiError) throw refusal(error);
        app.log.error({ err: error, uploadId: upload.id }, 'resumable upload could not be stored');
        throw refusal(fileErrors.errorOnUploadFile());
      }
    },
  });

  /** Checks the finished file and moves it into its set; the upload's envelope. */
  async function finish(upload: Upload, stamp: AuditStamp) {
    const meta = upload.metadata ?? {};
    const group = await findFileGroup(app.db, meta.fileGrpId ?? '');
    if (!group) throw fileErrors.notFoundFileGroup(meta.fileGrpId ?? '');
    const [checked] = await checkUploadedFiles(
      [
        {
          tmpPath: join(store.directory, upload.id),
          orgFileNm: meta.filename ?? 'file',
          mimeType: meta.filetype ?? 'application/octet-stream',
          sizeBytes: upload.offset,
          oversized: false,
        },
      ],
      group,
    );
    const stored = await storeUpload(app.db, o.dir, {
      fileId: meta.fileId || undefined,
      fileGrpId: group.fileGrpId,
      files: [checked!],
      stamp,
      owner: { usrId: meta[OWNER_KEY] ?? stamp.regUsrId, mnuId: meta[MENU_KEY] || null },
    });
    // The bytes moved into the set; the upload's info file is all that is left of it.
    await store.configstore.delete(upload.id).catch(() => undefined);
    return success({ fileId: stored.fileId, fileMetaDatas: stored.rows.map((r) => toMetaData(r, prefix)) });
  }

  // The tus handler reads the body itself: no parser may touch a chunk.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const context: TusContext = {
      caller: callerOf(request),
      stamp: auditStamp(request),
      menuId: o.menuIdOf(request),
    };
    (request.raw as WithContext)[CONTEXT] = context;
    // Headers the hooks set (transaction id, renewed tokens) go out with tus's answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string | number | readonly string[]);
    }
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  app.post('/tus', handle);
  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    app.route({ method, url: '/tus/:uploadId', handler: handle });
  }
  return store;
}
