import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes.ts';
import { dataDirOf } from '../db/index.ts';
import {
  ApiError,
  apiRoute,
  auditStamp,
  needs,
  type PluginOptions,
  requestInput,
  success,
} from '../platform/index.ts';
import { checkUploadedFiles } from './checkUploadedFiles.ts';
import { fileErrors } from './fileErrors.ts';
import { assertFileSetAccess, callerOf, findFileSet, uploadMenuOf } from './fileSetAccess.ts';
import { findFileGroup, largestGroupMax, listFiles, toMetaData } from './fileStore.ts';
import { discardUpload, receiveUpload } from './receiveUpload.ts';
import { removeStoredFile } from './removeStoredFile.ts';
import { sendStoredFile } from './sendStoredFile.ts';
import { storeUpload } from './storeUpload.ts';
import { sweepFiles } from './sweepFiles.ts';
import { sweepStaleTemps } from './sweepStaleTemps.ts';
import { TUS_FOLDER, tusUploads } from './tusUploads.ts';
import { assertUploadQuota, type UploadQuota } from './uploadQuota.ts';

export interface FileApiOptions extends PluginOptions {
  /**
   * Where uploaded files are kept. Default `filesDirOf(process.env, process.cwd())`. Temporary files
   * go to its `.tmp` folder, on the same file system, so a finished upload is a rename.
   */
  filesDir?: string;
}

/**
 * The storage folder the environment asks for: `<data folder>/files` (see `dataDirOf`: the trimmed
 * `CONSOLE_DATA_DIR` against `root`, default `.data`). With `memory://`, where nothing is kept, a
 * folder of this process under the system's temporary folder.
 */
export function filesDirOf(env: Readonly<Record<string, string | undefined>>, root: string): string {
  return join(dataDirOf(env, root) ?? join(tmpdir(), `console-memory-${process.pid}`), 'files');
}

/** A failure while receiving that is neither ours nor the client's known mistakes. */
function classifyUploadError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
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

/**
 * Whether this process alone writes the files folder, so every `.part` file in it at start was
 * left by a crash: PGlite with a data folder, whose lock keeps it to one process. On PostgreSQL
 * several instances may share the folder; an in-memory PGlite (tests, `memory://`) has no lock.
 */
function ownsFilesFolder(app: FastifyInstance): boolean {
  return app.hasDatabase && app.database.kind === 'pglite' && app.database.location !== 'memory';
}

/**
 * Upload, list and download of stored files (spec section 7); every call needs a login. A file
 * set belongs to its uploader and, when uploaded with the `Menu-Id` of a menu the uploader holds,
 * to that menu: see `assertFileSetAccess` for who else may read or append.
 */
