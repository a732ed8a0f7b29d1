export { type ManagementApiOptions, managementApi } from './api/index.ts';
export type { AuthKeyMessage, AuthKeySender, AuthOptions } from './auth/index.ts';
export {
  authKeySenderFromEnv,
  fileAuthKeySender,
  logAuthKeySender,
  webhookAuthKeySender,
} from './auth/index.ts';
export { type BuildAppOptions, buildApp } from './buildApp.ts';
export {
  type Database,
  type DataDirLockedError,
  type Db,
  isDataDirLocked,
  migrate,
  type OpenDatabaseOptions,
  openDatabase,
  resolveDatabaseOptions,
  seed,
} from './db/index.ts';
export {
  type ApiBindings,
  ASSERTION_SECONDS,
  type AssertionClaims,
  apiBindingsOf,
  JWKS_PATH,
  type PublicJwk,
} from './gateway/index.ts';
export type { HealthBody } from './health/index.ts';
export { type ListenAddress, type ListenFlags, listenAddress } from './listenAddress.ts';
export type { LogFormat } from './logging/index.ts';
export {
  type ApiEnvelope,
  failure,
  SERVER_ERRORS,
  type ServerError,
  SUCCESS_CODE,
  success,
} from './platform/index.ts';
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
