/** Free space a run needs in the folder. */
export const FAST_TEMP_MIN_BYTES: number;
/** `/dev/shm` (or `dir`) when it is writable with at least `minBytes` free, else undefined. */
export function fastTempRoot(dir?: string, minBytes?: number): string | undefined;
