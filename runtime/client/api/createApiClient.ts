import { createFetch } from 'ofetch';
import { randomBase62 } from '../../core/crypto/index.ts';
import { MESSAGES_KO, type MessageKey } from '../../core/i18n/index.ts';
import { buildUrl, createTaskQueue, systemClock } from '../../core/transport/index.ts';
import { apiBaseOf } from '../../core/url/index.ts';
import { messageOverridesOf } from '../i18n/index.ts';
import { createMemoryTokenStore } from '../session/index.ts';
import type { ApiContext } from './apiContext.ts';
import type { ApiClient, ApiClientOptions } from './apiTypes.ts';
import { callApi } from './callApi.ts';
import { downloadFile } from './downloadFile.ts';
import { createDownloadProgressState, createDownloadProgressTracker } from './downloadProgress.ts';
import { createLoadingState, createLoadingTracker } from './loadingStore.ts';
import { requestHeaders } from './requestHeaders.ts';
import { saveBlob } from './saveBlob.ts';
import { uploadFile } from './uploadFile.ts';
import { uploadResumable } from './uploadResumable.ts';

/**
 * An API client over ofetch (spec section 7): every request carries the transaction id, current
 * menu, encrypted profile and tokens; answers update the tokens; result codes off the pass list
 * throw ApiCallError with a Korean message; calls wait in a task queue.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { config, profileHeader } = options;
  const clock = options.clock ?? systemClock;
  const tokens = options.tokens ?? createMemoryTokenStore();
  const session = options.session;
  const overrides = messageOverridesOf(config.i18n ?? {});
  const jwt = config.auth.jwt;
  const queue = createTaskQueue({
    concurrency: config.api.taskQueue.concurrency,
    delayMs: config.api.taskQueue.delayMs,
    clock,
  });

  // How far the server's clock is ahead of this one, from the last answer's `Date` header (a staff
  // PC's clock may be minutes off; secured calls carry the server's time, which the server checks).
  let skewMs = 0;
  const ctx: ApiContext = {
    config,
    clock,
    tokens,
    session,
    dev: options.dev ?? config.server.dev,
    lookup: (key: MessageKey) => overrides[key] ?? MESSAGES_KO[key],
    queue,
    loading: options.loading ?? createLoadingTracker(createLoadingState()),
    progress: options.downloadProgress ?? createDownloadProgressTracker(createDownloadProgressState(), clock),
    // The global fetch is looked up per request, so a fetch installed later (tests) applies.
    fetch: createFetch({ fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init) }),
    newTranId: options.newTranId ?? (() => randomBase62()),
    saveBlob: options.saveBlob ?? ((blob, name) => saveBlob(blob, name)),
    createXhr: options.createXhr ?? (() => new XMLHttpRequest()),
    url: (path, query) => buildUrl(apiBaseOf(config.api.baseUrl, config.app.basePath), path, query),
    headersFor: (tranId, extra) =>
      requestHeaders({
        config,
        tranId,
        profileHeader,
        menu: options.currentMenu?.(),
        tokens: tokens.read(),
        restApiHeader: extra.restApiHeader,
        extra: extra.headers,
      }),
    serverNow: () => clock.now() + skewMs,
    onCall: options.onCall,
    noteAnswer(header, epochAtStart, activity, activate = true) {
      const date = Date.parse(header('date') ?? '');
      if (!Number.isNaN(date)) skewMs = date - clock.now();
      const accessToken = header(jwt.accessTokenHeaderName);
      const refreshToken = header(jwt.refreshTokenHeaderName);
      if (accessToken || refreshToken) {
        const update = {
          ...(accessToken ? { accessToken } : {}),
          ...(refreshToken ? { refreshToken } : {}),
        };
        if (session) session.applyResponseTokens(update, epochAtStart, activate);
        else tokens.write(update);
      }
      if (activity) session?.noteActivity();
    },
  };

  return {
    call: (request) => callApi(ctx, request),
    download: (request) => downloadFile(ctx, request),
    upload: (request) => uploadFile(ctx, request),
    // tus-js-client stays out of the entry chunk: loaded with the first large upload.
    uploadResumable: async (request) =>
      uploadResumable(
        ctx,
        options.tusUpload ??
          ((await import('tus-js-client')).Upload as unknown as import('./apiTypes.ts').TusUploadConstructor),
        request,
      ),
    queue,
    headers: () => ctx.headersFor(ctx.newTranId(), {}),
  };
}
