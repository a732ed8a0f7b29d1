import type { FetchResponse } from 'ofetch';
import {
  ApiCallError,
  contentDispositionFileName,
  isApiEnvelope,
  SUCCESS_RESULT_CODE,
  transportErrorKey,
} from '../../core/transport/index.ts';
import type { ApiContext } from './apiContext.ts';
import type { DownloadRequest, DownloadResult } from './apiTypes.ts';
import type { DownloadProgressTracker } from './downloadProgress.ts';
import { sendRequest } from './sendRequest.ts';
import { settleResponse } from './settleResponse.ts';

const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json\b/i;

/**
 * `api.download` (spec sections 7-9): GET (or a POST with a JSON body) with `api.downloadTimeout`, through the task queue,
 * counting progress in `downloadProgress` (whose bar can cancel it); saves the blob under the given name. A JSON answer whose
 * resultCode is not 0000, or a non-2xx status, is a failure (ApiCallError with the server's message,
 * else the download-failure message).
 */
export async function downloadFile(ctx: ApiContext, req: DownloadRequest): Promise<DownloadResult> {
  // The bar's 취소 stops this download as the caller's own signal would.
  const stop = new AbortController();
  const abort = () => stop.abort();
  const signal = req.signal ? AbortSignal.any([req.signal, stop.signal]) : stop.signal;
  const progress = req.progress === false ? undefined : ctx.progress;
  progress?.begin(abort);
  try {
    const result = await ctx.queue.run(() => attempt(ctx, { ...req, signal }, progress), signal);
    if (req.save !== false) ctx.saveBlob(result.blob, result.fileName);
    return result;
  } finally {
    progress?.end(abort);
  }
}

async function attempt(
  ctx: ApiContext,
  req: DownloadRequest,
  progress: DownloadProgressTracker | undefined,
): Promise<DownloadResult> {
  const tranId = ctx.newTranId();
  const epochAtStart = ctx.session?.epoch();
  return sendRequest(
    ctx,
    ctx.url(req.url, req.query),
    {
      method: req.method ?? 'GET',
      ...(req.body !== undefined && { body: req.body }),
      headers: ctx.headersFor(tranId, { headers: { Accept: '*/*', ...req.headers } }),
      timeoutMs: req.timeoutMs ?? ctx.config.api.downloadTimeout,
      signal: req.signal,
      responseType: 'stream',
      tranId,
    },
    async (response) => {
      ctx.noteAnswer((n) => response.headers.get(n), epochAtStart, true);
      const blob = await readBlob(response, progress);
      const type = response.headers.get('content-type') ?? '';
      const ok = response.status >= 200 && response.status < 300;
      if (JSON_TYPE.test(type)) {
        let data: unknown;
        try {
          data = JSON.parse(await blob.text());
        } catch {
          data = undefined;
        }
        if (isApiEnvelope(data) || !ok) {
          settleResponse(
            { status: response.status, data, tranId },
            { pass: [SUCCESS_RESULT_CODE], dev: ctx.dev, lookup: ctx.lookup, session: ctx.session },
          );
        }
      } else if (!ok) {
        const key = transportErrorKey('http', response.status);
        throw new ApiCallError('http', ctx.lookup(key ?? 'transport.downloadFailed'), {
          status: response.status,
          tranId,
        });
      }
      const fileName =
        req.fileName ||
        contentDispositionFileName(response.headers.get('content-disposition')) ||
        lastSegment(req.url) ||
        'download';
      return { fileName, blob };
    },
  );
}

async function readBlob(
  response: FetchResponse<unknown>,
  progress: DownloadProgressTracker | undefined,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const total = Number(response.headers.get('content-length')) || null;
  const stream = response._data as ReadableStream<Uint8Array> | null | undefined;
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  progress?.update(0, total);
  if (stream && typeof stream.getReader === 'function') {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      progress?.update(loaded, total);
    }
  }
  return new Blob(chunks as BlobPart[], { type });
}

function lastSegment(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const seg = path.split('/').pop();
  try {
    return seg ? decodeURIComponent(seg) : undefined;
  } catch {
    return seg;
  }
}
