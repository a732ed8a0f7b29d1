import type { $Fetch } from 'ofetch';
import type { Clock, MessageLookup, TaskQueue } from '../../core/transport/index.ts';
import type { ApiSessionHooks, TokenStore } from '../session/index.ts';
import type { ApiCallObserver, ApiClientConfig } from './apiTypes.ts';
import type { DownloadProgressTracker } from './downloadProgress.ts';
import type { LoadingTracker } from './loadingStore.ts';

/** What call, download and upload share inside one client. */
export interface ApiContext {
  config: ApiClientConfig;
  clock: Clock;
  tokens: TokenStore;
  session: ApiSessionHooks | undefined;
  dev: boolean;
  lookup: MessageLookup;
  queue: TaskQueue;
  loading: LoadingTracker;
  progress: DownloadProgressTracker;
  fetch: $Fetch;
  newTranId(): string;
  saveBlob(blob: Blob, fileName: string): void;
  createXhr(): XMLHttpRequest;
  /** Full URL: `api.baseUrl` + path + query. */
  url(path: string, query?: Record<string, unknown>): string;
  /** The request headers for one attempt. */
  headersFor(
    tranId: string,
    extra: { restApiHeader?: string; headers?: Record<string, string> },
  ): Record<string, string>;
  /** The server's time as this client estimates it (its clock plus the skew the last `Date` header showed). */
  serverNow(): number;
  /** `ApiClientOptions.onCall`. */
  onCall: ApiCallObserver | undefined;
  /** Tokens and the server's time from the answer's headers, and user activity. */
  noteAnswer(
    header: (name: string) => string | null,
    epochAtStart: number | undefined,
    activity: boolean,
    /** Tokens in the answer may activate the session (`ApiRequest.activateSession`). Default true. */
    activate?: boolean,
  ): void;
}
