export { fileMatchesAccept, parseAcceptRules } from './acceptRules.ts';
export { type FileApiOptions, fileApi, filesDirOf } from './fileApi.ts';
export { fileErrors } from './fileErrors.ts';
export { formatFileSize } from './formatFileSize.ts';
