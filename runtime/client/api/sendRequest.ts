import type { FetchResponse } from 'ofetch';
import { ApiCallError, transportErrorMessage } from '../../core/transport/index.ts';
import type { ApiContext } from './apiContext.ts';

export interface SendInit {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  /** 0 for none. */
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** `stream` leaves the body unread (downloads count progress); default: by content type. */
  responseType?: 'stream';
  tranId: string;
}

/**
 * One request through ofetch (no ofetch retries, no throwing on status): the caller's signal and
 * the timeout abort it, and `consume` reads the answer while the timeout still runs. Failures
 * before an answer become ApiCallError `cancelled`, `timeout` or `network`.
 */
export async function sendRequest<R>(
  ctx: ApiContext,
  url: string,
  init: SendInit,
  consume: (response: FetchResponse<unknown>) => Promise<R> | R,
): Promise<R> {
  const { tranId, signal } = init;
  const cancelled = (cause?: unknown) =>
    new ApiCallError('cancelled', transportErrorMessage({ kind: 'cancelled' }, ctx.lookup), {
      tranId,
      cause,
    });
  if (signal?.aborted) throw cancelled(signal.reason);
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    init.timeoutMs > 0
      ? ctx.clock.setTimeout(() => {
          timedOut = true;
          controller.abort(new Error(`timeout after ${init.timeoutMs} ms`));
        }, init.timeoutMs)
      : undefined;
  try {
    let response: FetchResponse<unknown>;
    try {
      response = await ctx.fetch.raw(url, {
        method: init.method,
        headers: init.headers,
        body: init.body as BodyInit | Record<string, unknown> | undefined,
        signal: controller.signal,
        retry: false,
        ignoreResponseError: true,
        ...(init.responseType ? { responseType: init.responseType } : {}),
      });
    } catch (cause) {
      throw failure(cause);
    }
    try {
      return await consume(response);
    } catch (cause) {
      if (cause instanceof ApiCallError) throw cause;
      throw failure(cause);
    }
  } finally {
    if (timer !== undefined) ctx.clock.clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  function failure(cause: unknown): ApiCallError {
    if (timedOut) {
      return new ApiCallError('timeout', transportErrorMessage({ kind: 'timeout' }, ctx.lookup), {
        tranId,
        cause,
      });
    }
    if (signal?.aborted) return cancelled(cause);
    return new ApiCallError('network', transportErrorMessage({ kind: 'network' }, ctx.lookup), {
      tranId,
      cause,
    });
  }
}
