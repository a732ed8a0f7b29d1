import type { ClientConfig } from '../../../schemas/index.ts';
import type { ApiCallOutcome } from '../../core/interfaces/index.ts';
import type { ApiEnvelope, Clock, PassResultCodes, TaskQueue } from '../../core/transport/index.ts';
import type { ApiSessionHooks, TokenStore } from '../session/index.ts';
import type { DownloadProgressTracker } from './downloadProgress.ts';
import type { LoadingTracker } from './loadingStore.ts';

/** One API call. */
export interface ApiRequest {
  /** Path under `api.baseUrl`, e.g. `/api/system/menu/list`. */
  url: string;
  /** Default `POST` when there is a body, otherwise `GET`. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  /** Send query and body as the one encrypted `__usp` parameter, with an empty body. Default false. */
  secured?: boolean;
  /** Result codes that resolve; `'all'` resolves every envelope. Default `api.passResultCodes` (`['0000']`). */
  passResultCodes?: PassResultCodes;
  /** Drives the global loading bar. Default true. */
  loading?: boolean;
  /** Default `api.timeout` (20000); 0 for none. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Extra headers; they win over the computed ones. */
  headers?: Record<string, string>;
  /** Value of the `rest-api-header` (`api.headers.restApi`) header. Default: not sent. */
  restApiHeader?: string;
  /** Do not end the session on a 401 answer (initial data, logout, duplicate check). Default false. */
  skipAuthValidation?: boolean;
  /** The answer counts as user activity for idle auto-logout. Default true (false for background polls). */
  activity?: boolean;
  /** Retries for this call. Default `api.retries` (0). */
  retries?: number;
  /**
   * Tokens in the answer activate the session (spec section 4). Default true; the login flow passes
   * false (the tokens are only stored) and activates the session once, from the login answer.
   */
  activateSession?: boolean;
}

/** A file download (GET, `api.downloadTimeout`). */
export interface DownloadRequest {
  url: string;
  /** Default GET; POST sends `body` as JSON (a file made from the request, such as an export). */
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, unknown>;
  /** Name to save under. Default: the Content-Disposition name, then the URL's last segment. */
  fileName?: string;
  /** Default `api.downloadTimeout` (60000); 0 for none. */
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Save the file in the browser. Default true; false only reads it (an image preview). */
  save?: boolean;
  /** Show the global download bar. Default true. */
  progress?: boolean;
}

export interface DownloadResult {
  fileName: string;
  blob: Blob;
}

