export type { FileServices, StoredFileLike } from './fileServices.ts';
export { isRefusedProgramName, PROGRAM_EXTENSIONS } from './isRefusedProgramName.ts';
export { type FileLike, matchesAccept } from './matchesAccept.ts';
