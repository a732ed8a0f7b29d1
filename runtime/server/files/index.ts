export { bindFileSets } from './bindFileSets.ts';
export { decorateFileSets, type FileSetsOfRecords } from './decorateFileSets.ts';
export { type FileApiOptions, fileApi, filesDirOf } from './fileApi.ts';
export { fileErrors } from './fileErrors.ts';
export { fileSetsOfCall } from './fileSetsOfCall.ts';
export { type FileSweep, sweepFiles } from './sweepFiles.ts';
