export type { ConnectionInfo, UpdateWatcher, UpdateWatcherOptions } from './createUpdateWatcher.ts';
export {
  BUILD_BASELINE_DELAY_MS,
  createUpdateWatcher,
  isConstrained,
  UPDATE_CHECK_INTERVAL_MS,
} from './createUpdateWatcher.ts';