export const fileApi = needs(
  'files',
  { fastify: ['db', 'menus'] },
  async function fileApi(app: FastifyInstance, options: FileApiOptions): Promise<void> {
    const dir = resolve(options.filesDir ?? filesDirOf(process.env, process.cwd()));
    const settings = options.config.files;
    const quota: UploadQuota = {
      maxPendingUploads: settings.maxPendingUploads,
      userDailyBytes: settings.userDailyBytes,
      pendingMs: settings.pendingHours * 3600_000,
    };
    const tmpDir = join(dir, '.tmp');
    await sweepStaleTemps(tmpDir, { all: ownsFilesFolder(app) });
    const prefix = app.prefix;
    const menuIdHeader = options.config.api.headers.menuId.toLowerCase();
    const menuIdOf = (request: FastifyRequest) => {
      const sent = request.headers[menuIdHeader];
      return (Array.isArray(sent) ? sent[0] : sent) || undefined;
    };

    // Busboy would silently truncate a larger file (stack notes): receiveUpload caps each upload at
    // the largest group + 1 (its `request.parts({ limits })` override the plugin's, so the largest
    // group is re-read per upload and a raised limit applies at once) and checks `truncated`.
    // throwFileSizeLimit off: receiveUpload checks `truncated` itself and names the group's limit.
    await app.register(fastifyMultipart, { throwFileSizeLimit: false });

    const upload = API_ROUTES['file.upload'];
    apiRoute(app, upload, async (request) => {
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
        // The parts are streamed here, not parsed into a body Fastify could validate.
        const fields = requestInput(upload.fields, received.fields);
        const caller = callerOf(request);
        // A new set is bound to the caller's menu; appending needs the right to the existing set.
        let mnuId: string | null = null;
        if (fields.fileId === undefined) {
          mnuId = await uploadMenuOf(app.menus, menuIdOf(request), caller.roles);
        } else {
          const set = await findFileSet(app.db, fields.fileId);
          if (!set) throw fileErrors.cannotFoundFile();
          await assertFileSetAccess(app.menus, set, caller, 'append');
        }
        // The group read while receiving, unless the field came after the files (or not at all).
        const looked = received.lookedUpGroup;
        const group =
          looked?.fileGrpId === fields.fileGrpId
            ? looked.group
            : await findFileGroup(app.db, fields.fileGrpId);
        if (!group) throw fileErrors.notFoundFileGroup(fields.fileGrpId);
        if (received.files.length === 0) throw fileErrors.noFile();
        const checked = await checkUploadedFiles(received.files, group);
        await assertUploadQuota(app.db, join(dir, TUS_FOLDER), {
          usrId: caller.usrId,
          incomingBytes: checked.reduce((n, f) => n + f.sizeBytes, 0),
          newPending: false,
          quota,
          now: Date.now(),
        });
        const stored = await storeUpload(app.db, dir, {
          fileId: fields.fileId,
          fileGrpId: group.fileGrpId,
          files: checked,
          stamp,
          owner: { usrId: caller.usrId, mnuId },
        }).catch((error: unknown) => {
          throw (error as { syscall?: unknown } | null)?.syscall ? fileErrors.errorOnUploadFile() : error;
        });
        return success({
          fileId: stored.fileId,
          fileMetaDatas: stored.rows.map((r) => toMetaData(r, prefix)),
        });
      } finally {
        await discardUpload(received.files);
      }
    });

    apiRoute(app, API_ROUTES['file.list'], async (request) => {
      const input = request.body;
      // No such set: nothing to list (an empty answer, not 404: a form may name a set not yet saved);
      // orphan file rows stay hidden.
      const set = await findFileSet(app.db, input.fileId);
      if (!set) return success({ fileMetaDatas: [] });
      await assertFileSetAccess(app.menus, set, callerOf(request), 'read');
      const rows = await listFiles(app.db, input);
      return success({ fileMetaDatas: rows.map((r) => toMetaData(r, prefix)) });
    });

    apiRoute(app, API_ROUTES['file.attach'], async (request, reply) => {
      const query = request.query;
      const set = await findFileSet(app.db, query.fileId);
      if (!set) throw fileErrors.cannotFoundFile();
      await assertFileSetAccess(app.menus, set, callerOf(request), 'read');
      return sendStoredFile(app.db, dir, query, reply);
    });

    apiRoute(app, API_ROUTES['file.remove'], async (request) => {
      const input = request.body;
      const set = await findFileSet(app.db, input.fileId);
      if (!set) throw fileErrors.cannotFoundFile();
      await assertFileSetAccess(app.menus, set, callerOf(request), 'append');
      const { remaining } = await removeStoredFile(app.db, dir, input);
      request.log.info({ fileId: input.fileId, fileNo: input.fileNo }, 'file removed from its set');
      return success({ fileId: input.fileId, fileNo: input.fileNo, remaining });
    });

    await app.register(async (resumable) => {
      await tusUploads(resumable, { dir, menuIdOf, quota, basePath: options.config.app.basePath });
    });

    startSweep(app, dir, options.config.files);
  },
);

/**
 * The periodic sweep of unbound sets and abandoned uploads (every `sweepIntervalMinutes`, first one
 * a minute after start), logging what it removed; stopped when the server closes.
 */
function startSweep(
  app: FastifyInstance,
  dir: string,
  settings: { unboundHours: number; pendingHours: number; sweepIntervalMinutes: number },
): void {
  const unboundMs = settings.unboundHours * 3600_000;
  const pendingMs = settings.pendingHours * 3600_000;
  let running = false;
  const run = async () => {
    if (running || !app.hasDatabase) return;
    running = true;
    try {
      const swept = await sweepFiles(app.db, dir, { unboundMs, pendingMs });
      if (swept.sets.length || swept.uploads.length || swept.temps) {
        app.log.info(
          { sets: swept.sets, uploads: swept.uploads, temps: swept.temps },
          `file sweep removed ${swept.sets.length} unbound set(s), ${swept.uploads.length} abandoned upload(s), ${swept.temps} temporary file(s)`,
        );
      }
    } catch (error) {
      app.log.warn({ err: error }, 'file sweep failed; the next one retries');
    } finally {
      running = false;
    }
  };
  const every = settings.sweepIntervalMinutes * 60_000;
  const first = setTimeout(() => void run(), Math.min(every, 60_000));
  const timer = setInterval(() => void run(), every);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
