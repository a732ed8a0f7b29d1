export { type ManagementApiOptions, managementApi } from './api/index.ts';
export type { AuthOptions } from './auth/authDeps.ts';
export type { AuthKeyMessage, AuthKeySender } from './auth/authKeySender.ts';
export { authKeySenderFromEnv, fileAuthKeySender, logAuthKeySender } from './auth/authKeySender.ts';
export { type BuildAppOptions, buildApp } from './buildApp.ts';
export {
  type Database,
  type Db,
  migrate,
  type OpenDatabaseOptions,
  openDatabase,
  resolveDatabaseOptions,
  seed,
} from './db/index.ts';
export type { HealthBody } from './health/index.ts';
export {
  type ApiEnvelope,
  failure,
  SERVER_ERRORS,
  type ServerError,
  SUCCESS_CODE,
  success,
} from './http/index.ts';
export { type ListenAddress, type ListenFlags, listenAddress } from './listenAddress.ts';
export {
  GUARDED_PROFILES,
  PRODUCTION_SECRET_MIN_LENGTH,
  type ProductionProblem,
  productionProblems,
  UNSAFE_PROFILE_ERROR,
  unsafeProfileError,
} from './productionChecks.ts';
export {
  type StartedServer,
  type StartServerOptions,
  serverOptionsFromEnv,
  startServer,
} from './startServer.ts';
export { CLOSE_TIMEOUT_MS, type UntilStoppedOptions, untilStopped } from './untilStopped.ts';
