import type { ApiEnvelope } from '../../core/transport/index.ts';
import { ApiCallError, transportErrorMessage } from '../../core/transport/index.ts';
import type { ApiContext } from './apiContext.ts';
import type { ResumableUploadRequest, TusUploadConstructor } from './apiTypes.ts';
import { settleResponse } from './settleResponse.ts';

/** The tus endpoint of the file API (`runtime/server/files/tusUploads.ts`). */
export const TUS_PATH = '/api/file/tus';
/** Default chunk size when the config does not say (the `files.chunkSizeBytes` default). */
export const DEFAULT_CHUNK_SIZE = 32 * 1024 * 1024;
/** Waits between automatic retries of a failed chunk (then the upload waits to be back online). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

/** The envelope of a tus answer's body, or undefined. */
function bodyOf(res: { getBody(): string } | null | undefined): unknown {
  try {
    return res ? JSON.parse(res.getBody()) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One file through the tus protocol (`tus-js-client`): created at `/api/file/tus` with its group
 * (and the set to append to), sent in requests of at most `files.chunkSizeBytes`, each request with the API's
 * headers (tokens, menu, transaction id) and each answer's renewed tokens taken. A chunk that fails
 * is retried; when the browser is offline the upload waits for the `online` event and resumes from
 * the offset the server holds. A reload resumes too: the upload is found again by a fingerprint of
 * the file, its group, its set and the user (local storage) when the same file is chosen. Resolves
 * with the upload's envelope (as the multipart call's), rejects with ApiCallError (the server's
 * Korean message for a refusal; cancelled when `signal` aborts, which also deletes the upload).
 */
export function uploadResumable<T>(
  ctx: ApiContext,
  Upload: TusUploadConstructor,
  req: ResumableUploadRequest,
): Promise<ApiEnvelope<T>> {
  const cancelled = () =>
    new ApiCallError('cancelled', transportErrorMessage({ kind: 'cancelled' }, ctx.lookup));
  if (req.signal?.aborted) return Promise.reject(cancelled());
  const epochAtStart = ctx.session?.epoch();
  const { file } = req;
  const online = req.online ?? {
    isOnline: () => globalThis.navigator?.onLine !== false,
    whenOnline: (resume: () => void) => globalThis.addEventListener?.('online', resume, { once: true }),
  };

  return new Promise<ApiEnvelope<T>>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      req.signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const metadata: Record<string, string> = {
      filename: file.name,
      filetype: file.type || 'application/octet-stream',
      fileGrpId: req.fileGrpId,
    };
    if (req.fileId) metadata.fileId = req.fileId;
    const upload = new Upload(file, {
      endpoint: ctx.url(TUS_PATH),
      chunkSize: req.chunkSize ?? DEFAULT_CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      metadata,
      removeFingerprintOnSuccess: true,
      fingerprint: async (f: File) =>
        [
          'console-tus',
          req.owner ?? '',
          req.fileGrpId,
          req.fileId ?? '',
          f.name,
          f.type,
          f.size,
          f.lastModified,
        ].join('|'),
      onBeforeRequest: (r) => {
        const headers = ctx.headersFor(ctx.newTranId(), {});
        for (const [name, value] of Object.entries(headers)) if (name !== 'Accept') r.setHeader(name, value);
      },
      onAfterResponse: (_r, res) => {
        ctx.noteAnswer((n) => res.getHeader(n) ?? null, epochAtStart, true);
      },
      onProgress: (loaded, total) =>
        req.onProgress?.({
          loaded,
          total,
          percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : null,
        }),
      onSuccess: ({ lastResponse }) =>
        finish(() => {
          try {
            resolve(
              settleResponse<T>(
                { status: lastResponse.getStatus(), data: bodyOf(lastResponse), tranId: '' },
                {
                  pass: ctx.config.api.passResultCodes,
                  dev: ctx.dev,
                  lookup: ctx.lookup,
                  session: ctx.session,
                },
              ),
            );
          } catch (e) {
            reject(e);
          }
        }),
      onError: (error) => {
        if (settled) return;
        const res = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null })
          .originalResponse;
        // No answer at all while offline: go on from where the server is once the browser is back.
        if (!res && !online.isOnline()) {
          online.whenOnline(() => {
            if (!settled) upload.start();
          });
          return;
        }
        finish(() => {
          if (!res) {
            reject(new ApiCallError('network', ctx.lookup('transport.uploadFailed')));
            return;
          }
          try {
            settleResponse(
              { status: res.getStatus(), data: bodyOf(res), tranId: '' },
              {
                pass: ctx.config.api.passResultCodes,
                dev: ctx.dev,
                lookup: ctx.lookup,
                session: ctx.session,
              },
            );
            reject(new ApiCallError('network', ctx.lookup('transport.uploadFailed')));
          } catch (e) {
            reject(e);
          }
        });
      },
    });
    const onAbort = () =>
      finish(() => {
        void upload.abort(true).catch(() => undefined);
        reject(cancelled());
      });
    req.signal?.addEventListener('abort', onAbort, { once: true });
    void upload
      .findPreviousUploads()
      .then((previous) => {
        if (settled) return;
        const last = previous[0];
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      })
      .catch(() => {
        if (!settled) upload.start();
      });
  });
}
