export { type AdminAuditEntry, recordAdminAudit } from './adminAudit.ts';
export { advisoryLock } from './advisoryLock.ts';
export {
  anchorPersonalAccess,
  type ChainBreak,
  type ChainReport,
  exportPersonalAccess,
  LEGAL_FLOOR_YEARS,
  purgeAuthorityChanges,
  purgePersonalAccess,
  verifyPersonalAccess,
} from './auditChain.ts';
export {
  type CheckDatabaseOptions,
  type CheckDatabaseResult,
  checkDatabase,
} from './checkDatabase.ts';
export { containsPattern } from './containsPattern.ts';
export { DATA_DIR_LOCKED, type DataDirLockedError, isDataDirLocked } from './dataDirLock.ts';
export type { Queryable, Tx } from './dbTypes.ts';
export { decoratePersonalRecords, recordsDirOf } from './decoratePersonalRecords.ts';
export { decorateDatabase } from './fastifyDecoration.ts';
export { type ChannelListener, type ListenChannelOptions, listenChannel } from './listenChannel.ts';
export { DEFAULT_APP_PROP, loadAuthProps } from './loadAuthProps.ts';
export {
  MIGRATIONS_TABLE,
  type MigrateOptions,
  type MigrateResult,
  migrate,
  migrationChecksum,
} from './migrate.ts';
export { MIGRATIONS, type Migration } from './migrations/index.ts';
export {
  type Database,
  type DatabaseKind,
  type DatabaseLogger,
  type Db,
  dataDirOf,
  type OpenDatabaseOptions,
  openDatabase,
  PGLITE_SUBDIR,
  redactUrl,
  resolveDatabaseOptions,
} from './openDatabase.ts';
export {
  insertPersonalAccess,
  type PersonalAccessEntry,
  type PersonalAccessJson,
  type PersonalAction,
  personalAccessJson,
  recordPersonalAccess,
  recordSubjectIds,
  subjectSetJoin,
} from './personalAccess.ts';
export { type PersonalReason, personalReason, personalReasonErrors } from './personalReason.ts';
export {
  PersonalRecorder,
  type PersonalRecorderOptions,
  type RecorderFs,
} from './personalRecorder.ts';
export { rowsOf } from './rowsOf.ts';
export * from './schema.ts';
export * from './seed/index.ts';
export {
  type CountedEvents,
  MAX_DELAY_MS,
  progressiveDelay,
  SlidingWindows,
  type WindowEvent,
  type WindowLimit,
} from './slidingWindows.ts';
export { UNLOCKED, type UnlockStamp, unlockAccount } from './unlockAccount.ts';
export { withinKoreanDays } from './withinKoreanDays.ts';
export { ynFlag } from './ynFlag.ts';
