export { type ManagementApiOptions, managementApi } from './api/index.ts';
export { type BuildAppOptions, buildApp } from './buildApp.ts';
export type { HealthBody } from './health/index.ts';
export {
  type ApiEnvelope,
  failure,
  SERVER_ERRORS,
  type ServerError,
  SUCCESS_CODE,
  success,
} from './http/index.ts';
export { type StartedServer, type StartServerOptions, startServer } from './startServer.ts';
