import type { ApiCallOutcome } from '../../core/interfaces/index.ts';
import type { ApiEnvelope } from '../../core/transport/index.ts';
import {
  ApiCallError,
  QueueAbortError,
  shouldRetry,
  transportErrorMessage,
} from '../../core/transport/index.ts';
import { declaredApiName } from '../../core/url/index.ts';
import type { ApiContext } from './apiContext.ts';
import type { ApiRequest } from './apiTypes.ts';
import { sendRequest } from './sendRequest.ts';
import { settleResponse } from './settleResponse.ts';

/** `api.call`: loading count, task queue, retries (spec section 7), one attempt per try. */
export async function callApi<T>(ctx: ApiContext, req: ApiRequest): Promise<ApiEnvelope<T>> {
  const showLoading = req.loading !== false;
  if (showLoading) ctx.loading.begin();
  try {
    const maxRetries = req.retries ?? ctx.config.api.retries;
    for (let done = 0; ; done++) {
      try {
        return await ctx.queue.run(() => attempt<T>(ctx, req), req.signal);
      } catch (e) {
        const error = asApiError(ctx, e);
        if (!shouldRetry(error, done, maxRetries)) throw error;
      }
    }
  } finally {
    if (showLoading) ctx.loading.end();
  }
}

function asApiError(ctx: ApiContext, e: unknown): ApiCallError {
  if (e instanceof ApiCallError) return e;
  if (e instanceof QueueAbortError)
    return new ApiCallError('cancelled', transportErrorMessage({ kind: 'cancelled' }, ctx.lookup), {
      cause: e,
    });
  return new ApiCallError('network', transportErrorMessage({ kind: 'network' }, ctx.lookup), { cause: e });
}

/** Whether `req` calls a declared API with `localDates` (its Dates go as local time). */
function wantsLocalDates(ctx: ApiContext, req: ApiRequest): boolean {
  const name = declaredApiName(req.url);
  const apis = ctx.config.apis;
  return name !== undefined && apis !== undefined && Object.hasOwn(apis, name) && !!apis[name]?.localDates;
}

/**
 * The request with the Dates of its query and body as local time (`toLocalJson`, loaded with the
 * first such call: date-fns stays out of the login page).
 */
async function withLocalDateValues(req: ApiRequest): Promise<ApiRequest> {
  const { withLocalDates } = await import('../../core/format/withLocalDates.ts');
  const out: ApiRequest = { ...req };
  if (req.query !== undefined) out.query = withLocalDates(req.query) as Record<string, unknown>;
  if (req.body !== undefined) out.body = withLocalDates(req.body);
  return out;
}

async function attempt<T>(ctx: ApiContext, asked: ApiRequest): Promise<ApiEnvelope<T>> {
  // Only such calls wait for the converter (a lazy chunk): every other call starts at once.
  const req = wantsLocalDates(ctx, asked) ? await withLocalDateValues(asked) : asked;
  const tranId = ctx.newTranId();
  const epochAtStart = ctx.session?.epoch();
  // A secured call gets a fresh key per attempt: the key is derived from this tran id.
  // The cipher (crypto-js) loads with the first secured call, not with the app.
  const secure = req.secured ? await import('../../core/transport/secureParams.ts') : undefined;
  const query = secure
    ? {
        [secure.SECURE_PARAM]: secure.encodeSecureParams(
          { query: req.query ?? {}, body: req.body ?? null },
          ctx.config.api.secret,
          tranId,
          ctx.serverNow(),
        ),
      }
    : req.query;
  const body = req.secured ? undefined : req.body;
  const method = req.method ?? (req.body === undefined ? 'GET' : 'POST');
  const extra: { restApiHeader?: string; headers?: Record<string, string> } = {};
  if (req.restApiHeader !== undefined) extra.restApiHeader = req.restApiHeader;
  if (req.headers) extra.headers = req.headers;
  const ended = watch(ctx, req.url, tranId);
  try {
    const envelope = await sendRequest<ApiEnvelope<T>>(
      ctx,
      ctx.url(req.url, query),
      {
        method,
        headers: ctx.headersFor(tranId, extra),
        body,
        timeoutMs: req.timeoutMs ?? ctx.config.api.timeout,
        signal: req.signal,
        tranId,
      },
      (response) => {
        ctx.noteAnswer(
          (n) => response.headers.get(n),
          epochAtStart,
          req.activity !== false,
          req.activateSession !== false,
        );
        return settleResponse<T>(
          { status: response.status, data: response._data, tranId },
          {
            pass: req.passResultCodes ?? ctx.config.api.passResultCodes,
            dev: ctx.dev,
            lookup: ctx.lookup,
            skipAuthValidation: req.skipAuthValidation,
            session: ctx.session,
          },
        );
      },
    );
    ended({ resultCode: envelope.resultCode });
    return envelope;
  } catch (e) {
    ended(e instanceof ApiCallError ? e : { kind: 'network' });
    throw e;
  }
}

/** What to tell `ctx.onCall` when the attempt ends; an observer's failure never touches the call. */
function watch(ctx: ApiContext, url: string, tranId: string): (outcome: ApiCallOutcome) => void {
  let end: ((outcome: ApiCallOutcome) => void) | undefined;
  try {
    end = ctx.onCall?.({ url, tranId });
  } catch {
    return () => {};
  }
  return (outcome) => {
    try {
      end?.(outcome);
    } catch {
      // the observer's problem, not the call's
    }
  };
}
