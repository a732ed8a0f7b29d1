import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Temporary upload files older than this were left by a crash (an upload never takes a day). */
const STALE_MS = 24 * 60 * 60 * 1000;

export interface SweepOptions {
  /**
   * Delete every `.part` file, whatever its age: only when no other process can be receiving an
   * upload into this folder (PGlite with a data folder, whose lock keeps it to one process).
   * Default false: only files older than a day, as another server process sharing the folder (on
   * PostgreSQL) may be receiving an upload right now.
   */
  all?: boolean;
  /** The current time (ms). Default Date.now(). */
  now?: number;
}

/** Deletes temporary upload files a crashed process left behind; returns how many. */
export async function sweepStaleTemps(tmpDir: string, options: SweepOptions = {}): Promise<number> {
  const now = options.now ?? Date.now();
  let removed = 0;
  for (const name of await readdir(tmpDir).catch(() => [] as string[])) {
    if (!name.endsWith('.part')) continue;
    const path = join(tmpDir, name);
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile() && (options.all || now - info.mtimeMs > STALE_MS)) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}
