export { type FileApiOptions, fileApi, filesDirOf } from './fileApi.ts';
export { fileErrors } from './fileErrors.ts';
