export {
  ConsoleRuntimeContext,
  ConsoleRuntimeProvider,
  useConsoleRuntime,
  usePageHref,
} from './ConsoleRuntimeContext.ts';
export {
  type ConsoleRuntime,
  type ConsoleRuntimeEnvironment,
  createConsoleRuntime,
  type InitialDataRuntime,
} from './createConsoleRuntime.ts';
export type { RuntimeEventMap, RuntimeEvents } from './runtimeEvents.ts';
export {
  useApi,
  useConfig,
  useCurrentMenu,
  useDialog,
  useDownloads,
  useFunctionAuthority,
  useFunctionCheck,
  useInitialData,
  useLoading,
  useMenuTree,
  useRouteOpenable,
  useSession,
  useUnsavedChanges,
  useUserSettings,
} from './runtimeHooks.ts';