/** Upload progress: bytes sent, the total when known, and the percentage (0-100) when known. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
  percent: number | null;
}

/** A multipart upload (no timeout). */
export interface UploadRequest {
  url: string;
  query?: Record<string, unknown>;
  /** Form fields, e.g. `{ fileGrpId, fileId }`; `null`/`undefined` are left out. */
  fields?: Record<string, string | number | boolean | null | undefined>;
  /** A list is sent as `file-1`, `file-2`, …; a record under its own names. */
  files: readonly Blob[] | Record<string, Blob>;
  /** Sends this one file as the body instead of a multipart form (its type: the Blob's). */
  raw?: Blob;
  onProgress?: (progress: UploadProgress) => void;
  passResultCodes?: PassResultCodes;
  /** Drives the global loading bar. Default true. */
  loading?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** One file sent in resumable chunks (tus) into a file set. */
export interface ResumableUploadRequest {
  file: File;
  fileGrpId: string;
  /** The set to append to; a new set when absent. */
  fileId?: string | undefined;
  /** Most bytes per request. Default 32 MiB (`files.chunkSizeBytes`). */
  chunkSize?: number | undefined;
  /** Who uploads (part of the resume fingerprint, so one user never resumes another's upload). */
  owner?: string | undefined;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Whether the browser is online, and a way to wait until it is. Default `navigator.onLine` and the `online` event. */
  online?: { isOnline(): boolean; whenOnline(resume: () => void): void };
}

/** What the client needs of tus-js-client's `Upload` (injected in tests, loaded on first use otherwise). */
export interface TusUploadLike {
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<unknown[]>;
  resumeFromPreviousUpload(previous: unknown): void;
}
export interface TusResponseLike {
  getStatus(): number;
  getHeader(name: string): string | undefined;
  getBody(): string;
}
export type TusUploadConstructor = new (
  file: File,
  options: {
    endpoint: string;
    chunkSize: number;
    retryDelays: number[];
    metadata: Record<string, string>;
    removeFingerprintOnSuccess: boolean;
    fingerprint: (file: File) => Promise<string>;
    onBeforeRequest: (req: { setHeader(name: string, value: string): void }) => void;
    onAfterResponse: (req: unknown, res: TusResponseLike) => void;
    onProgress: (bytesSent: number, bytesTotal: number) => void;
    onSuccess: (payload: { lastResponse: TusResponseLike }) => void;
    onError: (error: Error) => void;
  },
) => TusUploadLike;

/** The sections of the browser's configuration (`ClientConfig`) the API client reads. */
export type ApiClientConfig = Pick<ClientConfig, 'api' | 'auth' | 'app' | 'server'> & {
  i18n?: Pick<ClientConfig['i18n'], 'messages'>;
  /** Declared APIs: a call of `/api/ext/<name>` with `localDates` sends its Dates as local time. */
  apis?: Readonly<Record<string, Pick<ClientConfig['apis'][string], 'localDates'>>>;
};

/** The current menu as the client reads it (`currentMenu` of runtime/client/session). */
export interface MenuHeaders {
  mnuId?: string | null;
  proIdVal?: string | null;
}

export interface ApiClientOptions {
  config: ApiClientConfig;
  /**
   * `aesEcbEncrypt(app.profile, api.secret)`, the profile header. config.gen carries it (computed at
   * generate time), so the cipher code stays out of the entry chunk.
   */
  profileHeader: string;
  /** Default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Timers for timeouts, the queue delay and progress hiding. Default the system clock. */
  clock?: Clock;
  /** Default: tokens in memory. */
  tokens?: TokenStore;
  /** The session to tell about tokens, 401 answers and activity. Default: none (tokens only stored). */
  session?: ApiSessionHooks;
  /** The current menu. Default: none. */
  currentMenu?: () => MenuHeaders | null | undefined;
  /** Append the envelope's `errors` to messages. Default `config.server.dev`. */
  dev?: boolean;
  /** Counts the calls the loading bar shows. Default: a store of its own, which nothing shows. */
  loading?: LoadingTracker;
  /** Download progress for its bar. Default: a store of its own, which nothing shows. */
  downloadProgress?: DownloadProgressTracker;
  /** Transaction ids. Default `randomBase62()` (22 characters). */
  newTranId?: () => string;
  /** Saves a downloaded blob. Default: an anchor with an object URL. */
  saveBlob?: (blob: Blob, fileName: string) => void;
  /** Uploads go through XMLHttpRequest for progress events. Default `new XMLHttpRequest()`. */
  createXhr?: () => XMLHttpRequest;
  /** tus-js-client's Upload for resumable uploads. Default: loaded from `tus-js-client` on first use. */
  tusUpload?: TusUploadConstructor;
  /**
   * Watches each attempt of `call` (the interface log of declared APIs): told the URL and the
   * transaction id as the attempt starts, it may return what to tell when the attempt ends. It can
   * neither delay nor fail a call (what it throws is ignored). Default: none.
   */
  onCall?: ApiCallObserver;
}

/** See `ApiClientOptions.onCall`. */
export type ApiCallObserver = (attempt: {
  url: string;
  tranId: string;
}) => ((outcome: ApiCallOutcome) => void) | undefined;

export interface ApiClient {
  /** Calls the API; resolves with the envelope when its result code passes, otherwise throws ApiCallError. */
  call<T = unknown>(request: ApiRequest): Promise<ApiEnvelope<T>>;
  /** Downloads and saves a file; a JSON answer whose resultCode is not 0000 throws ApiCallError. */
  download(request: DownloadRequest): Promise<DownloadResult>;
  /** Uploads files as multipart with progress events, no timeout. */
  upload<T = unknown>(request: UploadRequest): Promise<ApiEnvelope<T>>;
  /** Uploads one file in resumable chunks (tus) into a file set; the same envelope as `upload`. */
  uploadResumable<T = unknown>(request: ResumableUploadRequest): Promise<ApiEnvelope<T>>;
  /** The task queue every call and download waits in. */
  readonly queue: TaskQueue;
  /** The headers a call would carry now (a new transaction id, the tokens): for requests made outside `call`, the event stream. */
  headers(): Record<string, string>;
}
