// The public surface of the browser runtime for integrators' components (a manifest's `component:`
// screen or a `component` block). Import from here only: everything else is internal and may move.
export type { ApiClient, ApiEnvelope, ApiRequest, DownloadRequest, UploadRequest } from './api/index.ts';
export { ApiCallError } from './api/index.ts';
export { t } from './i18n/t.ts';
export { type Navigation, useNavigation } from './navigation/index.ts';
export {
  type ConsoleRuntime,
  useApi,
  useConfig,
  useConsoleRuntime,
  useDialog,
  useSession,
} from './runtime/index.ts';
export type { SessionState } from './session/index.ts';
