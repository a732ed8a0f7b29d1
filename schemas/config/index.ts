// The configuration's schema, one file per section of console.config.yaml, and the browser's projection.
export { GUARDED_PROFILES, PROFILES } from '../profiles.ts';
export { API_SECRET_MIN_LENGTH, apiSchema, DEFAULT_API_SECRET } from './api.ts';
export { appSchema } from './app.ts';
export { authSchema } from './auth.ts';
export { type ClientConfig, clientConfigSchema, toClientConfig } from './clientConfig.ts';
export { type ConsoleConfig, type ConsoleConfigInput, configSchema } from './configSchema.ts';
export { filesSchema } from './files.ts';
export { i18nSchema } from './i18n.ts';
export { interfacesSchema } from './interfaces.ts';
export { loggingSchema } from './logging.ts';
export { managementSchema } from './management.ts';
export { mobileSchema } from './mobile.ts';
export { serverSchema, trustsLoopback } from './server.ts';
export { DEVICE_TYPES, LOG_LEVEL_NAMES, relativePath } from './shared.ts';
