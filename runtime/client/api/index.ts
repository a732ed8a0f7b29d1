export type { ApiCallErrorDetails, ApiErrorKind } from '../../core/transport/apiCallError.ts';
export { ApiCallError } from '../../core/transport/apiCallError.ts';
export type { ApiEnvelope, PassResultCodes } from '../../core/transport/apiEnvelope.ts';
export type {
  ApiClient,
  ApiClientConfig,
  ApiClientOptions,
  ApiRequest,
  DownloadRequest,
  DownloadResult,
  MenuHeaders,
  UploadProgress,
  UploadRequest,
} from './apiTypes.ts';
export { createApiClient } from './createApiClient.ts';
export { createSessionTransport, LOGOUT_PATH } from './createSessionTransport.ts';
export type { DownloadProgressState, DownloadProgressTracker } from './downloadProgress.ts';
export {
  createDownloadProgressState,
  createDownloadProgressTracker,
  DOWNLOAD_PROGRESS_HIDE_MS,
  downloadProgress,
} from './downloadProgress.ts';
export type { LoadingState, LoadingTracker } from './loadingStore.ts';
export { createLoadingState, createLoadingTracker, loadingState } from './loadingStore.ts';
export { uploadForm } from './uploadFile.ts';
