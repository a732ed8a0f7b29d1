// The public surface of the browser runtime for integrators' components (a manifest's `component:`
// screen or a `component` block). Import from here only: everything else is internal and may move.

export type { MessageKey } from '../core/i18n/index.ts';
export type { ApiClient, ApiEnvelope, ApiRequest, DownloadRequest, UploadRequest } from './api/index.ts';
export { ApiCallError } from './api/index.ts';
export { type ClipboardEnvironment, copyText } from './clipboard/index.ts';
export { type Ciphers, loadCiphers } from './crypto/index.ts';
export { t } from './i18n/index.ts';
export { type Navigation, type NavLinkProps, useNavigation } from './navigation/index.ts';
export {
  type ConsoleRuntime,
  ConsoleRuntimeProvider,
  createConsoleRuntime,
  type RuntimeEventMap,
  type RuntimeEvents,
  useApi,
  useConfig,
  useConsoleRuntime,
  useCurrentMenu,
  useDialog,
  useFunctionAuthority,
  useInitialData,
  useSession,
  useUserSettings,
} from './runtime/index.ts';
export type { SessionState } from './session/index.ts';
export type { UpdateEvent } from './update/index.ts';
