export type {
  ConnectionInfo,
  UpdateEvent,
  UpdateWatcher,
  UpdateWatcherOptions,
} from './createUpdateWatcher.ts';
export {
  BUILD_BASELINE_DELAY_MS,
  createUpdateWatcher,
  isConstrained,
  pageBuildIdOf,
  RELOADED_FOR_KEY,
  UPDATE_CHECK_INTERVAL_MS,
} from './createUpdateWatcher.ts';
