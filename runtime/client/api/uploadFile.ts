import type { ApiEnvelope } from '../../core/transport/index.ts';
import { ApiCallError, transportErrorMessage } from '../../core/transport/index.ts';
import type { ApiContext } from './apiContext.ts';
import type { UploadRequest } from './apiTypes.ts';
import { settleResponse } from './settleResponse.ts';

/** The multipart body: fields first, then the files (`file-1`, `file-2`, … for a list). */
export function uploadForm(req: Pick<UploadRequest, 'fields' | 'files'>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(req.fields ?? {})) {
    if (value !== null && value !== undefined) form.append(name, String(value));
  }
  const entries = Array.isArray(req.files)
    ? (req.files as readonly Blob[]).map((file, i) => [`file-${i + 1}`, file] as const)
    : Object.entries(req.files as Record<string, Blob>);
  for (const [name, file] of entries) {
    const fileName = (file as Partial<File>).name;
    if (fileName) form.append(name, file, fileName);
    else form.append(name, file);
  }
  return form;
}

/**
 * `api.upload` (spec section 7): multipart POST through XMLHttpRequest for upload progress, with
 * no timeout. It does not wait in the task queue: an upload may take longer than any timeout.
 */
export function uploadFile<T>(ctx: ApiContext, req: UploadRequest): Promise<ApiEnvelope<T>> {
  const showLoading = req.loading !== false;
  const tranId = ctx.newTranId();
  const epochAtStart = ctx.session?.epoch();
  const cancelled = () =>
    new ApiCallError('cancelled', transportErrorMessage({ kind: 'cancelled' }, ctx.lookup), { tranId });
  if (req.signal?.aborted) return Promise.reject(cancelled());
  if (showLoading) ctx.loading.begin();
  const done = new Promise<ApiEnvelope<T>>((resolve, reject) => {
    const xhr = ctx.createXhr();
    const onAbortSignal = () => xhr.abort();
    xhr.open('POST', ctx.url(req.url, req.query));
    for (const [name, value] of Object.entries(
      ctx.headersFor(tranId, req.headers ? { headers: req.headers } : {}),
    ))
      xhr.setRequestHeader(name, value);
    xhr.timeout = 0;
    xhr.upload.onprogress = (e: ProgressEvent) => {
      const total = e.lengthComputable ? e.total : null;
      req.onProgress?.({
        loaded: e.loaded,
        total,
        percent: total ? Math.min(100, Math.round((e.loaded / total) * 100)) : null,
      });
    };
    xhr.onload = () => {
      req.signal?.removeEventListener('abort', onAbortSignal);
      ctx.noteAnswer((n) => xhr.getResponseHeader(n), epochAtStart, true);
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      try {
        resolve(
          settleResponse<T>(
            { status: xhr.status, data, tranId },
            {
              pass: req.passResultCodes ?? ctx.config.api.passResultCodes,
              dev: ctx.dev,
              lookup: ctx.lookup,
              session: ctx.session,
            },
          ),
        );
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => {
      req.signal?.removeEventListener('abort', onAbortSignal);
      reject(new ApiCallError('network', ctx.lookup('transport.uploadFailed'), { tranId }));
    };
    xhr.onabort = () => {
      req.signal?.removeEventListener('abort', onAbortSignal);
      reject(cancelled());
    };
    req.signal?.addEventListener('abort', onAbortSignal, { once: true });
    // `raw`: one file as the body itself, typed by the Blob (its parameters in the query).
    xhr.send(req.raw ?? uploadForm(req));
  });
  return showLoading ? done.finally(() => ctx.loading.end()) : done;
}
