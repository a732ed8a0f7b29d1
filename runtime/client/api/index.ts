export type {
  ApiCallErrorDetails,
  ApiEnvelope,
  ApiErrorKind,
  PassResultCodes,
} from '../../core/transport/index.ts';
export { ApiCallError } from '../../core/transport/index.ts';
export type {
  ApiCallObserver,
  ApiClient,
  ApiClientConfig,
  ApiClientOptions,
  ApiRequest,
  DownloadRequest,
  DownloadResult,
  MenuHeaders,
  ResumableUploadRequest,
  TusResponseLike,
  TusUploadConstructor,
  UploadProgress,
  UploadRequest,
} from './apiTypes.ts';
export { createApiClient } from './createApiClient.ts';
export { createSessionTransport, LOGOUT_PATH } from './createSessionTransport.ts';
export type { DownloadProgressState, DownloadProgressTracker } from './downloadProgress.ts';
export {
  cancelDownloads,
  createDownloadProgressState,
  createDownloadProgressTracker,
  DOWNLOAD_PROGRESS_HIDE_MS,
} from './downloadProgress.ts';
export {
  createFileServices,
  type FileServices,
  type FileServicesOptions,
  PREVIEW_MAX_BYTES,
} from './fileServices.ts';
export type { LoadingState, LoadingTracker } from './loadingStore.ts';
export { createLoadingState, createLoadingTracker } from './loadingStore.ts';
export { type HeaderInput, requestHeaders } from './requestHeaders.ts';
export { uploadForm } from './uploadFile.ts';
