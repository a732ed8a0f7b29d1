// A folder in memory for a test run's temporary files: /dev/shm when it is there, writable and has
// room. The tests write and copy gigabytes of databases, projects and browser profiles; where /tmp is
// on disk (this machine) the e2e servers took 3-4 s longer just to come up. A small /dev/shm (a
// container's default is 64 MB) is not used.
// Plain JavaScript (run by bare node from tests/run-all.mjs); types: fastTempRoot.d.mts.
import { accessSync, constants, statfsSync } from 'node:fs';

/** Free space a run needs in the folder (its peak is well under this). */
export const FAST_TEMP_MIN_BYTES = 4 * 2 ** 30;

/** `/dev/shm` (or `dir`) when it is writable with at least `minBytes` free, else undefined. */
export function fastTempRoot(dir = '/dev/shm', minBytes = FAST_TEMP_MIN_BYTES) {
  try {
    accessSync(dir, constants.W_OK);
    const s = statfsSync(dir);
    return s.bavail * s.bsize >= minBytes ? dir : undefined;
  } catch {
    return undefined;
  }
}
